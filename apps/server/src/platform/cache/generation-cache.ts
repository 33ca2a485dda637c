import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { LruCache } from '../../core/lru-cache';
import type { Database } from '../db/client';
import { cacheGenerations } from './cache.tables';

/** Scopes and the tables whose writes raise them (the triggers in the migrations list the same tables). */
export const CACHE_SCOPES = {
  products: ['products', 'product_benefits', 'l10n_texts', 'insurers'],
  files: ['file_entries', 'file_buckets'],
  pricing: ['product_adjustment_codes', 'product_pricing_settings', 'product_rating_dictionary', 'product_rate_tables'],
  apps: ['apps', 'cms_configs', 'app_pages', 'app_themes', 'app_guests', 'app_versions', 'app_unpublished'],
  /** Across tenants: one generation, under ALL_TENANTS (bump_cache_generation_global, migration 0033). */
  hosts: ['tenant_hosts', 'app_domain_checks', 'tenants'],
} as const;
export type CacheScope = keyof typeof CACHE_SCOPES;

/** The tenant id a scope of cross-tenant lookups ('hosts') keeps its one generation under. */
export const ALL_TENANTS = '*';

/**
 * How the database announces raised generations to this process: a LISTEN on a channel whose
 * notifications are delivered when the writing transaction commits, before that write answers.
 * The embedded database gives it (one process, by the data-directory lock); PostgreSQL, shared by
 * several processes, does not, and generations are read per request there.
 */
export type GenerationNotices = (channel: string, onNotice: (payload: string) => void) => Promise<unknown>;

/** The channel bump_cache_generation notifies (migration 0015), with "<scope> <tenant>" as payload. */
const NOTICE_CHANNEL = 'cache_generations';

/**
 * Answers computed from a scope's tables, kept in this process and keyed by the scope's generation.
 * Reading the generation is one primary-key lookup; a write in any process raises it in the same
 * transaction, so a cached answer is never served after the write that changed it was committed.
 * With `notices`, generations already read are kept in memory and forgotten when a write announces a
 * new one, so a cached answer costs no query at all.
 * Entries of older generations are never hit again and fall out of the least-recently-used order.
 */
export function createGenerationCache(
  db: Database,
  { maxEntries = 500, notices }: { maxEntries?: number; notices?: GenerationNotices } = {},
) {
  const entries = new LruCache<unknown>(maxEntries);
  const computing = new Map<string, Promise<unknown>>();
  /** Generations read since the notices began, by "<scope> <tenant>"; null until they began. */
  let known: Map<string, number> | null = null;
  /** Raised by every notice: a read that began before one may have seen the older generation. */
  let noticesSeen = 0;
  notices?.(NOTICE_CHANNEL, (payload) => {
    noticesSeen += 1;
    known?.delete(payload);
  }).then(
    () => {
      known = new Map();
    },
    () => undefined, // no notices: generations are read per request, as on PostgreSQL
  );

  /**
   * Generation reads made at the same moment (concurrent requests, several scopes) share one statement;
   * each still starts after it was asked for, so it sees every write committed before.
   */
  // One statement text for any number of pairs (two arrays), prepared once by name on PostgreSQL.
  const readStatement = db
    .select({
      tenantId: cacheGenerations.tenantId,
      scope: cacheGenerations.scope,
      generation: cacheGenerations.generation,
    })
    .from(cacheGenerations)
    .where(
      sql`(${cacheGenerations.tenantId}, ${cacheGenerations.scope}) in
        (select * from unnest(${sql.placeholder('tenants')}::text[], ${sql.placeholder('scopes')}::text[]))`,
    )
    .prepare('cache_generations_read');
  const reads = new DataLoader<string, number>(
    async (keys) => {
      const tenants: string[] = [];
      const scopes: string[] = [];
      for (const key of new Set(keys)) {
        const space = key.indexOf(' ');
        scopes.push(key.slice(0, space));
        tenants.push(key.slice(space + 1));
      }
      const rows = await readStatement.execute({ tenants, scopes });
      const found = new Map(rows.map((row) => [`${row.scope} ${row.tenantId}`, row.generation]));
      return keys.map((key) => found.get(key) ?? 0);
    },
    { cache: false, maxBatchSize: 500, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );

  async function generation(tenantId: string, scope: CacheScope): Promise<number> {
    return (await generations(tenantId, [scope]))[0] ?? 0;
  }

  /** The current generations of several scopes, in their order, read in one statement (or from memory). */
  async function generations(tenantId: string, scopes: readonly CacheScope[]): Promise<number[]> {
    const keys = scopes.map((scope) => `${scope} ${tenantId}`);
    const memory = known;
    const remembered = memory ? keys.map((key) => memory.get(key)) : [];
    if (memory && remembered.every((value) => value !== undefined)) return remembered as number[];
    const noticesBefore = noticesSeen;
    const current = await Promise.all(keys.map((key) => reads.load(key)));
    if (memory && memory === known && noticesSeen === noticesBefore)
      keys.forEach((key, index) => {
        memory.set(key, current[index] as number);
      });
    return current;
  }

  /**
   * The cached answer for `key` at the current generations of the scopes it depends on (one scope or
   * several, read together), computing it on a miss.
   */
  async function read<T>(
    tenantId: string,
    scope: CacheScope | readonly CacheScope[],
    key: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    const scopes = typeof scope === 'string' ? [scope] : scope;
    const current = await generations(tenantId, scopes);
    const fullKey = `${scopes.join('+')}\u0000${tenantId}\u0000${current.join('.')}\u0000${key}`;
    if (entries.has(fullKey)) return entries.get(fullKey) as T;
    // Misses of one key at the same generation (a wave of visitors on a fresh process) compute it once.
    const running = computing.get(fullKey);
    if (running) return running as Promise<T>;
    const value = compute().then((answer) => {
      entries.set(fullKey, answer);
      return answer;
    });
    computing.set(fullKey, value);
    try {
      return await value;
    } finally {
      computing.delete(fullKey);
    }
  }

  return {
    generation,
    generations,
    read,
    /**
     * A tenant-first read (`(tenantId, ...args) => Promise`) answered from the cache, keyed by its name
     * and its arguments as JSON; the arguments must say everything the answer depends on.
     */
    cached<A extends unknown[], R>(
      scope: CacheScope,
      name: string,
      compute: (tenantId: string, ...args: A) => Promise<R>,
    ) {
      return (tenantId: string, ...args: A): Promise<R> =>
        read(tenantId, scope, `${name}\u0000${JSON.stringify(args)}`, () => compute(tenantId, ...args));
    },
  };
}
export type GenerationCache = ReturnType<typeof createGenerationCache>;
