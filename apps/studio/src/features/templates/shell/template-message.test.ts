import { TEMPLATE_MESSAGE_CODES } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import { changeLocale, i18next, initI18n } from '../../../i18n';
import enUS from '../locales/en-US.json';
import zhHK from '../locales/zh-HK.json';
import { localizeTemplateMessage } from './template-message';

const words = (bundle: typeof enUS) => bundle.templates.serverErrors as Record<string, string>;

describe('localizeTemplateMessage', () => {
  it('has words for every template message code in en-US and zh-HK', () => {
    for (const code of TEMPLATE_MESSAGE_CODES) {
      expect(words(enUS)[code], code).toBeTruthy();
      expect(words(zhHK)[code], code).toBeTruthy();
    }
  });

  it('keeps the API words in en-US and says the code in another language, quoting the parts', () => {
    const t = (key: string, options: Record<string, string>) => `${key} ${options.field}/${options.max}`;
    const message = 'html is longer than 200000 characters.';
    expect(localizeTemplateMessage(message, { language: 'en-US', t } as never)).toBe(message);
    expect(localizeTemplateMessage(message, { language: 'zh-HK', t } as never)).toBe(
      'templates.serverErrors.too_long html/200000',
    );
    expect(localizeTemplateMessage('not a known message', { language: 'zh-HK', t } as never)).toBe(
      'not a known message',
    );
  });

  it('says the HTML-to-PDF page-setting refusals in zh-HK, the margin side in its own words', async () => {
    await initI18n({ featureTexts: true });
    await changeLocale('zh-HK');
    try {
      expect(localizeTemplateMessage('The top margin must be a number of millimetres from 0 to 250.', i18next)).toBe(
        '「上」邊界必須是 0 至 250 毫米之間的數字。',
      );
      expect(
        localizeTemplateMessage(
          'The margins leave no room for the content on the A5 landscape page (210 × 148 mm).',
          i18next,
        ),
      ).toBe('邊界太大：A5 紙張（210 × 148 毫米）已沒有空間放內容。');
    } finally {
      await changeLocale('en-US');
    }
  });
});
