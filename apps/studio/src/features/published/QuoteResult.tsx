import { formatList } from '../../shared/list-format';
import type { QuoteState } from './LivePage';
import type { Adjustment } from './published-api';
import { publishedText } from './texts';

const BOX = { margin: '0 24px 24px', padding: 16, border: '1px solid #e2e8f0', borderRadius: 8 } as const;

/** The premium of a quote and its breakdown (before adjustments, each discount and loading). */
export function QuoteResult({ state, locale }: { state: QuoteState; locale: string }) {
  const text = (key: string, params?: Record<string, string>) => publishedText(locale, key, params);
  if (state.status === 'idle' || state.status === 'running') return <div aria-live="polite" />;
  if (state.status === 'error')
    return (
      <div role="alert" style={BOX} data-testid="quote-error">
        {state.message}
      </div>
    );
  const { quote } = state;
  const rows: Array<[string, Adjustment]> = [
    ...(quote.appliedDiscounts ?? []).map((item): [string, Adjustment] => [text('published.quote.discount'), item]),
    ...(quote.loadings ?? []).map((item): [string, Adjustment] => [text('published.quote.loading'), item]),
  ];
  return (
    <section aria-live="polite" style={BOX} data-testid="quote-result">
      <h2 style={{ fontWeight: 600, marginBottom: 8 }}>{text('published.quote.title')}</h2>
      {quote.formattedPrice ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px', justifyContent: 'start' }}>
          {quote.formattedOriginalPrice && rows.length > 0 && (
            <>
              <dt>{text('published.quote.originalPrice')}</dt>
              <dd translate="no">{quote.formattedOriginalPrice}</dd>
            </>
          )}
          {rows.map(([kind, item]) => (
            <div key={`${kind}-${item.code}`} style={{ display: 'contents' }}>
              <dt>
                {kind} <span translate="no">{item.name || item.code}</span>
              </dt>
              <dd translate="no">{item.formattedNewPrice}</dd>
            </div>
          ))}
          <dt style={{ fontWeight: 600 }}>{text('published.quote.premium')}</dt>
          <dd style={{ fontWeight: 600 }} translate="no" data-testid="quote-premium">
            {quote.formattedPrice}
          </dd>
        </dl>
      ) : null}
      {quote.missingVariables.length > 0 && (
        <p>{text('published.quote.missing', { names: formatList(quote.missingVariables, locale) })}</p>
      )}
      {quote.issues.map((issue) => (
        <p key={`${issue.code}-${issue.message}`} role="alert" translate="no">
          {issue.message}
        </p>
      ))}
    </section>
  );
}
