import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { products } from '../products/products.tables';

/**
 * A product version's rate tables (contracts `rate-tables.ts`): named grids its rules read with
 * `{"table": [...]}`. Copied with a new version, frozen with a release, part of the price plan
 * (their writes raise the 'pricing' cache generation).
 */
export const productRateTables = pgTable(
  'product_rate_tables',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** JSON: { "inputs": [{ "name": "age", "kind": "band" }], "outputs": ["rate"] } */
    columns: text('columns').notNull(),
    /** JSON: the rows' cells in grid order, as text (outputs are exact decimal texts). */
    rows: text('rows').notNull().default('[]'),
    noGaps: boolean('no_gaps').notNull().default(false),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('product_rate_tables_name').on(table.productId, table.name),
    index('product_rate_tables_tenant_product').on(table.tenantId, table.productId),
  ],
);
