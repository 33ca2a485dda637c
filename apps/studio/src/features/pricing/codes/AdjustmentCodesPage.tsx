import { PRICING_PAGE_SIZE } from '@carrier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { mutate, request } from '../../../api/client';
import { errorMessage } from '../../../app/error-message';
import { Button } from '../../../ui/Button';
import { DeleteConfirmModal } from '../../../ui/DeleteConfirmModal';
import { toasts } from '../../../ui/toasts/toast-store';
import { useDebouncedValue } from '../../files/useDebouncedValue';
import { productIdFromParams, productIdInput, productIdWhere, productPath } from '../../products/product-id';
import { FrozenBanner } from '../FrozenBanner';
import { FrozenQuery } from '../graphql/pricing';
import { Pager } from '../Pager';
import { CodeFormModal } from './CodeFormModal';
import { CODE_DOCUMENTS, type CodeKind, type CodeRow, valueText } from './code-kinds';

/** Discount codes and loading codes of a product version: search, table, add, update, remove. */
export function AdjustmentCodesPage({ kind }: { kind: CodeKind }) {
  const { t } = useTranslation();
  const id = productIdFromParams(useParams());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<CodeRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CodeRow | null>(null);
  const [busy, setBusy] = useState(false);
  const settled = useDebouncedValue(search.trim(), 250);
  const productId = id ? productIdInput(id) : null;
  const product = useQuery({
    queryKey: ['frozen', id?.plan, id?.type, id?.version ?? ''],
    enabled: id !== null,
    queryFn: async () =>
      (await request(FrozenQuery, { productId: productIdWhere(id as NonNullable<typeof id>) })).products_2?.list?.[0] ??
      null,
  });
  const codes = useQuery({
    queryKey: ['codes', kind, id?.plan, id?.type, id?.version ?? '', settled, page],
    enabled: productId !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const data = await request(CODE_DOCUMENTS[kind].list, {
        productId: productId as NonNullable<typeof productId>,
        search: settled || null,
        limit: PRICING_PAGE_SIZE,
        skip: page * PRICING_PAGE_SIZE,
      });
      return data.codes ?? { totalCount: 0, list: [] };
    },
  });
  if (!id || !productId) return null;
  const frozen = product.data?.isFrozen === true;
  const rows: CodeRow[] = (codes.data?.list ?? []).flatMap((row) => (row ? [row] : []));
  const total = codes.data?.totalCount ?? 0;
  const title = t(kind === 'discount' ? 'pricing.codes.discountTitle' : 'pricing.codes.loadingTitle');

  const remove = async () => {
    if (!removing?.code) return;
    setBusy(true);
    try {
      await mutate(CODE_DOCUMENTS[kind].remove, { productId, code: removing.code }, (data) => data.result);
      toasts.success(t('pricing.codes.removed'));
      setRemoving(null);
      await codes.refetch();
    } catch (error) {
      toasts.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <Link to={productPath('info', id)} className="text-sm font-medium text-blue-700 hover:underline">
        ← {t('pricing.backToProduct')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {title}
          {product.data?.name && (
            <span className="ml-2 text-base font-normal text-slate-500">· {product.data.name}</span>
          )}
        </h1>
        <span className="text-sm text-slate-500">{t('pricing.codes.total', { count: total })}</span>
        {!frozen && (
          <Button className="ml-auto" onClick={() => setAdding(true)}>
            + {t(kind === 'discount' ? 'pricing.codes.addDiscount' : 'pricing.codes.addLoading')}
          </Button>
        )}
      </div>
      {frozen && <FrozenBanner />}
      <input
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        placeholder={t('pricing.codes.search')}
        aria-label={t('pricing.codes.search')}
        className="block w-full max-w-md rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase text-slate-500">
            <tr>
              <th className="px-4 py-2 font-medium">{t('pricing.codes.name')}</th>
              <th className="px-4 py-2 font-medium">{t('pricing.codes.code')}</th>
              <th className="px-4 py-2 text-right font-medium">{t('pricing.codes.value')}</th>
              <th className="px-4 py-2 text-right font-medium">{t('pricing.codes.order')}</th>
              <th className="px-4 py-2" />
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !codes.isPending && (
              <tr>
                <td colSpan={5} className="px-4 py-8 text-center text-slate-500">
                  {settled ? t('pricing.codes.noMatch') : t('pricing.codes.empty')}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.code} className="border-t border-slate-100" data-testid="code-row">
                <td className="px-4 py-2">
                  {row.name}
                  {row.description && <span className="block text-xs text-slate-500">{row.description}</span>}
                </td>
                <td className="px-4 py-2 font-mono">{row.code}</td>
                <td className="px-4 py-2 text-right">{valueText(row, t('pricing.codes.kinds.custom'))}</td>
                <td className="px-4 py-2 text-right">{row.order}</td>
                <td className="whitespace-nowrap px-4 py-2 text-right">
                  {!frozen && (
                    <>
                      <Button variant="ghost" onClick={() => setEditing(row)}>
                        {t('pricing.actions.update')}
                      </Button>
                      <Button variant="ghost" onClick={() => setRemoving(row)}>
                        {t('pricing.actions.remove')}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={total} onPage={setPage} />
      <CodeFormModal
        kind={kind}
        productId={productId}
        editing={editing}
        open={adding || editing !== null}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onSaved={() => codes.refetch()}
      />
      <DeleteConfirmModal
        open={removing !== null}
        name={removing?.code ?? ''}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
        busy={busy}
      />
    </main>
  );
}
