import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n';
import { LocaleSelectField } from '../../ui/LocaleSelectField';

/** The studio's language (answers of the API are localized too: app/query-client.ts refetches them). */
export function LocaleSelect() {
  const { t, i18n } = useTranslation();
  return (
    <LocaleSelectField
      label={t('locale.label')}
      hideLabel
      value={i18n.language}
      onChange={(locale) => changeLocale(locale)}
    />
  );
}
