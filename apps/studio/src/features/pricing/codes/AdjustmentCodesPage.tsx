import { PRICING_PAGE_SIZE } from '@carrier/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { mutate, request } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { DeleteConfirmModal } from '../../../ui/DeleteConfirmModal';
import { ListTable } from '../../../ui/ListTable';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { useLoad } from '../../../ui/useLoad';
import { useSubmit } from '../../../ui/useSubmit';
import { useVirtualRows } from '../../../ui/virtual-rows/useVirtualRows';
import { RecordHistorySidePanel } from '../../audit/RecordHistory';
import { useCan } from '../../auth/useCan';
import { productIdFromParams, productIdInput, productIdWhere, productPath } from '../../products/product-id';
import { rerunTestCases } from '../cases/case-queries';
import { FrozenBanner } from '../FrozenBanner';
import { FrozenQuery } from '../graphql/pricing';
import { Pager } from '../Pager';
import { useVersionLock } from '../useVersionLock';
import { CodeFormModal } from './CodeFormModal';
import { CodeTableRow } from './CodeTableRow';
import { CODE_DOCUMENTS, CODE_PAGES, type CodeKind, type CodeRow } from './code-kinds';
import { PremiumLimitsCard } from './PremiumLimitsCard';

/** Discount, loading or tax codes of a product version: search, table, add, update, remove. */
export function AdjustmentCodesPage({ kind }: { kind: CodeKind }) {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const id = productIdFromParams(useParams());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<CodeRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CodeRow | null>(null);
  const [historyOf, setHistoryOf] = useState<CodeRow | null>(null);
  const { busy, submit } = useSubmit();
  const queryClient = useQueryClient();
  const settled = useDebouncedValue(search.trim(), 250);
  const productId = id ? productIdInput(id) : null;
  const product = useQuery({
    queryKey: ['frozen', id?.plan, id?.type, id?.version ?? ''],
    enabled: id !== null,
    queryFn: async () =>
      (await request(FrozenQuery, { productId: productIdWhere(id as NonNullable<typeof id>) })).products_2?.list?.[0] ??
      null,
  });
  const codes = useLoad({
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
  const rows: CodeRow[] = (codes.data?.list ?? []).flatMap((row) => (row ? [row] : []));
  // A row is about 41 px (more with a description); past the threshold the window is placed by that estimate.
  const tableRows = useVirtualRows({ count: rows.length, rowHeight: 41 });
  const frozen = product.data?.isFrozen === true;
  const lock = useVersionLock(frozen);
  if (!id || !productId) return null;
  const total = codes.data?.totalCount ?? 0;
  const title = t(CODE_PAGES[kind].title);

  const remove = async () => {
    const code = removing?.code;
    if (!code) return;
    await submit(() => mutate(CODE_DOCUMENTS[kind].remove, { productId, code }, (data) => data.result), {
      success: t('pricing.codes.removed'),
      onDone: async () => {
        setRemoving(null);
        await Promise.all([codes.refetch(), rerunTestCases(queryClient, id)]);
      },
    });
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
        {canEdit && (
          <Button
            className="ml-auto"
            onClick={() => setAdding(true)}
            disabled={frozen}
            title={frozen ? t('pricing.frozenReason') : undefined}
          >
            + {t(CODE_PAGES[kind].add)}
          </Button>
        )}
      </div>
      {frozen && <FrozenBanner id={id} aspect={CODE_PAGES[kind].aspect} />}
      {kind === 'tax' && <PremiumLimitsCard id={id} lock={lock} onSaved={() => rerunTestCases(queryClient, id)} />}
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
      <ListTable
        className="sm:min-w-[44rem]"
        columns={[
          { key: 'name', label: t('pricing.codes.name') },
          { key: 'code', label: t('pricing.codes.code'), className: 'hidden sm:table-cell' },
          { key: 'value', label: t('pricing.codes.value'), className: 'text-right' },
          { key: 'condition', label: t('pricing.codes.appliesWhen'), className: 'hidden sm:table-cell' },
          { key: 'order', label: t('pricing.codes.order'), className: 'hidden text-right sm:table-cell' },
          { key: 'actions' },
        ]}
        failed={codes.isError && !codes.data && codes}
        message={
          rows.length === 0 && !codes.isPending
            ? settled
              ? t('pricing.codes.noMatch')
              : t('pricing.codes.empty')
            : null
        }
        rows={tableRows}
        rowKey={(index) => rows[index]?.code ?? index}
        renderRow={(index) => {
          const row = rows[index];
          return (
            row && (
              <CodeTableRow
                row={row}
                frozen={frozen}
                onEdit={setEditing}
                onRemove={setRemoving}
                onHistory={setHistoryOf}
              />
            )
          );
        }}
      />
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
        onSaved={() => Promise.all([codes.refetch(), rerunTestCases(queryClient, id)])}
      />
      <RecordHistorySidePanel
        recordType="adjustment_code"
        recordId={historyOf?.id ?? null}
        onClose={() => setHistoryOf(null)}
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
