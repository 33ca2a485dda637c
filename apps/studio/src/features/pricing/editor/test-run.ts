import {
  type AdjustmentCode,
  buildPricePlan,
  checkRule,
  decideUnderwriting,
  extractVariables,
  type PremiumLimits,
  priceQuote,
  type Quote,
  type RuleVariable,
  ruleEngine,
  type TraceNode,
  traceRule,
  type UnderwritingOutcome,
} from '@carrier/contracts/rules';

export type RuleAspect = 'pricing' | 'underwriting';
export type VariableValue = { name: string; type: RuleVariable['type']; value: string | boolean };

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

/** The inputs of the rule and of the codes' rules (premium aside), keeping values already typed. */
export function extractInputs(
  ruleText: string,
  current: readonly VariableValue[],
  codes: readonly AdjustmentCode[] = [],
): VariableValue[] | string {
  const checked = checkRule(ruleText);
  if (!checked.ok) return checked.error.message;
  const found = extractVariables(checked.rule);
  const codeRules = codes.flatMap((code) => [
    { text: code.conditionLogic, usage: 'boolean' as const },
    { text: code.calculationLogic, usage: 'number' as const },
  ]);
  for (const { text, usage } of codeRules) {
    const rule = text ? checkRule(text) : null;
    if (!rule?.ok) continue;
    for (const variable of extractVariables(rule.rule, usage))
      if (variable.name !== 'premium' && !found.some((known) => known.name === variable.name)) found.push(variable);
  }
  return found.map((variable) => {
    const kept = current.find((value) => value.name === variable.name && value.type === variable.type);
    return kept ?? { name: variable.name, type: variable.type, value: variable.type === 'boolean' ? false : '' };
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
  options: { codes: readonly AdjustmentCode[]; discountCodes: readonly string[]; limits?: PremiumLimits },
): TestRun {
  const checked = checkRule(ruleText);
  if (!checked.ok) return { ok: false, error: checked.error.message };
  const engine = ruleEngine();
  const values = valuesOf(inputs);
  const trace = traceRule(engine, checked.rule, values);
  if (aspect === 'underwriting')
    return { ok: true, aspect, outcome: decideUnderwriting(engine, checked.rule, values), trace, values };
  const plan = buildPricePlan(
    { amountLogic: ruleText, currencyCode: 'HKD', codes: options.codes, limits: options.limits },
    (_text, rule) => engine.compile(rule),
  );
  return { ok: true, aspect, quote: priceQuote(plan, values, options.discountCodes), trace, values };
}
