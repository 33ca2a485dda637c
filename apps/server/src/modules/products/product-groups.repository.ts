import { and, eq, sql } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import { insurers } from '../insurers/insurers.tables';
import type { DbExecutor } from '../l10n/l10n.repository';
import { nameExpression } from './product-filter';
import { insurerOfProduct, type ListQuery, type NamedProductRow, pageSql, productColumns } from './products.repository';
import { products } from './products.tables';

type ProductGroupRow = { plan: string; type: string; versionCount: number; latest: NamedProductRow };
export type ProductGroupPage = { groupCount: number; productCount: number; groups: ProductGroupRow[] };

/**
 * A page of plan + type groups among the products `query.where` selects, in one statement. A group's
 * `latest` is its newest selected version (createdAt, then id); groups are ordered by `query.orderBy`
 * applied to their latest versions, and limit and skip count groups.
 *
 * Hash aggregates, not window functions: the groups with their newest createdAt, then the versions
 * holding it (the highest id wins a tie). The counts come on every row, and on one row of nulls when
 * the page is past the end.
 */
export async function productGroupPage(
  db: DbExecutor,
  tenantId: string,
  list: ListQuery,
  locale: string,
): Promise<ProductGroupPage> {
  const query = pageSql(list, locale);
  const selected = ofTenant(products, tenantId, query.where);
  const grouped = db.$with('grouped').as(
    db
      .select({
        plan: products.plan,
        type: products.type,
        versionCount: sql<number>`count(*)::int`.as('version_count'),
        newest: sql<Date>`max(${products.createdAt})`.as('newest'),
      })
      .from(products)
      .where(selected)
      .groupBy(products.plan, products.type),
  );
  const totals = db
    .select({
      groupCount: sql<number>`count(*)::int`.as('group_count'),
      productCount: sql<number>`coalesce(sum(${grouped.versionCount}), 0)::int`.as('product_count'),
    })
    .from(grouped)
    .as('totals');
  const latest = db
    .select({ id: sql<string>`max(${products.id})`.as('latest_id'), versionCount: grouped.versionCount })
    .from(grouped)
    .innerJoin(
      products,
      and(eq(products.plan, grouped.plan), eq(products.type, grouped.type), eq(products.createdAt, grouped.newest)),
    )
    .where(selected)
    .groupBy(grouped.plan, grouped.type, grouped.versionCount)
    .as('latest');
  const page = db
    .select({
      id: sql<string>`${latest.id}`.as('page_id'),
      versionCount: sql<number>`${latest.versionCount}`.as('page_version_count'),
      position: sql<number>`row_number() over (order by ${sql.join(query.orderBy, sql`, `)})`.as('position'),
    })
    .from(products)
    .innerJoin(latest, eq(latest.id, products.id))
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.skip)
    .as('page');
  const rows = await db
    .with(grouped)
    .select({
      ...productColumns,
      name: nameExpression(query.locale),
      versionCount: page.versionCount,
      groupCount: totals.groupCount,
      productCount: totals.productCount,
    })
    .from(totals)
    .leftJoin(page, sql`true`)
    .leftJoin(products, ofTenant(products, tenantId, eq(products.id, page.id)))
    .leftJoin(insurers, insurerOfProduct)
    .orderBy(page.position);

  const groups: ProductGroupRow[] = [];
  for (const { versionCount, groupCount: _groups, productCount: _products, ...product } of rows) {
    if (product.id === null || versionCount === null) continue;
    const latestVersion = product as NamedProductRow;
    groups.push({ plan: latestVersion.plan, type: latestVersion.type, versionCount, latest: latestVersion });
  }
  return { groupCount: rows[0]?.groupCount ?? 0, productCount: rows[0]?.productCount ?? 0, groups };
}
