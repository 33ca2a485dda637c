import { productIdLabel } from '@carrier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mutate } from '../../../api/client';
import { formatDateTime } from '../../../ui/format';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { useSubmit } from '../../../ui/useSubmit';
import { productPath } from '../../products/product-id';
import { UpdateReleaseMutation } from '../graphql/releases';
import { ReleaseTextFields } from './ReleaseTextFields';

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
  const { busy, submit } = useSubmit();
  useEffect(() => {
    setName(release?.name ?? '');
    setDescription(release?.description ?? '');
  }, [release]);
  const update = () => {
    if (!release) return;
    void submit(
      () =>
        mutate(UpdateReleaseMutation, { id: release.id, input: { name, description } }, (data) => data.updateRelease),
      {
        success: t('pricing.releases.updated'),
        onDone: () => {
          onSaved();
          onClose();
        },
      },
    );
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
          onSubmit={update}
          disabled={busy || name.trim() === ''}
        />
      }
    >
      <div className="space-y-3">
        <ReleaseTextFields name={name} description={description} onName={setName} onDescription={setDescription} />
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
