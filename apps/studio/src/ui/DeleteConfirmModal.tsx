import { DELETE_CONFIRMATION_WORD } from '@carrier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';
import { TextField } from './TextField';

type Props = {
  open: boolean;
  name: string;
  onCancel: () => void;
  onConfirm: () => void | Promise<void>;
  busy?: boolean;
  /** What deleting takes along (a folder's contents), said before the usual warning. */
  warning?: string | null;
};

/** Deleting anything asks for the typed word DELETE first. */
export function DeleteConfirmModal({ open, name, onCancel, onConfirm, busy = false, warning = null }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onCancel();
  };
  const confirmed = typed === DELETE_CONFIRMATION_WORD;
  return (
    <Modal
      open={open}
      title={t('confirm.deleteTitle', { name })}
      onClose={close}
      size="sm"
      footer={
        <ModalActions
          cancelLabel={t('confirm.cancel')}
          onCancel={close}
          submitLabel={t('confirm.delete')}
          disabled={busy}
          showSubmit={confirmed}
          danger
          onSubmit={async () => {
            await onConfirm();
            setTyped('');
          }}
        />
      }
    >
      {warning && (
        <p
          role="alert"
          className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {warning}
        </p>
      )}
      <p className="mb-3 text-sm text-slate-600">{t('confirm.deleteBody')}</p>
      <TextField
        label={t('confirm.deleteLabel')}
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
      />
    </Modal>
  );
}
