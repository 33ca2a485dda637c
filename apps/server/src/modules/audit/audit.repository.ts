import type { AuditEventName } from '@carrier/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { auditLog } from './audit.tables';

/** An explicit audit event; written with the caller's executor, so inside its transaction when it has one. */
export type AuditEvent = {
  tenantId: string;
  /** null when nobody is signed in (a failed sign-in). */
  actor: Actor | null;
  operation: AuditEventName;
  /** What the event is about, e.g. 'user', 'release', 'app'. */
  recordType: string;
  recordId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export async function appendAuditEvent(db: Pick<Database, 'insert'>, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: event.tenantId,
    actorId: event.actor?.userId ?? null,
    actorName: event.actor?.username ?? null,
    operation: event.operation,
    requestOperation: event.actor?.operation ?? null,
    recordType: event.recordType,
    recordId: event.recordId ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

export type AuditEntry = typeof auditLog.$inferSelect;

export type AuditFilter = {
  recordType?: string | null;
  recordId?: string | null;
  actorId?: string | null;
  operation?: string | null;
  /** Inclusive lower and exclusive upper bound of `at`. */
  from?: Date | null;
  to?: Date | null;
};

function filterToSql(tenantId: string, filter: AuditFilter): SQL {
  const conditions: Array<SQL | undefined> = [
    eq(auditLog.tenantId, tenantId),
    filter.recordType ? eq(auditLog.recordType, filter.recordType) : undefined,
    filter.recordId ? eq(auditLog.recordId, filter.recordId) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.operation ? eq(auditLog.operation, filter.operation) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  ];
  return and(...conditions) as SQL;
}

/** Reads one tenant's audit trail, newest first; nothing here writes (the trigger and appendAuditEvent do). */
export function createAuditRepository(db: Database) {
  return {
    async page(tenantId: string, filter: AuditFilter, skip: number, limit: number) {
      const where = filterToSql(tenantId, filter);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .offset(skip)
        .limit(limit);
      return { totalCount: total?.n ?? 0, rows };
    },
    async find(tenantId: string, id: number): Promise<AuditEntry | null> {
      const [row] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.id, id)));
      return row ?? null;
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
