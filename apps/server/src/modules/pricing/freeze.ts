import { PRICING_ERRORS, PRODUCT_ERRORS, productIdLabel } from '@carrier/contracts';
import { and, eq } from 'drizzle-orm';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { ProductIdValue } from '../products/product-filter';
import { createProductsRepository, type ProductRow } from '../products/products.repository';
import { products } from '../products/products.tables';
import { releaseProducts } from './pricing.tables';

type ProductRef = { id: string; plan: string; type: string; version: string };

/** products-{plan}|{version}|{type}-…: plan and type are snake case, a version holds no '|' or '-'. */
const PRODUCT_TEXT_KEY = /^products-([a-z0-9_]+)\|([A-Za-z0-9._]*)\|([a-z0-9_]+)-/;

/**
 * The one check that a product version may still change: a version in any release is frozen, and
 * every edit of it (benefits, texts, pricing, underwriting, codes, test cases, removal) is refused.
 */
export function createFreezeGuard(db: DbExecutor) {
  async function isFrozen(tenantId: string, productRowId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: releaseProducts.releaseId })
      .from(releaseProducts)
      .where(ofTenant(releaseProducts, tenantId, eq(releaseProducts.productId, productRowId)))
      .limit(1);
    return row !== undefined;
  }

  return {
    isFrozen,

    /**
     * isFrozen for a writer inside a transaction: the version's row stays locked to its end, so a release
     * that adds this version waits for the write (its foreign key takes a share lock), or the write waits
     * for the release and sees it.
     */
    async isFrozenLocked(tenantId: string, productRowId: string): Promise<boolean> {
      await db
        .select({ id: products.id })
        .from(products)
        .where(ofTenant(products, tenantId, eq(products.id, productRowId)))
        .for('update');
      return isFrozen(tenantId, productRowId);
    },

    async productProblem(tenantId: string, product: ProductRef): Promise<Problem | null> {
      return (await isFrozen(tenantId, product.id))
        ? PRICING_ERRORS.frozen(productIdLabel({ ...product, version: product.version || null }))
        : null;
    },

    /** A text key of a frozen product version is refused; any other key passes. */
    async textKeyProblem(tenantId: string, key: string): Promise<Problem | null> {
      const match = PRODUCT_TEXT_KEY.exec(key);
      if (!match) return null;
      const [, plan = '', version = '', type = ''] = match;
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(
          ofTenant(
            products,
            tenantId,
            and(eq(products.plan, plan), eq(products.type, type), eq(products.version, version)),
          ),
        );
      if (!product) return null;
      return this.productProblem(tenantId, { id: product.id, plan, type, version });
    },
  };
}
export type FreezeGuard = ReturnType<typeof createFreezeGuard>;

/**
 * The product version a pricing service works on, read through `db` (the service's, so inside its
 * transaction): not found is refused; for a `change`, so is a frozen version.
 */
export async function productVersion(
  db: DbExecutor,
  guard: FreezeGuard,
  tenantId: string,
  productId: ProductIdValue,
  change: boolean,
): Promise<Outcome<ProductRow>> {
  const product = await createProductsRepository(db).find(tenantId, productId);
  if (!product) return fail(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
  const frozen = change ? await guard.productProblem(tenantId, product) : null;
  return frozen ? fail(frozen) : ok(product);
}
