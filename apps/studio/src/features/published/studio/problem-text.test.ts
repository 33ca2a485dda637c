import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18next, initI18n } from '../../../i18n';
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
    expect(problemText(i18next.t, missingText)).toBe(missingText.message);
    await changeLocale('zh-HK');
    expect(problemText(i18next.t, missingText)).toBe('HomePage：Headline 的 content 欠缺 zh-HK 文字。');
    // The names are the user's, shown apart so they are never translated.
    expect(problemParts(i18next.t, missingText).filter((part) => part.isName)).toEqual([
      { text: 'HomePage', isName: true },
      { text: 'Headline', isName: true },
      { text: 'content', isName: true },
      { text: 'zh-HK', isName: true },
    ]);
  });

  it('falls back to the server’s message for a code the studio does not know yet', async () => {
    await initI18n({ featureTexts: true });
    await changeLocale('zh-HK');
    expect(problemText(i18next.t, { code: 'new_check', message: 'Something new.', params: [] })).toBe('Something new.');
  });
});
