import { PENDING_APPROVAL_STATUS, productIdLabel } from '@carrier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { toasts } from '../../../ui/toasts/toast-store';
import { useSubmit } from '../../../ui/useSubmit';
import { CreateReleaseMutation, ReleasableProductsQuery } from '../graphql/releases';
import { ReleaseTextFields } from './ReleaseTextFields';

type Version = { plan: string; type: string; version: string | null };
const keyOf = (id: Version) => `${id.plan}|${id.type}|${id.version ?? ''}`;

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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
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
  useEffect(() => {
    if (!open) return;
    setName('');
    setDescription('');
    setChosen(new Set());
  }, [open]);
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const blockedBy =
    name.trim() === ''
      ? t('pricing.releases.needsName')
      : chosen.size === 0
        ? t('pricing.releases.needsProducts')
        : null;
  const create = () => {
    const productIds = (products.data ?? [])
      .filter((product) => chosen.has(keyOf(product.id)))
      .map((product) => product.id);
    void submit(
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
  };

  return (
    <Modal
      open={open}
      title={t('pricing.releases.create')}
      onClose={onClose}
      footer={
        <ModalActions
          cancelLabel={t('pricing.actions.cancel')}
          onCancel={onClose}
          submitLabel={t('pricing.releases.releaseProduct')}
          onSubmit={create}
          disabled={busy || blockedBy !== null}
        />
      }
    >
      <div className="space-y-3">
        <ReleaseTextFields name={name} description={description} onName={setName} onDescription={setDescription} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t('pricing.releases.products')}</legend>
          <p className="mb-1 text-xs text-slate-500">{t('pricing.releases.productsHint')}</p>
          <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
            {(products.data ?? []).map((product) => {
              const key = keyOf(product.id);
              return (
                <li key={key}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={chosen.has(key)}
                      onChange={() => toggle(key)}
                      disabled={product.isFrozen}
                    />
                    <span className="font-mono">{productIdLabel(product.id)}</span>
                    {product.name && <span className="text-slate-500">{product.name}</span>}
                    {product.isFrozen && <span className="text-xs text-sky-700">❄ {t('pricing.frozenBadge')}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {blockedBy && (
          <p data-testid="release-blocked-by" className="text-sm text-slate-600">
            {blockedBy}
          </p>
        )}
      </div>
    </Modal>
  );
}
