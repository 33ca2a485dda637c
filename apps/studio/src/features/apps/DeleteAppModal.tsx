import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../api/client';
import { FormMessage } from '../../ui/FormMessage';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { useSubmit } from '../../ui/useSubmit';
import { DeleteAppMutation } from './graphql/apps';

type Props = { open: boolean; appId: string; onCancel: () => void; onDeleted: () => void };

/**
 * Spec 002 §2 words this confirmation itself ('Do you really want to delete this app? …' with Delete
 * and Cancel), so it is a plain modal rather than the typed-DELETE one. Clicks while it runs are ignored.
 */
export function DeleteAppModal({ open, appId, onCancel, onDeleted }: Props) {
  const { t } = useTranslation();
  const { busy, submit } = useSubmit();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onCancel();
  };
  const remove = () => {
    if (!appId) return;
    void submit(
      () => {
        setFailure(null);
        return mutate(DeleteAppMutation, { appId }, (data) => data.deleteApp, t('apps.toasts.deleteFailed'));
      },
      { onDone: onDeleted, onError: setFailure },
    );
  };
  return (
    <Modal
      open={open}
      title={t('apps.delete.title')}
      onClose={close}
      size="sm"
      footer={
        <ModalActions
          cancelLabel={t('apps.delete.cancel')}
          onCancel={close}
          submitLabel={t('apps.delete.submit')}
          onSubmit={remove}
          disabled={busy}
          danger
        />
      }
    >
      <p className="text-sm text-slate-700">{t('apps.delete.question')}</p>
      {failure && (
        <div className="mt-3">
          <FormMessage kind="error">{failure}</FormMessage>
        </div>
      )}
    </Modal>
  );
}
