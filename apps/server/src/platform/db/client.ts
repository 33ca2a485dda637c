import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { GenerationNotices } from '../cache/generation-cache';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database only: LISTEN on a channel, notified as a writing transaction commits. */
  notices?: GenerationNotices;
  /** Raw SQL for libraries that bring their own (the job queue): several statements when no values are given. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};

/** The migrations folder sits next to the package, both in source and in the bundled build. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // src/platform/db -> ../../../drizzle ; dist -> ../drizzle
  const candidates = [resolve(here, '../../../drizzle'), resolve(here, '../drizzle')];
  return process.env.MIGRATIONS_DIR ?? candidates.find((dir) => existsSync(dir)) ?? resolve(here, '../../../drizzle');
}

const MIGRATION_LOCK = 727_001;

export const IN_MEMORY_DATABASE = 'memory:';

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir (or in memory for
 * `memory:`, which tests and benchmarks use), and migrates it.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  onIdleError?: (error: Error) => void;
  /**
   * In memory only: start from this `dumpDataDir()` archive of an already migrated database instead
   * of a fresh initdb (tests start one per file; migrating still runs and finds nothing to apply).
   */
  memorySnapshot?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl && options.databaseUrl !== IN_MEMORY_DATABASE) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped test database) is
    // replaced on the next query; without a listener its error would end the whole process.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    // Several server processes may start at once: one migrates, the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    let ending: Promise<void> | undefined;
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      // Closing twice is closing once (pg's pool throws on a second end).
      close: () => {
        ending ??= pool.end();
        return ending;
      },
      executeSql: (text, values) => pool.query(text, values),
    };
  }
  const client = await PgliteThread.start(
    options.dataDir && options.databaseUrl !== IN_MEMORY_DATABASE
      ? { dataDir: ensureDir(join(options.dataDir, 'db')) }
      : { snapshot: options.memorySnapshot },
  );
  // Drizzle's PGlite driver uses query and transaction, which the thread offers as PGlite does.
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    notices: (channel, onNotice) => client.listen(channel, onNotice),
    // PGlite's query() takes one statement; exec() takes a script (the queue's migrations) and answers each.
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
  };
}

function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
