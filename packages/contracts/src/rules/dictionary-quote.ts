import { checkDictionaryInputs, type DictionaryVariable } from '../rating-dictionary';
import { type PricePlan, priceQuote, type Quote, type QuoteIssue } from './pricing';

/** Issues of the rules' own quote that still hold when the inputs are refused (the rest follow from them). */
const KEPT = new Set(['unknown_discount_code', 'code_missing_variables', 'no_amount_logic']);

/**
 * A quote whose inputs are first checked against the product version's dictionary (the server's quotes
 * and the studio's test panel both price this way). Bad inputs (wrong type, out of range, not a choice)
 * and missing required inputs leave the quote without an amount: one issue per bad input, and the
 * required inputs in `missingVariables` with the rules' own missing inputs. An empty dictionary checks nothing.
 */
export function priceWithDictionary(
  plan: PricePlan,
  dictionary: readonly DictionaryVariable[],
  values: object,
  requestedCodes: readonly string[] = [],
): Quote {
  const priced = priceQuote(plan, values, requestedCodes);
  if (dictionary.length === 0) return priced;
  const { issues, missing } = checkDictionaryInputs(dictionary, values);
  if (issues.length === 0 && missing.length === 0) return priced;
  const missingVariables = [...missing, ...priced.missingVariables.filter((name) => !missing.includes(name))];
  const all: QuoteIssue[] = [];
  if (missingVariables.length > 0)
    all.push({
      code: 'missing_variables',
      message: `These inputs are missing: ${missingVariables.join(', ')}.`,
      subject: missingVariables.join(', '),
    });
  all.push(...issues, ...priced.issues.filter((issue) => KEPT.has(issue.code)));
  return {
    currencyCode: priced.currencyCode,
    originalPrice: null,
    amount: null,
    originalMinor: null,
    amountMinor: null,
    beforeTaxesMinor: null,
    loadings: [],
    discounts: [],
    taxes: [],
    minimumApplied: false,
    discountCapApplied: false,
    discountCodes: priced.discountCodes,
    missingVariables,
    issues: all,
  };
}
