import type { DictionaryType, DictionaryVariable } from '@carrier/contracts';
import {
  type AdjustmentCode,
  buildPricePlan,
  checkRule,
  compileRateTables,
  decideUnderwriting,
  extractVariables,
  type PremiumLimits,
  priceWithDictionary,
  type Quote,
  type RateTableDefinition,
  ruleEngine,
  type TraceNode,
  tableKeyTypesOf,
  traceRule,
  type UnderwritingOutcome,
  withRateTables,
} from '@carrier/contracts/rules';

export type RuleAspect = 'pricing' | 'underwriting';
/** A test input: typed from the dictionary when it declares the variable (`variable`), else from the rules. */
export type VariableValue = {
  name: string;
  type: DictionaryType;
  value: string | boolean;
  variable?: DictionaryVariable;
};

const emptyValue = (type: DictionaryType) => (type === 'boolean' ? false : '');

export type TestRun =
  | { ok: true; aspect: 'pricing'; quote: Quote; trace: TraceNode | null; values: Record<string, unknown> }
  | {
      ok: true;
      aspect: 'underwriting';
      outcome: UnderwritingOutcome;
      trace: TraceNode | null;
      values: Record<string, unknown>;
    }
  | { ok: false; error: string };

/**
 * The inputs of the rule and of the codes' rules (premium aside), keeping values already typed. A
 * non-empty dictionary comes first, in its order and types; what the rules read beyond it follows.
 */
export function extractInputs(
  ruleText: string,
  current: readonly VariableValue[],
  version: {
    codes?: readonly AdjustmentCode[];
    dictionary?: readonly DictionaryVariable[];
    /** The version's rate tables: an input read only as a table key takes its column's type. */
    tables?: readonly RateTableDefinition[];
  } = {},
): VariableValue[] | string {
  const { codes = [], dictionary = [], tables = [] } = version;
  const checked = checkRule(ruleText);
  if (!checked.ok) return checked.error.message;
  const tableKeys = tableKeyTypesOf(tables);
  const found = extractVariables(checked.rule, null, tableKeys);
  const codeRules = codes.flatMap((code) => [
    { text: code.conditionLogic, usage: 'boolean' as const },
    { text: code.calculationLogic, usage: 'number' as const },
  ]);
  for (const { text, usage } of codeRules) {
    const rule = text ? checkRule(text) : null;
    if (!rule?.ok) continue;
    for (const variable of extractVariables(rule.rule, usage, tableKeys))
      if (variable.name !== 'premium' && !found.some((known) => known.name === variable.name)) found.push(variable);
  }
  const typed: Array<{ name: string; type: DictionaryType; variable?: DictionaryVariable }> = [
    ...dictionary.map((variable) => ({ name: variable.name, type: variable.type, variable })),
    ...found.filter((variable) => !dictionary.some((declared) => declared.name === variable.name)),
  ];
  return typed.map((input) => {
    const kept = current.find((value) => value.name === input.name && value.type === input.type);
    return { ...input, value: kept ? kept.value : emptyValue(input.type) };
  });
}

/** The inputs as the rule reads them: numbers as numbers, dotted names as nested objects. */
export function valuesOf(inputs: readonly VariableValue[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const input of inputs) {
    if (input.value === '') continue;
    const value = input.type === 'number' ? Number(input.value) : input.value;
    const path = input.name.split('.');
    let target = values;
    path.slice(0, -1).forEach((segment) => {
      const next = target[segment];
      if (next === null || typeof next !== 'object') target[segment] = {};
      target = target[segment] as Record<string, unknown>;
    });
    Object.defineProperty(target, path[path.length - 1] as string, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return values;
}

/** A test of the editor's (unsaved) rule in the browser, with the same engine and quote as the server. */
export function runTest(
  aspect: RuleAspect,
  ruleText: string,
  inputs: readonly VariableValue[],
  options: {
    codes: readonly AdjustmentCode[];
    discountCodes: readonly string[];
    limits?: PremiumLimits;
    dictionary?: readonly DictionaryVariable[];
    /** The version's rate tables, which `{"table": ...}` reads. */
    tables?: readonly RateTableDefinition[];
  },
): TestRun {
  const checked = checkRule(ruleText);
  if (!checked.ok) return { ok: false, error: checked.error.message };
  const engine = ruleEngine();
  const values = valuesOf(inputs);
  const tables = compileRateTables(options.tables ?? []);
  const trace = withRateTables(tables, () => traceRule(engine, checked.rule, values));
  if (aspect === 'underwriting') {
    const outcome = withRateTables(tables, () => decideUnderwriting(engine, checked.rule, values));
    return { ok: true, aspect, outcome, trace, values };
  }
  const plan = buildPricePlan(
    {
      amountLogic: ruleText,
      currencyCode: 'HKD',
      codes: options.codes,
      limits: options.limits,
      tables: options.tables,
    },
    (_text, rule) => engine.compile(rule),
  );
  const quote = priceWithDictionary(plan, options.dictionary ?? [], values, options.discountCodes);
  return { ok: true, aspect, quote, trace, values };
}
