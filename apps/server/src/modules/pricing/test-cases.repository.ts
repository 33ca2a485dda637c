import { asc, count, eq } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { ratingTestCases } from './pricing.tables';

export type TestCaseRow = typeof ratingTestCases.$inferSelect;
export type NewTestCase = typeof ratingTestCases.$inferInsert;

export function createTestCasesRepository(db: DbExecutor) {
  return {
    ofProduct(tenantId: string, productId: string): Promise<TestCaseRow[]> {
      return db
        .select()
        .from(ratingTestCases)
        .where(ofTenant(ratingTestCases, tenantId, eq(ratingTestCases.productId, productId)))
        .orderBy(asc(ratingTestCases.createdAt), asc(ratingTestCases.name));
    },

    async countOf(tenantId: string, productId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(ratingTestCases)
        .where(ofTenant(ratingTestCases, tenantId, eq(ratingTestCases.productId, productId)));
      return row?.n ?? 0;
    },

    /** False when the product already has a case of that name. */
    async insert(row: NewTestCase): Promise<boolean> {
      const inserted = await db
        .insert(ratingTestCases)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: ratingTestCases.id });
      return inserted.length > 0;
    },

    /** False when the product has no case of that id. */
    async updateExpectation(
      tenantId: string,
      productId: string,
      id: string,
      changes: Pick<NewTestCase, 'expectedAmount' | 'expectedDecision' | 'lastModifiedById' | 'lastModifiedBy'>,
    ): Promise<boolean> {
      const updated = await db
        .update(ratingTestCases)
        .set({ ...changes, lastModifiedAt: new Date() })
        .where(
          ofTenant(ratingTestCases, tenantId, eq(ratingTestCases.productId, productId), eq(ratingTestCases.id, id)),
        )
        .returning({ id: ratingTestCases.id });
      return updated.length > 0;
    },

    async remove(tenantId: string, productId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(ratingTestCases)
        .where(
          ofTenant(ratingTestCases, tenantId, eq(ratingTestCases.productId, productId), eq(ratingTestCases.id, id)),
        )
        .returning({ id: ratingTestCases.id });
      return removed.length > 0;
    },
  };
}
