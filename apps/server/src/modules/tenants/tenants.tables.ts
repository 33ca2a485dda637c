import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  environment: text('environment').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** OAuth-style clients allowed to sign in to a tenant (the studio is `studio`). */
export const clients = pgTable(
  'clients',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.clientId] })],
);

/**
 * A host belongs to exactly one tenant, whatever its port (`localhost` and `localhost:4250` have one
 * owner, see host-claims.ts), and to at most one of that tenant's apps. The studio resolves its tenant
 * from it at start-up.
 */
export const tenantHosts = pgTable('tenant_hosts', {
  host: text('host').primaryKey(),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  clientId: text('client_id').notNull().default('studio'),
  /** The app served at this host; the apps module sets and clears it. */
  appId: text('app_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-wide secrets (the token signing key), shared by every server process through the database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
