import { CODE_LIMITS, maxRatioOf } from '@carrier/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/errors';
import type { CodeForm } from './code-form';
import type { CodeKind } from './code-kinds';

/** A field of the code form a refusal of the server is about. */
export type CodeField = keyof Pick<
  CodeForm,
  'code' | 'name' | 'description' | 'ratio' | 'flat' | 'calculationLogic' | 'condition' | 'cap' | 'rounding'
>;
/** A server refusal shown under its field, in the user's language, until that field changes. */
export type FieldRefusal = { field: CodeField; text: string };

const RULE_FIELD = /^(condition|calculationLogic): (?<detail>.*)$/s;
const TOO_LONG = /^The (?<field>name|description) is longer than (?<max>\d+)/;

/**
 * The field a refusal of a code's create or update is about, by the code of the result's errors_2
 * (PRICING_ERRORS in contracts), and its text in the user's language; null for a refusal about no one
 * field (a frozen version, a missing code), which the toast says as before.
 */
export function codeFieldRefusal(t: TFunction, kind: CodeKind, form: CodeForm, error: unknown): FieldRefusal | null {
  if (!(error instanceof ApiError) || error.source !== 'result') return null;
  const say = (field: CodeField, key: string, params: Record<string, unknown> = {}): FieldRefusal => ({
    field,
    text: t(`pricing.codes.refusals.${key}`, params),
  });
  switch (error.code) {
    case 'code_exists':
      return say('code', 'code_exists', { code: form.code.trim().toUpperCase() });
    case 'invalid_code':
      return say('code', 'invalid_code', { max: CODE_LIMITS.code });
    case 'name_required':
      return say('name', 'name_required');
    case 'too_long': {
      const match = TOO_LONG.exec(error.message)?.groups;
      return match ? say(match.field as CodeField, 'too_long', { max: Number(match.max) }) : null;
    }
    case 'invalid_ratio':
      return say('ratio', 'invalid_ratio', { max: maxRatioOf(kind) });
    case 'invalid_flat':
      return say('flat', 'invalid_flat');
    case 'logic_required':
      return say('calculationLogic', 'logic_required');
    case 'rule_invalid': {
      const match = RULE_FIELD.exec(error.message)?.groups;
      const field = error.message.startsWith('calculationLogic') ? 'calculationLogic' : 'condition';
      return match ? say(field, 'rule_invalid', { detail: match.detail }) : null;
    }
    case 'invalid_tax_cap':
      return say('cap', 'invalid_tax_cap');
    case 'invalid_rounding':
      return say('rounding', 'invalid_rounding');
    default:
      return null;
  }
}
