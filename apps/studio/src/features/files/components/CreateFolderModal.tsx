import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { TextField } from '../../../ui/TextField';

/** A folder name is one segment: no slashes, not '.' or '..'. */
export function folderNameProblem(name: string): 'required' | 'invalid' | null {
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
  const [busy, setBusy] = useState(false);
  const problem = folderNameProblem(name);
  const close = () => {
    setName('');
    setTouched(false);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    const created = await onCreate(`${prefix}${name.trim()}/`);
    setBusy(false);
    if (created) close();
  };
  return (
    <Modal
      open={open}
      title={t('files.createFolder.title')}
      onClose={close}
      size="sm"
      footer={
        <ModalActions
          cancelLabel={t('confirm.cancel')}
          onCancel={close}
          submitLabel={t('files.createFolder.submit')}
          form="create-folder-form"
          disabled={busy}
        />
      }
    >
      <form id="create-folder-form" onSubmit={submit} noValidate>
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
      </form>
    </Modal>
  );
}
