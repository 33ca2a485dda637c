import type { RuleEngine } from './engine';
import { describeError } from './rule-error';
import type { RuleJson } from './validate-rule';

export const UNDERWRITING_DECISIONS = ['accept', 'decline', 'refer'] as const;
export type UnderwritingDecision = (typeof UNDERWRITING_DECISIONS)[number];

/** The decision and the rule that made it: the condition of the `if` branch taken, or the whole rule. */
export type UnderwritingOutcome =
  | { ok: true; decision: UnderwritingDecision; rule: string | null; reason?: string }
  | { ok: false; message: string };

const ANSWER = /^(accept|decline|refer)\s*(?:[;:]\s*([\s\S]*))?$/i;

/**
 * A rule's answer as a decision and a reason: "decline", or "decline; Over 65" (a decision table's
 * answer, also "decline: Over 65"); case and surrounding spaces do not matter. Null for anything else.
 */
export function parseUnderwritingAnswer(value: unknown): { decision: UnderwritingDecision; reason: string } | null {
  if (typeof value !== 'string') return null;
  const match = ANSWER.exec(value.trim());
  if (!match) return null;
  return { decision: (match[1] as string).toLowerCase() as UnderwritingDecision, reason: (match[2] ?? '').trim() };
}

const asDecision = (value: unknown, rule: string | null): UnderwritingOutcome => {
  const answer = parseUnderwritingAnswer(value);
  if (!answer) return notADecision(value);
  return answer.reason === ''
    ? { ok: true, decision: answer.decision, rule }
    : { ok: true, decision: answer.decision, rule, reason: answer.reason };
};

const notADecision = (value: unknown): UnderwritingOutcome => ({
  ok: false,
  message: `The underwriting rules answered ${JSON.stringify(value) ?? 'nothing'}; expected accept, decline or refer.`,
});

/**
 * Runs underwriting rules over `values`. Rules are a JSON-logic rule answering accept, decline or
 * refer, optionally with a reason ("decline; Over 65", reported as `reason`); with a top-level `if`, the condition of the branch taken is reported as the deciding rule.
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
        return asDecision(engine.run(branches[index + 1] as RuleJson, values), JSON.stringify(condition));
      }
      const fallback = branches.length % 2 === 1 ? engine.run(branches[branches.length - 1] as RuleJson, values) : null;
      return asDecision(fallback, null);
    }
    return asDecision(engine.run(rule, values), JSON.stringify(rule));
  } catch (error) {
    return { ok: false, message: `The underwriting rules failed: ${describeError(error)}` };
  }
}
