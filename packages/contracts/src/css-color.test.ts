import { describe, expect, it } from 'vitest';
import { defaultBaseVariants } from './base-variants';
import { isColorProperty, isCssColor } from './css-color';
import { themeColorIssues } from './ui-tree/theme';

describe('isCssColor', () => {
  it('takes the colours a browser takes', () => {
    for (const colour of [
      '#fff',
      '#1D4ED8',
      '#1d4ed880',
      'teal',
      'RebeccaPurple',
      'transparent',
      'currentColor',
      'rgb(29 78 216)',
      'rgba(29, 78, 216, 0.5)',
      'hsl(220deg 80% 50% / 50%)',
      'oklch(0.5 0.2 260)',
      'color-mix(in srgb, red 40%, blue)',
      'var(--color8)',
      'var(--color8, #000)',
      'inherit',
      '#000 !important',
    ])
      expect(isCssColor(colour), colour).toBe(true);
  });

  it('refuses what renders as nothing or could end a rule', () => {
    for (const value of [
      'notacolor',
      '',
      '#12',
      '#12345',
      'rgb()',
      'rgb(1 2 3',
      'url(x)',
      'red; background: x',
      'red}',
      'expression(alert(1))',
    ])
      expect(isCssColor(value), value).toBe(false);
  });

  it("knows colour properties, and every colour the kit's seed uses is one", () => {
    expect(['color', 'background-color', 'border-top-color', 'fill'].every(isColorProperty)).toBe(true);
    expect(isColorProperty('padding')).toBe(false);
    for (const variants of Object.values(defaultBaseVariants()))
      for (const elements of Object.values(variants))
        for (const keys of Object.values(elements))
          for (const options of Object.values(keys))
            for (const [property, value] of Object.entries(options))
              if (isColorProperty(property)) expect(isCssColor(value), `${property}: ${value}`).toBe(true);
  });
});

describe('themeColorIssues', () => {
  it('names each colour item and colour token that is no colour', () => {
    const theme = {
      colors: [
        { id: 'brand', name: 'Brand', value: '#1d4ed8' },
        { id: 'bad', name: 'Bad', value: 'notacolor' },
      ],
      shadows: [],
      typeFaces: [],
      customCss: { cssString: '' },
      tokens: { color8: 'brand', color9: 'teal', color10: 'nope', shadow1: 'anything' },
    };
    expect(themeColorIssues(theme)).toEqual([
      { path: ['colors', 1, 'value'], value: 'notacolor' },
      { path: ['tokens', 'color10'], value: 'nope' },
    ]);
  });
});
