import { toPascalCase } from '@carrier/contracts/ui-tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/TextField';
import { useSubmit } from '../../../ui/useSubmit';

type Props = { open: boolean; onClose: () => void; onCreate: (name: string) => Promise<void> };

/** Create component: a required name, PascalCase on blur (spec 002 §5). */
export function CreateComponentModal({ open, onClose, onCreate }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const { busy, submit: send } = useSubmit();
  const close = () => {
    setName('');
    setError('');
    onClose();
  };
  const submit = async () => {
    const pascal = toPascalCase(name);
    setName(pascal);
    if (!pascal) {
      setError(t('uiEditor.required'));
      return;
    }
    await send(() => onCreate(pascal), {
      onDone: () => {
        setName('');
        setError('');
      },
      onError: setError,
    });
  };
  return (
    <FormModal
      open={open}
      title={t('uiEditor.create.title')}
      onClose={close}
      size="sm"
      cancelLabel={t('uiEditor.cancel')}
      submitLabel={t('uiEditor.create.submit')}
      onSubmit={submit}
      busy={busy}
    >
      <TextField
        label={t('uiEditor.create.name')}
        value={name}
        required
        autoFocus
        error={error || undefined}
        hint={t('uiEditor.create.nameHint')}
        onChange={(event) => {
          setName(event.target.value);
          setError('');
        }}
        onBlur={() => setName(toPascalCase(name))}
      />
    </FormModal>
  );
}
