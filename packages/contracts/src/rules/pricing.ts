import type { RuleFunction } from './engine';
import { type Money, MoneyDecimal, roundMoney, toMoney } from './money';
import { describeError } from './trace';
import { missingVariables, type RuleVariable } from './variables';

export type AdjustmentKind = 'discount' | 'loading';
export type CalculationKind = 'ratio' | 'flat' | 'custom';

/** A discount or loading code as stored. `ratio` is a percentage; custom logic returns the amount off or on. */
export type AdjustmentCode = {
  kind: AdjustmentKind;
  code: string;
  name: string;
  calculationKind: CalculationKind;
  ratio: string | null;
  flat: string | null;
  currencyCode: string | null;
  /** Custom kind: a rule over { premium, ...inputs } answering the amount off (discount) or on (loading). */
  calculationLogic: string | null;
  /** When set, the code applies only where this rule is truthy. */
  conditionLogic: string | null;
  order: number;
};

export type CompiledAdjustment = AdjustmentCode & { calculate: RuleFunction | null; applies: RuleFunction | null };

/** Everything a quote needs, compiled: build it once per product version, price many times. */
export type PricePlan = {
  currencyCode: string;
  amount: RuleFunction | null;
  variables: readonly RuleVariable[];
  /** Loadings apply by themselves (where their condition holds); discounts when their code is given. */
  loadings: readonly CompiledAdjustment[];
  discounts: readonly CompiledAdjustment[];
};

export type AppliedAdjustment = {
  kind: AdjustmentKind;
  code: string;
  name: string;
  calculationKind: CalculationKind;
  ratio: Money | null;
  flat: Money | null;
  order: number;
  calculationLogic: string;
  originalPrice: Money;
  newPrice: Money;
};

export type QuoteIssueCode =
  | 'no_amount_logic'
  | 'missing_variables'
  | 'amount_failed'
  | 'amount_not_a_number'
  | 'unknown_discount_code'
  | 'inapplicable_discount_code'
  | 'adjustment_failed';
/** `subject`: the code or the input names the issue is about, for a localized text. */
export type QuoteIssue = { code: QuoteIssueCode; message: string; subject?: string };

export type Quote = {
  currencyCode: string;
  /** The premium the amount logic states, rounded, before loadings and discounts. */
  originalPrice: Money | null;
  /** The premium after loadings, then discounts, each rounded; null when there is no premium. */
  amount: Money | null;
  loadings: AppliedAdjustment[];
  discounts: AppliedAdjustment[];
  discountCodes: string[];
  missingVariables: string[];
  issues: QuoteIssue[];
};

/** The JSON-logic a code's adjustment amounts to, as the reference's calculationLogic shows it. */
export function calculationLogicOf(code: AdjustmentCode): string {
  if (code.calculationKind === 'ratio')
    return JSON.stringify({ '*': [{ var: 'premium' }, { '/': [Number(code.ratio ?? 0), 100] }] });
  if (code.calculationKind === 'flat') return JSON.stringify(Number(code.flat ?? 0));
  return code.calculationLogic ?? '0';
}

/** Upper-cased, trimmed, without blanks and repeats. */
export const normalizeCodes = (codes: ReadonlyArray<string | null | undefined>): string[] => [
  ...new Set(codes.map((code) => (code ?? '').trim().toUpperCase()).filter((code) => code !== '')),
];

export const byOrder = <T extends { order: number; code: string }>(a: T, b: T) =>
  a.order - b.order || a.code.localeCompare(b.code);

type Step = { amount: Money } | { issue: string };

function adjustmentAmount(code: CompiledAdjustment, price: Money, currency: string, data: object): Step {
  if (code.calculationKind === 'ratio') {
    const ratio = toMoney(code.ratio);
    return ratio ? { amount: price.times(ratio).dividedBy(100) } : { issue: 'its percentage is not a number' };
  }
  if (code.calculationKind === 'flat') {
    const flat = toMoney(code.flat);
    if (!flat) return { issue: 'its amount is not a number' };
    if ((code.currencyCode ?? currency) !== currency)
      return { issue: `its amount is in ${code.currencyCode}, the premium in ${currency}` };
    return { amount: flat };
  }
  if (!code.calculate) return { issue: 'it has no calculation logic' };
  try {
    const amount = toMoney(code.calculate({ ...data, premium: price.toNumber() }));
    return amount ? { amount } : { issue: 'its calculation logic did not answer a number' };
  } catch (error) {
    return { issue: describeError(error) };
  }
}

