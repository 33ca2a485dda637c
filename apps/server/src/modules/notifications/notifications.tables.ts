import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables';

export type SentEmailAttachment = { fileName: string; contentType: string; size: number };

/**
 * The outbox: every email the studio sent (test emails of email templates), whichever way it left
 * (SMTP or the embedded outbox), with the MIME text kept in object storage at `messageKey`, so every
 * server process sharing the database and the storage sees the same outbox.
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    /** 'smtp' or 'outbox': how the message left. */
    transport: text('transport').notNull(),
    /** 'sent' or 'failed'. */
    status: text('status').notNull(),
    error: text('error'),
    messageId: text('message_id'),
    messageKey: text('message_key').notNull(),
    size: integer('size').notNull(),
    attachments: jsonb('attachments').$type<SentEmailAttachment[]>().notNull().default([]),
    templateId: text('template_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentById: text('sent_by_id'),
    sentBy: text('sent_by'),
  },
  (table) => [index('sent_emails_tenant_sent_at').on(table.tenantId, table.sentAt, table.id)],
);
