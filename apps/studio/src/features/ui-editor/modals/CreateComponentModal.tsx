import { toPascalCase } from '@carrier/contracts/ui-tree';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal } from '../../../ui/FormModal';
import { requiredText } from '../../../ui/form-rules';
import { TextField } from '../../../ui/TextField';
import { useModalForm } from '../../../ui/useModalForm';
import { useSubmit } from '../../../ui/useSubmit';

type Props = { open: boolean; onClose: () => void; onCreate: (name: string) => Promise<void> };

/** Messages are i18n keys. */
const ZComponent = z.object({ name: z.string().transform(toPascalCase).pipe(requiredText) });

/** Create component: a required name, PascalCase on blur (spec 002 §5). */
export function CreateComponentModal({ open, onClose, onCreate }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setValue, setError, clearErrors, formState, fieldError } = useModalForm(
    ZComponent,
    { name: '' },
    open,
  );
  const { busy, submit } = useSubmit();
  const create = handleSubmit(({ name }) => {
    setValue('name', name);
    return submit(() => onCreate(name), { onError: (message) => setError('root', { message }) });
  });
  return (
    <FormModal
      open={open}
      title={t('uiEditor.create.title')}
      onClose={onClose}
      size="sm"
      cancelLabel={t('uiEditor.cancel')}
      submitLabel={t('uiEditor.create.submit')}
      onSubmit={create}
      busy={busy}
    >
      <TextField
        label={t('uiEditor.create.name')}
        required
        autoFocus
        error={fieldError('name') ?? formState.errors.root?.message}
        hint={t('uiEditor.create.nameHint')}
        {...register('name', {
          onChange: () => clearErrors('root'),
          onBlur: (event) => setValue('name', toPascalCase(event.target.value)),
        })}
      />
    </FormModal>
  );
}
