import { TEMPLATE_MESSAGE_CODES } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
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
});
