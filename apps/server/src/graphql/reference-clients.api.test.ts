import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server';

/**
 * The documents CoverGo's JavaScript SDK sends for a product page, a product listing and benefit
 * categories, written from the reference schema and the SDK's public behaviour (its queries select
 * these fields, aliases, fragments and @include). The price fragment is issue 28's test (getPrices).
 */
const SINGLE_PRODUCT = `
  query single($where: productWhereInput, $productTypes: [String], $values: [keyValueInput], $tenantId: String = "test") {
    products: products_2(where: $where, values: $values) {
      list {
        name
        productId { plan type version }
        insurer { name logoUrls { typeC } }
        majorExclusions importantNotes termsAndConditionsUrl applicationFormUrl enrollmentUrl brochureUrl premiumTableUrl
        benefitGraph {
          typeId value name detailedValue isOptional
          options { name optionKey value typeId children { typeId value optionKey name } }
          children { typeId value detailedValue isOptional name options { name optionKey value typeId }
            children { typeId value detailedValue isOptional name options { name optionKey value typeId } } }
        }
      }
    }
    benefitInfos(tenantId: $tenantId, productTypes: $productTypes) { name description type typeId }
    benefitCategories(productTypes: $productTypes) { categories { name id description benefitTypeIds } productType }
  }`;

const PRODUCT_LISTING = `
  fragment Tags on product { tags { id name type description } }
  fragment Scores on product { scores(advisorId: $advisorId, values: $values) @include(if: $hasAdvisorId) { id value name } }
  fragment Benefits on product {
    benefits(typeIds: $benefitTypeIds) {
      options { benefitTypeId key detailedValue } parentTypeId rawData typeId value detailedValue
    }
  }
  fragment Insurer on product { insurer { id name detailedName } }
  fragment Product on product {
    name productId { plan type version } ...Tags ...Scores ...Benefits ...Insurer enrollmentUrl
  }
  query listing($tenantId: String = "test", $where: productWhereInput, $productTypes: [String], $values: [keyValueInput],
    $benefitTypeIds: [String] = [""], $productIds: productWhereInput, $hasAdvisorId: Boolean = false, $advisorId: String = "") {
    comparison: products_2(where: $productIds) { list { ...Product } }
    products: products_2(where: $where, values: $values) { list { ...Product } }
    benefitInfos(tenantId: $tenantId, productTypes: $productTypes) { name type typeId }
    insurers(productTypes: $productTypes) { name detailedName id }
  }`;

const BENEFIT_CATEGORIES = `query benefitCategories($productTypes: [String]) {
  benefitCategories(productTypes: $productTypes) { categories { name id description benefitTypeIds } }
}`;

const CREATE = `mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }`;
const ADD_BENEFIT = `mutation($productId: productIdInput!, $input: benefitInput!) {
  addBenefit(productId: $productId, input: $input) { status errors } }`;
const TEXT = `mutation($key: String!, $locale: String!, $value: String!) {
  upsertL10n(l10n: { key: $key, locale: $locale, value: $value }) { status errors } }`;
const PLANS = `query($where: productWhereInput) { products_2(where: $where) { list { productId { plan } } } }`;

type Product = Record<string, unknown> & { productId: { plan: string } };

const server = useTestServer();
const gql = <T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  server.gql<T>(query, variables, { token: server.token, headers });
const text = async (key: string, value: string, locale = 'en-US') =>
  expect((await gql<{ upsertL10n: { status: string } }>(TEXT, { key, locale, value })).data.upsertL10n.status).toBe(
    'success',
  );
const plans = async (where: Record<string, unknown>) => {
  const answer = await gql<{ products_2: { list: Product[] } }>(PLANS, { where });
  expect(answer.errors).toBeUndefined();
  return answer.data.products_2.list.map((product) => product.productId.plan).sort();
};

