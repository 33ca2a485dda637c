import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from './pricing.testing';

const CREATE_CASE = `mutation($p: productIdInput!, $i: ratingTestCaseInput!) { createRatingTestCase(productId: $p, input: $i) { status errors errors_2 { code } createdStatus { id } } }`;
const UPDATE_CASE = `mutation($p: productIdInput!, $id: String!, $i: ratingTestCaseExpectationInput!) { updateRatingTestCase(productId: $p, id: $id, input: $i) { status errors errors_2 { code message } } }`;
const RUNS = `query($where: productWhereInput) { products_2(where: $where) { list { testCaseRuns { passed actualAmount testCase { name expectedAmount expectedDecision } } } } }`;
const CREATE_RELEASE = `mutation($i: createReleaseInput!) { createRelease(input: $i) { status errors_2 { code } } }`;

describe('updating a test case to the result of a changed rule', () => {
  const server = useTestServer();
  const client = pricingClient(server, () => server.token);
  let caseId: string;
  const product: ProductIdArg = { plan: 'motor', type: 'van', version: '1.0' };
  const rule = (rate: number) => JSON.stringify({ '*': [{ var: 'carValue' }, rate] });
  const update = (id: string, input: Record<string, unknown>) =>
    client.result('updateRatingTestCase', UPDATE_CASE, { p: product, id, i: input });
  const runs = async () =>
    (
      await client.call<{ products_2: { list: Array<{ testCaseRuns: Array<Record<string, unknown>> }> } }>(RUNS, {
        where: { id_in: [product] },
      })
    ).data.products_2.list[0]?.testCaseRuns;

  beforeAll(async () => {
    await client.createProduct(product);
    await client.setLogic(product, rule(0.02));
    const created = await client.result('createRatingTestCase', CREATE_CASE, {
      p: product,
      i: { name: 'van', valuesJsonString: '{"carValue":100000}', expectedAmount: 2000 },
    });
    caseId = created.createdStatus?.id ?? '';
  });

  it('replaces the expected premium, so the case passes again after a rule change', async () => {
    await client.setLogic(product, rule(0.025));
    expect(await runs()).toEqual([
      { passed: false, actualAmount: 2500, testCase: { name: 'van', expectedAmount: 2000, expectedDecision: null } },
    ]);
    expect((await update(caseId, { expectedAmount: 2500 })).status).toBe('success');
    expect(await runs()).toEqual([
      { passed: true, actualAmount: 2500, testCase: { name: 'van', expectedAmount: 2500, expectedDecision: null } },
    ]);
  });

  it('refuses a bad expectation or an unknown case in clear words', async () => {
    expect((await update(caseId, { expectedAmount: null })).errors_2[0]?.code).toBe('expectation_required');
    expect((await update(caseId, { expectedDecision: 'maybe' })).errors_2[0]).toEqual({
      code: 'invalid_expected_decision',
      message: 'The expected decision is accept, decline or refer.',
    });
    expect((await update('no-such-case', { expectedAmount: 1 })).errors_2[0]).toEqual({
      code: 'test_case_not_found',
      message: 'The test case no-such-case does not exist.',
    });
  });

  it('refuses to change a case of a released (frozen) version', async () => {
    const released = await client.result('createRelease', CREATE_RELEASE, {
      i: { name: 'Vans', productIds: [product] },
    });
    expect(released.status).toBe('success');
    expect((await update(caseId, { expectedAmount: 1 })).errors_2[0]?.code).toBe('product_frozen');
    expect((await runs())?.[0]).toMatchObject({ passed: true, testCase: { expectedAmount: 2500 } });
  });
});
