import { MESSAGES } from '@carrier/contracts';
import { GraphQLError } from 'graphql';

/** The exact code and message pair the studio's refresh-and-retry looks for. */
const AUTHORIZATION_CODE = 'authorization';
const INVALID_TOKEN_MESSAGE = 'invalid or expired token';

export function authorizationError(): GraphQLError {
  return new GraphQLError(INVALID_TOKEN_MESSAGE, { extensions: { code: AUTHORIZATION_CODE } });
}

/** A signed-in user whose roles do not allow the operation: the spec's "You are not authorized" (no refresh). */
export function forbiddenError(): GraphQLError {
  return new GraphQLError(MESSAGES.notAuthorized, { extensions: { code: AUTHORIZATION_CODE } });
}

/** What the client sees for any failure we did not anticipate; the detail stays in the log. */
export function maskedError(requestId: string): GraphQLError {
  return new GraphQLError(MESSAGES.unexpected, { extensions: { code: 'INTERNAL', requestId } });
}
