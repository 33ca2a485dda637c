import { SUPPORTED_LOCALES, type SupportedLocale } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n';

/** The studio's language; answers of the API are localized too, so cached queries are refetched. */
export function LocaleSelect() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">{t('locale.label')}</span>
      <select
        aria-label={t('locale.label')}
        value={i18n.language}
        onChange={async (event) => {
          await changeLocale(event.target.value as SupportedLocale);
          await queryClient.invalidateQueries();
        }}
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
