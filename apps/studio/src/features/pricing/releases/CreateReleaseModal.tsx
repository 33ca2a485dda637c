import { PENDING_APPROVAL_STATUS, productIdLabel } from '@carrier/contracts';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutate, request } from '../../../api/client';
import { FormModal } from '../../../ui/FormModal';
import { toasts } from '../../../ui/toasts/toast-store';
import { useModalForm } from '../../../ui/useModalForm';
import { useSubmit } from '../../../ui/useSubmit';
import { ApprovalRequestsQuery } from '../../approvals/graphql';
import { CreateReleaseMutation, ReleasableProductsQuery, ReleasesQuery } from '../graphql/releases';
import { ReleaseTextFields } from './ReleaseTextFields';
import { releaseText } from './release-form';

type Version = { plan: string; type: string; version: string | null };
const keyOf = (id: Version) => `${id.plan}|${id.type}|${id.version ?? ''}`;

/** `versions` holds the chosen versions' keys. Messages are i18n keys. */
const ZCreateRelease = z.object({
  ...releaseText,
  versions: z.array(z.string()).min(1, 'pricing.releases.needsProducts'),
});
const EMPTY: z.infer<typeof ZCreateRelease> = { name: '', description: '', versions: [] };
/** What Release Product says it needs while the first field still missing is this one. */
const NEEDS = { name: 'pricing.releases.needsName', versions: 'pricing.releases.needsProducts' } as const;

/** Why a version cannot be chosen: a release holds it, or one waiting for approval names it (a version is in one release only). */
type Holder = { pending: boolean; name: string };

/** The releases holding each version (by its label), and the pending release requests naming one. */
async function holders(): Promise<Map<string, Holder>> {
  const [released, pending] = await Promise.all([
    request(ReleasesQuery, { limit: 100, skip: 0 }),
    request(ApprovalRequestsQuery, { where: { status: 'pending', kind: 'release' } }),
  ]);
  const held = new Map<string, Holder>();
  for (const release of released.releases?.list ?? [])
    for (const product of release?.products ?? []) {
      const id = product?.productId;
      if (id?.plan && id.type && release?.name)
        held.set(productIdLabel({ plan: id.plan, type: id.type, version: id.version ?? null }), {
          pending: false,
          name: release.name,
        });
    }
  for (const item of pending.approvalRequests)
    for (const label of item.products) if (!held.has(label)) held.set(label, { pending: true, name: item.name });
  return held;
}

/** Create Release: name and description (not visible to customers) and the versions it freezes. */
export function CreateReleaseModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, watch, fieldError } = useModalForm(ZCreateRelease, EMPTY, open);
  const { busy, submit } = useSubmit();
  const products = useQuery({
    queryKey: ['releasable-products'],
    enabled: open,
    queryFn: async () =>
      ((await request(ReleasableProductsQuery, {})).products_2?.list ?? []).flatMap((product) =>
        product?.productId?.plan && product.productId.type
          ? [
              {
                id: {
                  plan: product.productId.plan,
                  type: product.productId.type,
                  version: product.productId.version ?? null,
                },
                name: product.name,
                isFrozen: product.isFrozen,
              },
            ]
          : [],
      ),
  });
  const held = useQuery({
    queryKey: ['approvals', 'requests', 'release-held-versions'],
    enabled: open,
    queryFn: holders,
  });
  const missing = ZCreateRelease.safeParse(watch()).error?.issues[0]?.path[0];
  const blockedBy = missing === 'name' || missing === 'versions' ? t(NEEDS[missing]) : null;

  const create = handleSubmit(({ name, description, versions }) => {
    const productIds = (products.data ?? [])
      .filter((product) => versions.includes(keyOf(product.id)))
      .map((product) => product.id);
    return submit(
      async () => {
        const data = await mutate(
          CreateReleaseMutation,
          { input: { name, description, productIds } },
          (answer) => answer.createRelease,
        );
        const pending = data.createRelease.status === PENDING_APPROVAL_STATUS;
        toasts.success(pending ? t('approvals.submitted') : t('pricing.releases.created'));
      },
      {
        onDone: () => {
          onCreated();
          onClose();
        },
      },
    );
  });

  return (
    <FormModal
      open={open}
      title={t('pricing.releases.create')}
      onClose={onClose}
      cancelLabel={t('pricing.actions.cancel')}
      submitLabel={t('pricing.releases.releaseProduct')}
      onSubmit={create}
      busy={busy}
      disabled={blockedBy !== null}
      className="space-y-3"
    >
      <ReleaseTextFields name={register('name')} description={register('description')} nameError={fieldError('name')} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('pricing.releases.products')}</legend>
        <p className="mb-1 text-xs text-slate-500">{t('pricing.releases.productsHint')}</p>
        <Controller
          control={control}
          name="versions"
          render={({ field }) => (
            <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
              {(products.data ?? []).map((product) => {
                const key = keyOf(product.id);
                const chosen = field.value.includes(key);
                const holder = held.data?.get(productIdLabel(product.id));
                const taken = product.isFrozen || holder !== undefined;
                return (
                  <li key={key}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={chosen}
                        onChange={() =>
                          field.onChange(chosen ? field.value.filter((held) => held !== key) : [...field.value, key])
                        }
                        disabled={taken && !chosen}
                      />
                      <span className="font-mono">{productIdLabel(product.id)}</span>
                      {product.name && <span className="text-slate-500">{product.name}</span>}
                      {product.isFrozen && <span className="text-xs text-sky-700">❄ {t('pricing.frozenBadge')}</span>}
                      {taken && (
                        <span className="text-xs text-slate-600" data-testid="version-taken">
                          {holder?.pending
                            ? t('releaseForm.pendingIn', { name: holder.name })
                            : holder
                              ? t('releaseForm.releasedIn', { name: holder.name })
                              : t('releaseForm.released')}
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        />
      </fieldset>
      {blockedBy && (
        <p data-testid="release-blocked-by" className="text-sm text-slate-600">
          {blockedBy}
        </p>
      )}
    </FormModal>
  );
}
