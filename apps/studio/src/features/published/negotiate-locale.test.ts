import { describe, expect, it } from 'vitest';
import { matchBrowserLocale, negotiateLocale } from './negotiate-locale';

const APP = ['en-US', 'zh-HK'];

describe('matchBrowserLocale', () => {
  it('takes the same tag in any case', () => {
    expect(matchBrowserLocale(['zh-HK'], APP)).toBe('zh-HK');
    expect(matchBrowserLocale(['ZH-hk', 'en-US'], APP)).toBe('zh-HK');
    expect(matchBrowserLocale(['en-us'], APP)).toBe('en-US');
  });

  it('maps Traditional Chinese spellings to zh-HK and other Englishes to en-US', () => {
    for (const tag of ['zh-TW', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh_HK'])
      expect(matchBrowserLocale([tag], APP), tag).toBe('zh-HK');
    for (const tag of ['en-GB', 'en', 'en-AU']) expect(matchBrowserLocale([tag], APP), tag).toBe('en-US');
  });

  it('keeps Simplified and Traditional Chinese apart when the app has both', () => {
    const both = ['en-US', 'zh-HK', 'zh-CN'];
    expect(matchBrowserLocale(['zh'], both)).toBe('zh-CN');
    expect(matchBrowserLocale(['zh-SG'], both)).toBe('zh-CN');
    expect(matchBrowserLocale(['zh-Hans'], both)).toBe('zh-CN');
    expect(matchBrowserLocale(['zh-TW'], both)).toBe('zh-HK');
  });

  it('prefers a later language in the same script before Chinese in the other script', () => {
    expect(matchBrowserLocale(['zh-CN', 'en-US'], APP)).toBe('en-US');
    expect(matchBrowserLocale(['zh-CN'], APP)).toBe('zh-HK');
    expect(matchBrowserLocale(['zh', 'fr'], APP)).toBe('zh-HK');
  });

  it('follows the order of the visitor, not of the app', () => {
    expect(matchBrowserLocale(['fr-FR', 'en-GB', 'zh-HK'], APP)).toBe('en-US');
    expect(matchBrowserLocale(['fr-FR', 'zh-TW', 'en'], APP)).toBe('zh-HK');
  });

  it('finds nothing for languages the app does not have', () => {
    expect(matchBrowserLocale(['fr-FR', 'de'], APP)).toBeUndefined();
    expect(matchBrowserLocale([], APP)).toBeUndefined();
    expect(matchBrowserLocale(['', ' '], APP)).toBeUndefined();
  });
});

describe('negotiateLocale', () => {
  it('lets ?locale= win over everything when the app allows it', () => {
    expect(negotiateLocale({ asked: 'en-US', remembered: 'zh-HK', browser: ['zh-HK'] }, APP, 'en-US')).toBe('en-US');
    expect(negotiateLocale({ asked: 'fr-FR', browser: ['zh-HK'] }, APP, 'en-US')).toBe('zh-HK');
  });

  it("uses the visitor's remembered choice before the browser's languages", () => {
    expect(negotiateLocale({ remembered: 'en-US', browser: ['zh-HK'] }, APP, 'zh-HK')).toBe('en-US');
    expect(negotiateLocale({ remembered: 'ja-JP', browser: ['zh-HK'] }, APP, 'en-US')).toBe('zh-HK');
  });

  it("opens in the browser's language, else the app's default", () => {
    expect(negotiateLocale({ browser: ['zh-TW', 'en'] }, APP, 'en-US')).toBe('zh-HK');
    expect(negotiateLocale({ browser: ['fr'] }, APP, 'zh-HK')).toBe('zh-HK');
    expect(negotiateLocale({ browser: ['fr'] }, ['zh-HK'], 'en-US')).toBe('zh-HK');
  });
});
