import { randomUUID } from 'node:crypto';
import {
  isJsonText,
  PRODUCT_ERRORS,
  PRODUCT_TREE_ERRORS,
  PRODUCT_TREE_LIMITS,
  productIdLabel,
} from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Actor } from '../../core/session';
import type { ProductIdValue } from '../products/product-filter';
import type { ProductsService } from '../products/products.service';
import type { NewTreeNode, ProductTreesRepository, ScriptRow, TreeNodeRow } from './product-trees.repository';
import type { NodeField } from './product-trees.tables';

type Maybe<T> = T | null | undefined;

/** A node as createNode sends it: its id, what it is, its fields and its children, nested. */
export type NodeInput = {
  id: string;
  ref?: Maybe<string>;
  alias?: Maybe<string>;
  type?: Maybe<string>;
  fields?: Maybe<ReadonlyArray<NodeFieldInput>>;
  children?: Maybe<ReadonlyArray<NodeInput>>;
};
export type NodeFieldInput = {
  ref?: Maybe<string>;
  alias?: Maybe<string>;
  type?: Maybe<string>;
  resolver?: Maybe<{ language?: Maybe<string>; text?: Maybe<string> }>;
};
export type ScriptInput = {
  name: string;
  type?: Maybe<string>;
  inputSchema: string;
  outputSchema: string;
  sourceCode: string;
  referenceSourceCodeUrl?: Maybe<string>;
  externalTableDataUrl?: Maybe<string>;
  externalTableDataUrls?: Maybe<ReadonlyArray<string>>;
};

const toNodeFields = (fields: Maybe<ReadonlyArray<NodeFieldInput>>): NodeField[] =>
  (fields ?? []).map((field) => ({
    ref: field.ref ?? null,
    alias: field.alias ?? null,
    type: field.type ?? null,
    resolver: field.resolver ? { language: field.resolver.language ?? null, text: field.resolver.text ?? null } : null,
  }));

/** The nested input as rows, parents first; or the problem (limits, repeated ids). */
function flatten(root: NodeInput): Outcome<NewTreeNode[]> {
  const rows: Array<Omit<NewTreeNode, 'tenantId'>> = [];
  const seen = new Set<string>();
  const stack: Array<{ node: NodeInput; parentId: string | null; depth: number }> = [
    { node: root, parentId: null, depth: 1 },
  ];
  while (stack.length > 0) {
    const { node, parentId, depth } = stack.shift() as (typeof stack)[number];
    if (!node.id.trim()) return fail(PRODUCT_TREE_ERRORS.invalidNode('every node needs an id'));
    if (seen.has(node.id)) return fail(PRODUCT_TREE_ERRORS.invalidNode(`the id ${node.id} is used twice`));
    if (depth > PRODUCT_TREE_LIMITS.depth)
      return fail(PRODUCT_TREE_ERRORS.invalidNode(`it nests deeper than ${PRODUCT_TREE_LIMITS.depth} levels`));
    if ((node.fields?.length ?? 0) > PRODUCT_TREE_LIMITS.fieldsPerNode)
      return fail(PRODUCT_TREE_ERRORS.invalidNode(`a node has at most ${PRODUCT_TREE_LIMITS.fieldsPerNode} fields`));
    seen.add(node.id);
    rows.push({
      id: node.id,
      rootId: root.id,
      parentId,
      position: rows.length,
      ref: node.ref ?? null,
      alias: node.alias ?? null,
      type: node.type ?? null,
      fields: toNodeFields(node.fields),
    });
    if (rows.length + stack.length > PRODUCT_TREE_LIMITS.nodes)
      return fail(PRODUCT_TREE_ERRORS.treeTooLarge(PRODUCT_TREE_LIMITS.nodes));
    for (const child of node.children ?? []) stack.push({ node: child, parentId: node.id, depth: depth + 1 });
  }
  return ok(rows as NewTreeNode[]);
}

/**
 * Product trees (nodes with typed fields), node types, product schemas and scripts: the smallest model of
 * the reference platform's product builder that lets its command-line client copy a product between
 * tenants (product, tree, schema, scripts) and export and import node types.
 */
