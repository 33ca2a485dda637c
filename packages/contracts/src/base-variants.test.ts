import { describe, expect, it } from 'vitest';
import { baseVariantsCss, baseVariantsIssues, defaultBaseVariants, parseBaseVariants } from './base-variants';

describe('base-component theme', () => {
  it('seeds every kit widget, five layers deep', () => {
    const seed = defaultBaseVariants();
    expect(Object.keys(seed)).toEqual([
      'button',
      'input',
      'select',
      'radios',
      'modal',
      'toggle',
      'datePicker',
      'calendar',
      'spinner',
      'message',
      'checkbox',
      'multiSelect',
    ]);
    expect(seed.button?.primary?.root).toEqual({ normal: {}, hover: {}, focus: {}, disabled: {} });
  });

  it('builds CSS for the options set, per state, and drops what could break out of a rule', () => {
    const tree = parseBaseVariants(
      JSON.stringify({
        button: {
          primary: { root: { normal: { 'background-color': '#be123c' }, hover: { color: 'red; } body { x: y' } } },
        },
        nope: { a: { b: { normal: { color: 'red' } } } },
      }),
    );
    expect(baseVariantsCss(tree)).toBe(
      '.ck-button.ck-button--primary {\n  background-color: #be123c;\n}\n.ck-button.ck-button--primary:hover {\n  color: red  body  x: y;\n}',
    );
    expect(parseBaseVariants('{broken')).toEqual(defaultBaseVariants());
  });

  it('names every place the kit has no room for, and nothing in a theme that fits', () => {
    expect(baseVariantsIssues(defaultBaseVariants())).toEqual([]);
    expect(
      baseVariantsIssues({
        button: { primary: { root: { hover: { color: 'red', 'font weight': 'bold', opacity: 1 } } }, huge: {} },
        slider: {},
        modal: { default: { root: { normal: 'red' } } },
      }),
    ).toEqual([
      { path: 'button.primary.root.hover.font weight', code: 'notProperty', message: 'is not a CSS property name' },
      { path: 'button.primary.root.hover.opacity', code: 'notText', message: 'must be text (a CSS value)' },
      { path: 'button.huge', code: 'unknownPart', layer: 'variant', message: 'is not a variant of the kit' },
      { path: 'slider', code: 'unknownPart', layer: 'component', message: 'is not a component of the kit' },
      { path: 'modal.default.root.normal', code: 'notObject', message: 'must be an object' },
    ]);
    expect(baseVariantsIssues([])).toEqual([
      { path: '', code: 'notObject', message: 'must be an object of components' },
    ]);
  });
});
