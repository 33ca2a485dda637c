import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns as audit } from '../../platform/db/audit-columns';
import { products } from '../products/products.tables';

/** Discount, loading and tax codes of a product version; a code is unique per product and kind. */
export const productAdjustmentCodes = pgTable(
  'product_adjustment_codes',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 'discount' | 'loading' | 'tax' */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** 'ratio' | 'flat' | 'custom' */
    calculationKind: text('calculation_kind').notNull(),
    /** Decimal text: a percentage (ratio) or an amount (flat). */
    ratio: text('ratio'),
    flat: text('flat'),
    currencyCode: text('currency_code'),
    calculationLogic: text('calculation_logic'),
    conditionLogic: text('condition_logic'),
    order: integer('sort_order').notNull().default(0),
    /** Taxes only: the largest amount the tax adds (decimal text), and 'half_up' | 'down' | 'up'. */
    cap: text('cap'),
    rounding: text('rounding'),
    ...audit,
  },
  (table) => [
    uniqueIndex('product_adjustment_codes_key').on(table.productId, table.kind, table.code),
    index('product_adjustment_codes_tenant_product').on(table.tenantId, table.productId, table.kind),
  ],
);

/**
 * A product version's premium limits and payment frequencies: the least premium before taxes, the most
 * all discounts take off (a percentage), and the modal factors of the frequencies it is offered at.
 */
export const productPricingSettings = pgTable(
  'product_pricing_settings',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    /** Decimal texts, or null for none. */
    minimumPremium: text('minimum_premium'),
    maxDiscountPercent: text('max_discount_percent'),
    /** JSON: { "MONTHLY": "0.0875", ... }, or null for the defaults (payment-frequencies.ts). */
    modalFactors: text('modal_factors'),
    ...audit,
  },
  (table) => [index('product_pricing_settings_tenant').on(table.tenantId, table.productId)],
);

/** Saved rating inputs of a product version with the premium (and decision) they must give. */
export const ratingTestCases = pgTable(
  'rating_test_cases',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    valuesJson: text('values_json').notNull(),
    discountCodes: text('discount_codes').array().notNull().default([]),
    /** Decimal text, or null when only the decision is checked. */
    expectedAmount: text('expected_amount'),
    expectedDecision: text('expected_decision'),
    ...audit,
  },
  (table) => [
    uniqueIndex('rating_test_cases_name').on(table.productId, table.name),
    index('rating_test_cases_tenant_product').on(table.tenantId, table.productId),
  ],
);

export const releases = pgTable(
  'releases',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    ...audit,
  },
  (table) => [index('releases_tenant_created_at').on(table.tenantId, table.createdAt, table.id)],
);

/**
 * The product versions a release froze; a product version in any release is frozen, and is in one release
 * only (`release_products_product`, migration `0035_release_products_one_release`).
 */
export const releaseProducts = pgTable(
  'release_products',
  {
    tenantId: text('tenant_id').notNull(),
    releaseId: text('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
  },
  (table) => [
    primaryKey({ columns: [table.releaseId, table.productId] }),
    index('release_products_tenant_product').on(table.tenantId, table.productId),
    uniqueIndex('release_products_product').on(table.productId),
  ],
);
