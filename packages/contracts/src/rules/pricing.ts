import type { RuleFunction } from './engine';
import {
  divideRounded,
  divideRoundedBig,
  MAX_AMOUNT_MAJOR,
  MICRO_DIGITS,
  multiplyDivideRounded,
  parseScaled,
  toScaled,
  withinAmountRange,
} from './minor-units';
import { formatMoney, type Money, MoneyDecimal, toMoney } from './money';
import { RateTableNoRow, type RateTableSet } from './rate-tables';
import { describeError } from './rule-error';
import { microToMinor, ratioOfMinor, type TaxRounding } from './tax-step';
import { isTruthy } from './truthy';
import { allPresent, missingVariables, type RuleVariable } from './variables';

export type AdjustmentKind = 'discount' | 'loading' | 'tax';
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
  /** Taxes only: the largest amount the tax adds (decimal text), and how its amount is rounded. */
  cap?: string | null;
  rounding?: TaxRounding | null;
};

/** A code ready to apply: its rules compiled and its percentage or amount as exact integers. */
export type CompiledAdjustment = AdjustmentCode & {
  calculate: RuleFunction | null;
  applies: RuleFunction | null;
  /** The inputs its condition and calculation read (the premium aside): checked before either runs. */
  inputs: readonly RuleVariable[];
  /** Whether each rule reads the premium (else it is given the inputs as they are). */
  calculateReadsPremium: boolean;
  appliesReadsPremium: boolean;
  /** The percentage in micro-units (12.5% -> 12500000), or null. */
  ratioMicro: number | null;
  /** The flat amount in micro-units, or null. */
  flatMicro: number | null;
  ratioMoney: Money | null;
  flatMoney: Money | null;
  /** A ratio or flat code's new price from a price, both in minor units; null for custom logic or a bad number. */
  fixedStep: ((priceMinor: number) => number) | null;
  /** Taxes: the cap in minor units (rounded down), or null for none; the rounding of the amount. */
  capMinor: number | null;
  taxRounding: TaxRounding;
};

/**
 * A whole quote in one call (quote-compile.ts, server only), or null when these inputs or codes need
 * the general path (which then answers, with its issues).
 */
export type QuickQuote = (values: object, requestedCodes: readonly string[]) => Quote | null;

/** Everything a quote needs, compiled: build it once per product version, price many times. */
export type PricePlan = {
  currencyCode: string;
  /** The currency's minor units (HKD 2). */
  scale: number;
  amount: RuleFunction | null;
  variables: readonly RuleVariable[];
  /** The required inputs' names when all are top-level (checked quickly per quote), else null. */
  requiredInputs: readonly string[] | null;
  /** Loadings apply by themselves (where their condition holds); discounts when their code is given. */
  loadings: readonly CompiledAdjustment[];
  discounts: readonly CompiledAdjustment[];
  /** Taxes and levies, by order, on the premium after discounts and the minimum premium. */
  taxes: readonly CompiledAdjustment[];
  /** The least premium before taxes, in minor units, or null. */
  minimumMinor: number | null;
  /** The most all discounts together take off, as a percentage in micro-units of the price before them. */
  discountCapMicro: number | null;
  /** Whether a quote goes on after its discounts (a minimum premium or taxes). */
  finishes: boolean;
  quick: QuickQuote | null;
  /** The version's rate tables, bound to every rule of the plan that reads one. */
  tables: RateTableSet;
};

/** Minor units as a decimal Money value, made only when read. */
const moneyOf = (minor: number, scale: number): Money => new MoneyDecimal(minor).dividedBy(10 ** scale);

/** A loading or discount as applied in a quote; prices are kept in minor units, stated as Money. */
export class AppliedAdjustment {
  constructor(
    readonly source: CompiledAdjustment,
    readonly originalMinor: number,
    readonly newMinor: number,
    private readonly scale: number,
  ) {}
  get code() {
    return this.source.code;
  }
  get kind() {
    return this.source.kind;
  }
  get name() {
    return this.source.name;
  }
  get calculationKind() {
    return this.source.calculationKind;
  }
  get order() {
    return this.source.order;
  }
  get ratio(): Money | null {
    return this.source.calculationKind === 'ratio' ? this.source.ratioMoney : null;
  }
  get flat(): Money | null {
    return this.source.calculationKind === 'flat' ? this.source.flatMoney : null;
  }
  get calculationLogic(): string {
    return calculationLogicOf(this.source);
  }
  get originalPrice(): Money {
    return moneyOf(this.originalMinor, this.scale);
  }
  get newPrice(): Money {
    return moneyOf(this.newMinor, this.scale);
  }
}

