import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/TextField';
import { useSubmit } from '../../../ui/useSubmit';
import { editedKey, parentFolderOf, splitFileName } from '../file-paths';
import type { FileItem } from '../selection';

type Change = { isPublic: boolean; newKey: string };

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
  const [isPublic, setIsPublic] = useState(file.isPublic);
  const [name, setName] = useState(base);
  const [folder, setFolder] = useState(parentFolderOf(file.path));
  const [touched, setTouched] = useState(false);
  const { busy, submit } = useSubmit();
  const invalidName = name.trim() === '' || /[/\\]/.test(name);
  const save = () => {
    setTouched(true);
    if (!invalidName)
      void submit(() => onSave({ isPublic, newKey: editedKey(file.path, name, folder) }), { onDone: onClose });
  };
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
          {[false, true].map((value) => (
            <label key={String(value)} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="privacy"
                className="accent-blue-700"
                checked={isPublic === value}
                onChange={() => setIsPublic(value)}
              />
              {value ? t('files.privacy.public') : t('files.privacy.private')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={t('files.edit.name')}
          value={name}
          required
          onChange={(event) => setName(event.target.value)}
          error={touched && invalidName ? t('files.edit.nameInvalid') : undefined}
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
      <TextField
        label={t('files.edit.folder')}
        value={folder}
        hint={t('files.edit.folderHint')}
        onChange={(event) => setFolder(event.target.value)}
      />
    </FormModal>
  );
}
