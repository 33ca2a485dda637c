import { actorOf } from '../../core/session';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { JSON_LENGTH, TEXT_LENGTH } from '../../graphql/input-limits';
import { unwrap } from '../../graphql/outcome';
import { neverCached } from '../../graphql/response-cache';
import { CreatedStatusResultRef, created, createdFailure, failure, ResultRef, success } from '../../graphql/result';
import { ProductIdInput } from '../products/product-refs.schema';
import { ProductRef } from '../products/products.schema';
import { StringResultRef } from '../templates/template-types.schema';
import type { NodeFieldInput, NodeInput } from './product-trees.service';
import type { NodeField } from './product-trees.tables';

/**
 * The reference platform's product builder as its command-line client uses it (`product copy`,
 * `assign-tree`, `product-schema copy`, `product-node-type export`): trees of nodes, node types, the
 * data and UI schemas of a tree, and the scripts of a product. Names and shapes are the platform's.
 */

/** A node of a tree, or a node type (then id, ref, alias and type are the type's name). */
type NodeView = {
  id: string;
  ref: string | null;
  alias: string | null;
  type: string | null;
  fields: NodeField[];
  parentId: string | null;
  tenantId: string;
};

const LanguageEnum = builder.enumType('Language', {
  description: 'The language of a field resolver',
  values: ['CONSTANT', 'CLEAR_SCRIPT', 'GRAPH_QL', 'LOCAL_FORMULA', 'CONTEXT_FORMULA'] as const,
});
type Language = 'CONSTANT' | 'CLEAR_SCRIPT' | 'GRAPH_QL' | 'LOCAL_FORMULA' | 'CONTEXT_FORMULA';
const LANGUAGES = new Set<string>(['CONSTANT', 'CLEAR_SCRIPT', 'GRAPH_QL', 'LOCAL_FORMULA', 'CONTEXT_FORMULA']);

const ExpressionRef = builder.objectRef<NonNullable<NodeField['resolver']>>('Expression').implement({
  fields: (t) => ({
    text: t.exposeString('text'),
    language: t.field({
      type: LanguageEnum,
      description: 'Could be: ClearScript, GraphQL, Constant, LocalFormula, ContextFormula',
      resolve: (expression) => (LANGUAGES.has(expression.language ?? '') ? (expression.language as Language) : null),
    }),
  }),
});

const FieldDescriptionRef = builder.objectRef<NodeField>('FieldDescription').implement({
  fields: (t) => ({
    ref: t.exposeString('ref'),
    alias: t.exposeString('alias'),
    type: t.exposeString('type'),
    resolver: t.field({ type: ExpressionRef, resolve: (field) => field.resolver }),
  }),
});

const NodeRef = builder.objectRef<NodeView>('Node');
NodeRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ref: t.exposeString('ref'),
    alias: t.exposeString('alias'),
    type: t.exposeString('type'),
    fields: t.field({ type: [FieldDescriptionRef], resolve: (node) => node.fields }),
    parent: t.field({
      type: NodeRef,
      nullable: true,
      resolve: async (node, _args, context) => {
        if (!node.parentId) return null;
        const parent = await context.services.productTrees.findNode(node.tenantId, node.parentId);
        return parent ? { ...parent, tenantId: node.tenantId } : null;
      },
    }),
    children: t.field({
      type: [NodeRef],
      nullable: true,
      resolve: async (node, _args, context) => {
        const tree = await context.services.productTrees.subtree(node.tenantId, node.id);
        return tree.filter((row) => row.parentId === node.id).map((row) => ({ ...row, tenantId: node.tenantId }));
      },
    }),
  }),
});

const ExpressionInput = builder.inputType('ExpressionInput', {
  fields: (t) => ({ text: t.string(TEXT_LENGTH), language: t.field({ type: LanguageEnum }) }),
});

const NodeFieldInputRef = builder.inputRef<NodeFieldInput>('NodeFieldInput').implement({
  fields: (t) => ({
    ref: t.string(),
    alias: t.string(),
    type: t.string(),
    resolver: t.field({ type: ExpressionInput }),
  }),
});

