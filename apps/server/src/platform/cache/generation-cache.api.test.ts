import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../modules/products/products.tables';
import { useTestServer } from '../../testing/use-test-server';
import { type DatabaseHandle, IN_MEMORY_DATABASE, openDatabase } from '../db/client';
import * as schema from '../db/schema';
import { ALL_TENANTS, CACHE_SCOPES, createGenerationCache } from './generation-cache';

const server = useTestServer();

const insertProduct = (tenantId: string, plan: string) =>
  server.database.db.insert(products).values({
    id: crypto.randomUUID(),
    tenantId,
    plan,
    type: 'cache_type',
    version: '',
    createdBy: 'test',
    lastModifiedBy: 'test',
  });

describe('generation cache', () => {
  it('has insert, update and delete triggers on every table of every scope', async () => {
    const result = await server.database.db.execute(
      sql`select event_object_table as "table", event_manipulation as "event" from information_schema.triggers
          where action_statement like '%bump_cache_generation%'`,
    );
    const rows = (result as unknown as { rows: Array<{ table: string; event: string }> }).rows;
    const found = new Set(rows.map((row) => `${row.table} ${row.event}`));
    for (const tables of Object.values(CACHE_SCOPES))
      for (const table of tables)
        for (const event of ['INSERT', 'UPDATE', 'DELETE'])
          expect(found, `${table} ${event}`).toContain(`${table} ${event}`);
  });

  it('serves a cached answer until a write in any process commits, then computes it again', async () => {
    // Two caches on one database stand for two server processes.
    const reader = createGenerationCache(server.database.db);
    const other = createGenerationCache(server.database.db);
    let computed = 0;
    const read = () => reader.read('test', 'products', 'key', async () => ++computed);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    const before = await other.generation('test', 'products');
    await insertProduct('test', 'cache_plan_one');
    expect(await other.generation('test', 'products')).toBeGreaterThan(before);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it('moves only the generation of the tenant that was written', async () => {
    const cache = createGenerationCache(server.database.db);
    const test = await cache.generation('test', 'products');
    const uat = await cache.generation('test_uat', 'products');
    await insertProduct('test_uat', 'cache_plan_two');
    expect(await cache.generation('test', 'products')).toBe(test);
    expect(await cache.generation('test_uat', 'products')).toBe(uat + 1);
  });

  it('answers reads of one moment for several tenants and scopes each with its own generation', async () => {
    const cache = createGenerationCache(server.database.db);
    await insertProduct('test_uat', 'cache_plan_moment');
    const alone = [
      await cache.generation('test', 'products'),
      await cache.generation('test_uat', 'products'),
      await cache.generation('test_uat', 'files'),
      await cache.generation('nobody', 'products'),
    ];
    const together = await Promise.all([
      cache.generation('test', 'products'),
      cache.generation('test_uat', 'products'),
      cache.generation('test_uat', 'files'),
      cache.generation('nobody', 'products'),
      cache.generations('test_uat', ['files', 'products']),
    ]);
    expect(together).toEqual([...alone, [alone[2], alone[1]]]);
    expect(alone[3]).toBe(0);
  });

  it('keeps no answer of a rolled-back write', async () => {
    const cache = createGenerationCache(server.database.db);
    const before = await cache.generation('test', 'products');
    await expect(
      server.database.db.transaction(async (tx) => {
        await tx.insert(products).values({
          id: crypto.randomUUID(),
          tenantId: 'test',
          plan: 'cache_plan_three',
          type: 'cache_type',
          version: '',
          createdBy: 'test',
          lastModifiedBy: 'test',
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await cache.generation('test', 'products')).toBe(before);
  });

  it('computes a missed answer once for reads of one moment, and again after a failure', async () => {
    const cache = createGenerationCache(server.database.db);
    let computed = 0;
    const slow = () => cache.read('test', 'products', 'stampede', async () => ++computed);
    expect(await Promise.all([slow(), slow(), slow()])).toEqual([1, 1, 1]);
    let attempts = 0;
    const failing = () =>
      cache.read('test', 'products', 'failing', async () => {
        attempts += 1;
        throw new Error('database gone');
      });
    const results = await Promise.allSettled([failing(), failing()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(failing()).rejects.toThrow('database gone');
    expect(attempts, 'a failure is not kept').toBe(2);
  });

  it("keeps the cross-tenant 'hosts' scope under one generation, raised by a host write of any tenant", async () => {
    const cache = createGenerationCache(server.database.db);
    const hosts = await cache.generation(ALL_TENANTS, 'hosts');
    const products = await cache.generation('test_uat', 'products');
    await server.database.db.execute(
      sql`insert into tenant_hosts (host, tenant_id) values ('generation.uat.example', 'test_uat')`,
    );
    expect(await cache.generation(ALL_TENANTS, 'hosts')).toBe(hosts + 1);
    expect(await cache.generation('test_uat', 'hosts')).toBe(0);
    await server.database.db.execute(sql`update tenant_hosts set app_id = null where host = 'nothing.example'`);
    expect(await cache.generation(ALL_TENANTS, 'hosts'), 'a statement that changed no row').toBe(hosts + 1);
    await server.database.db.execute(sql`delete from tenant_hosts where host = 'generation.uat.example'`);
    expect(await cache.generation(ALL_TENANTS, 'hosts')).toBe(hosts + 2);
    expect(await cache.generation('test_uat', 'products')).toBe(products);
  });

  it('answers a product list with a product created a moment ago', async () => {
    const { accessToken } = await server.signIn();
    const list = async () =>
      (
        await server.gql<{ productGroups: { totalCount: number } }>(
          '{ productGroups(limit: 5) { totalCount } }',
          {},
          { token: accessToken },
        )
      ).data.productGroups.totalCount;
    const before = await list();
    expect(await list()).toBe(before);
    await insertProduct('test', 'cache_plan_four');
    expect(await list()).toBe(before + 1);
  });
});

describe('generation cache on the embedded database (generations announced, kept in memory)', () => {
  let embedded: DatabaseHandle;
  let queries = 0;
  /** The database as the cache sees it, counting the reads it makes. */
  let counted: DatabaseHandle['db'];
  beforeAll(async () => {
    embedded = await openDatabase({ databaseUrl: IN_MEMORY_DATABASE });
    await embedded.db.execute(
      sql`insert into tenants (id, name, environment) values ('test', 'Test', 'test'), ('test_uat', 'UAT', 'uat')`,
    );
    // The same database through a client that counts the statements sent to it.
    const client = (embedded.db as unknown as { $client: PGlite }).$client;
    const counting = new Proxy(client, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property !== 'query') return value.bind(target);
        return (...args: unknown[]) => {
          queries += 1;
          return value.apply(target, args);
        };
      },
    });
    counted = drizzle(counting, { schema }) as unknown as DatabaseHandle['db'];
  });
  afterAll(async () => {
    await embedded.close();
  });
  const insertInto = (db: DatabaseHandle['db'], tenantId: string, plan: string) =>
    db.insert(products).values({
      id: crypto.randomUUID(),
      tenantId,
      plan,
      type: 'cache_type',
      version: '',
      createdBy: 'test',
      lastModifiedBy: 'test',
    });
  const listening = async (cache: ReturnType<typeof createGenerationCache>) => {
    // The first read after LISTEN began is remembered; until then each read queries.
    await vi.waitFor(async () => {
      await cache.generation('test', 'products');
      const before = queries;
      await cache.generation('test', 'products');
      expect(queries).toBe(before);
    });
  };

  it('answers a cached read without a query, and sees every committed write at once', async () => {
    const cache = createGenerationCache(counted, { notices: embedded.notices });
    await listening(cache);
    let computed = 0;
    const read = () => cache.read('test', ['products', 'pricing'], 'key', async () => ++computed);
    expect(await read()).toBe(1);
    const before = queries;
    expect(await read()).toBe(1);
    expect(queries).toBe(before);

    await insertInto(embedded.db, 'test', 'notice_one');
    expect(await read()).toBe(2);
    await embedded.db.transaction(async (tx) => {
      await insertInto(tx as unknown as DatabaseHandle['db'], 'test', 'notice_two');
    });
    expect(await read()).toBe(3);
    await expect(
      embedded.db.transaction(async (tx) => {
        await insertInto(tx as unknown as DatabaseHandle['db'], 'test', 'notice_three');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await read()).toBe(3);
    // Another tenant's write leaves this tenant's answer cached.
    await insertInto(embedded.db, 'test_uat', 'notice_four');
    expect(await read()).toBe(3);
  });

  it('never remembers a generation read while a write was committing', async () => {
    let announce: (payload: string) => void = () => undefined;
    const cache = createGenerationCache(counted, {
      notices: async (_channel, onNotice) => {
        announce = onNotice;
      },
    });
    await listening(cache);
    await cache.generation('test', 'pricing');
    // A write commits (and announces) while a read of the older generation is on its way back.
    announce('pricing test');
    const reading = cache.generation('test', 'pricing');
    announce('pricing test');
    await reading;
    const before = queries;
    await cache.generation('test', 'pricing');
    expect(queries, 'the generation read before the notice was not kept').toBe(before + 1);
  });
});
