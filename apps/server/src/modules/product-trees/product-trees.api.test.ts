import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

/**
 * The documents CoverGo's command-line client sends for `product copy`, `assign-tree`,
 * `product-schema copy` and `product-node-type export` (written from the reference platform's schema and
 * the client's public behaviour): read everything in test_dev, write it again in test_uat.
 */
const NODE_FIELDS = 'ref alias type resolver { text language }';
const NODE_TYPES = `query nodeTypes { nodeTypes { id ref alias type fields { ${NODE_FIELDS} } } }`;
const DEFINE_NODE_TYPE = `mutation importNodeType($typeName: String!, $fields: [NodeFieldInput!]) {
  defineNodeType(typeName: $typeName, fields: $fields) }`;
const CREATE_NODE = `mutation importNode($id: ID!, $ref: String!, $type: String!, $alias: String!,
  $children: [CreateNodeInput!], $fields: [NodeFieldInput!]) {
  createNode(node: { id: $id, ref: $ref, type: $type, alias: $alias, children: $children, fields: $fields }) }`;
const LIST_NODES = `query listNodes($parentNodeId: ID!) { listNodes(parentNodeId: $parentNodeId) {
  ref id alias type parent { ref id } fields { ${NODE_FIELDS} } } }`;
const FETCH_PRODUCT = `
  fragment result on products { list {
    productId { plan type version } name lifecycleStage productTreeId representation
    scripts { id type name inputSchema outputSchema sourceCode referenceSourceCode referenceSourceCodeUrl
      externalTableDataUrl externalTableDataUrls }
  } }
  query products($skip: Int, $limit: Int, $sort: sortInput, $where: productWhereInput, $values: [keyValueInput]) {
    products: products_2(skip: $skip, limit: $limit, sort: $sort, where: $where, values: $values) { ...result }
  }`;
const CREATE_PRODUCT = `mutation createProduct($productId: productIdInput!, $lifecycleStage: String = null,
  $productTreeId: String = null, $representation: String = null, $name: String!, $productIdKey: String!) {
  createProduct(product: { productId: $productId, lifecycleStage: $lifecycleStage, productTreeId: $productTreeId,
    representation: $representation }) { productId { plan type version } name lifecycleStage productTreeId }
  upsertL10n(l10n: { locale: "en-US", key: $productIdKey, value: $name }) { status errors }
}`;
const ASSIGN_TREE = `mutation updateProductTree($productId: productIdInput!, $productTreeId: String!) {
  updateProduct(productId: $productId, input: { productTreeId: $productTreeId }) { productTreeId } }`;
const CREATE_SCRIPT = `mutation createScript($type: scriptTypeEnum = null, $name: String!, $inputSchema: String!,
  $outputSchema: String!, $sourceCode: String!, $referenceSourceCodeUrl: String = null,
  $externalTableDataUrl: String = null, $externalTableDataUrls: [String!]) {
  createScript(input: { type: $type, name: $name, inputSchema: $inputSchema, outputSchema: $outputSchema,
    sourceCode: $sourceCode, referenceSourceCodeUrl: $referenceSourceCodeUrl,
    externalTableDataUrl: $externalTableDataUrl, externalTableDataUrls: $externalTableDataUrls }) {
    status createdStatus { id ids } } }`;
const ADD_SCRIPT = `mutation addScriptToProduct($productId: productIdInput!, $scriptId: String!) {
  addScriptToProduct(input: { productId: $productId, scriptId: $scriptId }) { status } }`;
const PRODUCT_SCHEMA = `query productSchema($nodeId: ID!) { productSchema(nodeId: $nodeId) {
  id nodeId dataSchema uiSchemas { name schema } } }`;
const CREATE_SCHEMA = `mutation updateSchema($nodeId: ID!, $dataSchema: String!) {
  createProductSchema(input: { nodeId: $nodeId, dataSchema: $dataSchema }) { value status } }`;
const ADD_UI_SCHEMA = `mutation updateSchema($productSchemaId: ID!, $name: String!, $schema: String!) {
  addUiSchemaToProductSchema(productSchemaId: $productSchemaId, input: { name: $name, schema: $schema }) {
    status errors } }`;

type Node = {
  id: string;
  ref: string;
  alias: string;
  type: string;
  parent: { id: string } | null;
  fields: Array<Record<string, unknown>>;
};
type Script = Record<string, unknown> & { name: string };
type Product = { productId: { plan: string; type: string; version: string }; productTreeId: string; scripts: Script[] };

const server = useTestServer();
let dev: string;
let uat: string;
const PRODUCT_ID = { plan: 'home_care', type: 'home', version: '1' };
const CONSTANT = { text: '', language: 'CONSTANT' };

async function call<T>(as: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await server.gql<T>(query, variables, { token: as });
  expect(answer.errors).toBeUndefined();
  return answer.data;
}
const fetchProduct = async (as: string) =>
  (await call<{ products: { list: Product[] } }>(as, FETCH_PRODUCT, { where: { productId: PRODUCT_ID } })).products
    .list[0];

