import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { changeLocale, initI18n } from '../i18n';
import { errorMessage } from './error-message';

describe('error messages', () => {
  afterAll(() => changeLocale('en-US'));

  it('keeps the catalogue message in en-US and says it in zh-HK by its code', async () => {
    await initI18n({ featureTexts: true });
    await changeLocale('en-US');
    const exists = new ApiError('The product travel/single/1 already exists.', 'product_exists');
    expect(errorMessage(exists)).toBe('The product travel/single/1 already exists.');
    await changeLocale('zh-HK');
    expect(errorMessage(exists)).toBe('此產品已存在。');
    expect(errorMessage(new ApiError('Something new.', 'not_known_yet'))).toBe('Something new.');
  });
});
