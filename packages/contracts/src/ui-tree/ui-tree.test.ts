import { describe, expect, it } from 'vitest';
import { designCss, designValue, parseDesignClass, withDesign } from './design';
import { toPascalCase } from './errors';
import { normalizeTree, uiNode } from './node';
import { formFieldsOfScript, localesOfScript, scriptWithLocales, starterScript } from './script';
import { parseTheme, themeStylesheet } from './theme';

describe('design classes', () => {
  it('sets one property per viewport and state, replacing the previous value', () => {
    let classes = withDesign('p-2 text-lg', 'md', 'normal', 'fontSize', 'text-4xl');
    classes = withDesign(classes, 'all', 'hover', 'textColor', 'text-color8');
    classes = withDesign(classes, 'md', 'normal', 'fontSize', 'text-5xl');
    expect(classes).toBe('p-2 text-lg hover:text-color8 md:text-5xl');
    expect(designValue(classes, 'md', 'normal', 'fontSize')).toBe('text-5xl');
    expect(designValue(classes, 'all', 'normal', 'fontSize')).toBe('text-lg');
    expect(withDesign(classes, 'md', 'normal', 'fontSize', null)).toBe('p-2 text-lg hover:text-color8');
    expect(parseDesignClass('md:hover:p-4')).toMatchObject({ viewport: 'md', state: 'hover', property: 'padding' });
    expect(parseDesignClass('foo:p-4')).toBeNull();
    expect(parseDesignClass('p-7')).toBeNull();
  });

  it('compiles base rules first, then each breakpoint in order, hover as :hover', () => {
    const css = designCss(['md:text-4xl', 'hover:text-color8', 'p-4', 'sm:p-2', 'unknown']);
    expect(css).toContain('.p-4 { padding: 1rem; }');
    expect(css).toContain('.hover\\:text-color8:hover { color: var(--color8); }');
    expect(css.indexOf('@media (min-width: 640px)')).toBeLessThan(css.indexOf('@media (min-width: 768px)'));
    expect(css).toContain('.md\\:text-4xl { font-size: 2.25rem; }');
    expect(css).not.toContain('unknown');
  });
});

describe('component script and tree', () => {
  it('keeps the locale texts in the script and reads them back; lists the form fields', () => {
    const script = scriptWithLocales(starterScript(), { 'en-US': { 'a.content': 'Hi; "there"' } });
    expect(localesOfScript(script)).toEqual({ 'en-US': { 'a.content': 'Hi; "there"' } });
    expect(localesOfScript('export default {}')).toEqual({});
    const fields = formFieldsOfScript(script);
    expect(fields).toContain('input9');
    expect(fields).toContain('form.input12');
    expect(fields).not.toContain('input10');
  });

  it('reads older trees: content and v-model move to texts and bindTo', () => {
    const tree = normalizeTree({
      id: 'abcdefgh',
      component: 'JBox',
      children: [
        { id: 'b', component: 'JInputText', attrsMap: { 'v-model': 'form.input1', label: 'Name' }, content: 'x' },
      ],
    });
    expect(tree?.children[0]).toMatchObject({
      bindTo: 'form.input1',
      attrsMap: {},
      editorSettings: { props: { label: 'Name' }, texts: { content: { 'en-US': 'x' } } },
    });
    expect(normalizeTree({ component: 'JBox' })).toBeNull();
    expect(uiNode('JBox').id).toMatch(/^[a-z0-9]{8}$/);
  });

  it('converts names to PascalCase', () => {
    expect(toPascalCase('quote form')).toBe('QuoteForm');
    expect(toPascalCase('New Page')).toBe('NewPage');
    expect(toPascalCase('myPage-2')).toBe('MyPage2');
  });
});

describe('theme', () => {
  it('resolves tokens naming items, and adds the custom CSS', () => {
    const theme = parseTheme(
      JSON.stringify({
        colors: [{ id: 'c1', name: 'Brand', value: '#123456' }],
        tokens: { color8: 'c1', shadowNone: 'none' },
        customCss: { cssString: '.x{}' },
      }),
    );
    const css = themeStylesheet(theme);
    expect(css).toContain('--color8: #123456;');
    expect(css).toContain('--shadowNone: none;');
    expect(css).toContain('.x{}');
    expect(parseTheme('not json').colors).toEqual([]);
  });
});
