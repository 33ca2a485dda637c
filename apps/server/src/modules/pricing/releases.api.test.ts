import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from './pricing.testing';

const CREATE_CASE = `mutation($p: productIdInput!, $i: ratingTestCaseInput!) { createRatingTestCase(productId: $p, input: $i) { status errors errors_2 { code } createdStatus { id } } }`;
const REMOVE_CASE = `mutation($p: productIdInput!, $id: String!) { removeRatingTestCase(productId: $p, id: $id) { status errors errors_2 { code } } }`;
const RUNS = `query($where: productWhereInput) { products_2(where: $where) { list { isFrozen testCaseRuns { passed actualAmount actualDecision problems testCase { name expectedAmount } } } } }`;
const CREATE_RELEASE = `mutation($i: createReleaseInput!) { createRelease(input: $i) { status errors errors_2 { code message } createdStatus { id } } }`;
const UPDATE_RELEASE = `mutation($id: String!, $i: updateReleaseInput!) { updateRelease(id: $id, input: $i) { status errors errors_2 { code } } }`;
const RELEASES = `query($limit: Int, $skip: Int) { releases(limit: $limit, skip: $skip) { totalCount list { id name description createdBy { username } products { productId { plan type version } } } } }`;
const RELEASE = `query($id: String!) { release(id: $id) { name description products { productId { version } } } }`;
const IMPACT = `query($where: productWhereInput, $other: productIdInput!) { products_2(where: $where) { list { premiumImpact(compareTo: $other) { name originalAmount newAmount change changePercent } } } }`;
const ADD_BENEFIT = `mutation($p: productIdInput!) { addBenefit(productId: $p, input: { typeId: "death", value: { stringValue: "x" } }) { status errors errors_2 { code } } }`;
const UPSERT = `mutation($l: upsertL10nInput) { upsertL10n(l10n: $l) { status errors errors_2 { code } } }`;
const UPDATE_PRODUCT = `mutation($p: productIdInput!, $i: updateProductInput) { updateProduct(productId: $p, input: $i) { underwritingRulesJson } }`;
const DELETE_PRODUCT = `mutation($p: productIdInput!) { deleteProduct(productId: $p) { status errors_2 { code } } }`;
const NEW_VERSION = `mutation($p: productIdInput!, $v: String!) { createProductVersion(productId: $p, version: $v) { status errors errors_2 { code } createdStatus { id } } }`;
const COPIED = `query($where: productWhereInput) { products_2(where: $where) { list { isFrozen pricing { amountLogic } testCases { name } } } }`;
const UPDATE_DISCOUNT = `mutation($p: productIdInput!, $c: String!, $i: adjustmentCodeInput!) { updateDiscountCode(productId: $p, code: $c, input: $i) { status errors errors_2 { code } } }`;
const REMOVE_DISCOUNT = `mutation($p: productIdInput!, $c: String!) { removeDiscountCode(productId: $p, code: $c) { status errors_2 { code } } }`;

