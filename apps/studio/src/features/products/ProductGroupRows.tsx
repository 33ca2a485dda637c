import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/client';
import type { ResultOf } from '../../api/graphql';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { useLoad } from '../../ui/useLoad';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useCan } from '../auth/useCan';
import type { CreatePrefill } from './CreateProductModal';
import { type ProductGroupsQuery, ProductsPageQuery } from './graphql/products';
import { productPath } from './product-id';

type ProductGroup = ResultOf<typeof ProductGroupsQuery>['productGroups']['list'][number];

type Props = {
  group: ProductGroup;
  expanded: boolean;
  onToggle: (groupKey: string) => void;
  onCreateVersion: (prefill: CreatePrefill) => void;
};

/** A plan + type's key in the list (which one is expanded). */
export const productGroupKey = (group: Pick<ProductGroup, 'plan' | 'type'>) => `${group.plan}|${group.type}`;

/**
 * One plan + type: a row showing its newest version, expanding into all its versions (fetched on demand).
 * Memoized: expanding one group re-renders only the groups whose `expanded` changed.
 */
export const ProductGroupRows = memo(function ProductGroupRows({ group, expanded, onToggle, onCreateVersion }: Props) {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const toggle = () => onToggle(productGroupKey(group));
  const versions = useLoad({
    queryKey: ['products', 'versions', group.plan, group.type],
    queryFn: async () =>
      (await request(ProductsPageQuery, { where: { productId: { plan: group.plan, type: group.type } } })).products_2
        ?.list ?? [],
    enabled: expanded,
  });
  const panelId = `versions-${group.plan}-${group.type}`;
  // The versions span the columns shown at this width only: a span over hidden columns would add
  // phantom columns to the fixed layout and squeeze the name to a letter per line.
  const wide = useMediaQuery('(min-width: 768px)');
  const medium = useMediaQuery('(min-width: 640px)');
  const shownColumns = wide ? 5 : medium ? 4 : 2;
  return (
    <>
      <tr className="cursor-pointer break-words hover:bg-slate-50" onClick={toggle}>
        <td className="px-4 py-3">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={t('products.list.toggle', { plan: group.plan, type: group.type })}
            className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-200"
            onClick={(event) => {
              event.stopPropagation();
              toggle();
            }}
          >
            <span className={`inline-block transition-transform ${expanded ? 'rotate-90' : ''}`}>›</span>
          </button>
          <span className="font-medium break-all text-slate-900" translate="no">
            {group.plan}
          </span>
          <span className="mt-0.5 block pl-8 text-xs break-all text-slate-500 sm:hidden" translate="no">
            {group.type}
          </span>
        </td>
        <td className="hidden px-4 py-3 break-all text-slate-700 sm:table-cell" translate="no">
          {group.type}
        </td>
        <td className="px-4 py-3 text-slate-700" translate={group.latest.name ? 'no' : undefined}>
          {group.latest.name || t('products.unnamed')}
          <span className="mt-0.5 block text-xs text-slate-500 sm:hidden" translate="yes">
            {t('products.list.versionCount', { count: group.versionCount })}
          </span>
        </td>
        <td className="hidden px-4 py-3 text-slate-600 md:table-cell" translate="no">
          {group.latest.insurer?.name ?? '—'}
        </td>
        <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">
          {t('products.list.versionCount', { count: group.versionCount })}
        </td>
      </tr>
      {expanded && (
        <tr id={panelId} className="bg-slate-50/70">
          <td colSpan={shownColumns} className="px-2 pb-4 pt-1 sm:px-4">
            <div className="rounded-lg border border-slate-200 bg-white sm:ml-8">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
                <h3 className="text-sm font-semibold text-slate-700">{t('products.list.versions')}</h3>
                {canEdit && (
                  <Button
                    variant="secondary"
                    className="px-3 py-1"
                    onClick={() =>
                      onCreateVersion({
                        plan: group.plan,
                        type: group.type,
                        name: group.latest.name ?? '',
                        insurerId: group.latest.insurer?.id ?? '',
                      })
                    }
                  >
                    {t('products.list.createVersion')}
                  </Button>
                )}
              </div>
              {versions.isError && !versions.data ? (
                <LoadFailed query={versions} className="py-4" />
              ) : versions.isPending ? (
                <p className="px-4 py-3 text-sm text-slate-500">{t('products.loading')}</p>
              ) : (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
                      <th className="px-4 py-2 font-medium">{t('products.fields.name')}</th>
                      <th className="px-4 py-2 font-medium">{t('products.fields.version')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {(versions.data ?? []).map((version) => {
                      const id = version.productId;
                      if (!id?.plan || !id.type) return null;
                      const path = productPath('info', { plan: id.plan, type: id.type, version: id.version });
                      return (
                        <tr key={path} className="hover:bg-blue-50/50">
                          <td className="px-4 py-2">
                            <Link
                              to={path}
                              className="font-medium break-words text-blue-700 hover:underline"
                              translate={version.name ? 'no' : undefined}
                            >
                              {version.name || t('products.unnamed')}
                            </Link>
                          </td>
                          <td className="px-4 py-2 text-slate-700">{id.version ?? '—'}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              )}
            </div>
          </td>
        </tr>
      )}
    </>
  );
});
