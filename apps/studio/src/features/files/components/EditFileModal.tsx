import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal } from '../../../ui/FormModal';
import { requiredText } from '../../../ui/form-rules';
import { TextField } from '../../../ui/TextField';
import { useModalForm } from '../../../ui/useModalForm';
import { useSubmit } from '../../../ui/useSubmit';
import { editedKey, parentFolderOf, splitFileName } from '../file-paths';
import type { FileItem } from '../selection';

type Change = { isPublic: boolean; newKey: string };

/** Messages are i18n keys. */
const ZEditFile = z.object({
  privacy: z.enum(['private', 'public']),
  name: requiredText.refine((name) => !/[/\\]/.test(name), 'files.edit.nameInvalid'),
  folder: z.string(),
});
const PRIVACIES = ['private', 'public'] as const;

/** Privacy, then name and folder; the extension stays as it is. */
export function EditFileModal({
  file,
  onClose,
  onSave,
}: {
  file: FileItem;
  onClose: () => void;
  onSave: (change: Change) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { base, extension } = splitFileName(file.name);
  const values = {
    privacy: file.isPublic ? 'public' : 'private',
    name: base,
    folder: parentFolderOf(file.path),
  } as const;
  const { register, handleSubmit, fieldError } = useModalForm(ZEditFile, values, true);
  const { busy, submit } = useSubmit();
  const save = handleSubmit(({ privacy, name, folder }) =>
    submit(() => onSave({ isPublic: privacy === 'public', newKey: editedKey(file.path, name, folder) }), {
      onDone: onClose,
    }),
  );
  return (
    <FormModal
      open
      title={t('files.edit.title')}
      onClose={onClose}
      cancelLabel={t('confirm.cancel')}
      submitLabel={t('files.edit.submit')}
      onSubmit={save}
      busy={busy}
      className="space-y-5"
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('files.edit.privacy')}</legend>
        <div className="flex gap-4">
          {PRIVACIES.map((privacy) => (
            <label key={privacy} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={privacy} className="accent-blue-700" {...register('privacy')} />
              {t(`files.privacy.${privacy}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={t('files.edit.name')}
          required
          error={fieldError('name')}
          {...register('name')}
        />
        {extension && (
          <span
            className="mb-2 rounded-md bg-slate-100 px-2 py-1 font-mono text-sm text-slate-700"
            title={t('files.edit.extensionKept')}
          >
            {extension}
          </span>
        )}
      </div>
      <TextField label={t('files.edit.folder')} hint={t('files.edit.folderHint')} {...register('folder')} />
    </FormModal>
  );
}