export type QuoteIssueCode =
  | 'no_amount_logic'
  | 'missing_variables'
  | 'amount_failed'
  | 'amount_not_a_number'
  | 'unknown_discount_code'
  | 'inapplicable_discount_code'
  | 'adjustment_failed'
  | 'code_missing_variables'
  | 'tax_failed'
  | 'amount_too_large'
  | 'input_wrong_type'
  | 'input_out_of_range'
  | 'input_not_a_choice'
  | 'rate_table_no_row';
/** `subject`: the code or the input names the issue is about, for a localized text. */
export type QuoteIssue = { code: QuoteIssueCode; message: string; subject?: string };

export type Quote = {
  currencyCode: string;
  /** The premium the amount logic states, rounded, before loadings and discounts. */
  originalPrice: Money | null;
  /**
   * The price to pay: the premium after loadings, then discounts (within the discount cap), raised to
   * the minimum premium, then each tax added, each rounded; null when there is no premium.
   */
  amount: Money | null;
  /** The same two in minor units (cents for HKD), exact. */
  originalMinor: number | null;
  amountMinor: number | null;
  /** The premium before taxes (after discounts and the minimum premium), in minor units. */
  beforeTaxesMinor: number | null;
  loadings: AppliedAdjustment[];
  discounts: AppliedAdjustment[];
  taxes: AppliedAdjustment[];
  /** Whether the minimum premium raised the price, and whether the discount cap held the discounts back. */
  minimumApplied: boolean;
  discountCapApplied: boolean;
  discountCodes: string[];
  missingVariables: string[];
  issues: QuoteIssue[];
};

const NONE = Object.freeze([]) as never[];

/** Adds to one of a quote's lists, replacing the shared empty list on the first addition. */
function added<T>(list: T[], item: T): T[] {
  if (list === NONE) return [item];
  list.push(item);
  return list;
}

/** Adds one applied code and its new price to a quote's trail (one array made for the first). */
function stepped(
  trail: Array<CompiledAdjustment | number>,
  code: CompiledAdjustment,
  newMinor: number,
): Array<CompiledAdjustment | number> {
  if (trail === NONE) return [code, newMinor];
  trail.push(code, newMinor);
  return trail;
}

type QuoteFinish = {
  beforeTaxesMinor: number | null;
  /** The applied taxes as pairs (the tax, the new price in minor units) from beforeTaxesMinor. */
  taxTrail: Array<CompiledAdjustment | number>;
  minimumApplied: boolean;
  discountCapApplied: boolean;
  madeTaxes: AppliedAdjustment[] | null;
};

