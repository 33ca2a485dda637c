import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from './pricing.testing';

const AGE_BANDS = JSON.stringify({
  '*': [
    { if: [{ '<': [{ var: 'age' }, 30] }, 1, { '<': [{ var: 'age' }, 50] }, 1.5, 2.25] },
    { '/': [{ var: 'sumInsured' }, 1000] },
  ],
});
const LOGIC = `query($where: productWhereInput) { products_2(where: $where) { list { pricing { amountLogic } underwritingRulesJson } } }`;
const CREATE_LOGIC = `mutation($p: productIdInput!, $i: priceLogicInput!) { createPriceLogic(productId: $p, input: $i) { status errors errors_2 { code message } } }`;
const DELETE_LOGIC = `mutation($p: productIdInput!) { deletePriceLogic(productId: $p) { status errors } }`;
const UPDATE_PRODUCT = `mutation($p: productIdInput!, $i: updateProductInput) { updateProduct(productId: $p, input: $i) { underwritingRulesJson } }`;
const DECIDE = `query($where: productWhereInput, $v: String) { products_2(where: $where) { list { underwritingDecision(valuesJsonString: $v) { decision rule error } } } }`;

describe('pricing', () => {
  const server = useTestServer();
  const client = pricingClient(server, () => server.token);
  const product: ProductIdArg = { plan: 'life', type: 'term', version: '1' };

  beforeAll(() => client.createProduct(product));

  const logicOf = async (productId: ProductIdArg) =>
    (
      await client.call<{
        products_2: { list: Array<{ pricing: { amountLogic: string | null }; underwritingRulesJson: string | null }> };
      }>(LOGIC, { where: { id_in: [productId] } })
    ).data.products_2.list[0];

  it('creates empty logic first, refuses a second create, updates and deletes it', async () => {
    const created = await client.result('createPriceLogic', CREATE_LOGIC, { p: product, i: { amountLogic: '{}' } });
    expect(created.status).toBe('success');
    expect((await logicOf(product))?.pricing.amountLogic).toBe('{}');
    const again = await client.result('createPriceLogic', CREATE_LOGIC, { p: product, i: { amountLogic: '{}' } });
    expect(again.errors_2[0]?.code).toBe('price_logic_exists');
    expect((await client.setLogic(product, AGE_BANDS)).status).toBe('success');
    expect((await logicOf(product))?.pricing.amountLogic).toBe(AGE_BANDS);
    const other: ProductIdArg = { plan: 'life', type: 'term', version: 'tmp' };
    await client.createProduct(other);
    await client.setLogic(other, AGE_BANDS);
    expect((await client.result('deletePriceLogic', DELETE_LOGIC, { p: other })).status).toBe('success');
    expect((await logicOf(other))?.pricing.amountLogic).toBeNull();
    const hkdOnly = await client.result('createPriceLogic', CREATE_LOGIC, {
      p: other,
      i: { amountLogic: '{}', currencyCode: 'USD' },
    });
    expect(hkdOnly.errors_2[0]?.code).toBe('currency_not_supported');
  });

  it.each([
    ['{"log": "x"}', 'Unknown operator "log" (at $.log)'],
    ['{"var": "__proto__.x"}', 'reaches "__proto__" (at $.var)'],
    ['{"var": "a.constructor"}', 'reaches "constructor"'],
    ['{"missing": ["prototype"]}', 'reaches "prototype"'],
    [`${'{"!":['.repeat(40)}1${']}'.repeat(40)}`, 'nested deeper than 32 levels'],
    [JSON.stringify({ cat: ['x'.repeat(70_000)] }), 'longer than 65536 characters'],
    ['{"+": [1,', 'not valid JSON'],
  ])('refuses the rule %# on save, naming the place', async (rule, message) => {
    const answer = await client.setLogic(product, rule.length > 200 ? rule : rule);
    expect(answer.status).toBe('failure');
    expect(answer.errors_2[0]?.code).toBe('rule_invalid');
    expect(answer.errors[0]).toContain(message);
    expect((await logicOf(product))?.pricing.amountLogic).toBe(AGE_BANDS);
  });

  it('prices with age bands, names missing inputs and states money rounded to HKD cents', async () => {
    const quote = await client.price(product, { age: 40, sumInsured: 100_000 });
    expect(quote).toMatchObject({ amount: 150, originalPrice: 150, formattedPrice: 'HKD 150.00', currencyCode: 'HKD' });
    const missing = await client.price(product, { age: 40 });
    expect(missing.amount).toBeNull();
    expect(missing.missingVariables).toEqual(['sumInsured']);
    expect(missing.issues).toEqual([{ code: 'missing_variables', message: 'These inputs are missing: sumInsured.' }]);
    const drift: ProductIdArg = { plan: 'life', type: 'drift', version: '1' };
    await client.createProduct(drift);
    await client.setLogic(drift, '{"+":[0.1,0.2]}');
    expect(await client.price(drift, {})).toMatchObject({ amount: 0.3, formattedPrice: 'HKD 0.30' });
    await client.setLogic(drift, '{"/":[100,3]}');
    expect(await client.price(drift, {})).toMatchObject({ amount: 33.33, formattedPrice: 'HKD 33.33' });
    await client.setLogic(drift, '{"*":[1.005,1]}');
    expect(await client.price(drift, {})).toMatchObject({ amount: 1.01 });
  });

  it('applies loadings and discounts in order with a breakdown, and reports unknown and inapplicable codes', async () => {
    const smoker = await client.addCode('loading', product, {
      code: 'smoker',
      name: 'Smoker',
      calculationKind: 'flat',
      flat: 50.5,
      condition: '{"var":"smoker"}',
      order: 1,
    });
    expect(smoker.status).toBe('success');
    await client.addCode('discount', product, {
      code: 'TEN',
      name: '10% off',
      calculationKind: 'ratio',
      ratio: 10,
      order: 2,
    });
    await client.addCode('discount', product, {
      code: 'THIRD',
      name: 'a third',
      calculationKind: 'ratio',
      ratio: 33.333,
      order: 1,
    });
    await client.addCode('discount', product, {
      code: 'SENIOR',
      name: 'Senior',
      calculationKind: 'custom',
      calculationLogic: '{"*":[{"var":"premium"},0.2]}',
      condition: '{">=":[{"var":"age"},60]}',
    });
    const quote = await client.price(product, { age: 40, sumInsured: 100_000, smoker: true }, [
      'ten',
      'third',
      'nope',
      'senior',
    ]);
    expect(quote.loadings).toEqual([
      expect.objectContaining({ code: 'SMOKER', flat: 50.5, originalPrice: 150, newPrice: 200.5, order: 1 }),
    ]);
    // 200.5 x 33.333% = 66.8326... -> 133.67; 10% of 133.67 = 13.367 -> 120.30
    expect(quote.appliedDiscounts.map((d) => [d.code, d.formattedRatio, d.originalPrice, d.newPrice])).toEqual([
      ['THIRD', '33.33', 200.5, 133.67],
      ['TEN', '10.00', 133.67, 120.3],
    ]);
    expect(quote.appliedDiscounts[0]?.calculationLogic).toBe('{"*":[{"var":"premium"},{"/":[33.333,100]}]}');
    expect(quote).toMatchObject({ amount: 120.3, originalPrice: 150, formattedPrice: 'HKD 120.30' });
    expect(quote.discountCodes).toEqual(['TEN', 'THIRD', 'NOPE', 'SENIOR']);
    expect(quote.issues).toEqual([
      { code: 'unknown_discount_code', message: 'The discount code NOPE does not exist.' },
      {
        code: 'inapplicable_discount_code',
        message: 'The discount code SENIOR cannot be applied: it does not apply to these inputs.',
      },
    ]);
  });

  it('names the inputs a code reads when they are missing, and never decides the code on a guess', async () => {
    const quote = await client.price(product, { age: 40, sumInsured: 100_000 }, ['TEN']);
    expect(quote).toMatchObject({ amount: null, originalPrice: 150, missingVariables: ['smoker'] });
    expect(quote.issues).toEqual([
      { code: 'code_missing_variables', message: 'The loading SMOKER needs these inputs: smoker.' },
    ]);
  });

  it('prices a saved rule whose untaken branch divides by zero, and explains the branch that does', async () => {
    const folding: ProductIdArg = { plan: 'life', type: 'folding', version: '1' };
    await client.createProduct(folding);
    const saved = await client.setLogic(
      folding,
      '{"if":[{"<":[{"var":"age"},100]},{"*":[{"var":"age"},2]},{"/":[1,0]}]}',
    );
    expect(saved.status).toBe('success');
    expect(await client.price(folding, { age: 40 })).toMatchObject({ amount: 80, issues: [] });
    expect((await client.price(folding, { age: 120 })).issues).toEqual([
      { code: 'amount_failed', message: 'The pricing logic failed: The result is not a number' },
    ]);
  });

  it('prices with the codes as they are now, whichever process wrote them', async () => {
    const values = { age: 40, sumInsured: 100_000, smoker: false };
    expect((await client.price(product, values, ['TEN'])).amount).toBe(135);
    // Plain SQL stands for another server process: its commit raises the 'pricing' generation.
    const ratioOfTen = (ratio: string) =>
      server.database.db.execute(
        sql`update product_adjustment_codes set ratio = ${ratio} where tenant_id = 'test' and code = 'TEN'`,
      );
    await ratioOfTen('20');
    expect((await client.price(product, values, ['TEN'])).amount).toBe(120);
    await ratioOfTen('10');
    expect((await client.price(product, values, ['TEN'])).amount).toBe(135);
    await server.database.db.execute(
      sql`delete from product_adjustment_codes where tenant_id = 'test' and code = 'TEN'`,
    );
    expect((await client.price(product, values, ['TEN'])).issues).toEqual([
      { code: 'unknown_discount_code', message: 'The discount code TEN does not exist.' },
    ]);
  });

  it('names the limit of the kind of code when a percentage is out of range: 100 for a discount, 1000 for a loading', async () => {
    const discount = await client.addCode('discount', product, {
      code: 'HUGE',
      name: 'Huge',
      calculationKind: 'ratio',
      ratio: 150,
    });
    expect(discount.errors_2).toEqual([
      { code: 'invalid_ratio', message: 'The percentage must be a number between 0 and 100 with at most 6 decimals.' },
    ]);
    const loading = await client.addCode('loading', product, {
      code: 'HUGE',
      name: 'Huge',
      calculationKind: 'ratio',
      ratio: 1500,
    });
    expect(loading.errors_2).toEqual([
      { code: 'invalid_ratio', message: 'The percentage must be a number between 0 and 1000 with at most 6 decimals.' },
    ]);
    expect(
      (await client.addCode('loading', product, { code: 'HIGH', name: 'High', calculationKind: 'ratio', ratio: 150 }))
        .status,
    ).toBe('success');
  });

  it('refuses invalid values with a clear error', async () => {
    const answer = await client.call(
      `query($where: productWhereInput) { products_2(where: $where) { list { pricing(valuesJsonString: "[1") { amount } } } }`,
      { where: { id_in: [product] } },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('invalid_values');
  });

  it('stores underwriting rules through updateProduct and decides accept, decline or refer with the deciding rule', async () => {
    const rules = '{"if":[{">":[{"var":"age"},70]},"decline",{"var":"smoker"},"refer","accept"]}';
    const updated = await client.call(UPDATE_PRODUCT, { p: product, i: { underwritingRules: rules } });
    expect(updated.data).toEqual({ updateProduct: { underwritingRulesJson: rules } });
    const decide = async (values: object) =>
      (
        await client.call<{ products_2: { list: Array<{ underwritingDecision: unknown }> } }>(DECIDE, {
          where: { id_in: [product] },
          v: JSON.stringify(values),
        })
      ).data.products_2.list[0]?.underwritingDecision;
    expect(await decide({ age: 80 })).toEqual({ decision: 'decline', rule: '{">":[{"var":"age"},70]}', error: null });
    expect(await decide({ age: 30, smoker: true })).toEqual({
      decision: 'refer',
      rule: '{"var":"smoker"}',
      error: null,
    });
    expect(await decide({ age: 30 })).toEqual({ decision: 'accept', rule: null, error: null });
    const bad = await client.call(UPDATE_PRODUCT, { p: product, i: { underwritingRules: '{"eval":["x"]}' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('rule_invalid');
    expect(bad.errors?.[0]?.message).toBe('underwritingRules: Unknown operator "eval" (at $.eval)');
  });
});
