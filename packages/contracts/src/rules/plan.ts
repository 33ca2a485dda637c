import type { RuleFunction } from './engine';
import { DEFAULT_CURRENCY } from './money';
import { type AdjustmentCode, byOrder, type CompiledAdjustment, type PricePlan } from './pricing';
import { checkRule, type RuleJson } from './validate-rule';
import { extractVariables, type RuleVariable } from './variables';

/** Compiles a checked rule; the server passes its cached compiler, the studio the engine's. */
export type RuleCompiler = (text: string, rule: RuleJson) => RuleFunction;

/** The stored '{}' (and an absent rule) mean "no logic yet". */
export const isEmptyRule = (text: string | null | undefined): boolean => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || /^\{\s*\}$/.test(trimmed);
};

/** A stored rule compiled, or null when it is empty or no longer valid. */
function compileStored(text: string | null | undefined, compile: RuleCompiler) {
  if (isEmptyRule(text)) return null;
  const checked = checkRule(text as string);
  if (!checked.ok) return null;
  return { fn: compile(text as string, checked.rule), rule: checked.rule };
}

export function buildPricePlan(
  input: { amountLogic: string | null; currencyCode: string | null; codes: readonly AdjustmentCode[] },
  compile: RuleCompiler,
): PricePlan {
  const amount = compileStored(input.amountLogic, compile);
  const variables: RuleVariable[] = amount ? extractVariables(amount.rule) : [];
  const compiled = (code: AdjustmentCode): CompiledAdjustment => ({
    ...code,
    calculate: code.calculationKind === 'custom' ? (compileStored(code.calculationLogic, compile)?.fn ?? null) : null,
    applies: compileStored(code.conditionLogic, compile)?.fn ?? null,
  });
  const ofKind = (kind: AdjustmentCode['kind']) =>
    input.codes
      .filter((code) => code.kind === kind)
      .sort(byOrder)
      .map(compiled);
  return {
    currencyCode: input.currencyCode ?? DEFAULT_CURRENCY,
    amount: amount?.fn ?? null,
    variables,
    loadings: ofKind('loading'),
    discounts: ofKind('discount'),
  };
}
