import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { bearer, download, PNG } from '../files/files.testing';
import { pricingClient } from '../pricing/pricing.testing';
import { signedInUserWithRoles } from '../users/users.testing';
import {
  auditOf,
  PLAN,
  type PlanAnswer,
  PROMOTE,
  publishApp,
  quotesOf,
  SHOP_PRODUCT,
  seedEmailTemplate,
  seedShopApp,
  seedTermProduct,
  TARGETS,
  TERM,
  templateIds,
} from './promotion.testing';

let server: TestServer;
const tokens: Record<'dev' | 'uat' | 'prod', string> = { dev: '', uat: '', prod: '' };

beforeAll(async () => {
  server = await startTestServer();
  tokens.dev = (await server.signIn('test_dev')).accessToken;
  tokens.uat = (await server.signIn('test_uat')).accessToken;
  tokens.prod = (await server.signIn('test')).accessToken;
  await seedTermProduct(server, tokens.dev);
});
afterAll(async () => {
  await server?.close();
});

type Result = { status: string; errors_2: Array<{ code: string; message: string }> };
const items = { term: [{ productId: TERM }] };
async function plan(target: string, list: unknown[], token = tokens.dev) {
  const answer = await server.gql<{ promotionPlan: PlanAnswer }>(
    PLAN,
    { input: { targetTenantId: target, items: list } },
    { token },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.promotionPlan;
}
async function promote(target: string, list: unknown[], token = tokens.dev) {
  const answer = await server.gql<{ promote: Result }>(
    PROMOTE,
    { input: { targetTenantId: target, items: list } },
    { token },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.promote;
}
const rateTableUpdate = (rate: string) =>
  server.gql(
    'mutation($p: productIdInput!, $n: String!, $i: rateTableInput!) { updateRateTable(productId: $p, name: $n, input: $i) { status errors } }',
    { p: TERM, n: 'term_rates', i: { rows: [{ cells: ['18', '40', rate] }, { cells: ['40', '65', '3.10'] }] } },
    { token: tokens.dev },
  );
const termVersions = async (token: string) =>
  (
    await server.gql<{ products_2: { list: unknown[] } }>(
      '{ products_2(where: { productId: { plan: "term", type: "life" } }) { list { productId { version } } } }',
      {},
      { token },
    )
  ).data.products_2.list.length;

describe('promotion targets', () => {
  it('lists the other tenants where the same e-mail is an active editor, by environment', async () => {
    const answer = await server.gql<{ promotionTargets: Array<{ tenantId: string; name: string }> }>(
      TARGETS,
      {},
      { token: tokens.dev },
    );
    expect(answer.data.promotionTargets).toEqual([
      { tenantId: 'test', name: 'Production' },
      { tenantId: 'test_uat', name: 'Acceptance' },
    ]);
  });

  it('refuses a tenant that is not a target, and a viewer, changing nothing', async () => {
    expect((await promote('nosuch', items.term)).errors_2[0]?.code).toBe('promotion_target_not_found');
    expect((await plan('test_dev', items.term)).errors[0]?.code).toBe('promotion_target_not_found');
    // An editor of test_dev whose e-mail has no user in test_uat: no targets, and test_uat is refused.
    const editor = await signedInUserWithRoles(server, {
      adminToken: tokens.dev,
      email: 'dev.only@studio.test',
      roles: ['editor'],
      tenantId: 'test_dev',
    });
    const targets = await server.gql<{ promotionTargets: unknown[] }>(TARGETS, {}, { token: editor.accessToken });
    expect(targets.data.promotionTargets).toEqual([]);
    expect((await promote('test_uat', items.term, editor.accessToken)).errors_2[0]?.code).toBe(
      'promotion_target_not_found',
    );
    const viewer = await signedInUserWithRoles(server, {
      adminToken: tokens.dev,
      email: 'viewer@studio.test',
      roles: ['viewer'],
      tenantId: 'test_dev',
    });
    const refused = await server.gql(
      PROMOTE,
      { input: { targetTenantId: 'test_uat', items: items.term } },
      { token: viewer.accessToken },
    );
    expect(refused.errors?.[0]?.message).toBe('You are not authorized');
    expect(await termVersions(tokens.uat)).toBe(0);
  });
});

describe('promoting a product version', () => {
  it('plans every part as new, then the targets answer the same quotes', async () => {
    const planned = await plan('test_uat', items.term);
    expect(planned.errors).toEqual([]);
    const kinds = planned.entries.map((entry) => entry.kind);
    for (const kind of ['product', 'benefit', 'text', 'code', 'pricingSettings', 'variable', 'rateTable', 'testCase'])
      expect(kinds).toContain(kind);
    expect(planned.entries.filter((entry) => entry.kind !== 'insurer').every((entry) => entry.status === 'new')).toBe(
      true,
    );
    expect(planned.entries.find((entry) => entry.kind === 'product')?.requiredBy).toBeNull();
    expect(planned.entries.find((entry) => entry.kind === 'rateTable')?.requiredBy).toBe('product:term/life/1');

    const expected = await quotesOf(server, tokens.dev);
    expect(expected[0]?.amount).toBeGreaterThan(0);
    expect((await promote('test_uat', items.term)).status).toBe('success');
    expect((await promote('test', items.term)).status).toBe('success');
    expect(await quotesOf(server, tokens.uat)).toEqual(expected);
    expect(await quotesOf(server, tokens.prod)).toEqual(expected);
    expect((await plan('test_uat', items.term)).entries.every((entry) => entry.status === 'unchanged')).toBe(true);
  });

  it('re-promoting updates the target in place, without a duplicate', async () => {
    expect((await rateTableUpdate('1.50')).errors).toBeUndefined();
    const planned = await plan('test_uat', items.term);
    const changed = planned.entries.filter((entry) => entry.status !== 'unchanged');
    expect(changed.map((entry) => [entry.kind, entry.status])).toEqual([['rateTable', 'changed']]);
    expect(changed[0]?.changes.map((change) => change.path)).toEqual(['rows']);
    expect((await promote('test_uat', items.term)).status).toBe('success');
    expect(await termVersions(tokens.uat)).toBe(1);
    expect(await quotesOf(server, tokens.uat)).toEqual(await quotesOf(server, tokens.dev));
  });

  it('refuses a version frozen in the target and writes nothing there', async () => {
    const client = pricingClient(server, () => tokens.prod);
    const release = await client.result(
      'createRelease',
      'mutation($i: createReleaseInput!) { createRelease(input: $i) { status errors errors_2 { code message } } }',
      { i: { name: 'Prod R1', productIds: [TERM] } },
    );
    expect(release.status).toBe('success');
    const before = await quotesOf(server, tokens.prod);
    const planned = await plan('test', items.term);
    expect(planned.errors.map((error) => error.code)).toEqual(['promotion_target_frozen']);
    const refused = await promote('test', items.term);
    expect(refused.errors_2[0]).toEqual({
      code: 'promotion_target_frozen',
      message: 'The product term/life/1 is released and frozen in the target; promote it as a new version instead.',
    });
    expect(await quotesOf(server, tokens.prod)).toEqual(before);
  });

  // Two connections at once: PostgreSQL only (PGlite serves one connection, one transaction at a time).
  it.runIf(process.env.DATABASE_URL)(
    'a release made while a promotion runs is waited for: the promotion sees it and is refused',
    async () => {
      expect((await rateTableUpdate('2.95')).errors).toBeUndefined();
      const [target] = (
        await server.database.executeSql(
          "select id from products where tenant_id = 'test_uat' and plan = 'term' and type = 'life' and version = '1'",
        )
      ).rows as Array<{ id: string }>;
      if (!target) throw new Error('term/life/1 was promoted to test_uat by the tests above');
      let commitRelease = () => {};
      const releaseAdded = new Promise<void>((added) => {
        void server.services.db.transaction(async (tx) => {
          await tx.execute(sql`insert into releases (id, tenant_id, name) values ('race-r1', 'test_uat', 'Race R1')`);
          await tx.execute(
            sql`insert into release_products (tenant_id, release_id, product_id) values ('test_uat', 'race-r1', ${target.id})`,
          );
          await new Promise<void>((commit) => {
            commitRelease = commit;
            added();
          });
        });
      });
      await releaseAdded;
      const promotion = promote('test_uat', items.term);
      // The promotion must wait for the release's transaction (a lock wait), not write past it.
      let finished = false;
      const waited = await Promise.race([
        promotion.then(() => {
          finished = true;
          return false;
        }),
        (async () => {
          while (!finished) {
            const { rows } = await server.database.executeSql(
              "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
            );
            if (((rows[0] as { waiting: number } | undefined)?.waiting ?? 0) > 0) return true;
            await new Promise((resolve) => setImmediate(resolve));
          }
          return false;
        })(),
      ]);
      commitRelease();
      expect(waited).toBe(true);
      expect((await promotion).errors_2[0]?.code).toBe('promotion_target_frozen');
    },
  );

  it('records the promotion in both audit trails, the target with its own user as actor', async () => {
    const me = (token: string) => server.gql<{ me: { id: string } }>('{ me { id } }', {}, { token });
    const uatAdmin = (await me(tokens.uat)).data.me.id;
    const target = await auditOf(server, tokens.uat);
    // The target's rows name its own user, and the mutation that promoted into it.
    expect(
      target.some(
        (row) =>
          row.recordType === 'product' &&
          row.operation === 'insert' &&
          row.actorId === uatAdmin &&
          row.requestOperation === 'promote',
      ),
    ).toBe(true);
    expect(target.some((row) => row.operation === 'promoted' && row.actorId === uatAdmin)).toBe(true);
    const source = await auditOf(server, tokens.dev);
    expect(
      source.filter((row) => row.operation === 'promoted' && row.recordId === 'test_uat').length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('promoting a product with a tree', () => {
  const TREE = { plan: 'treed', type: 'life', version: '1' };
  const CREATE_NODE = `mutation($id: ID!, $alias: String!, $children: [CreateNodeInput!]) {
    createNode(node: { id: $id, ref: "plan", type: "plan", alias: $alias, children: $children }) }`;
  const NODES = `query($id: ID!) { listNodes(parentNodeId: $id) { id alias parent { id } } }`;
  const TREE_ID = `query($where: productWhereInput) { products_2(where: $where) { list { productTreeId } } }`;
  const nodesIn = async (token: string) =>
    (await server.gql<{ listNodes: Array<{ id: string; alias: string }> }>(NODES, { id: 'treed-root' }, { token })).data
      ?.listNodes ?? [];
  const treeIdIn = async (token: string) =>
    (
      await server.gql<{ products_2: { list: Array<{ productTreeId: string | null }> } }>(
        TREE_ID,
        { where: { productId: TREE } },
        { token },
      )
    ).data.products_2.list[0]?.productTreeId;

  it('brings the tree its productTreeId names; a node id another tree of the target uses is refused', async () => {
    await pricingClient(server, () => tokens.dev).createProduct(TREE);
    const created = await server.gql(
      CREATE_NODE,
      {
        id: 'treed-root',
        alias: 'Treed',
        children: [{ id: 'treed-cover', ref: 'cover', type: 'cover', alias: 'Cover' }],
      },
      { token: tokens.dev },
    );
    expect(created.errors).toBeUndefined();
    const assigned = await server.gql(
      'mutation($p: productIdInput!) { updateProduct(productId: $p, input: { productTreeId: "treed-root" }) { productTreeId } }',
      { p: TREE },
      { token: tokens.dev },
    );
    expect(assigned.errors).toBeUndefined();

    const planned = await plan('test_uat', [{ productId: TREE }]);
    expect(
      planned.entries.filter((entry) => entry.kind === 'treeNode').map((entry) => [entry.name, entry.status]),
    ).toEqual([
      ['Treed', 'new'],
      ['Cover', 'new'],
    ]);
    expect((await promote('test_uat', [{ productId: TREE }])).status).toBe('success');
    expect(await treeIdIn(tokens.uat)).toBe('treed-root');
    expect(await nodesIn(tokens.uat)).toEqual(await nodesIn(tokens.dev));
    expect((await nodesIn(tokens.uat)).map((node) => node.alias)).toEqual(['Treed', 'Cover']);

    // In production the id treed-cover already belongs to another tree: nothing is written there.
    const other = await server.gql(
      CREATE_NODE,
      {
        id: 'prod-root',
        alias: 'Other',
        children: [{ id: 'treed-cover', ref: 'cover', type: 'cover', alias: 'Theirs' }],
      },
      { token: tokens.prod },
    );
    expect(other.errors).toBeUndefined();
    expect((await plan('test', [{ productId: TREE }])).errors.map((error) => error.code)).toEqual([
      'promotion_tree_node_taken',
    ]);
    expect((await promote('test', [{ productId: TREE }])).errors_2[0]?.code).toBe('promotion_tree_node_taken');
    expect(await treeIdIn(tokens.prod)).toBeUndefined();
  });
});

describe('promoting a template', () => {
  it('brings its attachment, its private image and the template it attaches; re-promoting changes nothing', async () => {
    const email = await seedEmailTemplate(server, tokens.dev);
    const list = [{ templateId: email }];
    const planned = await plan('test_uat', list);
    expect(planned.errors).toEqual([]);
    expect(planned.entries.map((entry) => [entry.kind, entry.name, entry.status, entry.requiredBy])).toEqual([
      ['template', 'Welcome (emailMjml)', 'new', null],
      ['template', 'Policy schedule (wkhtmltopdf)', 'new', 'template:emailMjml:Welcome'],
      ['file', 'docs/terms.pdf', 'new', 'template:emailMjml:Welcome'],
      ['file', 'images/logo.png', 'new', 'template:emailMjml:Welcome'],
    ]);
    expect((await promote('test_uat', list)).status).toBe('success');

    const image = await download(server, 'images/logo.png', bearer(tokens.uat));
    expect(image.statusCode).toBe(200);
    expect(createHash('sha256').update(image.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(PNG).digest('hex'),
    );
    expect((await download(server, 'images/logo.png?tenantIdIfNoToken=test_uat')).statusCode).not.toBe(200);
    expect((await download(server, 'docs/terms.pdf', bearer(tokens.uat))).statusCode).toBe(200);

    const targetIds = await templateIds(server, tokens.uat);
    const answer = await server.gql<{
      templates: { list: Array<{ attachmentTemplates: Array<{ templateId: string }> }> };
    }>(
      'query($id: String) { templates(where: { id: $id }) { list { ... on emailMjmlTemplate { attachmentTemplates { templateId } } } } }',
      { id: targetIds.get('Welcome') },
      { token: tokens.uat },
    );
    expect(answer.data.templates.list[0]?.attachmentTemplates).toEqual([
      { templateId: targetIds.get('Policy schedule') },
    ]);

    expect((await promote('test_uat', list)).status).toBe('success');
    expect([...(await templateIds(server, tokens.uat)).keys()].sort()).toEqual(['Policy schedule', 'Welcome']);
    expect((await plan('test_uat', list)).entries.every((entry) => entry.status === 'unchanged')).toBe(true);
  });
});

describe('promoting an app', () => {
  it('names a product the target lacks, then publishes in the target once the product comes along', async () => {
    await seedShopApp(server, tokens.dev, 'shop');
    const alone = await plan('test_uat', [{ appId: 'shop' }]);
    expect(alone.errors).toEqual([
      {
        code: 'promotion_app_needs_product',
        message: 'The app shop uses product shop/cover/1, which the target does not have; select it too.',
      },
    ]);
    expect((await promote('test_uat', [{ appId: 'shop' }])).errors_2[0]?.code).toBe('promotion_app_needs_product');

    const both = [{ appId: 'shop' }, { productId: SHOP_PRODUCT }];
    const planned = await plan('test_uat', both);
    expect(planned.errors).toEqual([]);
    expect(planned.entries.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['app', 'component', 'product']));
    expect((await promote('test_uat', both)).status).toBe('success');
    expect(await publishApp(server, tokens.dev, 'shop')).toMatchObject({ status: 'success' });
    expect((await publishApp(server, tokens.uat, 'shop')).errors_2).toEqual([]);
    // Now the target has the product: the app alone plans without errors.
    expect((await plan('test_uat', [{ appId: 'shop' }])).errors).toEqual([]);
  });
});
