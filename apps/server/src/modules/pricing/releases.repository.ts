import { asc, count, desc, eq, inArray } from 'drizzle-orm';
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

    /**
     * Row-locks these product versions until the caller's transaction ends, in one order (no deadlock):
     * two transactions releasing or submitting one version take turns, so the second sees the first's rows.
     */
    async lockVersions(tenantId: string, productRowIds: string[]): Promise<void> {
      if (productRowIds.length === 0) return;
      await db
        .select({ id: products.id })
        .from(products)
        .where(ofTenant(products, tenantId, inArray(products.id, productRowIds)))
        .orderBy(asc(products.id))
        .for('no key update');
    },

    /** The release already holding each of these product versions (a version is in one release only). */
    holding(tenantId: string, productRowIds: string[]): Promise<Array<{ productRowId: string; release: string }>> {
      if (productRowIds.length === 0) return Promise.resolve([]);
      return db
        .select({ productRowId: releaseProducts.productId, release: releases.name })
        .from(releaseProducts)
        .innerJoin(releases, eq(releases.id, releaseProducts.releaseId))
        .where(ofTenant(releaseProducts, tenantId, inArray(releaseProducts.productId, productRowIds)))
        .orderBy(releases.createdAt, releases.id);
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
