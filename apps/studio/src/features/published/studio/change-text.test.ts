import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18next, initI18n } from '../../../i18n';
import { changeParts } from './change-text';

const counts = { elementsAdded: 0, elementsRemoved: 0, elementsChanged: 0 };
const line = (change: Parameters<typeof changeParts>[1]) =>
  changeParts(i18next.t, change)
    .map((part) => (part.isName ? `[${part.text}]` : part.text))
    .join('');

describe('changeParts', () => {
  afterEach(() => changeLocale('en-US'));

  it('says what a rollback changes in words, names kept apart as user data', async () => {
    await initI18n({ featureTexts: true });
    expect(line({ area: 'page', change: 'removed', name: '/about', from: null, to: null, ...counts })).toBe(
      'The page [/about] is removed.',
    );
    expect(line({ area: 'page', change: 'changed', name: '/', from: 'HomePage', to: 'QuotePage', ...counts })).toBe(
      'The page [/] shows [QuotePage] instead of [HomePage].',
    );
    expect(
      line({
        area: 'component',
        change: 'changed',
        name: 'QuotePage',
        from: null,
        to: null,
        ...counts,
        elementsAdded: 2,
        elementsChanged: 1,
      }),
    ).toBe('[QuotePage]: 2 elements added, 1 element changed.');
    expect(line({ area: 'component', change: 'changed', name: 'QuotePage', from: null, to: null, ...counts })).toBe(
      '[QuotePage]: its texts change.',
    );
    expect(line({ area: 'setting', change: 'changed', name: 'appName', from: 'Old', to: 'New', ...counts })).toBe(
      'App name: [Old] becomes [New].',
    );
    expect(line({ area: 'setting', change: 'changed', name: 'guest', from: 'true', to: 'false', ...counts })).toBe(
      'Guest sign-in is turned off.',
    );
  });

  it('says it in zh-HK', async () => {
    await initI18n({ featureTexts: true });
    await changeLocale('zh-HK');
    expect(
      line({
        area: 'component',
        change: 'changed',
        name: 'QuotePage',
        from: null,
        to: null,
        ...counts,
        elementsRemoved: 1,
      }),
    ).toBe('[QuotePage]：移除 1 個元素。');
    expect(line({ area: 'setting', change: 'changed', name: 'theme', from: null, to: null, ...counts })).toBe(
      '主題將會變更。',
    );
  });
});
