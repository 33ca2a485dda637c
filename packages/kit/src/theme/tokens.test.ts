/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as NodeUrl } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THEME_TOKENS, themeCss, themeStyle } from './tokens';

const css = readFileSync(fileURLToPath(new NodeUrl('./styles.css', import.meta.url)), 'utf8');
const rootBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
const widgetRules = css.slice(css.indexOf('}', css.indexOf(':root')) + 1);

describe('theme tokens', () => {
  it('gives every spec token a default in styles.css', () => {
    expect(THEME_TOKENS).toHaveLength(17 + 6 + 3 + 7 + 5);
    for (const token of THEME_TOKENS) expect(rootBlock, token).toContain(`--${token}:`);
  });

  it('keeps colours out of the widget rules: they use the tokens', () => {
    expect(widgetRules).not.toMatch(/#[0-9a-fA-F]{3,8}\b/);
    expect(widgetRules).not.toMatch(/\brgba?\(\s*\d/);
    expect(widgetRules).toContain('var(--color8)');
    const used = [...widgetRules.matchAll(/var\(--([\w-]+)/g)].map((match) => match[1]);
    const unknown = used.filter(
      (name) => !name?.startsWith('ck-') && !(THEME_TOKENS as readonly string[]).includes(name ?? ''),
    );
    expect(unknown).toEqual([]);
  });

  it('caps the multi-select dropdown at 12rem', () => {
    expect(css).toMatch(/\.ck-multi__list \{[^}]*max-height: 12rem;/);
  });

  it('turns token values into custom properties', () => {
    expect(themeStyle({ color8: '#f00', 'transition-short': '1ms' })).toEqual({
      '--color8': '#f00',
      '--transition-short': '1ms',
    });
    expect(themeCss({ color0: '#000' }, '.canvas')).toBe('.canvas {\n  --color0: #000;\n}\n');
  });
});
