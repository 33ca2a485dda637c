import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/TextField';

type Props = {
  name: UseFormRegisterReturn<'name'>;
  description: UseFormRegisterReturn<'description'>;
  nameError?: string;
};

/** A release's name (required) and description, neither shown to customers. */
export function ReleaseTextFields({ name, description, nameError }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('pricing.releases.name')}
        hint={t('pricing.releases.hint')}
        required
        error={nameError}
        {...name}
      />
      <TextField label={t('pricing.releases.description')} hint={t('pricing.releases.hint')} {...description} />
    </>
  );
}
