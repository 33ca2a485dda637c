import { checkRule, RULE_OPERATORS, type RuleRefusal } from '@carrier/contracts/rules';
import { lineColumn, scanJson } from './json-positions';

/** What a string being typed in a JSON-logic rule names, from the text before it. */
export type CompletionKind = 'operator' | 'variable' | 'table' | null;

/**
 * The kind of name a string at this place holds: an operator as the key of an object (`{"|`), a
 * variable as var's argument (`{"var": "|` or `{"var": ["|`), a rate table as the first argument of
 * `table` (`{"table": ["|`).
 */
export function completionKind(before: string): CompletionKind {
  if (/\{\s*$/.test(before)) return 'operator';
  if (/"var"\s*:\s*\[?\s*$/.test(before)) return 'variable';
  if (/"table"\s*:\s*\[\s*$/.test(before)) return 'table';
  return null;
}

export type RuleNames = {
  variables: readonly { name: string; type: string; label?: string }[];
  tables: readonly string[];
};
export type NameOption = { label: string; type: 'keyword' | 'variable' | 'constant'; detail?: string };

/** The names offered for a kind: the rule operators, the version's variables, its rate tables. */
export function completionOptions(kind: CompletionKind, names: RuleNames): NameOption[] {
  if (kind === 'operator') return RULE_OPERATORS.map((label) => ({ label, type: 'keyword' }));
  if (kind === 'variable')
    return names.variables.map((variable) => ({
      label: variable.name,
      type: 'variable',
      detail: variable.label ? `${variable.label} · ${variable.type}` : variable.type,
    }));
  if (kind === 'table') return names.tables.map((label) => ({ label, type: 'constant' }));
  return [];
}

/**
 * A rule's first problem and where it is: the JSON error's place, or the refused part (an operator's key).
 * `message` is the rule check's English; `refusal` (with, for broken JSON, what the text needed where it
 * stops) is what `ruleProblemText` says in the user's language.
 */
export type RuleDiagnostic = {
  from: number;
  to: number;
  line: number;
  column: number;
  message: string;
  refusal: RuleRefusal;
  /** Broken JSON: what scanJson expected where the text stops (', or ]', 'a value', ...). */
  expected?: string;
};

/** Blank text is no rule (an optional condition left empty), not a broken one: it has no problem. */
export function ruleDiagnostic(text: string): RuleDiagnostic | null {
  if (text.trim() === '') return null;
  const checked = checkRule(text);
  if (checked.ok) return null;
  const { message, reason, params } = checked.error;
  const refusal = { reason, params } as RuleRefusal;
  const scanned = scanJson(text);
  if (!scanned.ok) {
    // The character where the parse stopped; at the end of the text, the last one (a mark needs width).
    const end = scanned.at >= text.length;
    const from = end ? Math.max(0, text.length - 1) : scanned.at;
    return {
      from,
      to: Math.min(from + 1, text.length),
      ...lineColumn(text, scanned.at),
      message,
      refusal,
      expected: scanned.expected,
    };
  }
  const span = scanned.spans.get(checked.error.path) ?? { from: 0, to: text.length };
  return { ...span, ...lineColumn(text, span.from), message, refusal };
}
