import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';

/** The insurers a tenant's products name; ids are technical names, unique per tenant. */
export const insurers = pgTable(
  'insurers',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: text('id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedBy: text('last_modified_by'),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