beforeAll(async () => {
  const products = [
    { plan: 'vhis_flexi', issuerProductId: 'FLX-01', changeEffectiveDate: '2026-03-01', productTreeId: 'tree1' },
    { plan: 'vhis_standard', issuerProductId: 'STD-01', changeEffectiveDate: '2025-01-01', productTreeId: null },
  ];
  for (const product of products) {
    const answer = await gql(CREATE, {
      product: {
        productId: { plan: product.plan, type: 'vhis', version: '1' },
        tags: [{ type: 'popular' }],
        issuerProductId: product.issuerProductId,
        changeEffectiveDate: product.changeEffectiveDate,
        productTreeId: product.productTreeId,
      },
    });
    expect(answer.errors).toBeUndefined();
  }
  const flexi = { plan: 'vhis_flexi', type: 'vhis', version: '1' };
  for (const input of [
    { typeId: 'room', value: { stringValue: 'ward' } },
    { typeId: 'surgery', value: { numberValue: 80000 } },
  ]) {
    const answer = await gql<{ addBenefit: { status: string } }>(ADD_BENEFIT, { productId: flexi, input });
    expect(answer.data.addBenefit.status).toBe('success');
  }
  const answer = await gql<{ addBenefit: { status: string } }>(ADD_BENEFIT, {
    productId: { plan: 'vhis_standard', type: 'vhis', version: '1' },
    input: { typeId: 'surgery', value: { numberValue: 50000 } },
  });
  expect(answer.data.addBenefit.status).toBe('success');
  await text('products-vhis_flexi|1|vhis-name', 'Flexi Plan');
  await text('products-vhis_flexi|1|vhis-brochureUrl', 'https://example.com/flexi.pdf');
  await text('products-vhis_flexi|1|vhis-majorExclusions', 'Pre-existing conditions');
  await text('products-vhis_flexi|1|vhis-majorExclusions', '已存在的疾病', 'zh-HK');
  await text('products-vhis_flexi|1|vhis-benefits-surgery-name', 'Surgical fees');
  await text('products-vhis_flexi|1|vhis-benefits-surgery-description', 'Surgeon and theatre');
  await text('tags-popular-name', 'Popular');
  await text('tags-popular-name', '熱門', 'zh-HK');
  await text('tags-popular-description', 'Most chosen plans');
});