class QuoteResult implements Quote {
  readonly currencyCode: string;
  originalMinor: number | null;
  amountMinor: number | null;
  missingVariables: string[];
  issues: QuoteIssue[];
  /**
   * The applied loadings and discounts in order, as pairs (the code, the new price in minor units):
   * the AppliedAdjustment lists are made from it when first read.
   */
  trail: Array<CompiledAdjustment | number>;
  /** A quick quote's applied codes instead of a trail: bit i is the plan's code i (loadings, then discounts). */
  appliedCodes: number;
  /** What happened past the discounts (cap, minimum, taxes); null until something did, kept out of the hot path. */
  finish: QuoteFinish | null;
  private madeLoadings: AppliedAdjustment[] | null;
  private madeDiscounts: AppliedAdjustment[] | null;
  constructor(
    private readonly plan: PricePlan,
    readonly discountCodes: string[],
  ) {
    this.currencyCode = plan.currencyCode;
    this.originalMinor = null;
    this.amountMinor = null;
    // Shared empty lists until something is added (a quote is made per request, often millions a second).
    this.missingVariables = NONE;
    this.issues = NONE;
    this.trail = NONE;
    this.appliedCodes = 0;
    this.finish = null;
    this.madeLoadings = null;
    this.madeDiscounts = null;
  }
  private get scale() {
    return this.plan.scale;
  }
  get originalPrice(): Money | null {
    return this.originalMinor === null ? null : moneyOf(this.originalMinor, this.scale);
  }
  get amount(): Money | null {
    return this.amountMinor === null ? null : moneyOf(this.amountMinor, this.scale);
  }
  get loadings(): AppliedAdjustment[] {
    this.madeLoadings ??= this.applied('loading');
    return this.madeLoadings;
  }
  get discounts(): AppliedAdjustment[] {
    this.madeDiscounts ??= this.applied('discount');
    return this.madeDiscounts;
  }
  get beforeTaxesMinor(): number | null {
    return this.finish?.beforeTaxesMinor ?? null;
  }
  get minimumApplied(): boolean {
    return this.finish?.minimumApplied ?? false;
  }
  get discountCapApplied(): boolean {
    return this.finish?.discountCapApplied ?? false;
  }
  /** The finishing state, made on first use. */
  finishing(): QuoteFinish {
    this.finish ??= {
      beforeTaxesMinor: null,
      taxTrail: NONE,
      minimumApplied: false,
      discountCapApplied: false,
      madeTaxes: null,
    };
    return this.finish;
  }
  get taxes(): AppliedAdjustment[] {
    const finish = this.finish;
    if (finish === null) return NONE;
    if (finish.madeTaxes === null) {
      let list: AppliedAdjustment[] = NONE;
      let price = finish.beforeTaxesMinor as number;
      for (let index = 0; index < finish.taxTrail.length; index += 2) {
        const next = finish.taxTrail[index + 1] as number;
        list = added(
          list,
          new AppliedAdjustment(finish.taxTrail[index] as CompiledAdjustment, price, next, this.scale),
        );
        price = next;
      }
      finish.madeTaxes = list;
    }
    return finish.madeTaxes;
  }
  private applied(kind: AdjustmentKind): AppliedAdjustment[] {
    if (this.appliedCodes !== 0 && this.trail === NONE) this.trail = this.replayed();
    let list: AppliedAdjustment[] = NONE;
    let price = this.originalMinor as number;
    for (let index = 0; index < this.trail.length; index += 2) {
      const code = this.trail[index] as CompiledAdjustment;
      const next = this.trail[index + 1] as number;
      if (code.kind === kind) list = added(list, new AppliedAdjustment(code, price, next, this.scale));
      price = next;
    }
    return list;
  }
  /** The trail of a quick quote, stepped again from its original price through its applied codes. */
  private replayed(): Array<CompiledAdjustment | number> {
    let trail: Array<CompiledAdjustment | number> = NONE;
    let price = this.originalMinor as number;
    const codes = [...this.plan.loadings, ...this.plan.discounts];
    codes.forEach((code, index) => {
      if ((this.appliedCodes & (1 << index)) === 0) return;
      const next = (code.fixedStep as (priceMinor: number) => number)(price);
      price = code.kind === 'discount' ? floored(next) : next;
      trail = stepped(trail, code, price);
    });
    return trail;
  }
}

/** A discount never takes a price below zero. */
const floored = (priceMinor: number): number => Math.max(0, priceMinor);

/** A quick quote's result: every requested code known and applied, no issues. */
export function quickResult(
  plan: PricePlan,
  originalMinor: number,
  amountMinor: number,
  appliedCodes: number,
  requestedCodes: readonly string[],
): Quote {
  const quote = new QuoteResult(plan, requestedCodes.slice());
  quote.originalMinor = originalMinor;
  quote.amountMinor = amountMinor;
  quote.appliedCodes = appliedCodes;
  return quote;
}

