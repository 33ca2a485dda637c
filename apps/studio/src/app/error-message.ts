import { ApiError, TransportError } from '../api/errors';
import { i18next } from '../i18n';

/** GraphQL error codes whose message is meant for the user (the rest are masked or internal words). */
const USER_FACING_GRAPHQL = (code: string | undefined) =>
  code !== undefined && code !== 'INTERNAL' && code !== 'INTERNAL_SERVER_ERROR' && !code.startsWith('GRAPHQL_');

/**
 * The text a user sees for a failure: transport errors by code; API errors by their own message (the
 * specs' catalogue, in English), or in another language the studio's text for their code when it has one.
 * Never the server's own words: a GraphQL error without a code ("db down") says the general message; a
 * refused authorization says "You are not authorized"; the end of a session the general message the
 * session's end already showed (so it is shown once).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof TransportError) {
    if (error.status === 401 || error.status === 403) return i18next.t('errors.notAuthorized');
    return i18next.t(`errors.${error.code}`, { message: error.message, defaultValue: i18next.t('errors.general') });
  }
  if (error instanceof ApiError) {
    if (error.source === 'session') return i18next.t('errors.general');
    if (error.code === 'authorization') return i18next.t('errors.notAuthorized');
    if (error.source === 'graphql' && !USER_FACING_GRAPHQL(error.code)) return i18next.t('errors.general');
    if (i18next.language === 'en-US' || !error.code) return error.message;
    return i18next.t(`apiErrors.${error.code}`, { defaultValue: error.message });
  }
  return i18next.t('errors.general');
}