describe("CoverGo's JavaScript SDK", () => {
  it('singleProduct: document texts per locale, the benefit graph, benefit infos and categories', async () => {
    const variables = { where: { productId: { plan: 'vhis_flexi' } }, productTypes: ['vhis'] };
    const answer = await gql<{
      products: { list: Product[] };
      benefitInfos: unknown[];
      benefitCategories: unknown[];
    }>(SINGLE_PRODUCT, variables);
    expect(answer.errors).toBeUndefined();
    const [product] = answer.data.products.list;
    expect(product).toMatchObject({
      name: 'Flexi Plan',
      majorExclusions: 'Pre-existing conditions',
      brochureUrl: 'https://example.com/flexi.pdf',
      importantNotes: null,
      termsAndConditionsUrl: null,
      applicationFormUrl: null,
      enrollmentUrl: null,
      premiumTableUrl: null,
      insurer: null,
    });
    expect(((product?.benefitGraph ?? []) as Array<{ typeId: string }>).map((node) => node.typeId)).toEqual([
      'room',
      'surgery',
    ]);
    expect(answer.data.benefitInfos).toEqual([
      { typeId: 'room', type: 'vhis', name: null, description: null },
      { typeId: 'surgery', type: 'vhis', name: 'Surgical fees', description: 'Surgeon and theatre' },
    ]);
    expect(answer.data.benefitCategories).toEqual([{ productType: 'vhis', categories: [] }]);

    const chinese = await gql<{ products: { list: Product[] } }>(SINGLE_PRODUCT, variables, {
      'accept-language': 'zh-HK',
    });
    expect(chinese.data.products.list[0]).toMatchObject({
      majorExclusions: '已存在的疾病',
      brochureUrl: 'https://example.com/flexi.pdf',
    });
  });

  it('productListing: tags with names, scores when an advisor is given, the flat benefits and insurers', async () => {
    const answer = await gql<{
      comparison: { list: Product[] };
      products: { list: Product[] };
      benefitInfos: unknown[];
    }>(PRODUCT_LISTING, {
      where: { productId: { type: 'vhis' } },
      productIds: { id_in: [{ plan: 'vhis_standard', type: 'vhis', version: '1' }] },
      productTypes: ['vhis'],
      hasAdvisorId: true,
      advisorId: 'advisor-1',
      values: [{ key: 'age', value: { numberValue: 40 } }],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.comparison.list.map((product) => product.productId.plan)).toEqual(['vhis_standard']);
    const flexi = answer.data.products.list.find((product) => product.productId.plan === 'vhis_flexi');
    expect(flexi).toMatchObject({
      tags: [{ id: 'popular', type: 'popular', name: 'Popular', description: 'Most chosen plans' }],
      scores: [],
      enrollmentUrl: null,
      benefits: [
        { typeId: 'room', parentTypeId: null, rawData: '"ward"', value: 'ward', detailedValue: 'ward', options: [] },
        {
          typeId: 'surgery',
          parentTypeId: null,
          rawData: '80000',
          value: '80,000',
          detailedValue: '80,000',
          options: [],
        },
      ],
    });
    expect(answer.data.benefitInfos).toHaveLength(2);

    const chinese = await gql<{ products: { list: Product[] } }>(
      PRODUCT_LISTING,
      { where: { productId: { plan: 'vhis_flexi' } }, benefitTypeIds: ['surgery'] },
      { 'accept-language': 'zh-HK' },
    );
    expect(chinese.errors).toBeUndefined();
    const [listed] = chinese.data.products.list;
    expect(listed?.tags).toEqual([{ id: 'popular', type: 'popular', name: '熱門', description: 'Most chosen plans' }]);
    expect(((listed?.benefits ?? []) as Array<{ typeId: string }>).map((benefit) => benefit.typeId)).toEqual([
      'surgery',
    ]);
    expect(listed).not.toHaveProperty('scores');
  });

  it("benefitCategories: one entry per product type asked for, and never another tenant's benefit infos", async () => {
    const answer = await gql<{ benefitCategories: unknown[] }>(BENEFIT_CATEGORIES, {
      productTypes: ['vhis', 'travel'],
    });
    expect(answer.data.benefitCategories).toEqual([{ categories: [] }, { categories: [] }]);
    const uat = (await server.signIn('test_uat')).accessToken;
    const other = await server.gql<{ benefitInfos: unknown[] }>(
      'query { benefitInfos(tenantId: "test") { typeId } }',
      {},
      { token: uat },
    );
    expect(other.data.benefitInfos).toEqual([]);
  });
});

describe('types the reference names without declaring', () => {
  it("login: the account's email, creation and whether it is active, beside id and username", async () => {
    const answer = await gql<{ products_2: { list: Array<{ createdBy: Record<string, unknown> }> } }>(
      `query { products_2(where: { productId: { plan: "vhis_flexi" } }) {
        list { createdBy { id username email isActive createdAt } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.products_2.list[0]?.createdBy).toEqual({
      id: expect.any(String),
      username: 'admin@studio.test',
      email: 'admin@studio.test',
      isActive: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

describe('product identifiers and filters of the reference', () => {
  it('filters on issuerProductId, changeEffectiveDate, a tree, a benefit and the tenant', async () => {
    expect(await plans({ issuerProductId: 'FLX-01' })).toEqual(['vhis_flexi']);
    expect(await plans({ changeEffectiveDate_gt: '2025-06-01' })).toEqual(['vhis_flexi']);
    expect(await plans({ changeEffectiveDate_lt: '2025-06-01' })).toEqual(['vhis_standard']);
    expect(await plans({ productTreeId_exists: true })).toEqual(['vhis_flexi']);
    expect(await plans({ productTreeId_exists: false })).toEqual(['vhis_standard']);
    expect(await plans({ benefits_some: { typeId: 'room' } })).toEqual(['vhis_flexi']);
    expect(await plans({ benefits_some: { typeId: 'surgery', rawData_gt: '60000' } })).toEqual(['vhis_flexi']);
    expect(await plans({ benefits_some: { typeId: 'surgery', rawData_lt: '60000' } })).toEqual(['vhis_standard']);
    expect(await plans({ tenantId: 'test' })).toEqual(['vhis_flexi', 'vhis_standard']);
    expect(await plans({ tenantId: 'test_uat' })).toEqual([]);
    expect(await plans({ tenantId_in: ['test_uat', 'test_dev'] })).toEqual([]);
  });

  it('returns the identifiers, the product type, and no slug', async () => {
    const answer = await gql<{ products_2: { list: Product[] } }>(
      `query { products_2(where: { productId: { plan: "vhis_flexi" } }) {
        list { issuerProductId changeEffectiveDate productTreeId slug type { typeId tenantId } } } }`,
    );
    expect(answer.data.products_2.list).toEqual([
      {
        issuerProductId: 'FLX-01',
        changeEffectiveDate: '2026-03-01',
        productTreeId: 'tree1',
        slug: null,
        type: { typeId: 'vhis', tenantId: 'test' },
      },
    ]);
  });
});
