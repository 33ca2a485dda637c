/** Business constants of spec 000 §9 and 002 §9. */
export const DEFAULT_LOCALE = 'en-US';
export const SUPPORTED_LOCALES = ['en-US', 'zh-HK'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const STUDIO_CLIENT_ID = 'studio';
export const REQUEST_TIMEOUT_MS = 60_000;
/** A page's script chunk that has not arrived by then counts as failed (spec 000 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_DELAY_MS = 10_000;
export const INTRO_DELAY_MS = 50;
export const MAX_TOASTS = 5;
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const MIN_PASSWORD_LENGTH = 8;

/** Keys in the browser's local storage. */
export const STORAGE_KEYS = {
  accessToken: 'studio.accessToken',
  refreshToken: 'studio.refreshToken',
  locale: 'studio.locale',
  host: 'studio.host',
} as const;

export const SEEDED_TENANTS = [
  { id: 'test', name: 'test', environment: 'Production' },
  { id: 'test_uat', name: 'test_uat', environment: 'Acceptance' },
  { id: 'test_dev', name: 'test_dev', environment: 'Development' },
] as const;

/** Picks the supported locale for an Accept-Language header value. */
export function pickLocale(acceptLanguage: string | null | undefined): SupportedLocale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = acceptLanguage
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .filter(Boolean);
  for (const tag of wanted) {
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    if (tag?.startsWith('zh')) return 'zh-HK';
    if (tag?.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

/**
 * Limits on every GraphQL input, checked once for all operations (server `graphql/input-limits.ts`).
 * A string field or argument gets `string` characters unless it declares a larger or smaller maximum.
 */
export const INPUT_LIMITS = {
  /** Objects and lists inside one input value (filters' and/or, nested scalar values). */
  depth: 32,
  /** Identifiers, keys, filters and anything that declares nothing else. */
  string: 1000,
  /** Display names (insurers, ...). */
  name: 200,
  /** Free texts (translations, descriptions, string values). */
  text: 100_000,
  /** JSON documents sent as strings; bounded by the request body limit anyway. */
  json: 1_000_000,
} as const;
