import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { useTestServer } from '../../testing/use-test-server';
import { createBenefitsService } from './benefits.service';
import { createProductStore } from './product-store';

const NODE =
  'typeId optionKey parentTypeId parentOptionKeys isValueInput currencyCode rawData name description value detailedValue';
const nest = (levels: number): string =>
  levels === 0 ? NODE : `${NODE} options { ${NODE} } children { ${nest(levels - 1)} }`;
const GRAPH = `query($productId: productIdWhereInput, $locale: String) {
  products_2(where: { productId: $productId }) { list { benefitGraph(locale: $locale) { ${nest(6)} } } }
}`;
const ADD = `mutation($productId: productIdInput!, $input: benefitInput!) { addBenefit(productId: $productId, input: $input) { status errors errors_2 { code message } } }`;
const UPDATE = `mutation($productId: productIdInput!, $typeId: String!, $optionKey: String, $input: updateBenefitInput!) {
  updateBenefit(productId: $productId, typeId: $typeId, optionKey: $optionKey, input: $input) { status errors errors_2 { code } }
}`;
const REMOVE = `mutation($productId: productIdInput!, $typeId: String!, $optionKey: String) {
  removeBenefit(productId: $productId, typeId: $typeId, optionKey: $optionKey) { status errors errors_2 { code } }
}`;
const CREATE = `mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }`;
const UPSERT = `mutation($l10n: upsertL10nInput) { upsertL10n(l10n: $l10n) { status } }`;
const READ = `query($keys: [String!]!, $locale: String!) { l10ns(keys: $keys, locale: $locale) { key } }`;

type Node = {
  typeId: string;
  optionKey: string | null;
  parentOptionKeys: string[];
  rawData: string | null;
  name: string | null;
  value: string | null;
  detailedValue: string | null;
  currencyCode: string | null;
  isValueInput: boolean;
  options: Node[];
  children: Node[];
};
type Answer = { status: string; errors: string[]; errors_2: Array<{ code: string; message?: string }> };

const productId = { plan: 'travel', type: 'single_trip', version: '1' };
const prefix = 'products-travel|1|single_trip';

