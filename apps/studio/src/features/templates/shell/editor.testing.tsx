import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { setEnvironment } from '../../../api/environment';
import { session } from '../../../api/session';
import { signedInAs } from '../../auth/use-can.testing';

/** One GraphQL call a test saw: its operation name and variables. */
export type SeenCall = { operation: string; variables: Record<string, unknown> };
/** The `data` an operation answers (by name); undefined answers `{}`. */
export type FakeApi = (call: SeenCall) => unknown;

/**
 * Renders a template editor against a fake GraphQL endpoint (fetch stubbed): each operation answers
 * `api(call)` as its data. The signed-in user holds `roles` (an editor unless told). Returns every call
 * made, in order.
 */
export function renderWithFakeApi(
  element: ReactNode,
  api: FakeApi,
  /** Where the element is mounted (a route pattern) and the address opened (default: '/editor'). */
  at: { path: string; url: string } = { path: '/editor', url: '/editor' },
  roles: Role[] = ['editor'],
) {
  setEnvironment(
    {
      host: 'localhost',
      tenantId: 'test',
      clientId: 'studio',
      environment: 'Production',
      graphqlPath: '/graphql',
      filesPath: '/api/v1/files',
    },
    'http://studio.test',
  );
  session.store({ accessToken: 'access', refreshToken: 'refresh' });
  const calls: SeenCall[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    const call = { operation, variables: body.variables ?? {} };
    calls.push(call);
    return new Response(JSON.stringify({ data: api(call) ?? {} }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), roles);
  const router = createMemoryRouter(
    [
      { path: at.path, element },
      { path: '/templates', element: <p>list</p> },
    ],
    { initialEntries: [at.url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls };
}

/** The common part of a template as TemplateCommonQuery answers it. */
export const commonTemplate = (id: string, extra: Record<string, unknown> = {}) => ({
  templates: {
    list: [{ id, name: 'Welcome', description: '', logicalId: '', graphQlQuery: '', ...extra }],
  },
});
