import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from './pricing.testing';

const CODES = `query($p: productIdInput!, $s: String) { discountCodes(productId: $p, search: $s) { totalCount list { code name kind ratio formattedRatio flat formattedFlat order } } }`;
const RELEASES = `{ releases { totalCount list { name } } }`;
const CREATE_RELEASE = `mutation($i: createReleaseInput!) { createRelease(input: $i) { status errors_2 { code } createdStatus { id } } }`;
const RELEASE = `query($id: String!) { release(id: $id) { name } }`;
const UPDATE_RELEASE = `mutation($id: String!) { updateRelease(id: $id, input: { name: "taken" }) { status errors_2 { code } } }`;

describe('discount and loading codes; tenant isolation', () => {
  const server = useTestServer();
  let uatToken: string;
  const client = pricingClient(server, () => server.token);
  const product: ProductIdArg = { plan: 'travel', type: 'single_trip', version: null };

  beforeAll(async () => {
    uatToken = (await server.signIn('test_uat')).accessToken;
    await client.createProduct(product);
  });

  const list = async (search: string | null, as?: string) =>
    client.call<{ discountCodes: { totalCount: number; list: Array<Record<string, unknown>> } | null }>(
      CODES,
      { p: product, s: search },
      as,
    );

  it('creates the three kinds, lists them by search of name or code, updates and removes', async () => {
    expect(
      (
        await client.addCode('discount', product, {
          code: 'early-bird',
          name: 'Early bird',
          calculationKind: 'ratio',
          ratio: 12.5,
          order: 1,
        })
      ).status,
    ).toBe('success');
    expect(
      (
        await client.addCode('discount', product, {
          code: 'FAMILY',
          name: 'Family',
          calculationKind: 'flat',
          flat: 80,
          order: 2,
        })
      ).status,
    ).toBe('success');
    expect(
      (
        await client.addCode('discount', product, {
          code: 'VIP',
          name: 'Very important',
          calculationKind: 'custom',
          calculationLogic: '{"min":[100,{"var":"premium"}]}',
        })
      ).status,
    ).toBe('success');
    const all = await list(null);
    expect(all.data.discountCodes?.list).toEqual([
      {
        code: 'VIP',
        name: 'Very important',
        kind: 'custom',
        ratio: null,
        formattedRatio: null,
        flat: null,
        formattedFlat: null,
        order: 0,
      },
      {
        code: 'EARLY-BIRD',
        name: 'Early bird',
        kind: 'ratio',
        ratio: 12.5,
        formattedRatio: '12.50',
        flat: null,
        formattedFlat: null,
        order: 1,
      },
      {
        code: 'FAMILY',
        name: 'Family',
        kind: 'flat',
        ratio: null,
        formattedRatio: null,
        flat: 80,
        formattedFlat: 'HKD 80.00',
        order: 2,
      },
    ]);
    expect((await list('fam')).data.discountCodes?.list.map((row) => row.code)).toEqual(['FAMILY']);
    expect((await list('early-')).data.discountCodes?.list.map((row) => row.code)).toEqual(['EARLY-BIRD']);
    expect((await list('%')).data.discountCodes?.totalCount).toBe(0);

    const update = await client.result(
      'updateDiscountCode',
      `mutation($p: productIdInput!) { updateDiscountCode(productId: $p, code: "family", input: { name: "Families", flat: 99.9 }) { status errors errors_2 { code } } }`,
      { p: product },
    );
    expect(update.status).toBe('success');
    expect((await list('fam')).data.discountCodes?.list[0]).toMatchObject({ name: 'Families', flat: 99.9 });
    const removed = await client.result(
      'removeDiscountCode',
      `mutation($p: productIdInput!) { removeDiscountCode(productId: $p, code: "VIP") { status errors errors_2 { code } } }`,
      { p: product },
    );
    expect(removed.status).toBe('success');
    expect((await list(null)).data.discountCodes?.totalCount).toBe(2);
  });

  it.each([
    [{ code: 'FAMILY', name: 'dup', calculationKind: 'ratio', ratio: 1 }, 'code_exists'],
    [{ code: 'bad code!', name: 'x', calculationKind: 'ratio', ratio: 1 }, 'invalid_code'],
    [{ code: 'X1', name: ' ', calculationKind: 'ratio', ratio: 1 }, 'name_required'],
    [{ code: 'X2', name: 'x', calculationKind: 'ratio', ratio: 101 }, 'invalid_ratio'],
    [{ code: 'X3', name: 'x', calculationKind: 'flat', flat: -1 }, 'invalid_flat'],
    [{ code: 'X4', name: 'x', calculationKind: 'flat', flat: 1, currencyCode: 'USD' }, 'currency_not_supported'],
    [{ code: 'X5', name: 'x', calculationKind: 'custom' }, 'logic_required'],
    [{ code: 'X6', name: 'x', calculationKind: 'custom', calculationLogic: '{"throw":"x"}' }, 'rule_invalid'],
    [{ code: 'X7', name: 'x', calculationKind: 'ratio', ratio: 1, condition: '{"var":"constructor"}' }, 'rule_invalid'],
    [{ code: 'X8', name: 'x'.repeat(201), calculationKind: 'ratio', ratio: 1 }, 'too_long'],
  ])('refuses a bad code %#', async (input, code) => {
    expect((await client.addCode('discount', product, input)).errors_2[0]?.code).toBe(code);
  });

  it('keeps codes, quotes and releases within their tenant', async () => {
    const uat = await list(null, uatToken);
    expect(uat.errors?.[0]?.extensions?.code).toBe('product_not_found');
    expect(
      (
        await client.addCode(
          'discount',
          product,
          { code: 'UAT', name: 'x', calculationKind: 'ratio', ratio: 1 },
          uatToken,
        )
      ).errors_2[0]?.code,
    ).toBe('product_not_found');
    expect((await client.setLogic(product, '{"+":[1,2]}', uatToken)).errors_2[0]?.code).toBe('product_not_found');
    const release = await client.call<{ createRelease: { createdStatus: { id: string } } }>(CREATE_RELEASE, {
      i: { name: 'Test only', productIds: [product] },
    });
    const id = release.data.createRelease.createdStatus.id;
    expect((await client.call(RELEASES, {}, uatToken)).data).toEqual({ releases: { totalCount: 0, list: [] } });
    expect((await client.call(RELEASE, { id }, uatToken)).data).toEqual({ release: null });
    expect(
      (await client.call<{ updateRelease: { errors_2: Array<{ code: string }> } }>(UPDATE_RELEASE, { id }, uatToken))
        .data.updateRelease.errors_2[0]?.code,
    ).toBe('release_not_found');
    const uatRelease = await client.call<{ createRelease: { errors_2: Array<{ code: string }> } }>(
      CREATE_RELEASE,
      { i: { name: 'steal', productIds: [product] } },
      uatToken,
    );
    expect(uatRelease.data.createRelease.errors_2[0]?.code).toBe('product_not_found');
  });
});
