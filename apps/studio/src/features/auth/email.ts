// zod/mini keeps the sign-in page small: it is the first screen most people load.
import * as z from 'zod/mini';

/** An email address field: required, then shaped like an address, checked before anything is sent. */
export const ZEmailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'validation.required')),
  z.email('validation.email'),
);

/** The i18n key of what is wrong with `value` as an email address, or null when it is fine. */
export function emailProblem(value: string): string | null {
  const result = ZEmailField.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'validation.email');
}