/** Nested children of `parent` from the flat list listNodes answers, with new ids (as the client does). */
function childrenOf(parent: Node, nodes: Node[], newId: (node: Node) => string): unknown[] {
  return nodes
    .filter((node) => node.parent?.id === parent.id)
    .map((node) => ({
      id: newId(node),
      ref: node.ref,
      alias: node.alias,
      type: node.type,
      fields: node.fields,
      children: childrenOf(node, nodes, newId),
    }));
}

beforeAll(async () => {
  dev = (await server.signIn('test_dev')).accessToken;
  uat = (await server.signIn('test_uat')).accessToken;
  // test_dev: node types, a product with its tree, schema and script.
  for (const typeName of ['plan', 'benefit']) {
    await call(dev, DEFINE_NODE_TYPE, {
      typeName,
      fields: [{ ref: 'limit', alias: 'Limit', type: 'Number', resolver: { text: '1000', language: 'CONSTANT' } }],
    });
  }
  await call(dev, CREATE_NODE, {
    id: 'dev-root',
    ref: 'home_care',
    type: 'plan',
    alias: 'Home care',
    fields: [{ ref: 'meta', alias: 'Meta', type: 'String', resolver: CONSTANT }],
    children: [
      {
        id: 'dev-fire',
        ref: 'fire',
        type: 'benefit',
        alias: '火災',
        children: [{ id: 'dev-fire-limit', ref: 'fire_limit', type: 'benefit', alias: 'Fire limit' }],
      },
      { id: 'dev-theft', ref: 'theft', type: 'benefit', alias: 'Theft' },
    ],
  });
  await call(dev, CREATE_PRODUCT, {
    productId: PRODUCT_ID,
    lifecycleStage: 'launched',
    productTreeId: 'dev-root',
    representation: '{"plans":[]}',
    name: 'Home care',
    productIdKey: 'products-home_care|1|home-name',
  });
  const script = await call<{ createScript: { status: string; createdStatus: { id: string } } }>(dev, CREATE_SCRIPT, {
    type: 'PRICING',
    name: 'premium',
    inputSchema: '{"type":"object"}',
    outputSchema: '{"type":"number"}',
    sourceCode: 'export default () => 42',
    externalTableDataUrls: ['rates.csv'],
  });
  expect(script.createScript.status).toBe('success');
  await call(dev, ADD_SCRIPT, { productId: PRODUCT_ID, scriptId: script.createScript.createdStatus.id });
  const schema = await call<{ createProductSchema: { value: string; status: string } }>(dev, CREATE_SCHEMA, {
    nodeId: 'dev-root',
    dataSchema: '{"type":"object","properties":{"age":{"type":"number"}}}',
  });
  expect(schema.createProductSchema.status).toBe('success');
  await call(dev, ADD_UI_SCHEMA, {
    productSchemaId: schema.createProductSchema.value,
    name: 'dev-root',
    schema: '{"elements":[]}',
  });
});

