import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail: one row per change of an audited record (written by the `carrier_audit` trigger in
 * the changing transaction) and per explicit event (sign-ins, approvals). Append-only: a trigger
 * refuses UPDATE and DELETE (migration 'audit_triggers').
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** 'insert' | 'update' | 'delete' for record changes; an event's name otherwise (AUDIT_EVENTS in @carrier/contracts). */
    operation: text('operation').notNull(),
    /** The GraphQL operation that made the change, when known. */
    requestOperation: text('request_operation'),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_tenant_at').on(table.tenantId, table.at, table.id),
    index('audit_log_tenant_record').on(table.tenantId, table.recordType, table.recordId),
  ],
);

/**
 * Column values too long for audit_log (over 32 000 characters: there `{ omitted, length, sha256 }`), kept
 * once per tenant and hash by the audit trigger so the version history can show and restore them
 * (migration 'history_values'). Append-only like audit_log.
 */
export const auditValues = pgTable(
  'audit_values',
  {
    tenantId: text('tenant_id').notNull(),
    sha256: text('sha256').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.sha256] })],
);
