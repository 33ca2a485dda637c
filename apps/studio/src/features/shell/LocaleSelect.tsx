import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n';
import { LocaleSelectField } from '../../ui/LocaleSelectField';

/** The studio's language; answers of the API are localized too, so cached queries are refetched. */
export function LocaleSelect() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <LocaleSelectField
      label={t('locale.label')}
      hideLabel
      value={i18n.language}
      onChange={async (locale) => {
        await changeLocale(locale);
        await queryClient.invalidateQueries();
      }}
    />
  );
}
