import { formatList } from '../../shared/list-format';
import type { QuoteState } from './LivePage';
import type { Adjustment } from './published-api';
import { publishedText } from './texts';

const BOX = { margin: '0 24px 24px', padding: 16, border: '1px solid #e2e8f0', borderRadius: 8 } as const;

/** Issues the "missing" line already says, in the visitor's words. */
const MISSING_ISSUES = new Set(['missing_variables', 'code_missing_variables']);
const DISCOUNT_ISSUES = new Set(['unknown_discount_code', 'inapplicable_discount_code']);

/**
 * The premium of a quote and its breakdown (before adjustments, each discount and loading), and what
 * kept it from a price in the visitor's words: missing answers by their fields' labels (`fieldNames`),
 * discount codes that were not applied, else that no price can be given (the engine's English, meant
 * for the insurer, never reaches the visitor).
 */
export function QuoteResult({
  state,
  locale,
  fieldNames = {},
}: {
  state: QuoteState;
  locale: string;
  fieldNames?: Readonly<Record<string, string>>;
}) {
  const text = (key: string, params?: Record<string, string>) => publishedText(locale, key, params);
  if (state.status === 'idle' || state.status === 'running') return <div aria-live="polite" />;
  if (state.status === 'error')
    return (
      <div role="alert" style={BOX} data-testid="quote-error">
        {state.message}
      </div>
    );
  const { quote } = state;
  const applied = new Set((quote.appliedDiscounts ?? []).map((item) => (item.code ?? '').toUpperCase()));
  const notApplied = state.discountCodes.filter((code) => !applied.has(code.trim().toUpperCase()));
  const codesRefused = quote.issues.some((issue) => DISCOUNT_ISSUES.has(issue.code)) && notApplied.length > 0;
  const otherwise = quote.issues.some((issue) => !MISSING_ISSUES.has(issue.code) && !DISCOUNT_ISSUES.has(issue.code));
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
        <p role="alert">
          {text('published.quote.missing', {
            names: formatList(
              quote.missingVariables.map((name) => fieldNames[name] ?? name),
              locale,
            ),
          })}
        </p>
      )}
      {codesRefused && (
        <p role="alert" data-testid="quote-codes-refused">
          {text('published.quote.codesNotApplied', { codes: formatList(notApplied, locale) })}
        </p>
      )}
      {otherwise && (
        <p role="alert" data-testid="quote-no-price">
          {text('published.quote.cannotPrice')}
        </p>
      )}
    </section>
  );
}
