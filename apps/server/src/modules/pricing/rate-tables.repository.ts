import { and, asc, count, eq } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { productRateTables } from './rate-tables.tables';

export type RateTableRow = typeof productRateTables.$inferSelect;
export type NewRateTable = typeof productRateTables.$inferInsert;

/** A product version's rate tables; every read and write filters by tenant. */
export function createRateTablesRepository(db: DbExecutor) {
  const ofProduct = (tenantId: string, productId: string) =>
    ofTenant(productRateTables, tenantId, eq(productRateTables.productId, productId));

  return {
    all(tenantId: string, productId: string): Promise<RateTableRow[]> {
      return db
        .select()
        .from(productRateTables)
        .where(ofProduct(tenantId, productId))
        .orderBy(asc(productRateTables.name));
    },

    async find(tenantId: string, productId: string, name: string): Promise<RateTableRow | null> {
      const [row] = await db
        .select()
        .from(productRateTables)
        .where(and(ofProduct(tenantId, productId), eq(productRateTables.name, name)));
      return row ?? null;
    },

    async count(tenantId: string, productId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(productRateTables).where(ofProduct(tenantId, productId));
      return row?.n ?? 0;
    },

    async insert(row: NewRateTable): Promise<boolean> {
      const inserted = await db
        .insert(productRateTables)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: productRateTables.id });
      return inserted.length > 0;
    },

    async update(
      tenantId: string,
      id: string,
      changes: Partial<Omit<NewRateTable, 'id' | 'tenantId' | 'productId'>>,
    ): Promise<void> {
      await db
        .update(productRateTables)
        .set(changes)
        .where(ofTenant(productRateTables, tenantId, eq(productRateTables.id, id)));
    },

    async remove(tenantId: string, id: string): Promise<void> {
      await db.delete(productRateTables).where(ofTenant(productRateTables, tenantId, eq(productRateTables.id, id)));
    },
  };
}
