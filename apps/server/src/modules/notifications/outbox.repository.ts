import { count, desc, eq, inArray } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { sentEmails } from './notifications.tables';

export type SentEmailRow = typeof sentEmails.$inferSelect;

export function createOutboxRepository(db: DbExecutor) {
  return {
    async insert(row: typeof sentEmails.$inferInsert) {
      await db.insert(sentEmails).values(row);
    },

    async page(tenantId: string, limit: number, skip: number): Promise<{ totalCount: number; rows: SentEmailRow[] }> {
      const where = ofTenant(sentEmails, tenantId);
      const [total] = await db.select({ n: count() }).from(sentEmails).where(where);
      const rows = await db
        .select()
        .from(sentEmails)
        .where(where)
        .orderBy(desc(sentEmails.sentAt), desc(sentEmails.id))
        .limit(limit)
        .offset(skip);
      return { totalCount: total?.n ?? 0, rows };
    },

    /** Which of these outbox ids of the tenant have a row (the storage sweep keeps their messages). */
    async existingIds(tenantId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sentEmails.id })
        .from(sentEmails)
        .where(ofTenant(sentEmails, tenantId, inArray(sentEmails.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    async find(tenantId: string, id: string): Promise<SentEmailRow | null> {
      const [row] = await db
        .select()
        .from(sentEmails)
        .where(ofTenant(sentEmails, tenantId, eq(sentEmails.id, id)));
      return row ?? null;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
