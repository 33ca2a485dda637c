import type { SupportedLocale } from '@carrier/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLocale, storeLocale } from './locale-store';
import enUS from './locales/en-US.json';

// en-US ships with the app; other languages are fetched when first chosen.
const lazyLocales: Record<Exclude<SupportedLocale, 'en-US'>, () => Promise<{ default: typeof enUS }>> = {
  'zh-HK': () => import('./locales/zh-HK.json'),
};

async function loadLocale(locale: SupportedLocale) {
  if (locale === 'en-US' || i18next.hasResourceBundle(locale, 'translation')) return;
  const messages = await lazyLocales[locale]();
  i18next.addResourceBundle(locale, 'translation', messages.default, true, true);
}

export async function initI18n() {
  const locale = currentLocale();
  await i18next.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (locale !== 'en-US') await changeLocale(locale);
  return i18next;
}

export async function changeLocale(locale: SupportedLocale) {
  await loadLocale(locale);
  storeLocale(locale);
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
}

export { i18next };
