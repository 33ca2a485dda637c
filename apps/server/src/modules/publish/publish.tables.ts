import type { TPublishedApp } from '@carrier/contracts';
import { foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables';

/**
 * The published versions of an app, numbered from 1 and never changed: the latest is live. A rollback
 * publishes an earlier version's snapshot again as a new number (rolledBackFrom says which).
 */
export const appVersions = pgTable(
  'app_versions',
  {
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<TPublishedApp>().notNull(),
    note: text('note'),
    rolledBackFrom: integer('rolled_back_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: text('created_by_id'),
    createdBy: text('created_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appId, table.version] }),
    foreignKey({
      name: 'app_versions_app_fk',
      columns: [table.tenantId, table.appId],
      foreignColumns: [apps.tenantId, apps.appId],
    }).onDelete('cascade'),
  ],
);
