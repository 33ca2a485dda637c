import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const FIELDS = `productId { plan type version } status lifecycleStage tags { id type }
  launchPeriodStartDate launchPeriodEndDate fields representation description`;
const CREATE = `mutation($product: createProductInput) { createProduct(product: $product) { ${FIELDS} } }`;
const UPDATE = `mutation($productId: productIdInput!, $input: updateProductInput) {
  updateProduct(productId: $productId, input: $input) { ${FIELDS} }
}`;
const LIST = `query($where: productWhereInput) {
  products_2(where: $where, values: [{ key: "age", value: { numberValue: 30 } }], valuesJsonString: "{}",
    benefitOptions: [{ typeId: "medical", key: "gold" }]) {
    totalCount list { productId { plan type version } }
  }
}`;

type Product = Record<string, unknown> & { productId: { plan: string; type: string; version: string | null } };

const server = useTestServer();
const gql = <T>(query: string, variables: Record<string, unknown> = {}, as = server.token) =>
  server.gql<T>(query, variables, { token: as });
const create = (product: Record<string, unknown>, as = server.token) =>
  gql<{ createProduct: Product | null }>(CREATE, { product }, as);
const plansOf = async (where: Record<string, unknown>, as = server.token) => {
  const answer = await gql<{ products_2: { list: Product[] } }>(LIST, { where }, as);
  expect(answer.errors).toBeUndefined();
  return answer.data.products_2.list.map((product) => product.productId.plan).sort();
};

beforeAll(async () => {
  const seeds = [
    { plan: 'ref_live', status: 'active', tags: ['travel', 'family'], start: '2026-01-01', end: '2026-12-31' },
    { plan: 'ref_draft', status: 'draft', tags: ['travel'], start: '2027-01-01', end: null },
    { plan: 'ref_none', status: null, tags: [], start: null, end: null },
  ];
  for (const seed of seeds) {
    const answer = await create({
      productId: { plan: seed.plan, type: 'basic', version: '1' },
      status: seed.status,
      lifecycleStage: seed.status === 'active' ? 'launched' : null,
      tags: seed.tags.map((type) => ({ type })),
      launchPeriodStartDate: seed.start,
      launchPeriodEndDate: seed.end,
      fields: seed.status ? '{"age":{"type":"number"}}' : null,
    });
    expect(answer.errors).toBeUndefined();
  }
});

