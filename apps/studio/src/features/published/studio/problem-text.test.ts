import { PUBLISH_ERRORS } from '@carrier/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18next, initI18n } from '../../../i18n';
import { labelName } from '../../ui-editor/elements/node-name';
import { problemParts, problemText } from './problem-text';

const missingText = {
  code: 'missing_text',
  message: 'HomePage: the content of Headline has no text in zh-HK.',
  params: [
    { name: 'component', value: 'HomePage' },
    { name: 'node', value: 'Headline' },
    { name: 'field', value: 'content' },
    { name: 'locale', value: 'zh-HK' },
  ],
};

describe('problemText', () => {
  afterEach(() => changeLocale('en-US'));

  it('says a publish finding in the studio locale, with the names it mentions', async () => {
    await initI18n({ featureTexts: true });
    expect(problemText(i18next.t, missingText)).toBe('HomePage: the Text of Headline has no text in zh-HK.');
    await changeLocale('zh-HK');
    // The text field is the studio's word; a default node label is said as the tree says it.
    const zhNodeName = (label: string) => labelName(label, (text) => text['zh-HK']);
    expect(problemText(i18next.t, missingText)).toBe('HomePage：Headline 的「文字」欠缺 zh-HK 文字。');
    expect(
      problemParts(i18next.t, missingText, zhNodeName)
        .map((part) => part.text)
        .join(''),
    ).toBe('HomePage：標題 的「文字」欠缺 zh-HK 文字。');
    // The names are the user's, shown apart so they are never translated; a label the user gave stays.
    const named = {
      ...missingText,
      params: missingText.params.map((param) =>
        param.name === 'node' ? { ...param, value: 'Welcome banner' } : param,
      ),
    };
    expect(problemParts(i18next.t, named, zhNodeName).filter((part) => part.isName)).toEqual([
      { text: 'HomePage', isName: true },
      { text: 'Welcome banner', isName: true },
      { text: 'zh-HK', isName: true },
    ]);
  });

  it('leaves a form field named in another finding as the user named it', async () => {
    await initI18n({ featureTexts: true });
    await changeLocale('zh-HK');
    const finding = PUBLISH_ERRORS.brokenBinding('QuotePage', 'Age', 'content');
    const params = Object.entries(finding.params).map(([name, value]) => ({ name, value }));
    expect(
      problemParts(i18next.t, { ...finding, params })
        .filter((part) => part.isName)
        .map((part) => part.text),
    ).toEqual(['QuotePage', 'Age', 'content']);
  });

  it('falls back to the server’s message for a code the studio does not know yet', async () => {
    await initI18n({ featureTexts: true });
    await changeLocale('zh-HK');
    expect(problemText(i18next.t, { code: 'new_check', message: 'Something new.', params: [] })).toBe('Something new.');
  });

  it("says the quote button's publish findings in both locales, with the names apart", async () => {
    await initI18n({ featureTexts: true });
    const findings = [
      PUBLISH_ERRORS.quoteWithoutProduct('QuotePage', 'Get quote'),
      PUBLISH_ERRORS.quoteProductMissing('QuotePage', 'Get quote', 'life/term/1'),
      PUBLISH_ERRORS.quoteProductUnpriced('QuotePage', 'Get quote', 'life/term/1'),
      PUBLISH_ERRORS.quoteVariableUnfed('/quote', 'Get quote', 'life/term/1', 'sumInsured'),
    ].map((finding) => ({
      ...finding,
      params: Object.entries(finding.params).map(([name, value]) => ({ name, value })),
    }));
    for (const finding of findings) expect(problemText(i18next.t, finding)).toBe(finding.message);
    await changeLocale('zh-HK');
    for (const finding of findings) {
      const words = problemParts(i18next.t, finding).filter((part) => !part.isName);
      expect(words.map((part) => part.text).join('')).not.toMatch(/[A-Za-z]/);
      expect(problemParts(i18next.t, finding).filter((part) => part.isName)).toHaveLength(finding.params.length);
    }
  });

  it('has a sentence in both locales for every finding the publish checks give', async () => {
    await initI18n({ featureTexts: true });
    const findings = Object.values(PUBLISH_ERRORS).map((make) =>
      typeof make === 'function'
        ? (make as (...names: string[]) => typeof PUBLISH_ERRORS.noGuest)(
            ...Array.from({ length: make.length }, (_, index) => `name${index}`),
          )
        : make,
    );
    for (const finding of findings) {
      const params = Object.entries(finding.params).map(([name, value]) => ({ name, value }));
      expect(problemText(i18next.t, { ...finding, params })).toBe(finding.message);
    }
    await changeLocale('zh-HK');
    const untranslated = findings.filter(
      (finding) => !i18next.getResource('zh-HK', 'translation', `publish.problem.${finding.code}`),
    );
    expect(untranslated.map((finding) => finding.code)).toEqual([]);
  });

  it('says the kinds of value a field gives and a variable takes in the locale', async () => {
    await initI18n({ featureTexts: true });
    const finding = PUBLISH_ERRORS.quoteFieldTypeDiffers(
      '/',
      'GetQuote',
      'life/term/1',
      'age',
      'Age',
      'number',
      'text',
    );
    const params = Object.entries(finding.params).map(([name, value]) => ({ name, value }));
    expect(problemText(i18next.t, { ...finding, params })).toBe(finding.message);
    await changeLocale('zh-HK');
    const parts = problemParts(i18next.t, { ...finding, params });
    expect(
      parts
        .filter((part) => !part.isName)
        .map((part) => part.text)
        .join(''),
    ).not.toMatch(/[A-Za-z]/);
    expect(problemText(i18next.t, { ...finding, params })).toContain('提供文字');
  });

  it('says the guest and host findings in both locales, with the names apart', async () => {
    await initI18n({ featureTexts: true });
    const findings = [
      PUBLISH_ERRORS.quoteNeedsGuest('QuotePage', 'Get quote'),
      PUBLISH_ERRORS.studioHost('localhost'),
      PUBLISH_ERRORS.noGuest,
    ].map((finding) => ({
      ...finding,
      params: Object.entries(finding.params).map(([name, value]) => ({ name, value })),
    }));
    for (const finding of findings) expect(problemText(i18next.t, finding)).toBe(finding.message);
    await changeLocale('zh-HK');
    for (const finding of findings) {
      const words = problemParts(i18next.t, finding).filter((part) => !part.isName);
      expect(words.map((part) => part.text).join('')).not.toMatch(/[A-Za-z]/);
      expect(problemParts(i18next.t, finding).filter((part) => part.isName)).toHaveLength(finding.params.length);
    }
  });
});
