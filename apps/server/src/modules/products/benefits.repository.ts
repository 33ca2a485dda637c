import { and, eq, inArray, sql } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { productBenefits } from './products.tables';

export type BenefitRow = typeof productBenefits.$inferSelect;
type BenefitTuple = [number, string, string, string | null, string[], boolean, string | null, string | null];
export type BenefitValues = Omit<typeof productBenefits.$inferInsert, 'seq' | 'tenantId' | 'productId'>;

/** The benefit rows of one product (one query loads them all). */
export function createBenefitsRepository(db: DbExecutor) {
  return {
    /** All rows in insertion order, fetched as one JSON value: one field to decode instead of thousands. */
    async ofProduct(tenantId: string, productId: string): Promise<BenefitRow[]> {
      const b = productBenefits;
      const [answer] = await db
        .select({
          rows: sql<BenefitTuple[] | string>`coalesce(json_agg(json_build_array(${b.seq}, ${b.typeId}, ${b.optionKey},
            ${b.parentTypeId}, ${b.parentOptionKeys}, ${b.isValueInput}, ${b.currencyCode}, ${b.valueJson}) order by ${b.seq}), '[]')`,
        })
        .from(b)
        .where(ofTenant(b, tenantId, eq(b.productId, productId)));
      const tuples: BenefitTuple[] = typeof answer?.rows === 'string' ? JSON.parse(answer.rows) : (answer?.rows ?? []);
      return tuples.map(
        ([seq, typeId, optionKey, parentTypeId, parentOptionKeys, isValueInput, currencyCode, valueJson]) => ({
          seq,
          tenantId,
          productId,
          typeId,
          optionKey,
          parentTypeId,
          parentOptionKeys,
          isValueInput,
          currencyCode,
          valueJson,
        }),
      );
    },

    async insert(tenantId: string, productId: string, rows: BenefitValues[]) {
      if (rows.length === 0) return;
      await db.insert(productBenefits).values(rows.map((row) => ({ ...row, tenantId, productId })));
    },

    async update(tenantId: string, seqs: number[], changes: Partial<BenefitValues>) {
      if (seqs.length === 0 || Object.keys(changes).length === 0) return;
      await db
        .update(productBenefits)
        .set(changes)
        .where(ofTenant(productBenefits, tenantId, inArray(productBenefits.seq, seqs)));
    },

    async remove(tenantId: string, productId: string, seqs: number[]) {
      if (seqs.length === 0) return;
      await db
        .delete(productBenefits)
        .where(
          ofTenant(
            productBenefits,
            tenantId,
            and(eq(productBenefits.productId, productId), inArray(productBenefits.seq, seqs)),
          ),
        );
    },
  };
}
