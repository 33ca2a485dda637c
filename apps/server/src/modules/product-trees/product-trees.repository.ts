import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import { type AuditedExecutor, asActor } from '../../platform/db/audit-actor';
import { ofTenant } from '../../platform/db/tenant-scope';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import {
  type NodeField,
  productNodeTypes,
  productSchemas,
  productScripts,
  productTreeNodes,
  productTreeScripts,
} from './product-trees.tables';

export type TreeNodeRow = typeof productTreeNodes.$inferSelect;
export type NewTreeNode = typeof productTreeNodes.$inferInsert;
export type NodeTypeRow = typeof productNodeTypes.$inferSelect;
export type ProductSchemaRow = typeof productSchemas.$inferSelect;
export type ScriptRow = typeof productTreeScripts.$inferSelect;
export type NewScript = typeof productTreeScripts.$inferInsert;

/** SQL of product trees, node types, product schemas and scripts; every query carries the tenant filter. */
export function createProductTreesRepository(db: AuditedExecutor) {
  return {
    /** False when one of the ids is taken in the tenant (then nothing is written). */
    /** Writes the nodes in one statement; when ids are taken in the tenant, writes nothing and answers them. */
    async insertTree(tenantId: string, nodes: NewTreeNode[]): Promise<string[]> {
      try {
        await db.insert(productTreeNodes).values(nodes);
        return [];
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const taken = await db
          .select({ id: productTreeNodes.id })
          .from(productTreeNodes)
          .where(
            ofTenant(
              productTreeNodes,
              tenantId,
              inArray(
                productTreeNodes.id,
                nodes.map((node) => node.id),
              ),
            ),
          );
        return taken.map((row) => row.id);
      }
    },

    async findNode(tenantId: string, id: string): Promise<TreeNodeRow | null> {
      const [row] = await db
        .select()
        .from(productTreeNodes)
        .where(ofTenant(productTreeNodes, tenantId, eq(productTreeNodes.id, id)));
      return row ?? null;
    },

    /** Every node of the tree the node belongs to, parents before children, siblings in order. */
    async treeOf(tenantId: string, rootId: string): Promise<TreeNodeRow[]> {
      return db
        .select()
        .from(productTreeNodes)
        .where(ofTenant(productTreeNodes, tenantId, eq(productTreeNodes.rootId, rootId)))
        .orderBy(asc(productTreeNodes.position));
    },

    async nodeTypes(tenantId: string): Promise<NodeTypeRow[]> {
      return db
        .select()
        .from(productNodeTypes)
        .where(ofTenant(productNodeTypes, tenantId))
        .orderBy(asc(productNodeTypes.typeName));
    },

    /** Defines the type, or replaces the fields of the one with that name. */
    async defineNodeType(tenantId: string, typeName: string, fields: NodeField[]) {
      await db
        .insert(productNodeTypes)
        .values({ tenantId, typeName, fields })
        .onConflictDoUpdate({ target: [productNodeTypes.tenantId, productNodeTypes.typeName], set: { fields } });
    },

    async findSchema(
      tenantId: string,
      by: { id?: string | null; nodeId?: string | null },
    ): Promise<ProductSchemaRow | null> {
      const condition = by.id
        ? eq(productSchemas.id, by.id)
        : by.nodeId
          ? eq(productSchemas.nodeId, by.nodeId)
          : sql`false`;
      const [row] = await db
        .select()
        .from(productSchemas)
        .where(ofTenant(productSchemas, tenantId, condition));
      return row ?? null;
    },

    /** False when the node already has a schema. */
    async insertSchema(row: typeof productSchemas.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(productSchemas)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: productSchemas.id });
      return inserted.length > 0;
    },

    /** Adds the UI schema, or replaces the one with that name; false when the schema does not exist. */
    async putUiSchema(tenantId: string, id: string, uiSchema: { name: string; schema: string }): Promise<boolean> {
      const updated = await db
        .update(productSchemas)
        .set({
          uiSchemas: sql`(select coalesce(jsonb_agg(item), '[]'::jsonb) from jsonb_array_elements(${productSchemas.uiSchemas}) item
            where item->>'name' <> ${uiSchema.name}) || jsonb_build_array(${JSON.stringify(uiSchema)}::jsonb)`,
        })
        .where(ofTenant(productSchemas, tenantId, eq(productSchemas.id, id)))
        .returning({ id: productSchemas.id });
      return updated.length > 0;
    },

    /** Scripts have no audit columns: `actor` is stamped for the audit trigger. */
    async insertScript(script: NewScript, actor: Actor) {
      await asActor(db, actor, (tx) => tx.insert(productTreeScripts).values(script));
    },

    async scriptExists(tenantId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: productTreeScripts.id })
        .from(productTreeScripts)
        .where(ofTenant(productTreeScripts, tenantId, eq(productTreeScripts.id, id)));
      return Boolean(row);
    },

    /** Links the script to the product row (again is a no-op). */
    async addScriptToProduct(tenantId: string, productRowId: string, scriptId: string) {
      await db.insert(productScripts).values({ tenantId, productId: productRowId, scriptId }).onConflictDoNothing();
    },

    /** The scripts of each product row, in the order they were added. */
    async scriptsOfProducts(tenantId: string, productRowIds: string[]): Promise<Map<string, ScriptRow[]>> {
      const byProduct = new Map<string, ScriptRow[]>();
      if (productRowIds.length === 0) return byProduct;
      const rows = await db
        .select({ productId: productScripts.productId, script: productTreeScripts })
        .from(productScripts)
        .innerJoin(
          productTreeScripts,
          and(
            eq(productTreeScripts.tenantId, productScripts.tenantId),
            eq(productTreeScripts.id, productScripts.scriptId),
          ),
        )
        .where(ofTenant(productScripts, tenantId, inArray(productScripts.productId, productRowIds)))
        .orderBy(asc(productScripts.addedAt), asc(productTreeScripts.id));
      for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.script]);
      return byProduct;
    },
  };
}
export type ProductTreesRepository = ReturnType<typeof createProductTreesRepository>;
