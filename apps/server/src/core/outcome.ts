/**
 * The one failure shape of every service: a business failure is a value, never a thrown error.
 * `code` is stable and machine-readable; `message` is the specs' error-catalogue wording.
 * Resolvers turn a Problem into `result { status errors errors_2 }` or, where the reference answers
 * an object, a GraphQL error with `extensions.code` (see graphql/outcome.ts).
 */
export type Problem = { code: string; message: string };
/** What a service answers: the value, or why not (a Problem; a check that reports every problem uses Problem[]). */
export type Outcome<T, P = Problem> = { ok: true; value: T } | { ok: false; problem: P };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <P = Problem>(problem: P): { ok: false; problem: P } => ({ ok: false, problem });
export const problem = (code: string, message: string): Problem => ({ code, message });