/** The JSON-logic a code's adjustment amounts to, as the reference's calculationLogic shows it. */
export function calculationLogicOf(code: AdjustmentCode): string {
  const logic =
    code.calculationKind === 'ratio'
      ? JSON.stringify({ '*': [{ var: 'premium' }, { '/': [Number(code.ratio ?? 0), 100] }] })
      : code.calculationKind === 'flat'
        ? JSON.stringify(Number(code.flat ?? 0))
        : (code.calculationLogic ?? '0');
  return code.cap ? `{"min":[${logic},${Number(code.cap)}]}` : logic;
}

const cleanCodes = new Map<string, string>();
/** A code trimmed and upper-cased; the few codes a process sees are remembered. */
function cleanCode(code: string): string {
  let clean = cleanCodes.get(code);
  if (clean === undefined) {
    clean = code.trim().toUpperCase();
    if (cleanCodes.size >= 10_000) cleanCodes.clear();
    cleanCodes.set(code, clean);
  }
  return clean;
}

/** Whether a code is already trimmed and upper-cased: only A-Z, 0-9, '_' and '-', not empty. */
export function isClean(code: string | null | undefined): code is string {
  if (typeof code !== 'string' || code.length === 0) return false;
  for (let index = 0; index < code.length; index++) {
    const char = code.charCodeAt(index);
    // A-Z, 0-9, '-', '_'
    if (!((char >= 65 && char <= 90) || (char >= 48 && char <= 57) || char === 45 || char === 95)) return false;
  }
  return true;
}

/** Upper-cased, trimmed, without blanks and repeats. */
export function normalizeCodes(codes: ReadonlyArray<string | null | undefined>): string[] {
  // The usual request names a few clean, distinct codes: copied as they are.
  let clean = true;
  for (let index = 0; clean && index < codes.length; index++) {
    const code = codes[index];
    if (!isClean(code)) clean = false;
    else for (let before = 0; clean && before < index; before++) if (codes[before] === code) clean = false;
  }
  if (clean) return codes.slice() as string[];
  const normalized: string[] = [];
  for (const code of codes) {
    const clean = cleanCode(code ?? '');
    if (clean !== '' && !normalized.includes(clean)) normalized.push(clean);
  }
  return normalized;
}

export const byOrder = <T extends { order: number; code: string }>(a: T, b: T) =>
  a.order - b.order || a.code.localeCompare(b.code);

const NOTHING_MISSING: string[] = [];

/** 100% in micro-units, and micro-units per minor unit by the currency's decimals. */
const HUNDRED_MICRO = 100 * 10 ** MICRO_DIGITS;
const MICRO_PER_MINOR = [1e6, 1e5, 1e4, 1e3];

/** The inputs with the premium so far, for rules that read it; one object per quote, updated in place. */
type Scope = Record<string, unknown> & { premium: number };

/** What a code's rule is given: the inputs, or (when it reads the premium) the inputs and the premium so far. */
type RuleData = { values: object; scope: Scope | null; premium: number };

function dataFor(readsPremium: boolean, data: RuleData): object {
  if (!readsPremium) return data.values;
  data.scope ??= { ...(data.values as Record<string, unknown>), premium: 0 };
  data.scope.premium = data.premium;
  return data.scope;
}

/** A price in minor units moved by an amount in micro-units, rounded half-up to the currency. */
function addMicro(priceMinor: number, signedMicro: number, scale: number): number {
  const step = MICRO_PER_MINOR[scale] ?? 10 ** (MICRO_DIGITS - scale);
  if (signedMicro % step === 0) return priceMinor + signedMicro / step;
  const total = priceMinor * step + signedMicro;
  // Past 2^53 a double sum would drop the small amount: the same sum in BigInt.
  if (Number.isSafeInteger(priceMinor * step) && Number.isSafeInteger(total)) return divideRounded(total, step);
  return divideRoundedBig(BigInt(priceMinor) * BigInt(step) + BigInt(signedMicro), BigInt(step));
}

/**
 * A ratio or flat code's step, exactly: price x (100 +- percentage) / 100, or price +- amount (in
 * micro-units), rounded half-up to the currency; null for custom logic or a number that is not one.
 */
