import type { SupportedLocale } from '@carrier/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLocale, storeLocale } from './locale-store';
import enUS from './locales/en-US.json';

type Messages = Record<string, unknown>;

// Each feature (or part of one, such as a template kind's editor) keeps its texts in a `locales/<locale>.json`
// under features/, under its own top-level key. The shared en-US texts (sign-in, shell, errors) ship with
// the app; the features' en-US texts come with the signed-in layout (`loadFeatureTexts`), so the sign-in
// page loads none of them; other languages are fetched whole when first chosen.
const featureEnUS = import.meta.glob<Messages>('../features/**/locales/en-US.json', { import: 'default' });
const lazyLocales: Record<Exclude<SupportedLocale, 'en-US'>, Record<string, () => Promise<Messages>>> = {
  'zh-HK': {
    ...import.meta.glob<Messages>('../features/**/locales/zh-HK.json', { import: 'default' }),
    shared: () => import('./locales/zh-HK.json').then((module) => module.default),
  },
};

async function loadLocale(locale: SupportedLocale) {
  if (locale === 'en-US' || i18next.hasResourceBundle(locale, 'translation')) return;
  const bundles = await Promise.all(Object.values(lazyLocales[locale]).map((load) => load()));
  for (const messages of bundles) i18next.addResourceBundle(locale, 'translation', messages, true, true);
}

let featureTexts: Promise<void> | null = null;

/** Every feature's en-US texts (once); the signed-in layout waits for them before it renders. */
export function loadFeatureTexts(): Promise<void> {
  featureTexts ??= Promise.all(Object.values(featureEnUS).map((load) => load())).then((bundles) => {
    for (const messages of bundles) i18next.addResourceBundle('en-US', 'translation', messages, true, true);
  });
  return featureTexts;
}

/** Starts i18next with the shared texts; `featureTexts` also loads every feature's (tests of feature screens). */
export async function initI18n(options: { featureTexts?: boolean } = {}) {
  const locale = currentLocale();
  await i18next.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: { ...enUS } } },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  if (options.featureTexts) await loadFeatureTexts();
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
