import { PRICING_ERRORS } from '@carrier/contracts';
import { checkRule, isEmptyRule } from '@carrier/contracts/rules';
import type { Problem } from '../../core/outcome';

/** A rule about to be stored: empty ('' or '{}') passes, anything else must pass checkRule. */
export function storedRuleProblem(field: string, text: string | null | undefined): Problem | null {
  if (text === null || text === undefined || isEmptyRule(text)) return null;
  const checked = checkRule(text);
  return checked.ok ? null : PRICING_ERRORS.invalidRule(field, checked.error.message);
}