describe("CoverGo's command-line client", () => {
  it('product copy: the product, its tree, its scripts and its schema go from test_dev to test_uat', async () => {
    const product = await fetchProduct(dev);
    expect(product).toMatchObject({ productTreeId: 'dev-root', scripts: [{ name: 'premium', type: 'PRICING' }] });
    const tree = (await call<{ listNodes: Node[] }>(dev, LIST_NODES, { parentNodeId: 'dev-root' })).listNodes;
    expect(tree.map((node) => [node.id, node.parent?.id ?? null])).toEqual([
      ['dev-root', null],
      ['dev-fire', 'dev-root'],
      ['dev-theft', 'dev-root'],
      ['dev-fire-limit', 'dev-fire'],
    ]);

    // In test_uat: the tree under new ids, the product pointing at it, the scripts and the schema.
    const newId = (node: Node) => node.id.replace('dev-', 'uat-');
    const [root] = tree as [Node];
    const created = await call<{ createNode: string }>(uat, CREATE_NODE, {
      id: newId(root),
      ref: root.ref,
      type: root.type,
      alias: root.alias,
      fields: root.fields,
      children: childrenOf(root, tree, newId),
    });
    expect(created.createNode).toBe('uat-root');
    const copy = await call<{ createProduct: Record<string, unknown>; upsertL10n: { status: string } }>(
      uat,
      CREATE_PRODUCT,
      {
        productId: PRODUCT_ID,
        lifecycleStage: 'launched',
        productTreeId: 'uat-root',
        representation: '{"plans":[]}',
        name: 'Home care',
        productIdKey: 'products-home_care|1|home-name',
      },
    );
    // The name is written after the product, in the same document: the product answers it on the next read.
    expect(copy).toEqual({
      createProduct: { productId: PRODUCT_ID, name: null, lifecycleStage: 'launched', productTreeId: 'uat-root' },
      upsertL10n: { status: 'success', errors: [] },
    });
    for (const { id: _id, referenceSourceCode: _code, ...script } of product?.scripts ?? []) {
      const made = await call<{ createScript: { createdStatus: { id: string } } }>(uat, CREATE_SCRIPT, script);
      await call(uat, ADD_SCRIPT, { productId: PRODUCT_ID, scriptId: made.createScript.createdStatus.id });
    }
    const schema = (
      await call<{ productSchema: { dataSchema: string; uiSchemas: Array<{ schema: string }> } }>(dev, PRODUCT_SCHEMA, {
        nodeId: 'dev-root',
      })
    ).productSchema;
    const made = await call<{ createProductSchema: { value: string } }>(uat, CREATE_SCHEMA, {
      nodeId: 'uat-root',
      dataSchema: schema.dataSchema,
    });
    await call(uat, ADD_UI_SCHEMA, {
      productSchemaId: made.createProductSchema.value,
      name: 'uat-root',
      schema: schema.uiSchemas[0]?.schema,
    });

    const copied = await fetchProduct(uat);
    expect(copied).toMatchObject({ name: 'Home care', productTreeId: 'uat-root' });
    const { id: _devId, ...devScript } = product?.scripts[0] ?? { name: '' };
    expect(copied?.scripts).toEqual([expect.objectContaining({ ...devScript, id: expect.any(String) })]);
    const uatTree = (await call<{ listNodes: Node[] }>(uat, LIST_NODES, { parentNodeId: 'uat-root' })).listNodes;
    expect(uatTree.map(({ id, ref, alias, parent }) => ({ id, ref, alias, parent: parent?.id ?? null }))).toEqual(
      tree.map((node) => ({
        id: newId(node),
        ref: node.ref,
        alias: node.alias,
        parent: node.parent ? newId(node.parent as Node) : null,
      })),
    );
    expect(uatTree[0]?.fields).toEqual([{ ref: 'meta', alias: 'Meta', type: 'String', resolver: CONSTANT }]);
    const uatSchema = (
      await call<{ productSchema: Record<string, unknown> }>(uat, PRODUCT_SCHEMA, { nodeId: 'uat-root' })
    ).productSchema;
    expect(uatSchema).toMatchObject({
      nodeId: 'uat-root',
      dataSchema: schema.dataSchema,
      uiSchemas: [{ name: 'uat-root', schema: '{"elements":[]}' }],
    });
  });

  it('product-node-type export and import: the node types of test_dev defined again in test_uat', async () => {
    const exported = (
      await call<{ nodeTypes: Array<Node & { fields: Array<Record<string, unknown>> }> }>(dev, NODE_TYPES)
    ).nodeTypes;
    expect(exported.map((type) => type.type)).toEqual(['benefit', 'plan']);
    for (const type of exported) await call(uat, DEFINE_NODE_TYPE, { typeName: type.type, fields: type.fields });
    expect((await call<{ nodeTypes: unknown[] }>(uat, NODE_TYPES)).nodeTypes).toEqual(exported);
  });

  it('assign-tree: a product gets another tree; listNodes of a node lists its subtree only', async () => {
    const assigned = await call<{ updateProduct: { productTreeId: string } }>(uat, ASSIGN_TREE, {
      productId: PRODUCT_ID,
      productTreeId: 'uat-fire',
    });
    expect(assigned.updateProduct.productTreeId).toBe('uat-fire');
    const subtree = (await call<{ listNodes: Node[] }>(uat, LIST_NODES, { parentNodeId: 'uat-fire' })).listNodes;
    expect(subtree.map((node) => node.id)).toEqual(['uat-fire', 'uat-fire-limit']);
  });

  it("keeps tenants apart and refuses what it cannot store, with the platform's failure shape", async () => {
    expect((await call<{ listNodes: Node[] }>(uat, LIST_NODES, { parentNodeId: 'dev-root' })).listNodes).toEqual([]);
    expect(
      (await call<{ productSchema: unknown }>(uat, PRODUCT_SCHEMA, { nodeId: 'dev-root' })).productSchema,
    ).toBeNull();
    const devScript = (await fetchProduct(dev))?.scripts[0]?.id;
    const foreign = await call<{ addScriptToProduct: { status: string } }>(uat, ADD_SCRIPT, {
      productId: PRODUCT_ID,
      scriptId: devScript,
    });
    expect(foreign.addScriptToProduct.status).toBe('failure');
    // The same node id again: refused, and nothing of the second tree is written.
    const again = await server.gql(
      CREATE_NODE,
      {
        id: 'uat-new',
        ref: 'x',
        type: 'plan',
        alias: 'X',
        children: [{ id: 'uat-theft', ref: 'theft', type: 'benefit', alias: 'Theft' }],
      },
      { token: uat },
    );
    expect(again.errors?.[0]?.message).toBe('The node uat-theft already exists.');
    expect((await call<{ listNodes: Node[] }>(uat, LIST_NODES, { parentNodeId: 'uat-new' })).listNodes).toEqual([]);
    const badSchema = await call<{ createProductSchema: { status: string; errors: string[] } }>(
      uat,
      CREATE_SCHEMA.replace('value status', 'value status errors'),
      { nodeId: 'uat-theft', dataSchema: 'not json' },
    );
    expect(badSchema.createProductSchema).toEqual({
      value: null,
      status: 'failure',
      errors: ['dataSchema must be a JSON document.'],
    });
  });
});
