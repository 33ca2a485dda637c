import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { SelectField } from '../../../ui/SelectField';
import { type ProductId, productIdInput, productIdWhere } from '../../products/product-id';
import { PremiumImpactQuery, VersionsQuery } from '../graphql/cases';

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

/**
 * Premium impact: each test case priced on the chosen version (the original) and on this one (the
 * new premium), with the change from the first to the second: a rise shows as a rise.
 */
export function VersionComparison({ id }: { id: ProductId }) {
  const { t } = useTranslation();
  const [other, setOther] = useState('');
  const versions = useQuery({
    queryKey: ['versions', id.plan, id.type],
    queryFn: async () =>
      ((await request(VersionsQuery, { plan: id.plan, type: id.type })).products_2?.list ?? [])
        .map((product) => product.productId?.version ?? '')
        .filter((version) => version !== (id.version ?? '')),
  });
  const impact = useQuery({
    queryKey: ['impact', id.plan, id.type, id.version ?? '', other],
    enabled: other !== '',
    queryFn: async () =>
      (
        await request(PremiumImpactQuery, {
          productId: productIdWhere(id),
          compareTo: productIdInput({ ...id, version: other }),
        })
      ).products_2?.list?.[0]?.premiumImpact ?? [],
  });
  const options = (versions.data ?? []).map((version) => ({ value: version, label: version }));
  return (
    <section
      aria-label={t('pricing.compare.title')}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="font-semibold text-slate-900">{t('pricing.compare.title')}</h2>
      {options.length === 0 ? (
        <p className="text-sm text-slate-500">{t('pricing.compare.noOther')}</p>
      ) : (
        <SelectField
          label={t('pricing.compare.with')}
          options={options}
          placeholder={t('pricing.compare.choose')}
          value={other}
          onChange={(event) => setOther(event.target.value)}
        />
      )}
      {other !== '' && (impact.data ?? []).length === 0 && !impact.isFetching && (
        <p className="text-sm text-slate-500">{t('pricing.cases.empty')}</p>
      )}
      {(impact.data ?? []).length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="impact-table">
            <thead>
              <tr className="text-left text-xs text-slate-500">
                <th className="py-1 pr-2 font-medium">{t('pricing.cases.name')}</th>
                <th className="py-1 pr-2 text-right font-medium">{other}</th>
                <th className="py-1 pr-2 text-right font-medium">{id.version ?? '—'}</th>
                <th className="py-1 text-right font-medium">{t('pricing.compare.change')}</th>
              </tr>
            </thead>
            <tbody>
              {(impact.data ?? []).map((row) => (
                <tr key={row.name} className="border-t border-slate-100">
                  <td className="py-1 pr-2">{row.name}</td>
                  <td className="py-1 pr-2 text-right font-mono">
                    {row.originalAmount === null ? '—' : Number(row.originalAmount).toFixed(2)}
                  </td>
                  <td className="py-1 pr-2 text-right font-mono">
                    {row.newAmount === null ? '—' : Number(row.newAmount).toFixed(2)}
                  </td>
                  <td className="py-1 text-right font-mono">
                    {row.change === null
                      ? '—'
                      : `${signed(Number(row.change))} (${signed(Number(row.changePercent ?? 0))}%)`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
