import { describe, expect, it } from 'vitest';
import { baseVariantsCss, defaultBaseVariants, parseBaseVariants } from './base-variants';

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
});
