import { z } from 'zod';

/** An email address field: required, then shaped like an address, checked before anything is sent. */
export const ZEmailField = z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email'));

/** The i18n key of what is wrong with `value` as an email address, or null when it is fine. */
export function emailProblem(value: string): string | null {
  const result = ZEmailField.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'validation.email');
}
