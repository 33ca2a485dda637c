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

/**
 * An upload whose bytes the client PUTs straight to storage (a presigned URL, S3 only) and that is not
 * recorded yet: what was asked for, checked again when the client completes it. The bytes arrive at
 * `<tenant>/<bucket>/<id>`; until `expires_at` the storage sweep counts that object as referenced,
 * after it the sweep removes the row and the object.
 */
export const fileUploadIntents = pgTable(
  'file_upload_intents',
  {
    tenantId: text('tenant_id').notNull(),
    /** The upload id the client completes, and the object id its bytes are PUT under. */
    id: text('id').notNull(),
    bucketName: text('bucket_name').notNull(),
    key: text('key').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    isPublic: boolean('is_public').notNull(),
    createdById: text('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      columns: [table.tenantId, table.bucketName],
      foreignColumns: [fileBuckets.tenantId, fileBuckets.bucketName],
    }).onDelete('cascade'),
    index('file_upload_intents_expiry').on(table.expiresAt),
  ],
);

export type FileUploadIntent = typeof fileUploadIntents.$inferSelect;
