import { foreignKey, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables';

/** An app taken offline: while its row is here no version is live (publishing or rolling back removes it). */
export const appUnpublished = pgTable(
  'app_unpublished',
  {
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }).notNull().defaultNow(),
    unpublishedById: text('unpublished_by_id'),
    unpublishedBy: text('unpublished_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appId] }),
    foreignKey({
      name: 'app_unpublished_app_fk',
      columns: [table.tenantId, table.appId],
      foreignColumns: [apps.tenantId, apps.appId],
    }).onDelete('cascade'),
  ],
);

/** Private links to the draft of an app: only the token's SHA-256 is kept; each expires. */
export const appPreviewLinks = pgTable(
  'app_preview_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: text('created_by_id'),
  },
  (table) => [
    foreignKey({
      name: 'app_preview_links_app_fk',
      columns: [table.tenantId, table.appId],
      foreignColumns: [apps.tenantId, apps.appId],
    }).onDelete('cascade'),
  ],
);
