import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const CREATE = `mutation($product: createProductInput) {
  createProduct(product: $product) { productId { plan type version } insurer { id name } createdBy { username } }
}`;
const UPDATE = `mutation($productId: productIdInput!, $input: updateProductInput) {
  updateProduct(productId: $productId, input: $input) {
    insurer { id name } underwritingRulesJson lastModifiedBy { username } lastModifiedAt createdAt
  }
}`;
const DELETE = `mutation($productId: productIdInput!) { deleteProduct(productId: $productId) { status errors errors_2 { code } } }`;
const LIST = `query($where: productWhereInput, $limit: Int, $skip: Int, $sort: sortInput) {
  products_2(where: $where, limit: $limit, skip: $skip, sort: $sort) {
    totalCount
    list { productId { plan type version } name insurer { id } }
  }
}`;
const UPSERT = `mutation($l10n: upsertL10nInput) { upsertL10n(l10n: $l10n) { status } }`;
const READ = `query($keys: [String!]!, $locale: String!) { l10ns(keys: $keys, locale: $locale) { key value } }`;

type ProductId = { plan: string; type: string; version: string | null };
type Page = {
  products_2: {
    totalCount: number;
    list: Array<{ productId: ProductId; name: string | null; insurer: { id: string } | null }>;
  };
};

