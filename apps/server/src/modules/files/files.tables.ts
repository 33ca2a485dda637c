import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';

/** A tenant's buckets; each tenant gets the default bucket at start-up. */
export const fileBuckets = pgTable(
  'file_buckets',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    bucketName: text('bucket_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.bucketName] })],
);

/**
 * The one source of truth for what a bucket holds: folders (keys ending in '/') and files with their
 * size, content type, privacy and dates. A file's bytes sit in object storage under `object_id`.
 */
export const fileEntries = pgTable(
  'file_entries',
  {
    tenantId: text('tenant_id').notNull(),
    bucketName: text('bucket_name').notNull(),
    key: text('key').notNull(),
    /** The folder holding the entry, '' for the root. */
    parent: text('parent').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['file', 'folder'] }).notNull(),
    objectId: text('object_id'),
    size: integer('size').notNull().default(0),
    contentType: text('content_type'),
    isPublic: boolean('is_public').notNull().default(false),
    createdById: text('created_by_id'),
    lastModifiedById: text('last_modified_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.bucketName, table.key] }),
    foreignKey({
      columns: [table.tenantId, table.bucketName],
      foreignColumns: [fileBuckets.tenantId, fileBuckets.bucketName],
    }).onDelete('cascade'),
    // A folder's page: folders first, then files by key, straight from the index.
    index('file_entries_listing').on(table.tenantId, table.bucketName, table.parent, table.kind.desc(), table.key),
  ],
);

export type FileEntry = typeof fileEntries.$inferSelect;
