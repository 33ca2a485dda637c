import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { loadConfig, type ServerConfig } from '../config';
import type { TxtResolver } from '../modules/app-domains/dns-txt';
import { IN_MEMORY_DATABASE } from '../platform/db/client';
import { composeMail, type Mailer, type MailMessage } from '../platform/mail/mailer';
import { createLogger, startServer } from '../server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PGLITE_SNAPSHOT_ENV, POSTGRES_TEMPLATE_ENV } from './global-setup';

export { ADMIN_EMAIL, ADMIN_PASSWORD };

type GraphQLAnswer<T> = {
  status: number;
  data: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

/**
 * A fresh PostgreSQL database per test server when DATABASE_URL is set, so suites never share rows:
 * a copy of the run's migrated and seeded template when the global set-up made one (and `seeded`
 * says the server seeds the same admins), else an empty database.
 */
async function freshPostgresDatabase(
  baseUrl: string,
  seeded: boolean,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `carrier_test_${randomBytes(6).toString('hex')}`;
  const template = seeded ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The run's migrated and seeded PGlite archive (see global-setup.ts), read once per test file. */
let pgliteSnapshot: Promise<Blob> | undefined;
function seededPgliteSnapshot(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  if (!file) return undefined;
  pgliteSnapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteSnapshot;
}

/**
 * The real server, in-process, on a fresh database (PGlite in memory, or PostgreSQL when
 * DATABASE_URL is set) and a temporary DATA_DIR. Requests go through Fastify's inject.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: { log?: Logger; resolveTxt?: TxtResolver } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'carrier-test-'));
  // The global set-up's copy holds the default admins; other admins start from an empty database.
  const seeded =
    (overrides.adminEmail ?? ADMIN_EMAIL) === ADMIN_EMAIL &&
    (overrides.adminPassword ?? ADMIN_PASSWORD) === ADMIN_PASSWORD;
  const postgres = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL, seeded) : null;
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: postgres?.url ?? IN_MEMORY_DATABASE,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    // The embedded document-run worker starts only in the tests that ask for it.
    runWorker: false,
    ...overrides,
  };
  // Mails are kept in `outbox` for the test to read, unless the test gives an SMTP server to send to.
  const outbox: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    from: config.mailFrom,
    send: async (message) => {
      outbox.push(message);
      return composeMail(config.mailFrom, message);
    },
  };
  const log = options.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const server = await startServer(config, {
    log,
    mailer: config.smtpUrl ? undefined : mailer,
    resolveTxt: options.resolveTxt,
    memorySnapshot: seeded && config.databaseUrl === IN_MEMORY_DATABASE ? await seededPgliteSnapshot() : undefined,
  });

  async function gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { token?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
  ): Promise<GraphQLAnswer<T>> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: options.remoteAddress,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      payload: JSON.stringify({ query, variables }),
    });
    const body = response.json() as { data: T; errors?: GraphQLAnswer<T>['errors'] };
    return { status: response.statusCode, data: body.data, errors: body.errors };
  }

  async function signIn(tenantId = 'test', username = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
    const answer = await gql<{
      token_2: { accessToken: string | null; refreshToken: string | null; error: string | null };
    }>(
      `query($tenantId: String!, $username: String!, $password: String!) {
        token_2(tenantId: $tenantId, clientId: "studio", username: $username, password: $password) { accessToken refreshToken error errorDescription }
      }`,
      { tenantId, username, password },
    );
    const token = answer.data.token_2;
    if (!token.accessToken || !token.refreshToken) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
    return { accessToken: token.accessToken, refreshToken: token.refreshToken };
  }

  return {
    ...server,
    config,
    outbox,
    gql,
    signIn,
    async close() {
      await server.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