export function fixedStepOf(
  code: Pick<CompiledAdjustment, 'kind' | 'calculationKind' | 'ratioMicro' | 'flatMicro'>,
  scale: number,
): ((priceMinor: number) => number) | null {
  const sign = code.kind === 'loading' ? 1 : -1;
  if (code.calculationKind === 'ratio' && code.ratioMicro !== null) {
    const factor = HUNDRED_MICRO + sign * code.ratioMicro;
    return (priceMinor) => multiplyDivideRounded(priceMinor, factor, HUNDRED_MICRO);
  }
  if (code.calculationKind === 'flat' && code.flatMicro !== null) {
    const signedMicro = sign * code.flatMicro;
    return (priceMinor) => addMicro(priceMinor, signedMicro, scale);
  }
  return null;
}

/** The new price in minor units after one code, exactly (fixedStepOf; custom amounts in micro-units). */
function adjusted(
  code: CompiledAdjustment,
  priceMinor: number,
  scale: number,
  sign: 1 | -1,
  data: RuleData,
): number | string {
  if (code.fixedStep) return code.fixedStep(priceMinor);
  if (code.calculationKind === 'ratio') return 'its percentage is not a number';
  if (code.calculationKind === 'flat') return 'its amount is not a number';
  if (!code.calculate) return 'it has no calculation logic';
  let amountMicro: number | null;
  try {
    const answer = code.calculate(dataFor(code.calculateReadsPremium, data));
    amountMicro =
      typeof answer === 'number' ? toScaled(answer, MICRO_DIGITS) : parseScaled(String(answer), MICRO_DIGITS);
  } catch (error) {
    return describeError(error);
  }
  if (amountMicro === null) return 'its calculation logic did not answer a number';
  return addMicro(priceMinor, sign * amountMicro, scale);
}

function hasCode(codes: readonly CompiledAdjustment[], code: string): boolean {
  for (const known of codes) if (known.code === code) return true;
  return false;
}

/** The requested discount codes (normalized) the plan does not know: what a quote reports as unknown. */
export function unknownDiscountCodes(
  plan: PricePlan,
  requestedCodes: ReadonlyArray<string | null | undefined>,
): string[] {
  return normalizeCodes(requestedCodes).filter((code) => !hasCode(plan.discounts, code));
}

function applies(code: CompiledAdjustment, data: RuleData): boolean | string {
  if (!code.applies) return true;
  try {
    return isTruthy(code.applies(dataFor(code.appliesReadsPremium, data)));
  } catch (error) {
    return describeError(error);
  }
}

/** The premium logic's answer in minor units, or why there is none. */
function basePremium(plan: PricePlan, values: object): number | QuoteIssue {
  let answer: unknown;
  try {
    answer = (plan.amount as RuleFunction)(values);
  } catch (error) {
    if (error instanceof RateTableNoRow)
      return { code: 'rate_table_no_row', message: error.message, subject: `${error.table}: ${error.keys}` };
    return { code: 'amount_failed', message: `The pricing logic failed: ${describeError(error)}` };
  }
  const decimal = typeof answer === 'number' || typeof answer === 'string' ? toMoney(answer) : null;
  if (decimal === null) return { code: 'amount_not_a_number', message: 'The pricing logic did not answer a number.' };
  const minor =
    typeof answer === 'number'
      ? toScaled(answer, plan.scale)
      : decimal.abs().lessThan(MAX_AMOUNT_MAJOR)
        ? decimal
            .times(10 ** plan.scale)
            .toDecimalPlaces(0)
            .toNumber()
        : null;
  return minor === null ? tooLarge(plan) : minor;
}

/** A premium past the largest amount a quote states (minor-units.ts). */
function tooLarge(plan: PricePlan): QuoteIssue {
  const largest = formatMoney(
    new MoneyDecimal(MAX_AMOUNT_MAJOR).minus(new MoneyDecimal(10).pow(-plan.scale)),
    plan.currencyCode,
  );
  return {
    code: 'amount_too_large',
    message: `The premium is past the largest amount a quote states (${largest}).`,
  };
}

/** The required inputs of a code's rules that have no value, else the shared empty list. */
function missingFor(code: CompiledAdjustment, values: object): string[] {
  return code.inputs.length === 0 ? NOTHING_MISSING : missingVariables(code.inputs, values);
}

