import { SUPPORTED_LOCALES } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import { templateKinds } from './index';

describe('template kinds own their names', () => {
  it('name every kind in every studio locale, in its own words for zh-HK', () => {
    const untranslated = templateKinds.filter(
      ({ name }) => SUPPORTED_LOCALES.some((locale) => !name[locale]?.trim()) || name['zh-HK'] === name['en-US'],
    );
    expect(untranslated.map(({ type }) => type)).toEqual([]);
  });

  it('give each kind a distinct name in each locale, so the type filter and the create modal tell them apart', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const names = templateKinds.map((kind) => kind.name[locale]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
