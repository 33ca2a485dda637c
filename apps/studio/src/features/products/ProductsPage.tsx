import { PRODUCTS_PAGE_SIZE } from '@carrier/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { pageAfterShrink, pageRange } from '../../ui/list-paging';
import { Page, PageHeader } from '../../ui/Page';
import { useLoad } from '../../ui/useLoad';
import { pageFromUrl, useUrlState } from '../../ui/useUrlState';
import { useVirtualRows } from '../../ui/virtual-rows/useVirtualRows';
import { VirtualRows } from '../../ui/virtual-rows/VirtualRows';
import { useCan } from '../auth/useCan';
import { type CreatePrefill, CreateProductModal } from './CreateProductModal';
import { ProductGroupsQuery } from './graphql/products';
import { ProductGroupRows, productGroupKey } from './ProductGroupRows';

/** ViewProductsHome: a row per plan + type (its newest version's name and insurer), 10 rows to a page. */
export function ProductsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  // The page lives in the URL (?page=2), so reload and back keep it.
  const [url, setUrl] = useUrlState(['page'] as const);
  const page = pageFromUrl(url.page);
  const setPage = (next: number) => setUrl({ page: next > 0 ? String(next + 1) : null }, { push: true });
  const [expanded, setExpanded] = useState<string | null>(null);
  const [creating, setCreating] = useState<{ prefill: CreatePrefill | null } | null>(null);
  const groups = useLoad({
    queryKey: ['products', 'list', page],
    queryFn: async () =>
      (await request(ProductGroupsQuery, { limit: PRODUCTS_PAGE_SIZE, skip: page * PRODUCTS_PAGE_SIZE })).productGroups,
    placeholderData: keepPreviousData,
  });
  const productCount = groups.data?.productCount ?? 0;
  const groupCount = groups.data?.totalCount ?? 0;
  const { from, to, pages } = pageRange(page, PRODUCTS_PAGE_SIZE, groupCount);
  const shrunkTo = groups.data ? pageAfterShrink(page, PRODUCTS_PAGE_SIZE, groupCount) : null;
  useEffect(() => {
    if (shrunkTo !== null) setUrl({ page: shrunkTo > 0 ? String(shrunkTo + 1) : null });
  }, [shrunkTo, setUrl]);
  const openCreate = useCallback((prefill: CreatePrefill | null = null) => setCreating({ prefill }), []);
  const toggle = useCallback((key: string) => setExpanded((current) => (current === key ? null : key)), []);
  const list = groups.data?.list ?? [];
  // A collapsed group is about 49 px high; past the threshold the window is placed by that estimate.
  const rows = useVirtualRows({ count: list.length, rowHeight: 49 });

  return (
    <Page>
      <PageHeader
        title={
          <>
            {t('products.list.title')}{' '}
            {groups.data ? (
              <span
                className="ml-1 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-700"
                data-testid="products-total"
              >
                {productCount}
              </span>
            ) : groups.isError ? null : (
              // No count until the first answer: a loading list never claims to hold 0 products.
              <span className="ml-1 inline-block h-5 w-8 animate-pulse rounded-full bg-slate-200 align-middle" />
            )}
          </>
        }
        subtitle={
          groups.data
            ? t('products.list.summary', {
                count: productCount,
                groups: t('products.list.groupCount', { count: groupCount }),
              })
            : groups.isError
              ? null
              : t('products.loading')
        }
        actions={canEdit && <Button onClick={() => openCreate()}>+ {t('products.list.create')}</Button>}
      />

      {groups.isError && !groups.data ? (
        <LoadFailed query={groups} className="rounded-xl border border-slate-200 bg-white" />
      ) : groups.isPending ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-500">
          {t('products.loading')}
        </p>
      ) : groupCount === 0 && !canEdit ? (
        // A role that only reads is told there is nothing yet, and who adds products: no create card.
        <p
          className="rounded-xl border border-slate-200 bg-white px-6 py-16 text-center text-slate-500"
          data-testid="products-empty"
        >
          {t('products.list.emptyReadOnly')}
        </p>
      ) : groupCount === 0 ? (
        <button
          type="button"
          onClick={() => openCreate()}
          className="flex w-full flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-slate-500 hover:border-blue-400 hover:text-blue-700"
        >
          <span className="text-4xl leading-none">+</span>
          <span className="mt-3 text-base font-semibold">{t('products.list.addNew')}</span>
          <span className="mt-1 text-sm">{t('products.list.emptyHelp')}</span>
        </button>
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <div className="overflow-x-auto">
            <table
              className={`w-full table-fixed text-sm md:min-w-[44rem] transition-opacity ${groups.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={groups.isPlaceholderData}
            >
              <thead className="bg-slate-50">
                <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
                  {/* Below sm the plan cell also shows the type, the name cell the version count. */}
                  <th className="w-[45%] px-4 py-3 font-medium sm:w-[22%]">{t('products.fields.plan')}</th>
                  <th className="hidden w-[18%] px-4 py-3 font-medium sm:table-cell">{t('products.fields.type')}</th>
                  <th className="px-4 py-3 font-medium">{t('products.fields.name')}</th>
                  <th className="hidden w-[20%] px-4 py-3 font-medium md:table-cell">{t('products.fields.insurer')}</th>
                  <th className="hidden w-32 px-4 py-3 font-medium sm:table-cell">{t('products.list.versions')}</th>
                </tr>
              </thead>
              <tbody ref={rows.bodyRef} className="divide-y divide-slate-100">
                <VirtualRows
                  rows={rows}
                  rowKey={(index) => (list[index] ? productGroupKey(list[index]) : index)}
                  renderRow={(index) => {
                    const group = list[index];
                    return (
                      group && (
                        <ProductGroupRows
                          group={group}
                          expanded={expanded === productGroupKey(group)}
                          onToggle={toggle}
                          onCreateVersion={openCreate}
                        />
                      )
                    );
                  }}
                />
              </tbody>
            </table>
          </div>
          <nav
            aria-label={t('products.list.paging')}
            className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
          >
            <span>{t('products.list.showing', { from, to, count: groupCount })}</span>
            <div className="flex items-center gap-2">
              <Button variant="secondary" className="px-3 py-1" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('products.list.previous')}
              </Button>
              <span>{t('products.list.page', { page: page + 1, pages })}</span>
              <Button
                variant="secondary"
                className="px-3 py-1"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('products.list.next')}
              </Button>
            </div>
          </nav>
        </div>
      )}

      <CreateProductModal open={creating !== null} prefill={creating?.prefill} onClose={() => setCreating(null)} />
    </Page>
  );
}
