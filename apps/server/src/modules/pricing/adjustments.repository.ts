import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/filters';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { productAdjustmentCodes } from './pricing.tables';

export type AdjustmentRow = typeof productAdjustmentCodes.$inferSelect;
export type NewAdjustment = typeof productAdjustmentCodes.$inferInsert;
export type AdjustmentKindValue = 'discount' | 'loading' | 'tax';

export function createAdjustmentsRepository(db: DbExecutor) {
  const ofProduct = (tenantId: string, productId: string, ...conditions: Array<SQL | undefined>) =>
    ofTenant(productAdjustmentCodes, tenantId, eq(productAdjustmentCodes.productId, productId), ...conditions);

  return {
    /** Every code of a product version, every kind, in order. */
    all(tenantId: string, productId: string): Promise<AdjustmentRow[]> {
      return db
        .select()
        .from(productAdjustmentCodes)
        .where(ofProduct(tenantId, productId))
        .orderBy(asc(productAdjustmentCodes.order), asc(productAdjustmentCodes.code));
    },

    async page(
      tenantId: string,
      productId: string,
      kind: AdjustmentKindValue,
      query: { search: string | null; limit: number; skip: number },
    ): Promise<{ totalCount: number; rows: AdjustmentRow[] }> {
      const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
      const where = ofProduct(
        tenantId,
        productId,
        eq(productAdjustmentCodes.kind, kind),
        pattern
          ? or(ilike(productAdjustmentCodes.name, pattern), ilike(productAdjustmentCodes.code, pattern))
          : undefined,
      );
      const [total] = await db.select({ n: count() }).from(productAdjustmentCodes).where(where);
      const rows = await db
        .select()
        .from(productAdjustmentCodes)
        .where(where)
        .orderBy(asc(productAdjustmentCodes.order), asc(productAdjustmentCodes.code))
        .limit(query.limit)
        .offset(query.skip);
      return { totalCount: total?.n ?? 0, rows };
    },

    async find(tenantId: string, productId: string, kind: AdjustmentKindValue, code: string) {
      const [row] = await db
        .select()
        .from(productAdjustmentCodes)
        .where(
          ofProduct(tenantId, productId, eq(productAdjustmentCodes.kind, kind), eq(productAdjustmentCodes.code, code)),
        );
      return row ?? null;
    },

    /** False when the code already exists for this product and kind. */
    async insert(row: NewAdjustment): Promise<boolean> {
      const inserted = await db
        .insert(productAdjustmentCodes)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: productAdjustmentCodes.id });
      return inserted.length > 0;
    },

    async update(tenantId: string, id: string, changes: Partial<NewAdjustment>) {
      await db
        .update(productAdjustmentCodes)
        .set(changes)
        .where(ofTenant(productAdjustmentCodes, tenantId, eq(productAdjustmentCodes.id, id)));
    },

    async remove(tenantId: string, id: string) {
      await db
        .delete(productAdjustmentCodes)
        .where(ofTenant(productAdjustmentCodes, tenantId, and(eq(productAdjustmentCodes.id, id))));
    },
  };
}
