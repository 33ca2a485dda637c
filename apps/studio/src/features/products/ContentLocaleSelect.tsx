import { SUPPORTED_LOCALES, type SupportedLocale } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { LocaleSelectField } from '../../ui/LocaleSelectField';

/** Which locale's texts a screen shows and edits; independent of the studio's own language. */
export function ContentLocaleSelect({
  value,
  onChange,
}: {
  value: SupportedLocale;
  onChange: (locale: SupportedLocale) => void;
}) {
  const { t } = useTranslation();
  return <LocaleSelectField label={t('products.contentLocale')} value={value} onChange={onChange} />;
}

/** The content locale starts as the studio's language. */
export function initialContentLocale(language: string): SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as SupportedLocale) : 'en-US';
}
