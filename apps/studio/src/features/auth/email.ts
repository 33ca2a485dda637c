/**
 * An address shaped like name@domain.tld: no leading, trailing or doubled dot in the name, a domain of
 * letter-or-digit labels and a top-level domain of two letters or more (zod's email rule, by hand so
 * the sign-in page loads no validation library).
 */
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The i18n key of what is wrong with `value` as an email address, or null when it is fine. */
export function emailProblem(value: string): string | null {
  const address = value.trim();
  if (address === '') return 'validation.required';
  return EMAIL.test(address) ? null : 'validation.email';
}
