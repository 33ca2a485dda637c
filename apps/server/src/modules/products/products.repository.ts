import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import { insurers } from '../insurers/insurers.tables';
import type { DbExecutor } from '../l10n/l10n.repository';
import {
  nameExpression,
  type ProductIdValue,
  type ProductSort,
  type ProductWhere,
  sortToSql,
  whereToSql,
} from './product-filter';
import { products } from './products.tables';

/** A product with the insurer it names (null columns when it names none). */
export type ProductRow = typeof products.$inferSelect & {
  insurerName: string | null;
  insurerCreatedAt: Date | null;
  insurerCreatedBy: string | null;
  insurerLastModifiedAt: Date | null;
  insurerLastModifiedBy: string | null;
};
export type NewProduct = typeof products.$inferInsert;
export type NamedProductRow = ProductRow & { name: string | null };
export type PageSql = { where?: SQL; orderBy: SQL[]; limit: number; skip: number; locale: string };

/** Without a limit a list stops here. */
const MAX_PRODUCTS_PER_PAGE = 1000;

export type ListQuery = {
  where?: ProductWhere | null;
  sort?: ProductSort | null;
  limit?: number | null;
  skip?: number | null;
};

/** Filter, order and window of a list as SQL (the sort is checked by the service: see sortProblem). */
export function pageSql(query: ListQuery, locale: string): PageSql {
  const orderBy = sortToSql(query.sort, locale);
  return {
    where: whereToSql(query.where, locale),
    orderBy: Array.isArray(orderBy) ? orderBy : [desc(products.createdAt), desc(products.id)],
    limit: Math.min(Math.max(query.limit ?? MAX_PRODUCTS_PER_PAGE, 0), MAX_PRODUCTS_PER_PAGE),
    skip: Math.max(query.skip ?? 0, 0),
    locale,
  };
}

/** A product row with its insurer's name; select from products left-joined with insurerOfProduct. */
export const productColumns = {
  id: products.id,
  tenantId: products.tenantId,
  plan: products.plan,
  type: products.type,
  version: products.version,
  insurerId: products.insurerId,
  underwritingRules: products.underwritingRules,
  amountLogic: products.amountLogic,
  status: products.status,
  lifecycleStage: products.lifecycleStage,
  tags: products.tags,
  launchPeriodStartDate: products.launchPeriodStartDate,
  launchPeriodEndDate: products.launchPeriodEndDate,
  fields: products.fields,
  representation: products.representation,
  issuerProductId: products.issuerProductId,
  productTreeId: products.productTreeId,
  changeEffectiveDate: products.changeEffectiveDate,
  createdAt: products.createdAt,
  createdById: products.createdById,
  createdBy: products.createdBy,
  lastModifiedAt: products.lastModifiedAt,
  lastModifiedById: products.lastModifiedById,
  lastModifiedBy: products.lastModifiedBy,
  insurerName: insurers.name,
  insurerCreatedAt: insurers.createdAt,
  insurerCreatedBy: insurers.createdBy,
  insurerLastModifiedAt: insurers.lastModifiedAt,
  insurerLastModifiedBy: insurers.lastModifiedBy,
};

export const insurerOfProduct = and(eq(insurers.tenantId, products.tenantId), eq(insurers.id, products.insurerId));

const byProductId = (id: ProductIdValue) =>
  and(eq(products.plan, id.plan), eq(products.type, id.type), eq(products.version, id.version ?? ''));

export function createProductsRepository(db: DbExecutor) {
  const selectProducts = () => db.select(productColumns).from(products).leftJoin(insurers, insurerOfProduct);

  return {
    async find(tenantId: string, id: ProductIdValue): Promise<ProductRow | null> {
      const [row] = await selectProducts().where(ofTenant(products, tenantId, byProductId(id)));
      return row ?? null;
    },

    /** A page of products, each with its name as a reader in `locale` sees it. */
    async page(
      tenantId: string,
      list: ListQuery,
      locale: string,
    ): Promise<{ totalCount: number; rows: NamedProductRow[] }> {
      const query = pageSql(list, locale);
      const where = ofTenant(products, tenantId, query.where);
      const [total] = await db.select({ n: count() }).from(products).where(where);
      const rows = await db
        .select({ ...productColumns, name: nameExpression(query.locale) })
        .from(products)
        .leftJoin(insurers, insurerOfProduct)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.skip);
      return { totalCount: total?.n ?? 0, rows };
    },

    /** False when a product with this id already exists in the tenant. */
    async insert(product: NewProduct): Promise<boolean> {
      const inserted = await db.insert(products).values(product).onConflictDoNothing().returning({ id: products.id });
      return inserted.length > 0;
    },

    async update(tenantId: string, rowId: string, changes: Partial<NewProduct>) {
      await db
        .update(products)
        .set(changes)
        .where(ofTenant(products, tenantId, eq(products.id, rowId)));
    },

    async remove(tenantId: string, rowId: string) {
      await db.delete(products).where(ofTenant(products, tenantId, eq(products.id, rowId)));
    },
  };
}

/** Locks the product row for the rest of the transaction, so benefit checks and writes do not interleave. */
export async function lockProduct(tx: DbExecutor, tenantId: string, rowId: string): Promise<boolean> {
  const locked = await tx
    .select({ id: products.id })
    .from(products)
    .where(ofTenant(products, tenantId, eq(products.id, rowId)))
    .for('update');
  return locked.length > 0;
}
