import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/FormModal';
import { TextField } from '../../../ui/TextField';
import { useSubmit } from '../../../ui/useSubmit';

/** A folder name is one segment: no slashes, not '.' or '..'. */
function folderNameProblem(name: string): 'required' | 'invalid' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (/[/\\]/.test(trimmed) || trimmed === '.' || trimmed === '..' || /\p{Cc}/u.test(trimmed)) return 'invalid';
  return null;
}

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
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, submit } = useSubmit();
  const problem = folderNameProblem(name);
  const close = () => {
    setName('');
    setTouched(false);
    onClose();
  };
  const create = () => {
    setTouched(true);
    if (!problem) void submit(() => onCreate(`${prefix}${name.trim()}/`), { onDone: close });
  };
  return (
    <FormModal
      open={open}
      title={t('files.createFolder.title')}
      onClose={close}
      size="sm"
      cancelLabel={t('confirm.cancel')}
      submitLabel={t('files.createFolder.submit')}
      onSubmit={create}
      busy={busy}
    >
      <TextField
        label={t('files.createFolder.name')}
        value={name}
        required
        autoFocus
        onChange={(event) => setName(event.target.value)}
        error={
          touched && problem
            ? t(problem === 'required' ? 'validation.required' : 'files.createFolder.invalid')
            : undefined
        }
        hint={t('files.createFolder.hint', { folder: prefix || '/' })}
      />
    </FormModal>
  );
}
