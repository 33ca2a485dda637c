import { SUPPORTED_LOCALES, type SupportedLocale } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';

type Props = { label: string; value: string; onChange: (locale: SupportedLocale) => void; hideLabel?: boolean };

/** A choice among the supported locales, each named in its own language. */
export function LocaleSelectField({ label, value, onChange, hideLabel = false }: Props) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
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
