import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cacheGenerations } from './cache.tables';

/** Scopes and the tables whose writes raise them (the triggers in the migrations list the same tables). */
export const CACHE_SCOPES = {
  products: ['products', 'product_benefits', 'l10n_texts', 'insurers'],
  files: ['file_entries', 'file_buckets'],
  pricing: ['product_adjustment_codes'],
} as const;
export type CacheScope = keyof typeof CACHE_SCOPES;

/**
 * Answers computed from a scope's tables, kept in this process and keyed by the scope's generation.
 * Reading the generation is one primary-key lookup; a write in any process raises it in the same
 * transaction, so a cached answer is never served after the write that changed it was committed.
 * Entries of older generations are never hit again and fall out of the least-recently-used order.
 */
export function createGenerationCache(db: Database, { maxEntries = 500 } = {}) {
  const entries = new Map<string, unknown>();

  async function generation(tenantId: string, scope: CacheScope): Promise<number> {
    const [row] = await db
      .select({ generation: cacheGenerations.generation })
      .from(cacheGenerations)
      .where(and(eq(cacheGenerations.tenantId, tenantId), eq(cacheGenerations.scope, scope)));
    return row?.generation ?? 0;
  }

  function remember(key: string, value: unknown) {
    entries.set(key, value);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  async function read<T>(tenantId: string, scope: CacheScope, key: string, compute: () => Promise<T>): Promise<T> {
    const fullKey = `${scope}\u0000${tenantId}\u0000${await generation(tenantId, scope)}\u0000${key}`;
    if (entries.has(fullKey)) {
      const value = entries.get(fullKey) as T;
      entries.delete(fullKey);
      entries.set(fullKey, value);
      return value;
    }
    const value = await compute();
    remember(fullKey, value);
    return value;
  }

  return {
    generation,
    /** The cached answer for `key` at the scope's current generation, computing it on a miss. */
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
