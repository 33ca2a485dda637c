import { ApiError, TransportError } from '../api/errors';
import { i18next } from '../i18n';

/**
 * The text a user sees for a failure: transport errors by code; API errors by their own message (the
 * specs' catalogue, in English), or in another language the studio's text for their code when it has one.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof TransportError)
    return i18next.t(`errors.${error.code}`, { message: error.message, defaultValue: i18next.t('errors.general') });
  if (error instanceof ApiError) {
    if (i18next.language === 'en-US' || !error.code) return error.message;
    return i18next.t(`apiErrors.${error.code}`, { defaultValue: error.message });
  }
  return i18next.t('errors.general');
}
