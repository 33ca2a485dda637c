import { ACCEPTED_EXTENSIONS, formatFileSize, UPLOAD_ACCEPT, UPLOAD_LIMIT_BYTES } from '@carrier/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNames } from '../../../i18n/list-format';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { useSubmit } from '../../../ui/useSubmit';
import { translateFileMessage } from '../file-errors';
import { allSucceeded, createUploadItems, itemsToSend, type UploadItem, uploadOutcome } from '../upload-items';
import { uploadFile } from '../upload-request';
import { UploadItemRow } from './UploadItemRow';

/** Several files at once, each with its privacy, progress bar and status; successes are not sent again. */
export function UploadModal({
  open,
  bucketName,
  prefix,
  onClose,
  onUploaded,
}: {
  open: boolean;
  bucketName: string;
  prefix: string;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const { busy, submit } = useSubmit();
  const [finished, setFinished] = useState(false);
  const update = (id: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const upload = () =>
    submit(async () => {
      const results = new Map<string, UploadItem['status']>();
      for (const item of itemsToSend(items)) {
        update(item.id, { status: 'uploading', progress: 0, message: null });
        const answer = await uploadFile(bucketName, prefix, item.file, item.isPublic, (progress) =>
          update(item.id, { progress }),
        );
        const outcome = uploadOutcome(answer.status, answer.body, {
          unauthorized: t('errors.notAuthorized'),
          general: t('errors.general'),
        });
        results.set(item.id, outcome.status);
        update(item.id, {
          status: outcome.status,
          progress: outcome.status === 'success' ? 1 : 0,
          message: outcome.message ? translateFileMessage(t, outcome.message) : null,
        });
      }
      if (results.size > 0) onUploaded();
      // When every item has succeeded the list clears.
      if (allSucceeded(items.map((item) => ({ ...item, status: results.get(item.id) ?? item.status })))) {
        setItems([]);
        setFinished(true);
      }
    });

  const close = () => {
    if (busy) return;
    setItems([]);
    setFinished(false);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('files.upload.title')}
      onClose={close}
      size="lg"
      footer={
        <ModalActions
          cancelLabel={t('files.upload.close')}
          onCancel={close}
          cancelDisabled={busy}
          submitLabel={t('files.upload.submit')}
          onSubmit={upload}
          disabled={busy || itemsToSend(items).length === 0}
        />
      }
    >
      <p className="text-sm text-slate-600">
        {t('files.upload.destination', { folder: `${bucketName}/${prefix}` })}{' '}
        {t('files.upload.rules', { limit: formatFileSize(UPLOAD_LIMIT_BYTES) })}{' '}
        <span translate="no">{formatNames(ACCEPTED_EXTENSIONS)}</span>
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        className="sr-only"
        data-testid="upload-input"
        aria-label={t('files.upload.choose')}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          setFinished(false);
          setItems((current) => [...current, ...createUploadItems(chosen)]);
          event.target.value = '';
        }}
      />
      <div className="mt-4">
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={busy}>
          {t('files.upload.choose')}
        </Button>
      </div>
      <div className="mt-4">
        {items.length === 0 ? (
          <p
            className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500"
            role="status"
          >
            {finished ? t('files.upload.allDone') : t('files.upload.empty')}
          </p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
            aria-label={t('files.upload.list')}
          >
            {items.map((item) => (
              <UploadItemRow
                key={item.id}
                item={item}
                disabled={busy}
                onPublic={(isPublic) => update(item.id, { isPublic })}
                onRemove={() => setItems((current) => current.filter((other) => other.id !== item.id))}
              />
            ))}
          </ul>
        )}
        {items.some((item) => item.status === 'success') && (
          <p className="mt-2 text-xs text-slate-500">{t('files.upload.retryHint')}</p>
        )}
      </div>
    </Modal>
  );
}
