import { GraphQLError } from 'graphql';
import type { Outcome, Problem } from '../core/outcome';
import { failure, type Result, success } from './result';

/** A Problem as a GraphQL error, for operations whose reference result is an object, not `result`. */
export const problemError = (problem: Problem) =>
  new GraphQLError(problem.message, { extensions: { code: problem.code } });

/** The value of an outcome, or its problem thrown as a GraphQL error. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw problemError(outcome.problem);
}

/** An outcome as the reference's `result`. */
export const toResult = (outcome: Outcome<unknown>): Result => (outcome.ok ? success() : failure(outcome.problem));
