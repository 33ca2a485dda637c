import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/TextField';
import { useModalForm } from '../../../ui/useModalForm';
import { useSubmit } from '../../../ui/useSubmit';

/** A folder name is one segment: no slashes, not '.' or '..'. Messages are i18n keys. */
const ZFolder = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine(
      (name) => !/[/\\]/.test(name) && name !== '.' && name !== '..' && !/\p{Cc}/u.test(name),
      'files.createFolder.invalid',
    ),
});

export function CreateFolderModal({
  open,
  prefix,
  onClose,
  onCreate,
}: {
  open: boolean;
  prefix: string;
  onClose: () => void;
  onCreate: (key: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useModalForm(ZFolder, { name: '' }, open);
  const { busy, submit } = useSubmit();
  const create = handleSubmit(({ name }) => submit(() => onCreate(`${prefix}${name}/`), { onDone: onClose }));
  return (
    <FormModal
      open={open}
      title={t('files.createFolder.title')}
      onClose={onClose}
      size="sm"
      cancelLabel={t('confirm.cancel')}
      submitLabel={t('files.createFolder.submit')}
      onSubmit={create}
      busy={busy}
    >
      <TextField
        label={t('files.createFolder.name')}
        required
        autoFocus
        error={formState.errors.name?.message && t(formState.errors.name.message)}
        {...register('name')}
        hint={t('files.createFolder.hint', { folder: prefix || '/' })}
      />
    </FormModal>
  );
}
