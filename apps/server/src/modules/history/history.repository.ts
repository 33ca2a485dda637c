import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { appComponents, apps } from '../apps/apps.tables';
import { auditLog, auditValues } from '../audit/audit.tables';
import { productRateTables } from '../pricing/rate-tables.tables';
import { products } from '../products/products.tables';

/** One audit stream of a record: its entries of one record type, by exact id or by id prefix (`app:` pages). */
export type Stream = { recordType: string; recordId: string; prefix?: boolean };

export type StreamEntry = {
  id: number;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  recordType: string;
  recordId: string | null;
  operation: string;
  after: Record<string, unknown> | null;
};

/** Reads a record's changes out of the audit trail (tenant-scoped) and the long values it kept aside. */
export function createHistoryRepository(db: Database) {
  return {
    /** Every change of the streams, oldest first. */
    async entries(tenantId: string, streams: readonly Stream[]): Promise<StreamEntry[]> {
      const matches = streams.map(
        (stream) =>
          and(
            eq(auditLog.recordType, stream.recordType),
            stream.prefix
              ? sql`left(${auditLog.recordId}, ${stream.recordId.length}) = ${stream.recordId}`
              : eq(auditLog.recordId, stream.recordId),
          ) as SQL,
      );
      return db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorId: auditLog.actorId,
          actorName: auditLog.actorName,
          recordType: auditLog.recordType,
          recordId: auditLog.recordId,
          operation: auditLog.operation,
          after: auditLog.after,
        })
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), or(...matches)))
        .orderBy(asc(auditLog.id));
    },

    /** Values kept aside by the audit trigger, by their sha256. */
    async values(tenantId: string, hashes: readonly string[]): Promise<Map<string, unknown>> {
      if (hashes.length === 0) return new Map();
      // Read as text and parsed here: drivers differ in how they hand over a jsonb holding a JSON string.
      const rows = await db
        .select({ sha256: auditValues.sha256, text: sql<string>`${auditValues.value}::text` })
        .from(auditValues)
        .where(and(eq(auditValues.tenantId, tenantId), inArray(auditValues.sha256, [...hashes])));
      return new Map(rows.map((row) => [row.sha256, JSON.parse(row.text) as unknown]));
    },
  };
}

/** The current row of a history's record, the tenant's only (another tenant's answers null). */
export function createHistoryRecordsRepository(db: Database) {
  const one = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;
  return {
    product: (tenantId: string, id: string) =>
      one(
        db
          .select({ plan: products.plan, type: products.type, version: products.version })
          .from(products)
          .where(ofTenant(products, tenantId, eq(products.id, id))),
      ),
    rateTable: (tenantId: string, id: string) =>
      one(
        db
          .select({ name: productRateTables.name, productId: productRateTables.productId })
          .from(productRateTables)
          .where(ofTenant(productRateTables, tenantId, eq(productRateTables.id, id))),
      ),
    component: (tenantId: string, id: string) =>
      one(
        db
          .select({ id: appComponents.id })
          .from(appComponents)
          .where(ofTenant(appComponents, tenantId, eq(appComponents.id, id))),
      ),
    app: (tenantId: string, appId: string) =>
      one(
        db
          .select({ appId: apps.appId })
          .from(apps)
          .where(ofTenant(apps, tenantId, eq(apps.appId, appId))),
      ),
  };
}
export type HistoryRecordsRepository = ReturnType<typeof createHistoryRecordsRepository>;
