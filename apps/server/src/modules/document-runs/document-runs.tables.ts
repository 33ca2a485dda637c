import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';

/**
 * A document run: one template rendered for every row its GraphQL query yielded, into files of a
 * folder or as emails. The counters move in the same transaction as each row's outcome.
 */
export const documentRuns = pgTable(
  'document_runs',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    templateId: text('template_id').notNull(),
    templateName: text('template_name').notNull(),
    templateType: text('template_type').notNull(),
    /** 'folder' or 'email'. */
    output: text('output').notNull(),
    bucketName: text('bucket_name'),
    /** The folder the files go to ('' for the bucket's root, else ending in '/'). */
    folder: text('folder'),
    /** The row field (dotted path) that holds each email's address. */
    emailField: text('email_field'),
    /** 'running', 'done' or 'cancelled'. */
    status: text('status').notNull(),
    total: integer('total').notNull(),
    doneCount: integer('done_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: text('created_by_id').notNull(),
    createdBy: text('created_by').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('document_runs_tenant_created_at').on(table.tenantId, table.createdAt, table.id)],
);

/** One row of a run: its data, its state and its one output (a file key or an outbox id) or error. */
export const documentRunRows = pgTable(
  'document_run_rows',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    runId: text('run_id')
      .notNull()
      .references(() => documentRuns.id, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** 'pending', 'done', 'failed' or 'cancelled'. */
    status: text('status').notNull().default('pending'),
    /** The file written (its key in the run's bucket). */
    outputKey: text('output_key'),
    /** The outbox id of the email sent. */
    outputEmailId: text('output_email_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.rowIndex] }),
    index('document_run_rows_tenant_run_status').on(table.tenantId, table.runId, table.status),
  ],
);

export type DocumentRunRecord = typeof documentRuns.$inferSelect;
export type DocumentRunRowRecord = typeof documentRunRows.$inferSelect;
