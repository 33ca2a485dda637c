import {
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { insurers } from '../insurers/insurers.tables';
import { tenants } from '../tenants/tenants.tables';

/** A product version; plan + type + version is unique per tenant. Its name lives in l10n_texts. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    plan: text('plan').notNull(),
    type: text('type').notNull(),
    /** '' when the product has no version. */
    version: text('version').notNull().default(''),
    insurerId: text('insurer_id'),
    underwritingRules: text('underwriting_rules'),
    amountLogic: text('amount_logic'),
    /** Reference fields stored as given: status and lifecycle stage are free strings. */
    status: text('status'),
    lifecycleStage: text('lifecycle_stage'),
    /** Tag types, in order (the reference's `tags: [tagInput]` carries a type only). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    launchPeriodStartDate: date('launch_period_start_date'),
    launchPeriodEndDate: date('launch_period_end_date'),
    /** JSON documents kept as the client's text. */
    fields: text('fields'),
    representation: text('representation'),
    /** The reference's identifiers and dates a client may set (issuerProductId, productTreeId, changeEffectiveDate). */
    issuerProductId: text('issuer_product_id'),
    /** The root node of the product's tree (modules/product-trees), as the client gave it. */
    productTreeId: text('product_tree_id'),
    changeEffectiveDate: date('change_effective_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: text('created_by_id'),
    createdBy: text('created_by'),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedById: text('last_modified_by_id'),
    lastModifiedBy: text('last_modified_by'),
  },
  (table) => [
    uniqueIndex('products_tenant_product_id').on(table.tenantId, table.plan, table.type, table.version),
    // Read backwards for the default order (createdAt desc, id desc).
    index('products_tenant_created_at').on(table.tenantId, table.createdAt, table.id),
    foreignKey({
      name: 'products_insurer_fk',
      columns: [table.tenantId, table.insurerId],
      foreignColumns: [insurers.tenantId, insurers.id],
    }),
  ],
);

/**
 * One row per benefit value: a benefit with defined options has one row per option key, any other
 * benefit one row with option_key ''. Rows of one type id share parent, parent option keys and input flag.
 */
export const productBenefits = pgTable(
  'product_benefits',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    typeId: text('type_id').notNull(),
    optionKey: text('option_key').notNull().default(''),
    parentTypeId: text('parent_type_id'),
    parentOptionKeys: jsonb('parent_option_keys').$type<string[]>().notNull().default([]),
    isValueInput: boolean('is_value_input').notNull().default(false),
    currencyCode: text('currency_code'),
    /** The value as JSON text, as it arrived (rawData). */
    valueJson: text('value_json'),
  },
  (table) => [
    uniqueIndex('product_benefits_key').on(table.productId, table.typeId, table.optionKey),
    index('product_benefits_tenant_product').on(table.tenantId, table.productId),
  ],
);
