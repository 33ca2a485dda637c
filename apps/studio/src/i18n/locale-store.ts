import { DEFAULT_LOCALE, STORAGE_KEYS, SUPPORTED_LOCALES, type SupportedLocale } from '@carrier/contracts';

/** The studio's locale, kept in local storage (default en-US). */
export function currentLocale(): SupportedLocale {
  const stored = localStorage.getItem(STORAGE_KEYS.locale);
  return SUPPORTED_LOCALES.find((locale) => locale === stored) ?? DEFAULT_LOCALE;
}

export function storeLocale(locale: SupportedLocale) {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
}
