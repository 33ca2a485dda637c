import type { RuleFunction } from './engine';
import { MICRO_DIGITS, parseScaled } from './minor-units';
import { DEFAULT_CURRENCY, MoneyDecimal, minorUnits, toMoney } from './money';
import {
  type AdjustmentCode,
  byOrder,
  type CompiledAdjustment,
  fixedStepOf,
  type PricePlan,
  type QuickQuote,
} from './pricing';
import {
  bindRateTables,
  compileRateTables,
  NO_RATE_TABLES,
  type RateTableDefinition,
  type RateTableSet,
  readsRateTables,
} from './rate-tables';
import { isTaxRounding } from './tax-step';
import { checkRule, type RuleJson } from './validate-rule';
import { extractVariables, type RuleVariable, topLevelRequired } from './variables';

/** Compiles a checked rule; the server passes its cached compiler, the studio the engine's. */
export type RuleCompiler = (text: string, rule: RuleJson) => RuleFunction;
/** Compiles a whole plan's quote (the server's quote-compile.ts); the studio has none. */
export type QuoteCompiler = (plan: PricePlan, amountRule: RuleJson) => QuickQuote | null;

/** The stored '{}' (and an absent rule) mean "no logic yet". */
export const isEmptyRule = (text: string | null | undefined): boolean => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || /^\{\s*\}$/.test(trimmed);
};

/** A stored rule compiled, or null when it is empty or no longer valid. */
function compileStored(text: string | null | undefined, compile: RuleCompiler, tables: RateTableSet = NO_RATE_TABLES) {
  if (isEmptyRule(text)) return null;
  const checked = checkRule(text as string);
  if (!checked.ok) return null;
  let fn: RuleFunction;
  try {
    fn = compile(text as string, checked.rule);
  } catch (error) {
    // Never a plan that fails every quote: the rule answers its error where a quote runs it.
    fn = () => {
      throw error;
    };
  }
  // A rule reading a rate table reads this version's tables (the compiled rule is shared by text).
  if (readsRateTables(checked.rule)) fn = bindRateTables(fn, tables);
  return { fn, rule: checked.rule, readsPremium: readsPremium(checked.rule) };
}

/** The inputs a code's condition and calculation read, the premium (given by the quote) aside. */
function codeInputs(rules: ReadonlyArray<{ rule: RuleJson } | null>): RuleVariable[] {
  const inputs: RuleVariable[] = [];
  rules.forEach((compiled, index) => {
    if (!compiled) return;
    for (const variable of extractVariables(compiled.rule, index === 0 ? 'boolean' : 'number')) {
      if (variable.name === 'premium' || variable.name.startsWith('premium.')) continue;
      const known = inputs.findIndex((input) => input.name === variable.name);
      if (known === -1) inputs.push(variable);
      else if (!variable.optional) inputs[known] = { ...(inputs[known] as RuleVariable), optional: false };
    }
  });
  return inputs;
}

/** Whether a rule reads `premium`; a var whose path is computed might, so it counts as reading it. */
function readsPremium(rule: RuleJson): boolean {
  if (rule === null || typeof rule !== 'object') return false;
  if (Array.isArray(rule)) return rule.some(readsPremium);
  if ('var' in rule) {
    const args = rule.var as RuleJson;
    const path = Array.isArray(args) ? args[0] : args;
    if (typeof path !== 'string' && typeof path !== 'number') return true;
    if (String(path) === 'premium' || String(path).startsWith('premium.')) return true;
  }
  return Object.values(rule).some(readsPremium);
}

/** A product version's premium limits: decimal texts, or null for none. */
export type PremiumLimits = {
  /** The least premium before taxes, in the currency. */
  minimumPremium: string | null;
  /** The most all discounts together take off, as a percentage of the price before them. */
  maxDiscountPercent: string | null;
};

export const NO_PREMIUM_LIMITS: PremiumLimits = Object.freeze({ minimumPremium: null, maxDiscountPercent: null });

export function buildPricePlan(
  input: {
    amountLogic: string | null;
    currencyCode: string | null;
    codes: readonly AdjustmentCode[];
    limits?: PremiumLimits;
    tables?: readonly RateTableDefinition[];
  },
  compile: RuleCompiler,
  compileQuote: QuoteCompiler | null = null,
): PricePlan {
  const tables = input.tables && input.tables.length > 0 ? compileRateTables(input.tables) : NO_RATE_TABLES;
  const amount = compileStored(input.amountLogic, compile, tables);
  const currencyCode = input.currencyCode ?? DEFAULT_CURRENCY;
  const scale = minorUnits(currencyCode);
  const variables: RuleVariable[] = amount ? extractVariables(amount.rule) : [];
  const compiled = (code: AdjustmentCode): CompiledAdjustment => {
    const calculate = code.calculationKind === 'custom' ? compileStored(code.calculationLogic, compile, tables) : null;
    const condition = compileStored(code.conditionLogic, compile, tables);
    const ratioMicro = parseScaled(code.ratio, MICRO_DIGITS);
    const flatMicro = parseScaled(code.flat, MICRO_DIGITS);
    const capMicro = parseScaled(code.cap ?? null, MICRO_DIGITS);
    return {
      ...code,
      calculate: calculate?.fn ?? null,
      applies: condition?.fn ?? null,
      inputs: codeInputs([condition, calculate]),
      calculateReadsPremium: calculate?.readsPremium ?? false,
      appliesReadsPremium: condition?.readsPremium ?? false,
      ratioMicro,
      flatMicro,
      ratioMoney: toMoney(code.ratio),
      flatMoney: toMoney(code.flat),
      fixedStep:
        code.kind === 'tax'
          ? null
          : fixedStepOf({ kind: code.kind, calculationKind: code.calculationKind, ratioMicro, flatMicro }, scale),
      // A cap is kept whole in minor units, rounded down: a tax never adds more than its cap.
      capMinor: capMicro === null ? null : Math.floor(capMicro / 10 ** (MICRO_DIGITS - scale)),
      taxRounding: isTaxRounding(code.rounding) ? code.rounding : 'half_up',
    };
  };
  const ofKind = (kind: AdjustmentCode['kind']) =>
    input.codes
      .filter((code) => code.kind === kind)
      .sort(byOrder)
      .map(compiled);
  const limits = input.limits ?? NO_PREMIUM_LIMITS;
  const minimumMajor = toMoney(limits.minimumPremium);
  const taxes = ofKind('tax');
  const minimumMinor =
    minimumMajor && !minimumMajor.isZero()
      ? minimumMajor
          .times(10 ** scale)
          .toDecimalPlaces(0, MoneyDecimal.ROUND_UP)
          .toNumber()
      : null;
  const plan: PricePlan = {
    currencyCode,
    scale,
    amount: amount?.fn ?? null,
    variables,
    requiredInputs: topLevelRequired(variables),
    loadings: ofKind('loading'),
    discounts: ofKind('discount'),
    taxes,
    minimumMinor,
    discountCapMicro: parseScaled(limits.maxDiscountPercent, MICRO_DIGITS),
    finishes: taxes.length > 0 || minimumMinor !== null,
    quick: null,
    tables,
  };
  if (amount && compileQuote) plan.quick = compileQuote(plan, amount.rule);
  return plan;
}
