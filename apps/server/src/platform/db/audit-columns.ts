import { text, timestamp } from 'drizzle-orm/pg-core';

/** Who made a row and when, who last changed it and when: the columns the audit filters read. */
export const auditColumns = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdById: text('created_by_id'),
  createdBy: text('created_by'),
  lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
  lastModifiedById: text('last_modified_by_id'),
  lastModifiedBy: text('last_modified_by'),
};
