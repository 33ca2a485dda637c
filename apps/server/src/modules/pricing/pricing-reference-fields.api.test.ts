import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from './pricing.testing';

const CREATE_LOGIC = `mutation($p: productIdInput!, $i: priceLogicInput!) { createPriceLogic(productId: $p, input: $i) { status } }`;
// The reference fields of `pricing` and `loading` a reference client selects beside the price itself.
const QUOTE = `query($where: productWhereInput, $v: String) { products_2(where: $where) { list {
  pricing(valuesJsonString: $v) {
    amount createdAt createdBy { username } lastModifiedAt lastModifiedBy { username } metadata isPricedAtStartDate
    options { id key name value { numberValue } valuesJsonString: valueJsonString }
    loadings { code calculationLogic calculationJsonLogic codeName { code name } }
  } } } }`;

describe('reference fields of pricing and loadings', () => {
  const server = useTestServer();
  const client = pricingClient(server, () => server.token);
  const product: ProductIdArg = { plan: 'home', type: 'contents', version: '1' };

  beforeAll(async () => {
    await client.createProduct(product);
    expect(
      (await client.result('createPriceLogic', CREATE_LOGIC, { p: product, i: { amountLogic: '100' } })).status,
    ).toBe('success');
    const loading = await client.addCode('loading', product, {
      code: 'flood',
      name: 'Flood zone',
      calculationKind: 'ratio',
      ratio: 20,
    });
    expect(loading.status).toBe('success');
  });

  it("answers a loading's JSON logic and code name, and null or empty for what is not stored", async () => {
    const answer = await client.call<{ products_2: { list: Array<{ pricing: Record<string, unknown> }> } }>(QUOTE, {
      where: { id_in: [product] },
      v: '{}',
    });
    expect(answer.errors).toBeUndefined();
    const pricing = answer.data.products_2.list[0]?.pricing;
    expect(pricing).toEqual({
      amount: 120,
      createdAt: null,
      createdBy: null,
      lastModifiedAt: null,
      lastModifiedBy: null,
      metadata: null,
      isPricedAtStartDate: null,
      options: [],
      loadings: [
        {
          code: 'FLOOD',
          calculationLogic: expect.any(String),
          calculationJsonLogic: expect.any(String),
          codeName: { code: 'FLOOD', name: 'Flood zone' },
        },
      ],
    });
    const [loading] = (pricing?.loadings ?? []) as Array<{ calculationLogic: string; calculationJsonLogic: string }>;
    expect(JSON.parse(loading?.calculationJsonLogic ?? '')).toEqual(JSON.parse(loading?.calculationLogic ?? ''));
  });
});
