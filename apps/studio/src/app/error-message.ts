import { ApiError, TransportError } from '../api/errors';
import { i18next } from '../i18n';

/** The text a user sees for a failure: transport errors by code, API errors by their own message. */
export function errorMessage(error: unknown): string {
  if (error instanceof TransportError)
    return i18next.t(`errors.${error.code}`, { message: error.message, defaultValue: i18next.t('errors.general') });
  if (error instanceof ApiError) return error.message;
  return i18next.t('errors.general');
}