const CreateNodeInput = builder.inputRef<NodeInput>('CreateNodeInput');
CreateNodeInput.implement({
  fields: (t) => ({
    id: t.id({ required: true }),
    ref: t.string(),
    alias: t.string(),
    type: t.string(),
    fields: t.field({ type: [NodeFieldInputRef] }),
    children: t.field({ type: [CreateNodeInput] }),
  }),
});

const UiSchemaRef = builder.objectRef<{ name: string; schema: string }>('UiSchema').implement({
  fields: (t) => ({ name: t.exposeString('name'), schema: t.exposeString('schema') }),
});

const ProductSchemaRef = builder
  .objectRef<{ id: string; nodeId: string; dataSchema: string; uiSchemas: Array<{ name: string; schema: string }> }>(
    'ProductSchemaDescription',
  )
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      nodeId: t.exposeID('nodeId', { nullable: false }),
      dataSchema: t.exposeString('dataSchema'),
      uiSchemas: t.field({ type: [UiSchemaRef], resolve: (schema) => schema.uiSchemas }),
    }),
  });

const ScriptTypeEnum = builder.enumType('scriptTypeEnum', {
  values: ['PRICING', 'PRICING_STANDARD', 'UNDERWRITING', 'CANCELLATION', 'CLAIM'] as const,
});
type ScriptType = 'PRICING' | 'PRICING_STANDARD' | 'UNDERWRITING' | 'CANCELLATION' | 'CLAIM';

const ScriptRef = builder.objectRef<import('./product-trees.repository').ScriptRow>('script').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    type: t.field({ type: ScriptTypeEnum, resolve: (script) => script.type as ScriptType | null }),
    inputSchema: t.exposeString('inputSchema'),
    outputSchema: t.exposeString('outputSchema'),
    sourceCode: t.exposeString('sourceCode'),
    referenceSourceCode: t.string({
      nullable: false,
      description: 'The source code itself: scripts are stored as sent, never minified',
      resolve: (script) => script.sourceCode,
    }),
    referenceSourceCodeUrl: t.exposeString('referenceSourceCodeUrl'),
    externalTableDataUrl: t.exposeString('externalTableDataUrl'),
    externalTableDataUrls: t.stringList({
      nullable: { list: true, items: false },
      resolve: (script) => script.externalTableDataUrls,
    }),
  }),
});

const CreateScriptInput = builder.inputType('createScriptInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.field({ type: ScriptTypeEnum }),
    inputSchema: t.string({ required: true, ...JSON_LENGTH }),
    outputSchema: t.string({ required: true, ...JSON_LENGTH }),
    sourceCode: t.string({ required: true, ...JSON_LENGTH }),
    referenceSourceCodeUrl: t.string(),
    externalTableDataUrl: t.string(),
    externalTableDataUrls: t.stringList(),
  }),
});

const AddScriptToProductInput = builder.inputType('addScriptToProductInput', {
  fields: (t) => ({
    productId: t.field({ type: ProductIdInput, required: true }),
    scriptId: t.string({ required: true }),
  }),
});

const CreateProductSchemaInput = builder.inputType('createProductSchemaInput', {
  fields: (t) => ({ nodeId: t.id({ required: true }), dataSchema: t.string({ required: true, ...JSON_LENGTH }) }),
});

const UiSchemaInput = builder.inputType('addUiSchemaToProductSchemaInput', {
  fields: (t) => ({ name: t.string({ required: true }), schema: t.string({ required: true, ...JSON_LENGTH }) }),
});

