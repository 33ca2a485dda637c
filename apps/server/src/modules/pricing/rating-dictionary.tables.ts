import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../products/products.tables';

/**
 * A product version's variable dictionary: one row per declared input (rating-dictionary.ts in the
 * contracts), in the order the studio shows them. Copied with a new version, frozen with a release.
 */
export const productRatingDictionary = pgTable(
  'product_rating_dictionary',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'number' | 'boolean' | 'text' | 'date' | 'choice' */
    type: text('type').notNull(),
    /** JSON: { "en-US": "Age", "zh-HK": "年齡" } */
    labels: text('labels').notNull().default('{}'),
    unit: text('unit'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    /** JSON: [{ "value": "gold", "labels": { "en-US": "Gold" } }] */
    choices: text('choices').notNull().default('[]'),
    required: boolean('required').notNull().default(false),
    order: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: text('created_by_id'),
    createdBy: text('created_by'),
  },
  (table) => [
    uniqueIndex('product_rating_dictionary_name').on(table.productId, table.name),
    index('product_rating_dictionary_tenant_product').on(table.tenantId, table.productId),
  ],
);
