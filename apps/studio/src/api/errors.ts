/** A transport failure: SERVER when an HTTP status came back, NETWORK when none did. */
export class TransportError extends Error {
  constructor(
    readonly code: 'SERVER' | 'NETWORK',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/**
 * Where an ApiError's message came from: a mutation's result (the business's words), a GraphQL error
 * (the user's words only when it carries a code), or the end of the session (already told to the user).
 */
export type ApiErrorSource = 'result' | 'graphql' | 'session';

/** A GraphQL or business failure, carrying the message the user should see. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly source: ApiErrorSource = 'result',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type GraphQLErrorPayload = { message: string; extensions?: { code?: string; requestId?: string } };

export function isAuthorizationError(error: GraphQLErrorPayload): boolean {
  return error.extensions?.code === 'authorization' && error.message.includes('invalid or expired token');
}