describe('products', () => {
  const server = useTestServer();
  let uatToken: string;

  const list = async (
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
    as = server.token,
  ) => server.gql<Page>(LIST, variables, { token: as, headers });
  const create = (product: Record<string, unknown>, as = server.token) =>
    server.gql<{ createProduct: unknown }>(CREATE, { product }, { token: as });
  const name = (productId: ProductId, locale: string, value: string, as = server.token) =>
    server.gql(
      UPSERT,
      { l10n: { key: `products-${productId.plan}|${productId.version ?? ''}|${productId.type}-name`, locale, value } },
      { token: as },
    );

  beforeAll(async () => {
    uatToken = (await server.signIn('test_uat')).accessToken;
    const seeds: Array<[string, string, string, string, string]> = [
      ['travel', 'single_trip', '1', 'Single trip', 'harbour_mutual'],
      ['travel', 'single_trip', '2', 'Single trip v2', 'harbour_mutual'],
      ['travel', 'annual', '1', 'Annual travel', 'lion_rock_life'],
      ['health', 'inpatient', '1', 'Inpatient care', 'peak_assurance'],
    ];
    for (const [plan, type, version, title, insurerId] of seeds) {
      const answer = await create({ productId: { plan, type, version }, insurerId });
      expect(answer.errors).toBeUndefined();
      await name({ plan, type, version }, 'en-US', title);
    }
    await name({ plan: 'health', type: 'inpatient', version: '1' }, 'zh-HK', '住院保障');
  });

  it('creates a product with its insurer and creator', async () => {
    const answer = await create({ productId: { plan: 'pet', type: 'dog', version: '1' }, insurerId: 'peak_assurance' });
    expect(answer.data.createProduct).toEqual({
      productId: { plan: 'pet', type: 'dog', version: '1' },
      insurer: { id: 'peak_assurance', name: 'Peak Assurance' },
      createdBy: { username: 'admin@studio.test' },
    });
    await server.gql(DELETE, { productId: { plan: 'pet', type: 'dog', version: '1' } }, { token: server.token });
  });

  it('refuses an existing id, an unknown insurer and a non-snake-case plan, writing nothing', async () => {
    const before = (await list()).data.products_2.totalCount;
    const duplicate = await create({ productId: { plan: 'travel', type: 'annual', version: '1' } });
    expect(duplicate.data.createProduct).toBeNull();
    expect(duplicate.errors?.[0]).toMatchObject({
      message: 'The product travel/annual/1 already exists.',
      extensions: { code: 'product_exists' },
    });
    const insurer = await create({ productId: { plan: 'travel', type: 'annual', version: '9' }, insurerId: 'nobody' });
    expect(insurer.errors?.[0]?.extensions?.code).toBe('insurer_not_found');
    const badPlan = await create({ productId: { plan: 'Travel Plan', type: 'annual', version: '1' } });
    expect(badPlan.errors?.[0]?.extensions?.code).toBe('invalid_product_id');
    expect((await list()).data.products_2.totalCount).toBe(before);
  });

  it('lists newest first with paging and the total count', async () => {
    const first = (await list({ limit: 2 })).data.products_2;
    expect(first.totalCount).toBe(4);
    expect(first.list.map((p) => p.name)).toEqual(['Inpatient care', 'Annual travel']);
    const second = (await list({ limit: 2, skip: 2 })).data.products_2;
    expect(second.list.map((p) => p.name)).toEqual(['Single trip v2', 'Single trip']);
  });

  it('sorts by documented fields and refuses others', async () => {
    const byName = (await list({ sort: { fieldName: 'name', type: 'asc' } })).data.products_2.list;
    expect(byName.map((p) => p.name)).toEqual(['Annual travel', 'Inpatient care', 'Single trip', 'Single trip v2']);
    const byPlan = (await list({ sort: { fieldName: 'productId.plan', type: 'ASC' } })).data.products_2.list;
    expect(byPlan[0]?.productId.plan).toBe('health');
    const bad = await list({ sort: { fieldName: 'password', type: 'asc' } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Products cannot be sorted by password.',
      extensions: { code: 'invalid_sort' },
    });
  });

  it('filters by product id parts, name, insurer, and/or', async () => {
    const names = async (where: Record<string, unknown>) =>
      (await list({ where, sort: { fieldName: 'name', type: 'asc' } })).data.products_2.list.map((p) => p.name);
    expect(await names({ productId: { plan: 'travel', type: 'single_trip' } })).toEqual([
      'Single trip',
      'Single trip v2',
    ]);
    expect(await names({ productId: { plan: 'travel', version: '1' } })).toEqual(['Annual travel', 'Single trip']);
    expect(await names({ productId: { plan_in: ['health'] } })).toEqual(['Inpatient care']);
    expect(await names({ productId: { plan_contains: 'rav', type_in: ['annual'] } })).toEqual(['Annual travel']);
    expect(await names({ productId: { plan: 'travel', version_ncontains: '2' } })).toEqual([
      'Annual travel',
      'Single trip',
    ]);
    expect(await names({ productId: { version_in: ['2'] } })).toEqual(['Single trip v2']);
    expect(await names({ name_contains: 'TRIP' })).toEqual(['Single trip', 'Single trip v2']);
    expect(await names({ insurer: { id: 'lion_rock_life' } })).toEqual(['Annual travel']);
    expect(await names({ insurer: { id_in: ['peak_assurance', 'lion_rock_life'] } })).toEqual([
      'Annual travel',
      'Inpatient care',
    ]);
    expect(await names({ or: [{ productId: { plan: 'health' } }, { insurer: { id: 'lion_rock_life' } }] })).toEqual([
      'Annual travel',
      'Inpatient care',
    ]);
    expect(await names({ and: [{ productId: { plan: 'travel' } }, { name_contains: 'v2' }] })).toEqual([
      'Single trip v2',
    ]);
    expect(await names({ id_in: [{ plan: 'travel', type: 'annual', version: '1' }] })).toEqual(['Annual travel']);
  });

  it('names products in the Accept-Language locale, falling back to en-US', async () => {
    const page = (await list({ sort: { fieldName: 'name', type: 'asc' } }, { 'accept-language': 'zh-HK' })).data
      .products_2;
    expect(page.list.map((p) => p.name)).toEqual(['Annual travel', 'Single trip', 'Single trip v2', '住院保障']);
    const zhSearch = await list({ where: { name_contains: '住院' } }, { 'accept-language': 'zh-HK' });
    expect(zhSearch.data.products_2.totalCount).toBe(1);
    const one = await server.gql<{ products_2: { list: Array<{ en: string; zh: string }> } }>(
      `{ products_2(where: { productId: { plan: "health", type: "inpatient", version: "1" } }) { list { en: name(locale: "en-US") zh: name(locale: "zh-HK") } } }`,
      {},
      { token: server.token },
    );
    expect(one.data.products_2.list).toEqual([{ en: 'Inpatient care', zh: '住院保障' }]);
  });

  it('updates the insurer and underwriting rules, recording who did it', async () => {
    const productId = { plan: 'travel', type: 'annual', version: '1' };
    const answer = await server.gql<{ updateProduct: Record<string, unknown> }>(
      UPDATE,
      { productId, input: { insurerId: 'peak_assurance', underwritingRules: '{"==":[1,1]}' } },
      { token: server.token },
    );
    expect(answer.data.updateProduct).toMatchObject({
      insurer: { id: 'peak_assurance', name: 'Peak Assurance' },
      underwritingRulesJson: '{"==":[1,1]}',
      lastModifiedBy: { username: 'admin@studio.test' },
    });
    const missing = await server.gql(
      UPDATE,
      { productId: { ...productId, version: '7' }, input: { insurerId: 'peak_assurance' } },
      { token: server.token },
    );
    expect(missing.errors?.[0]).toMatchObject({
      message: 'The product travel/annual/7 does not exist.',
      extensions: { code: 'product_not_found' },
    });
    const badInsurer = await server.gql(UPDATE, { productId, input: { insurerId: 'nobody' } }, { token: server.token });
    expect(badInsurer.errors?.[0]?.extensions?.code).toBe('insurer_not_found');
  });

  it('deletes a product with all its texts', async () => {
    const productId = { plan: 'temp', type: 'gone', version: '1' };
    await create({ productId, benefitInputs: [{ typeId: 'cover', valueJsonString: '1' }] });
    await name(productId, 'en-US', 'Temporary');
    await server.gql(
      UPSERT,
      { l10n: { key: 'products-temp|1|gone-benefits-cover-name', locale: 'zh-HK', value: '保障' } },
      { token: server.token },
    );
    await server.gql(
      UPSERT,
      { l10n: { key: 'products-temp|1|gone_too-name', locale: 'en-US', value: 'Neighbour' } },
      { token: server.token },
    );
    expect((await server.gql(DELETE, { productId }, { token: server.token })).data).toEqual({
      deleteProduct: { status: 'success', errors: [], errors_2: [] },
    });
    const texts = await server.gql<{ l10ns: unknown[] }>(
      READ,
      {
        keys: [
          'products-temp|1|gone-name',
          'products-temp|1|gone-benefits-cover-name',
          'products-temp|1|gone_too-name',
        ],
        locale: 'en-US',
      },
      { token: server.token },
    );
    expect(texts.data.l10ns).toEqual([{ key: 'products-temp|1|gone_too-name', value: 'Neighbour' }]);
    expect(
      (
        await server.gql<{ l10ns: unknown[] }>(
          READ,
          { keys: ['products-temp|1|gone-benefits-cover-name'], locale: 'zh-HK' },
          { token: server.token },
        )
      ).data.l10ns,
    ).toEqual([]);
    const again = await server.gql<{ deleteProduct: { status: string; errors_2: Array<{ code: string }> } }>(
      DELETE,
      { productId },
      { token: server.token },
    );
    expect(again.data.deleteProduct.errors_2[0]?.code).toBe('product_not_found');
  });

  it("keeps each tenant's products to itself", async () => {
    const productId = { plan: 'travel', type: 'single_trip', version: '1' };
    expect((await list({}, {}, uatToken)).data.products_2).toEqual({ totalCount: 0, list: [] });
    const read = await list({ where: { productId } }, {}, uatToken);
    expect(read.data.products_2.list).toEqual([]);
    const update = await server.gql(UPDATE, { productId, input: { underwritingRules: 'x' } }, { token: uatToken });
    expect(update.errors?.[0]?.extensions?.code).toBe('product_not_found');
    const remove = await server.gql<{ deleteProduct: { status: string } }>(DELETE, { productId }, { token: uatToken });
    expect(remove.data.deleteProduct.status).toBe('failure');
    // The same id is free in another tenant, and uses that tenant's insurers.
    expect((await create({ productId, insurerId: 'harbour_mutual' }, uatToken)).errors).toBeUndefined();
    expect((await list({ where: { productId } })).data.products_2.totalCount).toBe(1);
    await server.gql(DELETE, { productId }, { token: uatToken });
    expect((await list({ where: { productId } })).data.products_2.totalCount).toBe(1);
  });
});
