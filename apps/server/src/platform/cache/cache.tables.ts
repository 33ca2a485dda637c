import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One counter per tenant and scope, raised by database triggers in the same transaction as any write
 * to the scope's tables (see the `cache_generation_triggers` migration). A cached answer is keyed by
 * the generation it was computed at, so every process sees a write as soon as it is committed.
 */
export const cacheGenerations = pgTable(
  'cache_generations',
  {
    tenantId: text('tenant_id').notNull(),
    scope: text('scope').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.scope] })],
);
