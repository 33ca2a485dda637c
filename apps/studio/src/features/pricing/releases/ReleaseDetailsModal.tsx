import { productIdLabel } from '@carrier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mutate } from '../../../api/client';
import { errorMessage } from '../../../app/error-message';
import { formatDateTime } from '../../../ui/format';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { TextField } from '../../../ui/TextField';
import { toasts } from '../../../ui/toasts/toast-store';
import { productPath } from '../../products/product-id';
import { UpdateReleaseMutation } from '../graphql/releases';

export type ReleaseRow = {
  id: string;
  name: string;
  description: string | null;
  createdAt: unknown;
  createdBy: { username: string | null } | null;
  products: ReadonlyArray<{ productId: { plan: string | null; type: string | null; version: string | null } }>;
};

/** See Details: rename or re-describe a release (Update, Cancel) and the versions it froze. */
export function ReleaseDetailsModal({
  release,
  onClose,
  onSaved,
}: {
  release: ReleaseRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setName(release?.name ?? '');
    setDescription(release?.description ?? '');
  }, [release]);
  const submit = async () => {
    if (!release) return;
    setBusy(true);
    try {
      await mutate(
        UpdateReleaseMutation,
        { id: release.id, input: { name, description } },
        (data) => data.updateRelease,
      );
      toasts.success(t('pricing.releases.updated'));
      onSaved();
      onClose();
    } catch (error) {
      toasts.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={release !== null}
      title={t('pricing.releases.detailsTitle')}
      onClose={onClose}
      footer={
        <ModalActions
          cancelLabel={t('pricing.actions.cancel')}
          onCancel={onClose}
          submitLabel={t('pricing.actions.update')}
          onSubmit={submit}
          disabled={busy || name.trim() === ''}
        />
      }
    >
      <div className="space-y-3">
        <TextField
          label={t('pricing.releases.name')}
          hint={t('pricing.releases.hint')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
        />
        <TextField
          label={t('pricing.releases.description')}
          hint={t('pricing.releases.hint')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p className="text-xs text-slate-500">
          {formatDateTime(release?.createdAt as string)} ·{' '}
          {t('pricing.releases.releasedBy', { username: release?.createdBy?.username ?? '' })}
        </p>
        <div>
          <h3 className="text-sm font-medium text-slate-700">{t('pricing.releases.frozenVersions')}</h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="release-versions">
            {(release?.products ?? []).map(({ productId }) => {
              const id = { plan: productId.plan ?? '', type: productId.type ?? '', version: productId.version };
              return (
                <li key={productIdLabel(id)}>
                  <span aria-hidden="true">❄ </span>
                  <Link className="font-mono text-blue-700 hover:underline" to={productPath('info', id)}>
                    {productIdLabel(id)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Modal>
  );
}
