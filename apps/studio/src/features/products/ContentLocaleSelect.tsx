import { SUPPORTED_LOCALES, type SupportedLocale } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';

/** Which locale's texts a screen shows and edits; independent of the studio's own language. */
export function ContentLocaleSelect({
  value,
  onChange,
}: {
  value: SupportedLocale;
  onChange: (locale: SupportedLocale) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      {t('products.contentLocale')}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as SupportedLocale)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`locale.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The content locale starts as the studio's language. */
export function initialContentLocale(language: string): SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(language) ? (language as SupportedLocale) : 'en-US';
}
