import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, TransportError } from '../api/errors';
import { changeLocale, i18next, initI18n } from '../i18n';
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

  it("never shows the server's own words: no code, internal or GraphQL codes say the general message", async () => {
    await initI18n({ featureTexts: true });
    for (const locale of ['en-US', 'zh-HK'] as const) {
      await changeLocale(locale);
      const general = i18next.t('errors.general');
      expect(errorMessage(new ApiError('db down', undefined, 'graphql'))).toBe(general);
      expect(errorMessage(new ApiError('boom', 'INTERNAL', 'graphql'))).toBe(general);
      expect(errorMessage(new ApiError('Cannot query field "x"', 'GRAPHQL_VALIDATION_FAILED', 'graphql'))).toBe(
        general,
      );
      // A session that ended already said the general message: the same text, so the toast is shown once.
      expect(errorMessage(new ApiError('invalid or expired token', 'authorization', 'session'))).toBe(general);
    }
    await changeLocale('en-US');
    expect(errorMessage(new ApiError('"name" is too long (at most 5 characters).', 'BAD_USER_INPUT', 'graphql'))).toBe(
      '"name" is too long (at most 5 characters).',
    );
  });

  it('says "You are not authorized" for a refused authorization, in both locales', async () => {
    await initI18n({ featureTexts: true });
    await changeLocale('en-US');
    expect(errorMessage(new ApiError('invalid or expired token', 'authorization', 'graphql'))).toBe(
      'You are not authorized',
    );
    expect(errorMessage(new TransportError('SERVER', '403 Forbidden', 403))).toBe('You are not authorized');
    await changeLocale('zh-HK');
    expect(errorMessage(new TransportError('SERVER', '401 Unauthorized', 401))).toBe('您沒有權限');
  });
});