describe('test cases, releases and premium impact', () => {
  const server = useTestServer();
  const client = pricingClient(server, () => server.token);
  const v1: ProductIdArg = { plan: 'motor', type: 'private_car', version: '1' };
  const v2: ProductIdArg = { plan: 'motor', type: 'private_car', version: '2' };
  const rule = (rate: number) => JSON.stringify({ '*': [{ var: 'carValue' }, rate] });
  const where = (productId: ProductIdArg) => ({ where: { id_in: [productId] } });

  beforeAll(async () => {
    await client.createProduct(v1);
    await client.setLogic(v1, rule(0.02));
    await client.addCode('discount', v1, { code: 'NCD', name: 'No claims', calculationKind: 'ratio', ratio: 20 });
  });

  const addCase = (productId: ProductIdArg, input: Record<string, unknown>) =>
    client.result('createRatingTestCase', CREATE_CASE, { p: productId, i: input });
  const runs = async (productId: ProductIdArg) =>
    (
      await client.call<{
        products_2: { list: Array<{ isFrozen: boolean; testCaseRuns: Array<Record<string, unknown>> }> };
      }>(RUNS, where(productId))
    ).data.products_2.list[0];

  it('saves test cases and runs them all, saying which fail', async () => {
    expect(
      (await addCase(v1, { name: 'cheap car', valuesJsonString: '{"carValue":100000}', expectedAmount: 2000 })).status,
    ).toBe('success');
    expect(
      (
        await addCase(v1, {
          name: 'with NCD',
          valuesJsonString: '{"carValue":150000}',
          discountCodes: ['ncd'],
          expectedAmount: 2400,
        })
      ).status,
    ).toBe('success');
    const wrong = await addCase(v1, { name: 'wrong', valuesJsonString: '{"carValue":1}', expectedAmount: 1 });
    expect((await addCase(v1, { name: 'wrong', valuesJsonString: '{}', expectedAmount: 1 })).errors_2[0]?.code).toBe(
      'test_case_exists',
    );
    expect((await addCase(v1, { name: 'no expectation', valuesJsonString: '{}' })).errors_2[0]?.code).toBe(
      'expectation_required',
    );
    expect((await addCase(v1, { name: 'bad json', valuesJsonString: '{', expectedAmount: 1 })).errors_2[0]?.code).toBe(
      'invalid_values',
    );
    const result = await runs(v1);
    expect(
      result?.testCaseRuns.map((run) => [(run.testCase as { name: string }).name, run.passed, run.actualAmount]),
    ).toEqual([
      ['cheap car', true, 2000],
      ['with NCD', true, 2400],
      ['wrong', false, 0.02],
    ]);

    const refused = await client.result('createRelease', CREATE_RELEASE, { i: { name: 'R1', productIds: [v1] } });
    expect(refused.errors_2[0]).toEqual({
      code: 'failing_test_cases',
      message: 'The product motor/private_car/1 has failing test cases: wrong.',
    });
    expect((await runs(v1))?.isFrozen).toBe(false);
    const removed = await client.result('removeRatingTestCase', REMOVE_CASE, { p: v1, id: wrong.createdStatus?.id });
    expect(removed.status).toBe('success');
  });

  it('releases a version, freezing every edit of it, and lists, shows and renames releases', async () => {
    expect(
      (await client.result('createRelease', CREATE_RELEASE, { i: { name: ' ', productIds: [v1] } })).errors_2[0]?.code,
    ).toBe('name_required');
    expect(
      (await client.result('createRelease', CREATE_RELEASE, { i: { name: 'R', productIds: [] } })).errors_2[0]?.code,
    ).toBe('release_needs_products');
    const release = await client.result('createRelease', CREATE_RELEASE, {
      i: { name: 'Motor 2026', description: 'not visible to customers', productIds: [v1] },
    });
    expect(release.status).toBe('success');
    expect((await runs(v1))?.isFrozen).toBe(true);
    // A product version is in one release only.
    expect(
      (await client.result('createRelease', CREATE_RELEASE, { i: { name: 'Motor again', productIds: [v1] } })).errors_2,
    ).toEqual([
      {
        code: 'version_released',
        message:
          'The product motor/private_car/1 is already in the release Motor 2026: a product version is in one release only. Create a new version to release it again.',
      },
    ]);

    const frozen = 'The product motor/private_car/1 is released and frozen; create a new version to change it.';
    expect((await client.setLogic(v1, rule(0.03))).errors).toEqual([frozen]);
    expect(
      (await client.addCode('loading', v1, { code: 'L', name: 'L', calculationKind: 'flat', flat: 1 })).errors,
    ).toEqual([frozen]);
    expect(
      (await client.result('updateDiscountCode', UPDATE_DISCOUNT, { p: v1, c: 'NCD', i: { ratio: 5 } })).errors,
    ).toEqual([frozen]);
    expect((await client.result('removeDiscountCode', REMOVE_DISCOUNT, { p: v1, c: 'NCD' })).errors_2[0]?.code).toBe(
      'product_frozen',
    );
    expect((await client.result('addBenefit', ADD_BENEFIT, { p: v1 })).errors).toEqual([frozen]);
    expect((await addCase(v1, { name: 'late', valuesJsonString: '{}', expectedAmount: 1 })).errors).toEqual([frozen]);
    const text = await client.result('upsertL10n', UPSERT, {
      l: { key: 'products-motor|1|private_car-name', locale: 'en-US', value: 'Renamed' },
    });
    expect(text.errors).toEqual([frozen]);
    const underwriting = await client.call(UPDATE_PRODUCT, { p: v1, i: { underwritingRules: '{}' } });
    expect(underwriting.errors?.[0]?.extensions?.code).toBe('product_frozen');
    expect((await client.result('deleteProduct', DELETE_PRODUCT, { p: v1 })).errors_2[0]?.code).toBe('product_frozen');

    const page = await client.call<{ releases: { totalCount: number; list: Array<Record<string, unknown>> } }>(
      RELEASES,
      { limit: 10 },
    );
    expect(page.data.releases).toEqual({
      totalCount: 1,
      list: [
        {
          id: release.createdStatus?.id,
          name: 'Motor 2026',
          description: 'not visible to customers',
          createdBy: { username: 'admin@studio.test' },
          products: [{ productId: v1 }],
        },
      ],
    });
    const id = release.createdStatus?.id;
    expect(
      (
        await client.result('updateRelease', UPDATE_RELEASE, {
          id,
          i: { name: 'Motor 2026 H1', description: 'first half' },
        })
      ).status,
    ).toBe('success');
    expect((await client.call(RELEASE, { id })).data).toEqual({
      release: { name: 'Motor 2026 H1', description: 'first half', products: [{ productId: { version: '1' } }] },
    });
    expect(
      (await client.result('updateRelease', UPDATE_RELEASE, { id: 'nope', i: { name: 'x' } })).errors_2[0]?.code,
    ).toBe('release_not_found');
  });

  it('compares the premiums of two versions over their test cases', async () => {
    await client.createProduct(v2);
    await client.setLogic(v2, rule(0.025));
    await client.addCode('discount', v2, { code: 'NCD', name: 'No claims', calculationKind: 'ratio', ratio: 20 });
    const impact = async (on: ProductIdArg, compareTo: ProductIdArg) =>
      (
        await client.call<{ products_2: { list: Array<{ premiumImpact: unknown[] }> } }>(IMPACT, {
          ...where(on),
          other: compareTo,
        })
      ).data.products_2.list[0]?.premiumImpact;
    // On version 2 compared with 1: 1's premium is the original, 2's the new one; the rise is positive.
    expect(await impact(v2, v1)).toEqual([
      { name: 'cheap car', originalAmount: 2000, newAmount: 2500, change: 500, changePercent: 25 },
      { name: 'with NCD', originalAmount: 2400, newAmount: 3000, change: 600, changePercent: 25 },
    ]);
    // On version 1 compared with 2: a fall, against version 2's premium.
    expect(await impact(v1, v2)).toEqual([
      { name: 'cheap car', originalAmount: 2500, newAmount: 2000, change: -500, changePercent: -20 },
      { name: 'with NCD', originalAmount: 3000, newAmount: 2400, change: -600, changePercent: -20 },
    ]);
  });

  it('makes a new version from a frozen one, with its logic, codes and test cases, and not frozen', async () => {
    await client.result('upsertL10n', UPSERT, {
      l: { key: 'products-motor|2|private_car-name', locale: 'en-US', value: 'v2' },
    });
    const v3: ProductIdArg = { ...v1, version: '3' };
    expect((await client.result('createProductVersion', NEW_VERSION, { p: v1, v: '3' })).status).toBe('success');
    expect((await client.result('createProductVersion', NEW_VERSION, { p: v1, v: '3' })).errors_2[0]?.code).toBe(
      'product_exists',
    );
    expect((await client.result('createProductVersion', NEW_VERSION, { p: v1, v: 'bad|one' })).errors_2[0]?.code).toBe(
      'invalid_product_id',
    );
    const copied = await client.call<{ products_2: { list: Array<Record<string, unknown>> } }>(COPIED, where(v3));
    expect(copied.data.products_2.list[0]).toEqual({
      isFrozen: false,
      pricing: { amountLogic: rule(0.02) },
      testCases: [{ name: 'cheap car' }, { name: 'with NCD' }],
    });
    expect((await runs(v3))?.testCaseRuns.every((run) => run.passed)).toBe(true);
    expect((await client.setLogic(v3, rule(0.021))).status).toBe('success');
    expect((await runs(v1))?.isFrozen).toBe(true);
  });
});
