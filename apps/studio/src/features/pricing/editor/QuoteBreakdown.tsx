import { type AppliedAdjustment, formatMoney, MoneyDecimal, minorUnits, type Quote } from '@carrier/contracts/rules';
import { useTranslation } from 'react-i18next';

function Row({ adjustment, currency }: { adjustment: AppliedAdjustment; currency: string }) {
  const { t } = useTranslation();
  const value =
    adjustment.calculationKind === 'ratio' && adjustment.ratio
      ? `${adjustment.ratio.toFixed(2)}%`
      : adjustment.calculationKind === 'flat' && adjustment.flat
        ? formatMoney(adjustment.flat, currency)
        : t('pricing.codes.kinds.custom');
  return (
    <tr className="border-t border-slate-100">
      <td className="py-1 pr-2">
        {t(`pricing.test.${adjustment.kind}`)} <span className="font-mono">{adjustment.code}</span>
        <span className="block text-xs text-slate-500">{adjustment.name}</span>
      </td>
      <td className="py-1 pr-2 text-right">{value}</td>
      <td className="py-1 pr-2 text-right font-mono">{formatMoney(adjustment.originalPrice, currency)}</td>
      <td className="py-1 text-right font-mono">{formatMoney(adjustment.newPrice, currency)}</td>
    </tr>
  );
}

const minorMoney = (minor: number, currency: string) => new MoneyDecimal(minor).dividedBy(10 ** minorUnits(currency));

/**
 * The priced result: the premium, each loading then each discount in order, the minimum premium when it
 * raised the price, each tax, and what went wrong.
 */
export function QuoteBreakdown({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const currency = quote.currencyCode;
  return (
    <section aria-label={t('pricing.test.result')} className="space-y-2" data-testid="quote-breakdown">
      <div className="flex items-baseline justify-between">
        <h3 className="text-sm font-semibold text-slate-800">{t('pricing.test.result')}</h3>
        <p className="text-lg font-bold text-slate-900" data-testid="quote-amount">
          {quote.amount ? formatMoney(quote.amount, currency) : t('pricing.test.noPremium')}
        </p>
      </div>
      {quote.originalPrice &&
        (quote.loadings.length > 0 || quote.discounts.length > 0 || quote.taxes.length > 0 || quote.minimumApplied) && (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-slate-500">
                <th className="pr-2 font-medium">{t('pricing.test.step')}</th>
                <th className="pr-2 text-right font-medium">{t('pricing.codes.value')}</th>
                <th className="pr-2 text-right font-medium">{t('pricing.test.before')}</th>
                <th className="text-right font-medium">{t('pricing.test.after')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className="py-1 pr-2" colSpan={3}>
                  {t('pricing.test.originalPrice')}
                </td>
                <td className="py-1 text-right font-mono">{formatMoney(quote.originalPrice, currency)}</td>
              </tr>
              {[...quote.loadings, ...quote.discounts].map((adjustment) => (
                <Row key={`${adjustment.kind}-${adjustment.code}`} adjustment={adjustment} currency={currency} />
              ))}
              {quote.discountCapApplied && (
                <tr className="border-t border-slate-100 text-slate-600">
                  <td className="py-1 pr-2" colSpan={4}>
                    {t('pricing.test.discountCapApplied')}
                  </td>
                </tr>
              )}
              {quote.minimumApplied && quote.beforeTaxesMinor !== null && (
                <tr className="border-t border-slate-100" data-testid="minimum-premium-row">
                  <td className="py-1 pr-2" colSpan={3}>
                    {t('pricing.test.minimumPremium')}
                  </td>
                  <td className="py-1 text-right font-mono">
                    {formatMoney(minorMoney(quote.beforeTaxesMinor, currency), currency)}
                  </td>
                </tr>
              )}
              {quote.taxes.map((tax) => (
                <Row key={`tax-${tax.code}`} adjustment={tax} currency={currency} />
              ))}
            </tbody>
          </table>
        )}
      {quote.issues.length > 0 && (
        <ul className="space-y-1 rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid="quote-issues">
          {quote.issues.map((issue) => (
            <li key={issue.message}>
              {t(`pricing.issues.${issue.code}`, { subject: issue.subject ?? '', defaultValue: issue.message })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
