import { count, desc, eq, inArray } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { products } from '../products/products.tables';
import { releaseProducts, releases } from './pricing.tables';

export type ReleaseRow = typeof releases.$inferSelect;
export type NewRelease = typeof releases.$inferInsert;
export type ReleasedProduct = { releaseId: string; productRowId: string; plan: string; type: string; version: string };

export function createReleasesRepository(db: DbExecutor) {
  return {
    async page(tenantId: string, query: { limit: number; skip: number }) {
      const where = ofTenant(releases, tenantId);
      const [total] = await db.select({ n: count() }).from(releases).where(where);
      const rows = await db
        .select()
        .from(releases)
        .where(where)
        .orderBy(desc(releases.createdAt), desc(releases.id))
        .limit(query.limit)
        .offset(query.skip);
      return { totalCount: total?.n ?? 0, rows };
    },

    async find(tenantId: string, id: string): Promise<ReleaseRow | null> {
      const [row] = await db
        .select()
        .from(releases)
        .where(ofTenant(releases, tenantId, eq(releases.id, id)));
      return row ?? null;
    },

    /** The product versions each of these releases froze. */
    productsOf(tenantId: string, releaseIds: string[]): Promise<ReleasedProduct[]> {
      if (releaseIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          releaseId: releaseProducts.releaseId,
          productRowId: products.id,
          plan: products.plan,
          type: products.type,
          version: products.version,
        })
        .from(releaseProducts)
        .innerJoin(products, eq(products.id, releaseProducts.productId))
        .where(ofTenant(releaseProducts, tenantId, inArray(releaseProducts.releaseId, releaseIds)))
        .orderBy(products.plan, products.type, products.version);
    },

    async insert(release: NewRelease, productRowIds: string[]) {
      await db.insert(releases).values(release);
      await db
        .insert(releaseProducts)
        .values(productRowIds.map((productId) => ({ tenantId: release.tenantId, releaseId: release.id, productId })));
    },

    async update(tenantId: string, id: string, changes: Partial<NewRelease>) {
      await db
        .update(releases)
        .set(changes)
        .where(ofTenant(releases, tenantId, eq(releases.id, id)));
    },
  };
}
