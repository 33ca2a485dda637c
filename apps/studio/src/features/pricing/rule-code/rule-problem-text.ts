import type { TFunction } from 'i18next';
import { type RuleDiagnostic, ruleDiagnostic } from './rule-completion';

/** What scanJson expects where broken JSON stops, by its locale key (pricing.ruleErrors.expected). */
const EXPECTED_KEYS: Record<string, string> = {
  '"': 'quote',
  ':': 'colon',
  ', or }': 'commaOrBrace',
  ', or ]': 'commaOrBracket',
  'a value': 'value',
  'the end': 'end',
  '\\uXXXX': 'unicode',
  escape: 'escape',
};

/**
 * A rule's problem in the user's language, from its reason and parameters (never the rule check's
 * English, nor the JavaScript engine's JSON.parse message): broken JSON says what the text needs there.
 */
export function ruleProblemText(t: TFunction, diagnostic: RuleDiagnostic): string {
  const { reason, params } = diagnostic.refusal;
  if (reason === 'not_json') {
    const expected = EXPECTED_KEYS[diagnostic.expected ?? ''] ?? 'value';
    return t('pricing.ruleErrors.not_json', { expected: t(`pricing.ruleErrors.expected.${expected}`) });
  }
  return t(`pricing.ruleErrors.${reason}`, params);
}

/** The problem and its line and column: for a toast, a lint tooltip or a message under a field. */
export function ruleProblemWithPlace(t: TFunction, diagnostic: RuleDiagnostic): string {
  return t('pricing.ruleErrors.placed', {
    problem: ruleProblemText(t, diagnostic),
    at: t('pricing.codeHelp.at', { line: diagnostic.line, column: diagnostic.column }),
  });
}

/** The problem of a rule's text with its place, or undefined when it has none (blank text has none). */
export function describeRuleText(t: TFunction, text: string): string | undefined {
  const diagnostic = ruleDiagnostic(text);
  return diagnostic ? ruleProblemWithPlace(t, diagnostic) : undefined;
}
