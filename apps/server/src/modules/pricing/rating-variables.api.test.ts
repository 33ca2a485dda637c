import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from './pricing.testing';

const VARIABLES = `query($where: productWhereInput) { products_2(where: $where) { list {
  ratingVariables { name type optional readBy { kind code } requiredBy { kind code } } } } }`;
const UPDATE_PRODUCT = `mutation($p: productIdInput!, $i: updateProductInput) { updateProduct(productId: $p, input: $i) { productId { plan } } }`;

type Variable = {
  name: string;
  type: string;
  optional: boolean;
  readBy: Array<{ kind: string; code: string | null }>;
  requiredBy: Array<{ kind: string; code: string | null }>;
};

describe('ratingVariables', () => {
  const server = useTestServer();
  const client = pricingClient(server, () => server.token);
  const product: ProductIdArg = { plan: 'vars', type: 'term', version: '1' };

  beforeAll(() => client.createProduct(product));

  const variablesOf = async (productId: ProductIdArg, as = server.token) => {
    const answer = await client.call<{ products_2: { list: Array<{ ratingVariables: Variable[] }> } }>(
      VARIABLES,
      { where: { id_in: [productId] } },
      as,
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data.products_2.list[0]?.ratingVariables;
  };

  it('is empty for a product without rules', async () => {
    expect(await variablesOf(product)).toEqual([]);
  });

  it('lists what the amount rule, the codes and underwriting read, with who needs each', async () => {
    await client.setLogic(
      product,
      JSON.stringify({
        '*': [
          { if: [{ '<': [{ var: 'age' }, 40] }, 1, 1.5] },
          { var: ['members', 1] },
          { '/': [{ var: 'sum' }, 1000] },
        ],
      }),
    );
    await client.addCode('loading', product, {
      code: 'SMOKER',
      name: 'Smoker',
      calculationKind: 'ratio',
      ratio: 20,
      condition: JSON.stringify({ var: 'smoker' }),
    });
    await client.addCode('discount', product, {
      code: 'FAMILY',
      name: 'Family',
      calculationKind: 'custom',
      calculationLogic: JSON.stringify({ '*': [{ var: 'premium' }, { var: 'members' }, 0.01] }),
    });
    await client.call(UPDATE_PRODUCT, {
      p: product,
      i: { underwritingRules: JSON.stringify({ if: [{ '>': [{ var: 'bmi' }, 35] }, 'refer', 'accept'] }) },
    });

    const amount = { kind: 'amount', code: null };
    expect(await variablesOf(product)).toEqual([
      { name: 'age', type: 'number', optional: false, readBy: [amount], requiredBy: [amount] },
      {
        name: 'members',
        type: 'number',
        optional: false,
        readBy: [amount, { kind: 'discount', code: 'FAMILY' }],
        requiredBy: [{ kind: 'discount', code: 'FAMILY' }],
      },
      { name: 'sum', type: 'number', optional: false, readBy: [amount], requiredBy: [amount] },
      {
        name: 'smoker',
        type: 'boolean',
        optional: false,
        readBy: [{ kind: 'loading', code: 'SMOKER' }],
        requiredBy: [{ kind: 'loading', code: 'SMOKER' }],
      },
      {
        name: 'bmi',
        type: 'number',
        optional: false,
        readBy: [{ kind: 'underwriting', code: null }],
        requiredBy: [{ kind: 'underwriting', code: null }],
      },
    ]);
  });

  it('stays within the tenant: another tenant does not see the product', async () => {
    const uat = (await server.signIn('test_uat')).accessToken;
    expect(await variablesOf(product, uat)).toBeUndefined();
  });
});