/** Notes a code's missing inputs on the quote: listed once each, and an issue naming the code. */
function reportMissing(quote: QuoteResult, code: CompiledAdjustment, missing: readonly string[]): void {
  for (const name of missing)
    if (!quote.missingVariables.includes(name)) quote.missingVariables = added(quote.missingVariables, name);
  quote.issues = added(quote.issues, {
    code: 'code_missing_variables',
    message: `The ${code.kind} ${code.code} needs these inputs: ${missing.join(', ')}.`,
    subject: code.code,
  });
}

/**
 * Prices `values` with a plan: the amount logic's premium rounded to the currency, then each
 * applicable loading (by order) and each requested discount (by order), every new price rounded.
 * Unknown and inapplicable discount codes and missing inputs are reported, never ignored.
 */
export function priceQuote(plan: PricePlan, values: object, requestedCodes: readonly string[] = []): Quote {
  if (plan.quick !== null) {
    const quick = plan.quick(values, requestedCodes);
    if (quick !== null) return plan.finishes ? finished(plan, quick as QuoteResult, values) : quick;
  }
  const { scale } = plan;
  const quote = new QuoteResult(plan, normalizeCodes(requestedCodes));
  for (const code of unknownDiscountCodes(plan, quote.discountCodes))
    quote.issues = added(quote.issues, {
      code: 'unknown_discount_code',
      message: `The discount code ${code} does not exist.`,
      subject: code,
    });

  if (!plan.amount) {
    quote.issues = added(quote.issues, { code: 'no_amount_logic', message: 'The product has no pricing logic yet.' });
    return quote;
  }
  const missing =
    plan.variables.length === 0 || (plan.requiredInputs !== null && allPresent(plan.requiredInputs, values))
      ? NOTHING_MISSING
      : missingVariables(plan.variables, values);
  if (missing.length > 0) {
    quote.missingVariables = missing;
    quote.issues = added(quote.issues, {
      code: 'missing_variables',
      message: `These inputs are missing: ${missing.join(', ')}.`,
      subject: missing.join(', '),
    });
    // The codes' missing inputs too, so one answer lists everything to ask for.
    for (const code of plan.loadings.concat(plan.discounts, plan.taxes)) {
      if (code.kind === 'discount' && !quote.discountCodes.includes(code.code)) continue;
      const missingInputs = missingFor(code, values);
      if (missingInputs.length > 0) reportMissing(quote, code, missingInputs);
    }
    return quote;
  }
  const base = basePremium(plan, values);
  if (typeof base !== 'number') {
    quote.issues = added(quote.issues, base);
    return quote;
  }
  let price = base;
  quote.originalMinor = base;
  const unit = 10 ** scale;
  const data: RuleData = { values, scope: null, premium: 0 };

  let undecided = false;
  for (const code of plan.loadings) {
    const missingInputs = missingFor(code, values);
    if (missingInputs.length > 0) {
      // Neither applied nor skipped on a guess: the quote states no amount.
      reportMissing(quote, code, missingInputs);
      undecided = true;
      continue;
    }
    data.premium = price / unit;
    const condition = applies(code, data);
    if (condition === false) continue;
    const next = typeof condition === 'string' ? condition : adjusted(code, price, scale, 1, data);
    if (typeof next === 'string') {
      quote.issues = added(quote.issues, {
        code: 'adjustment_failed',
        message: `The loading ${code.code} failed: ${next}`,
        subject: code.code,
      });
      continue;
    }
    quote.trail = stepped(quote.trail, code, next);
    price = next;
  }
  const capFloor = discountFloor(plan, price);
  for (const code of plan.discounts) {
    if (!quote.discountCodes.includes(code.code)) continue;
    const missingInputs = missingFor(code, values);
    if (missingInputs.length > 0) {
      reportMissing(quote, code, missingInputs);
      continue;
    }
    data.premium = price / unit;
    const condition = applies(code, data);
    const next = condition === true ? adjusted(code, price, scale, -1, data) : condition;
    if (next === false || typeof next === 'string') {
      const why = next === false ? 'it does not apply to these inputs' : next;
      quote.issues = added(quote.issues, {
        code: 'inapplicable_discount_code',
        message: `The discount code ${code.code} cannot be applied: ${why}.`,
        subject: code.code,
      });
      continue;
    }
    price = floored(next);
    if (price < capFloor) {
      price = capFloor;
      quote.finishing().discountCapApplied = true;
    }
    quote.trail = stepped(quote.trail, code, price);
  }
  if (undecided) return quote;
  if (!withinAmountRange(price, scale)) {
    quote.issues = added(quote.issues, tooLarge(plan));
    return quote;
  }
  quote.amountMinor = price;
  return plan.finishes ? finished(plan, quote, values) : quote;
}

