import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { mutate } from '../../api/client';
import { Button } from '../../ui/Button';
import { DeleteConfirmModal } from '../../ui/DeleteConfirmModal';
import { formatDateTime } from '../../ui/format';
import { LoadFailed } from '../../ui/LoadFailed';
import { Page } from '../../ui/Page';
import { useSubmit } from '../../ui/useSubmit';
import { useCan } from '../auth/useCan';
import { FrozenNotice } from '../pricing/FrozenBanner';
import { PromoteLink } from '../promotion/PromoteLink';
import { productItem } from '../promotion/selection';
import { ContentLocaleSelect, initialContentLocale } from './ContentLocaleSelect';
import { DeleteProductMutation } from './graphql/products';
import { type ProductAspect, productIdFromParams, productIdInput, productPath } from './product-id';
import { UpdateProductModal } from './UpdateProductModal';
import { useProduct } from './useProduct';

const EDITORS: Array<{ aspect: ProductAspect; label: string; action: 'openEditor' | 'manage' }> = [
  { aspect: 'pricing', label: 'products.detail.pricing', action: 'openEditor' },
  { aspect: 'underwriting', label: 'products.detail.underwriting', action: 'openEditor' },
  { aspect: 'benefits', label: 'products.detail.benefits', action: 'openEditor' },
  { aspect: 'discountsCodes', label: 'products.detail.discountCodes', action: 'manage' },
  { aspect: 'loadingsCodes', label: 'products.detail.loadingCodes', action: 'manage' },
  { aspect: 'taxes', label: 'products.detail.taxes', action: 'manage' },
  { aspect: 'dictionary', label: 'dictionary.link', action: 'manage' },
  { aspect: 'rateTables', label: 'rateTables.link', action: 'manage' },
];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Product detail: its fields, the locale of its texts, update, delete and links to its editors. */
export function ProductDetailPage() {
  const { t, i18n } = useTranslation();
  const canEdit = useCan('edit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = productIdFromParams(useParams());
  const [locale, setLocale] = useState(() => initialContentLocale(i18n.language));
  const [updating, setUpdating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { busy, submit } = useSubmit();
  const product = useProduct(id, locale);

  if (!id) return null;
  if (product.isError && !product.data)
    return (
      <Page>
        <LoadFailed query={product} />
      </Page>
    );
  if (product.isPending) return <p className="p-10 text-center text-slate-500">{t('products.loading')}</p>;
  const data = product.data;
  if (!data) {
    return (
      <Page className="text-center">
        <h1 className="text-xl font-semibold text-slate-900">{t('products.detail.notFound')}</h1>
        <Link to="/products" className="mt-4 inline-block text-sm font-medium text-blue-700 hover:underline">
          ← {t('products.detail.back')}
        </Link>
      </Page>
    );
  }
  // Without a version in the URL: the newest version, under its own address.
  const latest = data.productId;
  if (id.version === null && latest?.plan && latest.type && latest.version) {
    return (
      <Navigate replace to={productPath('info', { plan: latest.plan, type: latest.type, version: latest.version })} />
    );
  }

  const remove = async () => {
    await submit(
      async () => {
        await mutate(DeleteProductMutation, { productId: productIdInput(id) }, (answer) => answer.deleteProduct);
        setDeleting(false);
        queryClient.removeQueries({ queryKey: ['products', 'detail'] });
        await queryClient.invalidateQueries({ queryKey: ['products'] });
      },
      {
        success: t('products.toasts.deleted'),
        errorTitle: t('products.toasts.deleteFailed'),
        onDone: () => navigate('/products'),
      },
    );
  };

  const displayName = data.ownName ?? data.name;
  return (
    <Page>
      <FrozenNotice id={id} aspect="info" />
      <Link to="/products" className="text-sm font-medium text-blue-700 hover:underline">
        ← {t('products.detail.back')}
      </Link>
      <div className="mt-3 mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900" data-testid="product-name" translate="no">
          {displayName || t('products.unnamed')}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <ContentLocaleSelect value={locale} onChange={setLocale} />
          <PromoteLink item={productItem(id)} label={displayName ?? ''} />
          {canEdit && (
            <>
              <Button variant="secondary" onClick={() => setUpdating(true)}>
                {t('products.actions.update')}
              </Button>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {t('products.actions.delete')}
              </Button>
            </>
          )}
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-2">
          <h2 className="mb-4 text-base font-semibold text-slate-900">{t('products.detail.information')}</h2>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
            <Field label={t('products.fields.name')}>
              {data.ownName ?? (
                <span className="text-slate-500 italic">
                  {data.name ? t('products.detail.fallbackName', { name: data.name }) : t('products.detail.noName')}
                </span>
              )}
            </Field>
            <Field label={t('products.fields.insurer')}>
              <span translate="no">{data.insurer?.name ?? '—'}</span>
            </Field>
            <Field label={t('products.fields.plan')}>{data.productId?.plan}</Field>
            <Field label={t('products.fields.type')}>{data.productId?.type}</Field>
            <Field label={t('products.fields.version')}>{data.productId?.version ?? '—'}</Field>
            <div className="hidden sm:block" />
            <Field label={t('products.detail.created')}>
              {t('products.detail.atBy', { at: formatDateTime(data.createdAt), by: data.createdBy?.username ?? '—' })}
            </Field>
            <Field label={t('products.detail.updated')}>
              {t('products.detail.atBy', {
                at: formatDateTime(data.lastModifiedAt),
                by: data.lastModifiedBy?.username ?? '—',
              })}
            </Field>
          </dl>
        </section>

        <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-base font-semibold text-slate-900">{t('products.detail.configure')}</h2>
          <ul className="divide-y divide-slate-100">
            {EDITORS.map((editor) => (
              <li key={editor.aspect} className="flex items-center justify-between py-3">
                <span className="text-sm font-medium text-slate-800">{t(editor.label)}</span>
                <Link
                  to={productPath(editor.aspect, id)}
                  aria-label={`${t(editor.label)}: ${t(`products.detail.${editor.action}`)}`}
                  className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50"
                >
                  {t(`products.detail.${editor.action}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <UpdateProductModal
        open={updating}
        productId={id}
        locale={locale}
        initial={{ name: data.ownName ?? data.name ?? '', insurerId: data.insurer?.id ?? '' }}
        onClose={() => setUpdating(false)}
      />
      <DeleteConfirmModal
        open={deleting}
        name={displayName ?? id.plan}
        busy={busy}
        onCancel={() => setDeleting(false)}
        onConfirm={remove}
      />
    </Page>
  );
}
