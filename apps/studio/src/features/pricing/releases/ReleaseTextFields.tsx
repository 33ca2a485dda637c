import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/TextField';

type Props = {
  name: string;
  description: string;
  onName: (name: string) => void;
  onDescription: (description: string) => void;
};

/** A release's name (required) and description, neither shown to customers. */
export function ReleaseTextFields({ name, description, onName, onDescription }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('pricing.releases.name')}
        hint={t('pricing.releases.hint')}
        value={name}
        onChange={(event) => onName(event.target.value)}
        required
      />
      <TextField
        label={t('pricing.releases.description')}
        hint={t('pricing.releases.hint')}
        value={description}
        onChange={(event) => onDescription(event.target.value)}
      />
    </>
  );
}
