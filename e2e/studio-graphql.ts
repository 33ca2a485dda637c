import type { Page } from '@playwright/test';

export type GraphqlAnswer<T = Record<string, unknown>> = { data?: T; errors?: unknown[] };

/**
 * Runs one GraphQL operation from the page as the signed-in studio user (the access token the studio
 * keeps; e2e tokens live 5 s, so each call reads the current one).
 */
export const studioGraphql = <T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
) =>
  page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('studio.accessToken')}`,
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(30_000),
      });
      return (await response.json()) as GraphqlAnswer<T>;
    },
    { query, variables },
  );
