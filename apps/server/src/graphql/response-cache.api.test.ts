import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUserWithRoles } from '../modules/users/users.testing';
import { useTestServer } from '../testing/use-test-server';
import { cacheableCoordinates } from './response-cache';
import { buildSchema } from './schema';

const LIST = `query($where: productWhereInput) {
  products_2(where: $where) { totalCount list { productId { plan type version } name insurer { id name } } }
}`;
const WITH_FROZEN = `{ products_2 { list { productId { plan } isFrozen } } }`;
const CREATE = `mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }`;
const UPSERT = `mutation($l10n: upsertL10nInput) { upsertL10n(l10n: $l10n) { status } }`;

describe('GraphQL response cache', () => {
  const server = useTestServer();
  let uatToken: string;

  /** A query over HTTP, with what the cache did (`x-response-cache`) and the body as sent. */
  async function ask(query: string, options: { as?: string; locale?: string; variables?: object } = {}) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${options.as ?? server.token}`,
        'accept-language': options.locale ?? 'en-US',
      },
      payload: { query, variables: options.variables ?? {} },
    });
    return { cache: response.headers['x-response-cache'], status: response.statusCode, body: response.body };
  }
  const names = (body: string) =>
    (JSON.parse(body) as { data: { products_2: { list: Array<{ name: string | null }> } } }).data.products_2.list.map(
      (product) => product.name,
    );
  const rename = (value: string, locale = 'en-US') =>
    server.gql(UPSERT, { l10n: { key: 'products-cache|1|plan-name', locale, value } }, { token: server.token });

  beforeAll(async () => {
    uatToken = (await server.signIn('test_uat')).accessToken;
    const created = await server.gql(
      CREATE,
      { product: { productId: { plan: 'cache', type: 'plan', version: '1' }, insurerId: 'harbour_mutual' } },
      { token: server.token },
    );
    expect(created.errors).toBeUndefined();
    await rename('Cached plan');
    await rename('快取計劃', 'zh-HK');
  });

  it('answers a repeated query from the cache, byte for byte', async () => {
    const first = await ask(LIST, { variables: { where: { productId: { plan: 'cache' } } } });
    const second = await ask(LIST, { variables: { where: { productId: { plan: 'cache' } } } });
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(names(second.body)).toEqual(['Cached plan']);
  });

  it('answers anew after a write, whichever process made it', async () => {
    await ask(LIST);
    expect((await ask(LIST)).cache).toBe('hit');
    await rename('Renamed plan');
    const afterMutation = await ask(LIST);
    expect(afterMutation.cache).toBe('miss');
    expect(names(afterMutation.body)).toContain('Renamed plan');

    // Another process writes straight to the shared database: its trigger raises the generation too.
    await ask(LIST);
    await server.services.db.execute(
      sql`update l10n_texts set value = 'Written elsewhere' where tenant_id = 'test' and key = 'products-cache|1|plan-name' and locale = 'en-US'`,
    );
    const afterSql = await ask(LIST);
    expect(afterSql.cache).toBe('miss');
    expect(names(afterSql.body)).toContain('Written elsewhere');
  });

  it('keeps answers apart per tenant and per language', async () => {
    await ask(LIST);
    const otherTenant = await ask(LIST, { as: uatToken });
    expect(otherTenant.cache).toBe('miss');
    expect(names(otherTenant.body)).not.toContain('Written elsewhere');
    const chinese = await ask(LIST, { locale: 'zh-HK' });
    expect(chinese.cache).toBe('miss');
    expect(names(chinese.body)).toContain('快取計劃');
  });

  it('keeps answers apart per set of roles: a changed role never meets an answer kept for the old one', async () => {
    const viewer = await signedInUserWithRoles(server, {
      adminToken: server.token,
      email: 'cache-viewer@roles.test',
      roles: ['viewer'],
    });
    await ask(LIST, { as: viewer.accessToken });
    expect((await ask(LIST, { as: viewer.accessToken })).cache).toBe('hit');
    const changed = await server.gql<{ updateUserRoles: { status: string } }>(
      'mutation($userId: String!) { updateUserRoles(userId: $userId, roles: ["editor"]) { status } }',
      { userId: viewer.id },
      { token: server.token },
    );
    expect(changed.data.updateUserRoles.status).toBe('success');
    // Same user, same query, data unchanged: only the roles differ, and the answer is computed anew.
    expect((await ask(LIST, { as: viewer.accessToken })).cache).toBe('miss');
  });

  it('never caches fields that read data outside the cache scopes, mutations, errors or anonymous callers', async () => {
    expect((await ask(WITH_FROZEN)).cache).toBeUndefined();
    expect((await ask(WITH_FROZEN)).cache).toBeUndefined();
    const invalid = `{ products_2(limit: "ten") { totalCount } }`;
    await ask(invalid);
    expect((await ask(invalid)).cache).not.toBe('hit');
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: LIST },
    });
    expect(anonymous.headers['x-response-cache']).toBeUndefined();
    expect(anonymous.json().errors[0].message).toBe('invalid or expired token');
  });

  it('lets a query be cached only where every field says what it reads', () => {
    // A new field on one of these types must say which cache scopes its answer depends on (or
    // `neverCached`); then this list is updated.
    const coordinates = cacheableCoordinates(buildSchema());
    expect(coordinates).toEqual(expect.arrayContaining(['Query.products_2', 'product.benefitGraph', 'insurer.name']));
    for (const outside of ['product.isFrozen', 'product.pricing', 'product.testCases', 'Query.templates'])
      expect(coordinates).not.toContain(outside);
    expect(new Set(coordinates.map((coordinate) => coordinate.split('.')[0]))).toEqual(
      new Set([
        'Query',
        'app',
        'apps',
        'benefit',
        'benefitCategoriesPerType',
        'benefitCategory',
        'benefitGraph',
        'benefitInfo',
        'benefitOption',
        'buckets',
        'cmsComponentRoute',
        'cmsConfig',
        'cmsGuestLoginCredentials',
        'cmsHeadConfig',
        'cmsScriptConfig',
        'condition',
        'fileListing',
        'fileSummary',
        'illustration',
        'insurer',
        'internalReview',
        'keyValue',
        'l10n',
        'login',
        'logoUrls',
        'product',
        'productGroup',
        'productGroups',
        'productId',
        'productType',
        'products',
        'scalarValue',
        'score',
        'tag',
        'urlRouting',
      ]),
    );
  });
});
