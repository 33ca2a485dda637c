import type { RuleEngine } from './engine';
import { describeError } from './trace';
import type { RuleJson } from './validate-rule';

export const UNDERWRITING_DECISIONS = ['accept', 'decline', 'refer'] as const;
export type UnderwritingDecision = (typeof UNDERWRITING_DECISIONS)[number];

/** The decision and the rule that made it: the condition of the `if` branch taken, or the whole rule. */
export type UnderwritingOutcome =
  | { ok: true; decision: UnderwritingDecision; rule: string | null }
  | { ok: false; message: string };

const asDecision = (value: unknown): UnderwritingDecision | null => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (UNDERWRITING_DECISIONS as readonly string[]).includes(text) ? (text as UnderwritingDecision) : null;
};

const notADecision = (value: unknown): UnderwritingOutcome => ({
  ok: false,
  message: `The underwriting rules answered ${JSON.stringify(value) ?? 'nothing'}; expected accept, decline or refer.`,
});

/**
 * Runs underwriting rules over `values`. Rules are a JSON-logic rule answering accept, decline or
 * refer; with a top-level `if`, the condition of the branch taken is reported as the deciding rule.
 * No rules (null or '{}') accepts.
 */
export function decideUnderwriting(engine: RuleEngine, rule: RuleJson | null, values: object): UnderwritingOutcome {
  if (rule === null || (typeof rule === 'object' && !Array.isArray(rule) && Object.keys(rule).length === 0))
    return { ok: true, decision: 'accept', rule: null };
  try {
    const branches = rule && typeof rule === 'object' && !Array.isArray(rule) && 'if' in rule ? rule.if : null;
    if (Array.isArray(branches)) {
      for (let index = 0; index + 1 < branches.length; index += 2) {
        const condition = branches[index] as RuleJson;
        if (!engine.truthy(engine.run(condition, values))) continue;
        const value = engine.run(branches[index + 1] as RuleJson, values);
        const decision = asDecision(value);
        return decision ? { ok: true, decision, rule: JSON.stringify(condition) } : notADecision(value);
      }
      const fallback = branches.length % 2 === 1 ? engine.run(branches[branches.length - 1] as RuleJson, values) : null;
      const decision = asDecision(fallback);
      return decision ? { ok: true, decision, rule: null } : notADecision(fallback);
    }
    const value = engine.run(rule, values);
    const decision = asDecision(value);
    return decision ? { ok: true, decision, rule: JSON.stringify(rule) } : notADecision(value);
  } catch (error) {
    return { ok: false, message: `The underwriting rules failed: ${describeError(error)}` };
  }
}
