import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { seed } from '../modules/tenants/seed';
import { type Database, migrationsFolder, openDatabase } from '../platform/db/client';
import * as schema from '../platform/db/schema';

/** The seeded admin of every tenant on a test server. */
export const ADMIN_EMAIL = 'admin@studio.test';
export const ADMIN_PASSWORD = 'correct horse battery staple';

/** Where `startTestServer` finds the migrated and seeded database to start each test file from. */
export const PGLITE_SNAPSHOT_ENV = 'CARRIER_TEST_PGLITE_SNAPSHOT';
export const POSTGRES_TEMPLATE_ENV = 'CARRIER_TEST_POSTGRES_TEMPLATE';

/** What the server does on a first start: the tenants, clients, hosts, insurers and admins. */
const seedAdmins = (db: Database) => seed(db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Vitest global set-up (node project): migrates and seeds one database for the whole run, and every
 * test server then starts from its own copy of it. On PGlite a copy is a `dumpDataDir()` archive
 * loaded into a new in-memory instance, which skips initdb (most of a fresh instance's cost); on
 * PostgreSQL it is `CREATE DATABASE … TEMPLATE`. The server still migrates and seeds at start, as on
 * any restart, finding nothing to do (the seed's scrypt hashes are the rest of the saving).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = `carrier_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `create database ${template}`);
    const url = new URL(baseUrl);
    url.pathname = `/${template}`;
    const drop = () => adminQuery(baseUrl, `drop database if exists ${template} with (force)`);
    try {
      const database = await openDatabase({ databaseUrl: url.toString() });
      try {
        await seedAdmins(database.db);
      } finally {
        await database.close();
      }
    } catch (error) {
      await drop();
      throw error;
    }
    process.env[POSTGRES_TEMPLATE_ENV] = template;
    return async () => {
      delete process.env[POSTGRES_TEMPLATE_ENV];
      await drop();
    };
  }
  const directory = await mkdtemp(join(tmpdir(), 'carrier-test-snapshot-'));
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  await seedAdmins(db as unknown as Database);
  const archive = await client.dumpDataDir('none');
  await client.close();
  const file = join(directory, 'migrated.tar');
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  return async () => {
    delete process.env[PGLITE_SNAPSHOT_ENV];
    await rm(directory, { recursive: true, force: true });
  };
}
