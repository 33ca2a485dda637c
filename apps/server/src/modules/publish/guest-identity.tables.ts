import { boolean, foreignKey, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables';

/**
 * The guest of an app: an identity of its own (not a staff account, no password), made with the app.
 * Its id is named in every guest token, so a token never outlives the identity (an app deleted and
 * made again gets a new one). `enabled` is the studio's "Guest access" switch.
 */
export const appGuests = pgTable(
  'app_guests',
  {
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    id: text('id').notNull().unique(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedById: text('last_modified_by_id'),
    lastModifiedBy: text('last_modified_by'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appId] }),
    foreignKey({
      name: 'app_guests_app_fk',
      columns: [table.tenantId, table.appId],
      foreignColumns: [apps.tenantId, apps.appId],
    }).onDelete('cascade'),
  ],
);
