import type { Page } from '@playwright/test';

export type GraphqlAnswer<T = Record<string, unknown>> = { data?: T; errors?: unknown[] };

/**
 * Runs one GraphQL operation from the page as the signed-in studio user, with the access token the studio
 * keeps. e2e tokens live 5 s: when the page has sat idle past that (nothing of the studio refreshed it), the
 * call refreshes the session as the studio does, stores the new pair where the studio reads it, and retries once.
 */
export const studioGraphql = <T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
) =>
  page.evaluate(
    async ({ query, variables }) => {
      const post = async (body: unknown, token?: string | null) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        return (await response.json()) as GraphqlAnswer<T>;
      };
      const answer = await post({ query, variables }, localStorage.getItem('studio.accessToken'));
      const messages = (answer.errors ?? []) as Array<{ message?: string }>;
      const expired = messages.some((error) => /expired token/.test(error.message ?? ''));
      const refreshToken = localStorage.getItem('studio.refreshToken');
      if (!expired || !refreshToken) return answer;
      const refreshed = (await post({
        query: `query($t: String!, $c: String!, $r: String!) { refreshToken(tenantId: $t, clientId: $c, refreshToken: $r) { accessToken refreshToken } }`,
        variables: { t: 'test', c: 'studio', r: refreshToken },
      })) as GraphqlAnswer<{ refreshToken: { accessToken: string | null; refreshToken: string | null } | null }>;
      const tokens = refreshed.data?.refreshToken;
      if (!tokens?.accessToken || !tokens.refreshToken) return answer;
      localStorage.setItem('studio.accessToken', tokens.accessToken);
      localStorage.setItem('studio.refreshToken', tokens.refreshToken);
      return post({ query, variables }, tokens.accessToken);
    },
    { query, variables },
  );