describe('reference product fields', () => {
  it('stores and returns status, lifecycle stage, tags, launch period, fields, representation and description', async () => {
    await gql(
      'mutation { upsertL10n(l10n: { key: "products-ref_live|1|basic-description", locale: "en-US", value: "Live plan" }) { status } }',
    );
    const answer = await gql<{ updateProduct: Product }>(UPDATE, {
      productId: { plan: 'ref_live', type: 'basic', version: '1' },
      input: { representation: '{"layout":"cards"}' },
    });
    expect(answer.data.updateProduct).toMatchObject({
      status: 'active',
      lifecycleStage: 'launched',
      tags: [
        { id: 'travel', type: 'travel' },
        { id: 'family', type: 'family' },
      ],
      launchPeriodStartDate: '2026-01-01',
      launchPeriodEndDate: '2026-12-31',
      fields: '{"age":{"type":"number"}}',
      representation: '{"layout":"cards"}',
      description: 'Live plan',
    });
  });

  it('leaves fields alone when isFieldsChanged is false, and refuses fields that are not JSON', async () => {
    const productId = { plan: 'ref_draft', type: 'basic', version: '1' };
    const kept = await gql<{ updateProduct: Product }>(UPDATE, {
      productId,
      input: { fields: '{"other":1}', isFieldsChanged: false, status: 'review' },
    });
    expect(kept.data.updateProduct).toMatchObject({ fields: '{"age":{"type":"number"}}', status: 'review' });
    const bad = await gql(UPDATE, { productId, input: { fields: 'not json' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('invalid_json');
    const backwards = await gql(UPDATE, { productId, input: { launchPeriodEndDate: '2026-06-01' } });
    expect(backwards.errors?.[0]?.extensions?.code).toBe('invalid_launch_period');
    const notADate = await gql(UPDATE, { productId, input: { launchPeriodEndDate: '2026-02-30' } });
    expect(notADate.errors?.[0]?.message).toMatch(/Date must be an ISO 8601/);
    await gql(UPDATE, { productId, input: { status: 'draft' } });
  });

  it('filters by status, lifecycle stage, tags and launch period, and accepts the pricing arguments', async () => {
    expect(await plansOf({ status: 'active' })).toEqual(['ref_live']);
    expect(await plansOf({ status_in: ['active', 'draft'] })).toEqual(['ref_draft', 'ref_live']);
    expect(await plansOf({ status_not_in: ['active'], productId: { plan_contains: 'ref_' } })).toEqual([
      'ref_draft',
      'ref_none',
    ]);
    expect(await plansOf({ lifecycleStage: 'launched' })).toEqual(['ref_live']);
    expect(await plansOf({ tags_some: { type: 'travel' } })).toEqual(['ref_draft', 'ref_live']);
    expect(await plansOf({ tags_some: { type_in: ['family', 'pets'] } })).toEqual(['ref_live']);
    expect(await plansOf({ launchPeriodStartDate_gt: '2026-06-01' })).toEqual(['ref_draft']);
    expect(await plansOf({ launchPeriodEndDate_lt: '2027-01-01' })).toEqual(['ref_live']);
  });

  it("never shows another tenant's products through these filters", async () => {
    const uat = (await server.signIn('test_uat')).accessToken;
    expect(await plansOf({ status_in: ['active', 'draft'] }, uat)).toEqual([]);
    expect(await plansOf({ tags_some: { type: 'travel' } }, uat)).toEqual([]);
  });
});

describe('product.insurer', () => {
  it("answers the insurer's own dates and author, not the product's", async () => {
    await gql('mutation { createInsurer(input: { id: "dated_insurer", name: "Dated" }) { status } }');
    const insurer = await gql<{ insurers: Array<{ createdAt: string; createdBy: { username: string } | null }> }>(
      '{ insurers(ids: ["dated_insurer"]) { createdAt createdBy { username } } }',
    );
    const created = await gql<{ createProduct: { createdAt: string; insurer: Record<string, unknown> } }>(
      `mutation { createProduct(product: { productId: { plan: "insured", type: "basic" }, insurerId: "dated_insurer" }) {
        createdAt insurer { id createdAt createdBy { username } lastModifiedAt logoUrls { typeA } }
      } }`,
    );
    expect(created.errors).toBeUndefined();
    const expected = insurer.data.insurers[0];
    expect(created.data.createProduct.insurer).toMatchObject({
      id: 'dated_insurer',
      createdAt: expected?.createdAt,
      createdBy: expected?.createdBy,
      logoUrls: null,
    });
    expect(expected?.createdBy?.username).toBeTruthy();
  });
});

describe('benefitGraph reference fields', () => {
  it('answers isOptional, condition and value2 (the stored value, structured)', async () => {
    const productId = { plan: 'ref_live', type: 'basic', version: '1' };
    const added = await gql<{ addBenefit: { status: string } }>(
      `mutation($productId: productIdInput!) { addBenefit(productId: $productId, input: { typeId: "limits", valueJsonString: "{\\"amount\\": 500, \\"unit\\": \\"HKD\\"}" }) { status errors } }`,
      { productId },
    );
    expect(added.data.addBenefit.status).toBe('success');
    const graph = await gql<{ products_2: { list: Array<{ benefitGraph: Array<Record<string, unknown>> }> } }>(
      `{ products_2(where: { productId: { plan: "ref_live" } }) { list { benefitGraph {
        typeId isOptional condition { type } value2 { objectValue { key value { numberValue stringValue } } }
      } } } }`,
    );
    expect(graph.data.products_2.list[0]?.benefitGraph).toEqual([
      {
        typeId: 'limits',
        isOptional: false,
        condition: null,
        value2: {
          objectValue: [
            { key: 'amount', value: { numberValue: 500, stringValue: null } },
            { key: 'unit', value: { numberValue: null, stringValue: 'HKD' } },
          ],
        },
      },
    ]);
  });
});
