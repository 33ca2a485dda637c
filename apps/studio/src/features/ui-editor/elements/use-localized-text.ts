import { SUPPORTED_LOCALES } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import type { Localized } from './element-type';

/** Picks an element type's own text (its name, a prop's label, a choice) in the studio's language. */
export function useLocalizedText() {
  const { i18n } = useTranslation();
  const locale = SUPPORTED_LOCALES.find((supported) => supported === i18n.language) ?? 'en-US';
  return (text: Localized) => text[locale];
}