function applies(code: CompiledAdjustment, data: object, price: Money): boolean | string {
  if (!code.applies) return true;
  try {
    return Boolean(code.applies({ ...data, premium: price.toNumber() }));
  } catch (error) {
    return describeError(error);
  }
}

/**
 * Prices `values` with a plan: the amount logic's premium rounded to the currency, then each
 * applicable loading (by order) and each requested discount (by order), every new price rounded.
 * Unknown and inapplicable discount codes and missing inputs are reported, never ignored.
 */
export function priceQuote(plan: PricePlan, values: object, requestedCodes: readonly string[] = []): Quote {
  const currency = plan.currencyCode;
  const discountCodes = normalizeCodes(requestedCodes);
  const quote: Quote = {
    currencyCode: currency,
    originalPrice: null,
    amount: null,
    loadings: [],
    discounts: [],
    discountCodes,
    missingVariables: [],
    issues: [],
  };
  const known = new Set(plan.discounts.map((code) => code.code));
  for (const code of discountCodes)
    if (!known.has(code))
      quote.issues.push({
        code: 'unknown_discount_code',
        message: `The discount code ${code} does not exist.`,
        subject: code,
      });

  if (!plan.amount) {
    quote.issues.push({ code: 'no_amount_logic', message: 'The product has no pricing logic yet.' });
    return quote;
  }
  quote.missingVariables = missingVariables(plan.variables, values);
  if (quote.missingVariables.length > 0) {
    quote.issues.push({
      code: 'missing_variables',
      message: `These inputs are missing: ${quote.missingVariables.join(', ')}.`,
      subject: quote.missingVariables.join(', '),
    });
    return quote;
  }
  let base: Money | null;
  try {
    base = toMoney(plan.amount(values));
  } catch (error) {
    quote.issues.push({ code: 'amount_failed', message: `The pricing logic failed: ${describeError(error)}` });
    return quote;
  }
  if (!base) {
    quote.issues.push({ code: 'amount_not_a_number', message: 'The pricing logic did not answer a number.' });
    return quote;
  }
  let price = roundMoney(base, currency);
  quote.originalPrice = price;

  const apply = (code: CompiledAdjustment, sign: 1 | -1): AppliedAdjustment | string => {
    const step = adjustmentAmount(code, price, currency, values);
    if ('issue' in step) return step.issue;
    let next = roundMoney(sign === 1 ? price.plus(step.amount) : price.minus(step.amount), currency);
    if (next.isNegative()) next = new MoneyDecimal(0);
    return {
      kind: code.kind,
      code: code.code,
      name: code.name,
      calculationKind: code.calculationKind,
      ratio: code.calculationKind === 'ratio' ? toMoney(code.ratio) : null,
      flat: code.calculationKind === 'flat' ? toMoney(code.flat) : null,
      order: code.order,
      calculationLogic: calculationLogicOf(code),
      originalPrice: price,
      newPrice: next,
    };
  };

  for (const code of plan.loadings) {
    const condition = applies(code, values, price);
    if (condition === false) continue;
    const applied = typeof condition === 'string' ? condition : apply(code, 1);
    if (typeof applied === 'string') {
      quote.issues.push({
        code: 'adjustment_failed',
        message: `The loading ${code.code} failed: ${applied}`,
        subject: code.code,
      });
      continue;
    }
    quote.loadings.push(applied);
    price = applied.newPrice;
  }
  const requested = new Set(discountCodes);
  for (const code of plan.discounts) {
    if (!requested.has(code.code)) continue;
    const condition = applies(code, values, price);
    const applied = condition === true ? apply(code, -1) : condition;
    if (applied === false || typeof applied === 'string') {
      const why = applied === false ? 'it does not apply to these inputs' : applied;
      quote.issues.push({
        code: 'inapplicable_discount_code',
        message: `The discount code ${code.code} cannot be applied: ${why}.`,
        subject: code.code,
      });
      continue;
    }
    quote.discounts.push(applied);
    price = applied.newPrice;
  }
  quote.amount = price;
  return quote;
}