export function createProductTreesService(deps: {
  repository: ProductTreesRepository;
  products: Pick<ProductsService, 'find'>;
}) {
  const { repository } = deps;
  return {
    /** Stores the tree under a new root; its root id is the tree's id (product.productTreeId). */
    async createTree(tenantId: string, root: NodeInput): Promise<Outcome<string>> {
      const rows = flatten(root);
      if (!rows.ok) return rows;
      const taken = await repository.insertTree(
        tenantId,
        rows.value.map((row) => ({ ...row, tenantId })),
      );
      return taken.length === 0 ? ok(root.id) : fail(PRODUCT_TREE_ERRORS.nodeExists(taken.join(', ')));
    },

    /** The node and every node under it, parents first (listNodes). */
    async subtree(tenantId: string, nodeId: string): Promise<TreeNodeRow[]> {
      const node = await repository.findNode(tenantId, nodeId);
      if (!node) return [];
      const tree = await repository.treeOf(tenantId, node.rootId);
      const under = new Set([node.id]);
      return tree.filter((row) => {
        if (row.id === node.id) return true;
        if (row.parentId && under.has(row.parentId)) {
          under.add(row.id);
          return true;
        }
        return false;
      });
    },

    findNode: (tenantId: string, id: string) => repository.findNode(tenantId, id),
    nodeTypes: (tenantId: string) => repository.nodeTypes(tenantId),

    async defineNodeType(
      tenantId: string,
      typeName: string,
      fields: Maybe<ReadonlyArray<NodeFieldInput>>,
    ): Promise<Outcome<string>> {
      const name = typeName.trim();
      if (!name) return fail(PRODUCT_TREE_ERRORS.invalidTypeName);
      if ((fields?.length ?? 0) > PRODUCT_TREE_LIMITS.fieldsPerNode)
        return fail(
          PRODUCT_TREE_ERRORS.invalidNode(`a node type has at most ${PRODUCT_TREE_LIMITS.fieldsPerNode} fields`),
        );
      await repository.defineNodeType(tenantId, name, toNodeFields(fields));
      return ok(name);
    },

    findSchema: (tenantId: string, by: { id?: Maybe<string>; nodeId?: Maybe<string> }) =>
      repository.findSchema(tenantId, by),

    async createSchema(tenantId: string, nodeId: string, dataSchema: string): Promise<Outcome<string>> {
      if (!isJsonText(dataSchema)) return fail(PRODUCT_TREE_ERRORS.invalidJson('dataSchema'));
      if (!(await repository.findNode(tenantId, nodeId))) return fail(PRODUCT_TREE_ERRORS.nodeNotFound(nodeId));
      const id = randomUUID();
      return (await repository.insertSchema({ tenantId, id, nodeId, dataSchema }))
        ? ok(id)
        : fail(PRODUCT_TREE_ERRORS.schemaExists(nodeId));
    },

    async putUiSchema(tenantId: string, schemaId: string, uiSchema: { name: string; schema: string }) {
      if (!uiSchema.name.trim()) return fail(PRODUCT_TREE_ERRORS.nameRequired);
      if (!isJsonText(uiSchema.schema)) return fail(PRODUCT_TREE_ERRORS.invalidJson('schema'));
      return (await repository.putUiSchema(tenantId, schemaId, uiSchema))
        ? ok(schemaId)
        : fail(PRODUCT_TREE_ERRORS.schemaNotFound(schemaId));
    },

    async createScript(tenantId: string, actor: Actor, input: ScriptInput): Promise<Outcome<string>> {
      if (!input.name.trim()) return fail(PRODUCT_TREE_ERRORS.nameRequired);
      for (const field of ['inputSchema', 'outputSchema'] as const) {
        if (!isJsonText(input[field])) return fail(PRODUCT_TREE_ERRORS.invalidJson(field));
      }
      const id = randomUUID();
      await repository.insertScript(
        {
          tenantId,
          id,
          name: input.name.trim(),
          type: input.type ?? null,
          inputSchema: input.inputSchema,
          outputSchema: input.outputSchema,
          sourceCode: input.sourceCode,
          referenceSourceCodeUrl: input.referenceSourceCodeUrl ?? null,
          externalTableDataUrl: input.externalTableDataUrl ?? null,
          externalTableDataUrls: [...(input.externalTableDataUrls ?? [])],
        },
        actor,
      );
      return ok(id);
    },

    async addScriptToProduct(tenantId: string, productId: ProductIdValue, scriptId: string): Promise<Outcome<string>> {
      const product = await deps.products.find(tenantId, productId);
      if (!product) return fail(PRODUCT_ERRORS.productNotFound(productIdLabel(productId)));
      if (!(await repository.scriptExists(tenantId, scriptId)))
        return fail(PRODUCT_TREE_ERRORS.scriptNotFound(scriptId));
      await repository.addScriptToProduct(tenantId, product.id, scriptId);
      return ok(scriptId);
    },

    scriptsOfProducts: (tenantId: string, productRowIds: string[]): Promise<Map<string, ScriptRow[]>> =>
      repository.scriptsOfProducts(tenantId, productRowIds),
  };
}
