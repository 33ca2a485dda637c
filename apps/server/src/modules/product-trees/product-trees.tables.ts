import { foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../products/products.tables';
import { tenants } from '../tenants/tenants.tables';

/** A field of a node or node type: `{ ref, alias, type, resolver: { language, text } }` as the client sent it. */
export type NodeField = {
  ref: string | null;
  alias: string | null;
  type: string | null;
  resolver: { language: string | null; text: string | null } | null;
};

/**
 * The nodes of product trees. A tree is its root and the nodes under it; ids are the client's (the
 * reference's `ID`), unique in the tenant; `position` keeps the order of children.
 */
export const productTreeNodes = pgTable(
  'product_tree_nodes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: text('id').notNull(),
    rootId: text('root_id').notNull(),
    parentId: text('parent_id'),
    position: integer('position').notNull().default(0),
    ref: text('ref'),
    alias: text('alias'),
    type: text('type'),
    fields: jsonb('fields').$type<NodeField[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    foreignKey({
      name: 'product_tree_nodes_root_fk',
      columns: [table.tenantId, table.rootId],
      foreignColumns: [table.tenantId, table.id],
    }).onDelete('cascade'),
  ],
);

/** The node types of a tenant (defineNodeType): a name and the fields its nodes have. */
export const productNodeTypes = pgTable(
  'product_node_types',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    typeName: text('type_name').notNull(),
    fields: jsonb('fields').$type<NodeField[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.typeName] })],
);

/** The data schema of a product tree (by its root node) and its UI schemas `[{ name, schema }]`. */
export const productSchemas = pgTable(
  'product_schemas',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: text('id').notNull(),
    nodeId: text('node_id').notNull(),
    dataSchema: text('data_schema').notNull(),
    uiSchemas: jsonb('ui_schemas').$type<Array<{ name: string; schema: string }>>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('product_schemas_node').on(table.tenantId, table.nodeId),
  ],
);

/** Scripts (pricing, underwriting, ...) products run; stored as sent, linked to products by productScripts. */
export const productTreeScripts = pgTable(
  'product_tree_scripts',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: text('id').notNull(),
    name: text('name').notNull(),
    type: text('type'),
    inputSchema: text('input_schema').notNull(),
    outputSchema: text('output_schema').notNull(),
    sourceCode: text('source_code').notNull(),
    referenceSourceCodeUrl: text('reference_source_code_url'),
    externalTableDataUrl: text('external_table_data_url'),
    externalTableDataUrls: jsonb('external_table_data_urls').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** Which scripts a product version runs (addScriptToProduct), in the order they were added. */
export const productScripts = pgTable(
  'product_scripts',
  {
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    scriptId: text('script_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.scriptId] }),
    foreignKey({
      name: 'product_scripts_script_fk',
      columns: [table.tenantId, table.scriptId],
      foreignColumns: [productTreeScripts.tenantId, productTreeScripts.id],
    }).onDelete('cascade'),
  ],
);
