import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/client';
import { Button } from '../../ui/Button';
import type { CreatePrefill } from './CreateProductModal';
import { ProductsPageQuery } from './graphql/products';
import { type ProductGroup, productPath } from './product-id';

type Product = {
  productId: { plan: string | null; type: string | null; version: string | null } | null;
  name: string | null;
  insurer: { id: string; name: string | null } | null;
};

type Props = {
  group: ProductGroup<Product>;
  expanded: boolean;
  onToggle: () => void;
  onCreateVersion: (prefill: CreatePrefill) => void;
};

/** One plan + type: a row that expands into all its versions (fetched whole, whatever the page). */
export function ProductGroupRows({ group, expanded, onToggle, onCreateVersion }: Props) {
  const { t } = useTranslation();
  const versions = useQuery({
    queryKey: ['products', 'versions', group.plan, group.type],
    queryFn: async () =>
      (await request(ProductsPageQuery, { where: { productId: { plan: group.plan, type: group.type } } })).products_2
        ?.list ?? [],
    enabled: expanded,
  });
  const latest = versions.data?.[0] ?? group.products[0];
  const panelId = `versions-${group.key.replace(/\W/g, '-')}`;
  return (
    <>
      <tr className="cursor-pointer hover:bg-slate-50" onClick={onToggle}>
        <td className="px-4 py-3">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={t('products.list.toggle', { plan: group.plan, type: group.type })}
            className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded text-slate-500 hover:bg-slate-200"
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
            }}
          >
            <span className={`transition-transform ${expanded ? 'rotate-90' : ''}`}>›</span>
          </button>
          <span className="font-medium text-slate-900">{group.plan}</span>
        </td>
        <td className="px-4 py-3 text-slate-700">{group.type}</td>
        <td className="px-4 py-3 text-slate-700">{group.products[0]?.name ?? '—'}</td>
        <td className="px-4 py-3 text-slate-600">{group.products[0]?.insurer?.name ?? '—'}</td>
      </tr>
      {expanded && (
        <tr id={panelId} className="bg-slate-50/70">
          <td colSpan={4} className="px-4 pb-4 pt-1">
            <div className="ml-8 rounded-lg border border-slate-200 bg-white">
              <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2">
                <h3 className="text-sm font-semibold text-slate-700">{t('products.list.versions')}</h3>
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  onClick={() =>
                    onCreateVersion({
                      plan: group.plan,
                      type: group.type,
                      name: latest?.name ?? '',
                      insurerId: latest?.insurer?.id ?? '',
                    })
                  }
                >
                  {t('products.list.createVersion')}
                </Button>
              </div>
              {versions.isPending ? (
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
                            <Link to={path} className="font-medium text-blue-700 hover:underline">
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
}
