import { describe, expect, it } from 'vitest';
import { pageNameIn, pageNames, withPageNames } from './page-names';

describe('page names per locale', () => {
  const route = { path: '/quote', name: 'Quote', metaJsonString: '{"names":{"zh-HK":"報價"},"title":"x"}' };

  it("reads the locale's name, else the page's one name, else its path", () => {
    expect(pageNameIn(route, 'zh-HK')).toEqual({ text: '報價', localized: true });
    expect(pageNameIn(route, 'en-US')).toEqual({ text: 'Quote', localized: false });
    expect(pageNameIn({ path: '/old', name: 'Old' }, 'zh-HK')).toEqual({ text: 'Old', localized: false });
    expect(pageNameIn({ path: '/bare' }, 'zh-HK')).toEqual({ text: '/bare', localized: false });
  });

  it('ignores meta that is not JSON or names that are not texts', () => {
    expect(pageNames('{oops')).toEqual({});
    expect(pageNames('{"names":{"zh-HK":3,"en-US":"  ","fr-FR":"Devis"}}')).toEqual({ 'fr-FR': 'Devis' });
    expect(pageNames('[1]')).toEqual({});
  });

  it('writes names into the meta, keeping its other keys and dropping empty names', () => {
    expect(JSON.parse(withPageNames(route.metaJsonString, { 'zh-HK': ' 取得報價 ', 'en-US': '' }) ?? '')).toEqual({
      title: 'x',
      names: { 'zh-HK': '取得報價' },
    });
    expect(withPageNames('{"names":{"zh-HK":"報價"}}', {})).toBeNull();
    expect(withPageNames(null, { 'zh-HK': '報價' })).toBe('{"names":{"zh-HK":"報價"}}');
  });
});
