import { productIdLabel } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { mutate } from '../../../api/client';
import { FormModal } from '../../../ui/FormModal';
import { formatDateTime } from '../../../ui/format';
import { useModalForm } from '../../../ui/useModalForm';
import { useSubmit } from '../../../ui/useSubmit';
import { productPath } from '../../products/product-id';
import { UpdateReleaseMutation } from '../graphql/releases';
import { ReleaseTextFields } from './ReleaseTextFields';
import { releaseText } from './release-form';

export type ReleaseRow = {
  id: string;
  name: string;
  description: string | null;
  createdAt: unknown;
  createdBy: { username: string | null } | null;
  products: ReadonlyArray<{ productId: { plan: string | null; type: string | null; version: string | null } }>;
};

const ZReleaseText = z.object(releaseText);

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
  const values = { name: release?.name ?? '', description: release?.description ?? '' };
  const { register, handleSubmit, fieldError } = useModalForm(ZReleaseText, values, release !== null);
  const { busy, submit } = useSubmit();
  const update = handleSubmit((input) => {
    if (!release) return;
    return submit(() => mutate(UpdateReleaseMutation, { id: release.id, input }, (data) => data.updateRelease), {
      success: t('pricing.releases.updated'),
      onDone: () => {
        onSaved();
        onClose();
      },
    });
  });
  return (
    <FormModal
      open={release !== null}
      title={t('pricing.releases.detailsTitle')}
      onClose={onClose}
      cancelLabel={t('pricing.actions.cancel')}
      submitLabel={t('pricing.actions.update')}
      onSubmit={update}
      busy={busy}
      className="space-y-3"
    >
      <ReleaseTextFields name={register('name')} description={register('description')} nameError={fieldError('name')} />
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
    </FormModal>
  );
}
