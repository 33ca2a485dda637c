import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/client';

/** The first migration of the guest identity: everything before it is an older release's database. */
const FIRST_GUEST_MIGRATION = '_app_guests';

const client = new PGlite();
let older: string;
afterAll(async () => {
  await client.close();
  if (older) await rm(older, { recursive: true, force: true });
});

/** The migrations folder as an older release shipped it: its journal ends before the guest identity. */
async function olderMigrations(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'carrier-migrations-'));
  await cp(migrationsFolder(), dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(FIRST_GUEST_MIGRATION));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migrating guests of an older release', () => {
  it('gives every app its guest identity, on where it had a guest, and keeps no password', async () => {
    const db = drizzle(client);
    older = await olderMigrations();
    await migrate(db, { migrationsFolder: older });
    const snapshot = (hasGuest: boolean) => JSON.stringify({ appId: 'x', hasGuest, components: [], pages: [] });
    await client.exec(`
      insert into tenants (id, name, environment) values ('t1', 'T1', 'Production');
      insert into apps (tenant_id, app_id, app_name) values ('t1', 'withCredentials', 'A'), ('t1', 'liveGuest', 'B'),
        ('t1', 'noGuest', 'C'), ('t1', 'noConfig', 'D');
      insert into cms_configs (tenant_id, app_id, config) values
        ('t1', 'withCredentials', '{"defaultLocale":"en-US","guestLoginCredentials":{"username":"admin@studio.test","password":"hunter2-secret"}}'),
        ('t1', 'liveGuest', '{"defaultLocale":"en-US"}'),
        ('t1', 'noGuest', '{"guestLoginCredentials":{"username":"  ","password":"x"}}');
      insert into app_versions (tenant_id, app_id, version, snapshot, guest) values
        ('t1', 'withCredentials', 1, '${snapshot(true)}', '{"username":"admin@studio.test","password":"hunter2-secret"}'),
        ('t1', 'liveGuest', 1, '${snapshot(false)}', null),
        ('t1', 'liveGuest', 2, '${snapshot(true)}', '{"username":"admin@studio.test","password":"hunter2-secret"}'),
        ('t1', 'noGuest', 1, '${snapshot(false)}', null);
    `);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const guests = await client.query<{ app_id: string; enabled: boolean; id: string }>(
      'select app_id, enabled, id from app_guests order by app_id',
    );
    expect(guests.rows.map(({ app_id, enabled }) => [app_id, enabled])).toEqual([
      ['liveGuest', true],
      ['noConfig', false],
      ['noGuest', false],
      ['withCredentials', true],
    ]);
    expect(new Set(guests.rows.map((row) => row.id)).size).toBe(4);
    const configs = await client.query<{ config: Record<string, unknown> }>('select config from cms_configs');
    for (const { config } of configs.rows) expect(config).not.toHaveProperty('guestLoginCredentials');
    expect(configs.rows).toContainEqual({ config: { defaultLocale: 'en-US' } });
    // Nothing of the old credentials is left anywhere.
    for (const table of ['cms_configs', 'app_versions', 'app_guests']) {
      const rows = await client.query(`select * from ${table}`);
      expect(JSON.stringify(rows.rows), table).not.toContain('hunter2-secret');
    }
  });
});
