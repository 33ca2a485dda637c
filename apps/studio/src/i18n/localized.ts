import { SUPPORTED_LOCALES, type SupportedLocale } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';

/** A text a unit owns (an element type's name, a template kind's name) in every studio locale. */
export type Localized = Readonly<Record<SupportedLocale, string>>;
export const localized = (en: string, zh: string): Localized => ({ 'en-US': en, 'zh-HK': zh });

/** Picks a unit's own text in the studio's language. */
export function useLocalizedText() {
  const { i18n } = useTranslation();
  const locale = SUPPORTED_LOCALES.find((supported) => supported === i18n.language) ?? 'en-US';
  return (text: Localized) => text[locale];
}