describe('benefits', () => {
  const server = useTestServer();
  let uatToken: string;

  const graph = async (locale?: string, id = productId, as = server.token) => {
    const answer = await server.gql<{ products_2: { list: Array<{ benefitGraph: Node[] }> } }>(
      GRAPH,
      { productId: id, locale },
      { token: as },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.products_2.list[0]?.benefitGraph ?? null;
  };
  const add = async (input: Record<string, unknown>, id = productId, as = server.token) =>
    (await server.gql<{ addBenefit: Answer }>(ADD, { productId: id, input }, { token: as })).data.addBenefit;
  const update = async (typeId: string, optionKey: string | null, input: Record<string, unknown>, as = server.token) =>
    (await server.gql<{ updateBenefit: Answer }>(UPDATE, { productId, typeId, optionKey, input }, { token: as })).data
      .updateBenefit;
  const remove = async (typeId: string, optionKey: string | null = null, as = server.token) =>
    (await server.gql<{ removeBenefit: Answer }>(REMOVE, { productId, typeId, optionKey }, { token: as })).data
      .removeBenefit;
  const text = (key: string, locale: string, value: string) =>
    server.gql(UPSERT, { l10n: { key: `${prefix}-${key}`, locale, value } }, { token: server.token });

  beforeAll(async () => {
    uatToken = (await server.signIn('test_uat')).accessToken;
    // Three levels with options, given in an order where children come before parents.
    const created = await server.gql(
      CREATE,
      {
        product: {
          productId,
          insurerId: 'harbour_mutual',
          benefitInputs: [
            { typeId: 'baggage_item', parentTypeId: 'baggage', valueJsonString: '500', currencyCode: 'HKD' },
            { typeId: 'medical', optionKey: 'option_0', valueJsonString: '100000', currencyCode: 'HKD' },
            { typeId: 'medical', optionKey: 'option_1', valueJsonString: '200000', currencyCode: 'HKD' },
            {
              typeId: 'baggage',
              parentTypeId: 'medical',
              parentOptionKeys: ['option_1'],
              value: { stringValue: 'Covered' },
            },
            { typeId: 'trip_days', isValueInput: true },
          ],
        },
      },
      { token: server.token },
    );
    expect(created.errors).toBeUndefined();
  });

  it('builds the tree from the create inputs', async () => {
    const tree = (await graph()) ?? [];
    expect(tree.map((node) => node.typeId)).toEqual(['medical', 'trip_days']);
    const [medical, tripDays] = tree as [Node, Node];
    expect(medical.options.map((option) => [option.optionKey, option.rawData, option.value])).toEqual([
      ['option_0', '100000', 'HKD 100,000'],
      ['option_1', '200000', 'HKD 200,000'],
    ]);
    expect(medical.children[0]).toMatchObject({
      typeId: 'baggage',
      parentOptionKeys: ['option_1'],
      rawData: '"Covered"',
      value: 'Covered',
    });
    expect(medical.children[0]?.children[0]).toMatchObject({
      typeId: 'baggage_item',
      currencyCode: 'HKD',
      value: 'HKD 500',
    });
    expect(tripDays).toMatchObject({ isValueInput: true, rawData: null });
  });

  it('loads the whole tree in two queries, not one per node', async () => {
    let selects = 0;
    const db = server.database.db;
    const counting = new Proxy(db, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (property === 'select') selects++;
          return value.apply(target, args);
        };
      },
    }) as Database;
    const product = await server.services.products.find('test', productId);
    if (!product) throw new Error('the product is missing');
    const notFrozen = { productProblem: async () => null };
    const tree = await createBenefitsService(createProductStore(counting), notFrozen).graph('test', product, 'en-US');
    expect(tree[0]?.children[0]?.children[0]?.typeId).toBe('baggage_item');
    expect(selects).toBe(2);
  });

  it('shows names and formatted values in the asked locale, falling back to en-US', async () => {
    await text('benefits-medical-name', 'en-US', 'Medical expenses');
    await text('benefits-medical-name', 'zh-HK', '醫療費用');
    await text('benefits-medical-description', 'en-US', 'Doctor and hospital bills');
    await text('benefits-baggage_item-format', 'en-US', 'up to {{value}}');
    await text('benefits-baggage_item-detailedFormat', 'zh-HK', '每件最高 {{value}}');
    await text('benefits-medical-options-option_1-detailedFormat', 'en-US', 'Premier: {{value}}');
    const en = (await graph('en-US')) ?? [];
    expect(en[0]).toMatchObject({ name: 'Medical expenses' });
    expect(en[0]?.options[1]).toMatchObject({ value: 'HKD 200,000', detailedValue: 'Premier: HKD 200,000' });
    expect(en[0]?.children[0]?.children[0]).toMatchObject({ value: 'up to HKD 500', detailedValue: 'up to HKD 500' });
    const zh = (await graph('zh-HK')) ?? [];
    expect(zh[0]).toMatchObject({ name: '醫療費用' });
    expect(zh[0]?.children[0]?.children[0]).toMatchObject({ detailedValue: '每件最高 HKD 500' });
  });

  it('adds main benefits, options and children', async () => {
    expect(await add({ typeId: 'cancellation', optionKey: 'option_0', value: { stringValue: 'Basic' } })).toEqual({
      status: 'success',
      errors: [],
      errors_2: [],
    });
    expect((await add({ typeId: 'cancellation', optionKey: 'option_1', valueJsonString: '{"limit":5}' })).status).toBe(
      'success',
    );
    expect(
      (
        await add({
          typeId: 'cancellation_reason',
          parentTypeId: 'cancellation',
          parentOptionKeys: [' option_1 '],
          value: { booleanValue: true },
        })
      ).status,
    ).toBe('success');
    const cancellation = ((await graph()) ?? []).find((node) => node.typeId === 'cancellation');
    expect(cancellation?.options.map((option) => option.rawData)).toEqual(['"Basic"', '{"limit":5}']);
    expect(cancellation?.children[0]).toMatchObject({
      typeId: 'cancellation_reason',
      parentOptionKeys: ['option_1'],
      rawData: 'true',
    });
  });

  it('refuses bad additions with a clear error and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ typeId: 'orphan', parentTypeId: 'no_such_parent' }, 'parent_not_found'],
      [{ typeId: 'orphan', parentTypeId: 'medical', parentOptionKeys: ['option_9'] }, 'parent_option_not_found'],
      [{ typeId: 'trip_days', optionKey: 'option_0' }, 'benefit_has_no_options'],
      [{ typeId: 'medical', optionKey: 'option_0' }, 'option_exists'],
      [{ typeId: 'medical' }, 'benefit_exists'],
      [{ typeId: 'Not Technical' }, 'invalid_technical_name'],
      [{ typeId: 'bad_json', valueJsonString: '{nope' }, 'invalid_value_json'],
    ];
    const before = JSON.stringify(await graph());
    for (const [input, code] of cases) expect((await add(input)).errors_2[0]?.code, JSON.stringify(input)).toBe(code);
    const missingProduct = await add({ typeId: 'x' }, { ...productId, version: '9' });
    expect(missingProduct).toMatchObject({
      status: 'failure',
      errors: ['The product travel/single_trip/9 does not exist.'],
    });
    expect(JSON.stringify(await graph())).toBe(before);
  });

  it('refuses a product whose benefits name a missing parent, creating nothing', async () => {
    const id = { plan: 'travel', type: 'broken', version: '1' };
    const answer = await server.gql(
      CREATE,
      { product: { productId: id, benefitInputs: [{ typeId: 'a' }, { typeId: 'b', parentTypeId: 'nowhere' }] } },
      { token: server.token },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The parent benefit nowhere does not exist.',
      extensions: { code: 'parent_not_found' },
    });
    expect(await graph(undefined, id)).toBeNull();
  });

  it('allows seven levels and no more', async () => {
    const id = { plan: 'deep', type: 'tree', version: '1' };
    const levels = Array.from({ length: 7 }, (_, level) => ({
      typeId: `level_${level + 1}`,
      parentTypeId: level ? `level_${level}` : null,
    }));
    expect(
      (await server.gql(CREATE, { product: { productId: id, benefitInputs: levels } }, { token: server.token })).errors,
    ).toBeUndefined();
    let node = (await graph(undefined, id))?.[0];
    for (let level = 1; level < 7; level++) node = node?.children[0];
    expect(node?.typeId).toBe('level_7');
    expect((await add({ typeId: 'level_8', parentTypeId: 'level_7' }, id)).errors_2[0]?.code).toBe('benefit_too_deep');
  });

  it('updates value, currency, input flag and parent option keys', async () => {
    expect(await update('baggage_item', null, { valueJsonString: '800', currencyCode: 'USD' })).toMatchObject({
      status: 'success',
    });
    expect((await update('medical', 'option_0', { valueJsonString: '150000' })).status).toBe('success');
    expect((await update('baggage', null, { parentOptionKeys: ['option_0', 'option_1'] })).status).toBe('success');
    expect((await update('trip_days', null, { isValueInput: false, currencyCode: 'UNDEFINED' })).status).toBe(
      'success',
    );
    const [medical, tripDays] = (await graph()) ?? [];
    expect(medical?.options[0]?.rawData).toBe('150000');
    expect(medical?.children[0]?.parentOptionKeys).toEqual(['option_0', 'option_1']);
    expect(medical?.children[0]?.children[0]).toMatchObject({ rawData: '800', currencyCode: 'USD' });
    expect(tripDays).toMatchObject({ isValueInput: false, currencyCode: null });
  });

  it('refuses updates of missing benefits and options', async () => {
    expect((await update('nothing', null, { valueJsonString: '1' })).errors_2[0]?.code).toBe('benefit_not_found');
    expect((await update('nothing', 'option_0', { valueJsonString: '1' })).errors_2[0]?.code).toBe('benefit_not_found');
    expect((await update('medical', 'option_7', { valueJsonString: '1' })).errors_2[0]?.code).toBe('option_not_found');
    expect((await update('medical', null, { valueJsonString: '1' })).errors_2[0]?.code).toBe('benefit_has_options');
    expect((await update('medical', null, { parentTypeId: 'baggage_item' })).errors_2[0]?.code).toBe('benefit_cycle');
    expect((await update('baggage', null, { parentOptionKeys: ['option_5'] })).errors_2[0]?.code).toBe(
      'parent_option_not_found',
    );
  });

  it('removes an option, dropping its key from children and its texts', async () => {
    await text('benefits-medical-options-option_0-format', 'en-US', 'Basic {{value}}');
    expect((await remove('medical', 'option_0')).status).toBe('success');
    const [medical] = (await graph()) ?? [];
    expect(medical?.options.map((option) => option.optionKey)).toEqual(['option_1']);
    expect(medical?.children[0]?.parentOptionKeys).toEqual(['option_1']);
    const texts = await server.gql<{ l10ns: unknown[] }>(
      READ,
      { keys: [`${prefix}-benefits-medical-options-option_0-format`], locale: 'en-US' },
      { token: server.token },
    );
    expect(texts.data.l10ns).toEqual([]);
    expect((await remove('medical', 'option_0')).errors_2[0]?.code).toBe('option_not_found');
  });

  it('removes a benefit with all its descendants and their texts', async () => {
    expect((await remove('medical')).status).toBe('success');
    const typeIds = ((await graph()) ?? []).map((node) => node.typeId);
    expect(typeIds).toEqual(['trip_days', 'cancellation']);
    const keys = [
      'medical-name',
      'medical-description',
      'baggage_item-format',
      'medical-options-option_1-detailedFormat',
    ].map((key) => `${prefix}-benefits-${key}`);
    for (const locale of ['en-US', 'zh-HK'])
      expect(
        (await server.gql<{ l10ns: unknown[] }>(READ, { keys, locale }, { token: server.token })).data.l10ns,
      ).toEqual([]);
    // Type ids are free again: nothing dangling blocks a new baggage benefit.
    expect((await add({ typeId: 'baggage' })).status).toBe('success');
    expect((await remove('medical')).errors_2[0]?.code).toBe('benefit_not_found');
  });

  it("keeps each tenant's benefits to itself", async () => {
    expect(await graph(undefined, productId, uatToken)).toBeNull();
    expect((await add({ typeId: 'intruder' }, productId, uatToken)).errors_2[0]?.code).toBe('product_not_found');
    expect((await update('trip_days', null, { valueJsonString: '1' }, uatToken)).errors_2[0]?.code).toBe(
      'product_not_found',
    );
    expect((await remove('trip_days', null, uatToken)).errors_2[0]?.code).toBe('product_not_found');
    expect(((await graph()) ?? []).map((node) => node.typeId)).toContain('trip_days');
  });
});
