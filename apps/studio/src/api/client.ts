// The small printer gql.tada itself uses; graphql-js would add its whole package to the start-up bundle.
import { print } from '@0no-co/graphql.web';
import { PENDING_APPROVAL_STATUS, REQUEST_TIMEOUT_MS } from '@carrier/contracts';
import type { TadaDocumentNode } from 'gql.tada';
import { currentLocale } from '../i18n/locale-store';
import { environment } from './environment';
import { ApiError, type GraphQLErrorPayload, isAuthorizationError, TransportError } from './errors';
import { session } from './session';

export type Answer<T> = { data: T | null; errors: GraphQLErrorPayload[] };

let onSessionExpired: () => void = () => undefined;
/** The app decides what a lost session looks like (go to '/', show the general error). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

const printed = new WeakMap<object, string>();
function source(document: TadaDocumentNode<unknown, never> | string): string {
  if (typeof document === 'string') return document;
  let text = printed.get(document);
  if (!text) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

async function post<T>(query: string, variables: unknown, withToken = true): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': currentLocale() };
  const token = withToken ? session.accessToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(environment().graphqlUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TransportError('NETWORK', error instanceof Error ? error.message : String(error));
  }
  // Statuses from 200 up to (not including) 403 carry a GraphQL answer.
  if (response.status < 200 || response.status >= 403) {
    throw new TransportError('SERVER', `${response.status} ${response.statusText}`.trim(), response.status);
  }
  let body: { data?: T | null; errors?: GraphQLErrorPayload[] };
  try {
    body = await response.json();
  } catch {
    throw new TransportError('SERVER', `Unreadable answer (${response.status})`, response.status);
  }
  return { data: body.data ?? null, errors: body.errors ?? [] };
}

const REFRESH = `query refresh($tenantId: String!, $clientId: String!, $refreshToken: String!) {
  refreshToken(tenantId: $tenantId, clientId: $clientId, refreshToken: $refreshToken) { accessToken refreshToken }
}`;

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time: requests that fail together wait for the same refresh. False when the server
 * refused the refresh token; a refresh that got no answer (the page was left, the network dropped)
 * throws its transport error and keeps the tokens: the next page load refreshes with them.
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = session.refreshToken();
    if (!refreshToken) return false;
    const { tenantId, clientId } = environment();
    const answer = await post<{ refreshToken: { accessToken: string | null; refreshToken: string | null } | null }>(
      REFRESH,
      { tenantId, clientId, refreshToken },
      false,
    );
    const tokens = answer.data?.refreshToken;
    if (!tokens?.accessToken || !tokens.refreshToken) return false;
    session.store({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Sends an operation; on the authorization error it refreshes the tokens once and retries. */
export async function execute<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables> | string,
  variables?: TVariables,
): Promise<Answer<TResult>> {
  const query = source(document as TadaDocumentNode<unknown, never>);
  const sentWith = session.accessToken();
  const answer = await post<TResult>(query, variables ?? {});
  if (!answer.errors.some(isAuthorizationError)) return answer;

  // Another request may have refreshed while this one was in flight.
  const alreadyRefreshed = session.accessToken() !== sentWith && session.accessToken() !== null;
  if (alreadyRefreshed || (await refreshSession())) return post<TResult>(query, variables ?? {});
  session.clear();
  onSessionExpired();
  throw new ApiError(answer.errors[0]?.message ?? 'invalid or expired token', 'authorization', 'session');
}

/** For queries: the data, or an ApiError with the first GraphQL error message. */
export async function request<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const answer = await execute(document, variables);
  if (answer.errors.length > 0 || answer.data === null) {
    throw new ApiError(
      answer.errors[0]?.message ?? 'There was an unexpected error, please try again later.',
      answer.errors[0]?.extensions?.code,
      'graphql',
    );
  }
  return answer.data;
}

type MutationResult =
  | {
      status: string;
      errors?: readonly string[] | null;
      errors_2?: ReadonlyArray<{ code?: string | null; message?: string | null } | null> | null;
    }
  | null
  | undefined;

/**
 * For mutations returning `result`: success when status is 'success' (or 'pending_approval'); otherwise the first of the
 * result's errors (or of errors_2 when only those came), else the first GraphQL error message, else the
 * fallback; with the code of the result's errors_2 (when asked for) or of the GraphQL error, so other
 * locales can say it in their words.
 */
export async function mutate<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  pick: (data: TResult) => MutationResult,
  fallback = 'There was an unexpected error, please try again later.',
): Promise<TResult> {
  const answer = await execute(document, variables);
  const result = answer.data ? pick(answer.data) : null;
  // A release or publish stored for approval did not fail: the caller says it was submitted.
  if ((result?.status === 'success' || result?.status === PENDING_APPROVAL_STATUS) && answer.data) return answer.data;
  const first = result?.errors?.[0] ?? result?.errors_2?.[0]?.message;
  if (first) throw new ApiError(first, result?.errors_2?.[0]?.code ?? undefined);
  const graphql = answer.errors[0];
  if (graphql) throw new ApiError(graphql.message, graphql.extensions?.code, 'graphql');
  throw new ApiError(fallback, result?.errors_2?.[0]?.code ?? undefined);
}