/** The lowest price the discounts may reach: the price before them less the discount cap (else none). */
function discountFloor(plan: PricePlan, priceMinor: number): number {
  if (plan.discountCapMicro === null || priceMinor <= 0) return Number.NEGATIVE_INFINITY;
  return priceMinor - multiplyDivideRounded(priceMinor, plan.discountCapMicro, HUNDRED_MICRO);
}

/** A tax's amount on a price, in minor units, rounded as the tax says and within its cap; or why not. */
function taxAmount(tax: CompiledAdjustment, priceMinor: number, scale: number, data: RuleData): number | string {
  let amount: number;
  if (tax.calculationKind === 'ratio' && tax.ratioMicro !== null)
    amount = ratioOfMinor(priceMinor, tax.ratioMicro, tax.taxRounding);
  else if (tax.calculationKind === 'flat' && tax.flatMicro !== null)
    amount = microToMinor(tax.flatMicro, scale, tax.taxRounding);
  else if (tax.calculationKind === 'custom' && tax.calculate) {
    let answerMicro: number | null;
    try {
      const answer = tax.calculate(dataFor(tax.calculateReadsPremium, data));
      answerMicro =
        typeof answer === 'number' ? toScaled(answer, MICRO_DIGITS) : parseScaled(String(answer), MICRO_DIGITS);
    } catch (error) {
      return describeError(error);
    }
    if (answerMicro === null) return 'its calculation logic did not answer a number';
    amount = microToMinor(answerMicro, scale, tax.taxRounding);
  } else return 'its rate is not a number';
  if (amount < 0) return 'a tax is never negative';
  return tax.capMinor !== null && amount > tax.capMinor ? tax.capMinor : amount;
}

/**
 * A priced quote finished: raised to the minimum premium, then each tax whose condition holds added
 * by order, each on the price so far. A tax that cannot be decided (missing inputs, failing logic)
 * leaves the quote without an amount, with the issue: a price to pay is never stated without its taxes.
 */
function finished(plan: PricePlan, quote: QuoteResult, values: object): Quote {
  const finish = quote.finishing();
  let price = quote.amountMinor as number;
  if (plan.minimumMinor !== null && price < plan.minimumMinor) {
    price = plan.minimumMinor;
    finish.minimumApplied = true;
  }
  finish.beforeTaxesMinor = price;
  const unit = 10 ** plan.scale;
  const data: RuleData = { values, scope: null, premium: 0 };
  let undecided = false;
  for (const tax of plan.taxes) {
    const missingInputs = missingFor(tax, values);
    if (missingInputs.length > 0) {
      reportMissing(quote, tax, missingInputs);
      undecided = true;
      continue;
    }
    data.premium = price / unit;
    const condition = applies(tax, data);
    if (condition === false) continue;
    const amount = condition === true ? taxAmount(tax, price, plan.scale, data) : condition;
    if (typeof amount === 'string') {
      quote.issues = added(quote.issues, {
        code: 'tax_failed',
        message: `The tax ${tax.code} failed: ${amount}`,
        subject: tax.code,
      });
      undecided = true;
      continue;
    }
    price += amount;
    finish.taxTrail = stepped(finish.taxTrail, tax, price);
  }
  if (!undecided && !withinAmountRange(price, plan.scale)) {
    quote.issues = added(quote.issues, tooLarge(plan));
    undecided = true;
  }
  quote.amountMinor = undecided ? null : price;
  return quote;
}
