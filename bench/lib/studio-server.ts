import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../apps/server/src/config';
import { IN_MEMORY_DATABASE } from '../../apps/server/src/platform/db/client';
import { createLogger, startServer } from '../../apps/server/src/server';
import { graphqlCaller } from './throughput';

export const BENCH_ADMIN = { email: 'admin@studio.test', password: 'bench-admin-password' };

/** The real server on an ephemeral port, on in-memory PGlite (or DATABASE_URL), signed in as the admin. */
export async function startStudioServer(
  overrides: { studioDistDir?: string; trustProxy?: string; guestConcurrency?: number } = {},
) {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const config = {
    ...loadConfig({}),
    dataDir: await mkdtemp(join(tmpdir(), 'carrier-bench-')),
    databaseUrl: process.env.DATABASE_URL || IN_MEMORY_DATABASE,
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    ...overrides,
  };
  const server = await startServer(config, { log: createLogger('silent') });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/graphql`;
  const signIn = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ token_2(tenantId: "test", clientId: "studio", username: "${BENCH_ADMIN.email}", password: "${BENCH_ADMIN.password}") { accessToken } }`,
    }),
  });
  const accessToken = ((await signIn.json()) as { data: { token_2: { accessToken: string } } }).data.token_2
    .accessToken;
  return {
    ...server,
    url,
    accessToken,
    /** A caller for an authenticated query, for `compare`. */
    caller: (query: string, variables: Record<string, unknown> = {}) =>
      graphqlCaller(url, query, variables, accessToken),
  };
}