builder.queryFields((t) => ({
  listNodes: t.field({
    type: [NodeRef],
    description: 'The node and every node under it, as a list (parents first)',
    ...neverCached,
    args: { parentNodeId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      const rows = await context.services.productTrees.subtree(tenantId, String(args.parentNodeId));
      return rows.map((row) => ({ ...row, tenantId }));
    },
  }),
  nodeTypes: t.field({
    type: [NodeRef],
    nullable: false,
    description: "The tenant's node types; id, ref, alias and type are each the type's name",
    ...neverCached,
    resolve: async (_root, _args, context) => {
      const { tenantId } = requireSession(context);
      return (await context.services.productTrees.nodeTypes(tenantId)).map((row) => ({
        id: row.typeName,
        ref: row.typeName,
        alias: row.typeName,
        type: row.typeName,
        fields: row.fields,
        parentId: null,
        tenantId,
      }));
    },
  }),
  productSchema: t.field({
    type: ProductSchemaRef,
    nullable: true,
    description: "A tree's data and UI schemas, by the tree's node or by the schema's id",
    ...neverCached,
    args: { nodeId: t.arg.id(), productSchemaId: t.arg.id() },
    resolve: (_root, args, context) =>
      context.services.productTrees.findSchema(requireSession(context).tenantId, {
        id: args.productSchemaId == null ? null : String(args.productSchemaId),
        nodeId: args.nodeId == null ? null : String(args.nodeId),
      }),
  }),
}));

builder.mutationFields((t) => ({
  createNode: t.field({
    type: 'ID',
    description: 'Stores a tree (the node and its children); answers its root id',
    args: { node: t.arg({ type: CreateNodeInput, required: true }) },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.productTrees.createTree(requireSession(context).tenantId, args.node)),
  }),
  defineNodeType: t.field({
    type: 'String',
    description: 'Defines a node type, or replaces the fields of the one with that name; answers its name',
    args: {
      typeName: t.arg.string({ required: true }),
      fields: t.arg({ type: [NodeFieldInputRef] }),
    },
    resolve: async (_root, args, context) =>
      unwrap(
        await context.services.productTrees.defineNodeType(
          requireSession(context).tenantId,
          args.typeName,
          args.fields,
        ),
      ),
  }),
  createProductSchema: t.field({
    type: StringResultRef,
    description: "Stores a tree's data schema; value is the new schema's id",
    args: { input: t.arg({ type: CreateProductSchemaInput, required: true }) },
    resolve: async (_root, args, context) => {
      const { tenantId } = requireSession(context);
      const outcome = await context.services.productTrees.createSchema(
        tenantId,
        String(args.input.nodeId),
        args.input.dataSchema,
      );
      return outcome.ok
        ? { status: 'success', errors: [], value: outcome.value }
        : { status: 'failure', errors: [outcome.problem.message], value: null };
    },
  }),
  addUiSchemaToProductSchema: t.field({
    type: ResultRef,
    args: {
      productSchemaId: t.arg.id({ required: true }),
      input: t.arg({ type: UiSchemaInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.productTrees.putUiSchema(
        requireSession(context).tenantId,
        String(args.productSchemaId),
        args.input,
      );
      return outcome.ok ? success() : failure(outcome.problem);
    },
  }),
  createScript: t.field({
    type: CreatedStatusResultRef,
    args: { input: t.arg({ type: CreateScriptInput, required: true }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      const outcome = await context.services.productTrees.createScript(session.tenantId, actorOf(session), args.input);
      return outcome.ok ? created(outcome.value) : createdFailure(outcome.problem);
    },
  }),
  addScriptToProduct: t.field({
    type: ResultRef,
    args: { input: t.arg({ type: AddScriptToProductInput, required: true }) },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.productTrees.addScriptToProduct(
        requireSession(context).tenantId,
        args.input.productId,
        args.input.scriptId,
      );
      return outcome.ok ? success() : failure(outcome.problem);
    },
  }),
}));

builder.objectField(ProductRef, 'scripts', (t) =>
  t.field({
    type: [ScriptRef],
    description: 'The scripts the product runs, in the order they were added (addScriptToProduct)',
    ...neverCached,
    resolve: async (product, _args, context) =>
      (await context.services.productTrees.scriptsOfProducts(product.tenantId, [product.id])).get(product.id) ?? [],
  }),
);
