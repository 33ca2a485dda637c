import {
  type ConditionTable,
  compileDecisionTable,
  decompileDecisionTable,
  type UnderwritingTable,
} from '@carrier/contracts/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from './pricing.testing';

const UPDATE_PRODUCT = `mutation($p: productIdInput!, $i: updateProductInput) { updateProduct(productId: $p, input: $i) { underwritingRulesJson } }`;
const DECIDE = `query($where: productWhereInput, $v: String) { products_2(where: $where) { list { underwritingRulesJson underwritingDecision(valuesJsonString: $v) { decision reason rule error } } } }`;

/** Over 65 declines, smokers and a sum insured over 2M are referred (all reasons collected), else accept. */
const underwriting: UnderwritingTable = {
  kind: 'underwriting',
  hitPolicy: 'collect',
  columns: ['age', 'smoker', 'sumInsured'],
  rows: [
    {
      cells: [{ op: '>', value: 65 }, { op: 'any' }, { op: 'any' }],
      outcome: { decision: 'decline', reason: 'Over 65' },
    },
    {
      cells: [{ op: 'any' }, { op: '==', value: true }, { op: 'any' }],
      outcome: { decision: 'refer', reason: 'Smoker' },
    },
    {
      cells: [{ op: 'any' }, { op: 'any' }, { op: '>', value: 2_000_000 }],
      outcome: { decision: 'refer', reason: 'Large sum' },
    },
  ],
  otherwise: { decision: 'accept', reason: '' },
};

describe('decision tables through the API', () => {
  const server = useTestServer();
  const client = pricingClient(server, () => server.token);
  const product: ProductIdArg = { plan: 'term', type: 'life', version: '1' };

  beforeAll(() => client.createProduct(product));

  const decide = async (values: object) => {
    const answer = await client.call<{
      products_2: { list: Array<{ underwritingRulesJson: string; underwritingDecision: Record<string, unknown> }> };
    }>(DECIDE, { where: { id_in: [product] }, v: JSON.stringify(values) });
    return answer.data.products_2.list[0] as {
      underwritingRulesJson: string;
      underwritingDecision: Record<string, unknown>;
    };
  };

  it('stores a compiled underwriting table as it is, decides with it, and the stored rule reopens as the table', async () => {
    const rules = JSON.stringify(compileDecisionTable(underwriting));
    const updated = await client.call(UPDATE_PRODUCT, { p: product, i: { underwritingRules: rules } });
    expect(updated.errors).toBeUndefined();

    expect((await decide({ age: 70, smoker: true, sumInsured: 3_000_000 })).underwritingDecision).toMatchObject({
      decision: 'decline',
      error: null,
    });
    expect((await decide({ age: 40, smoker: true, sumInsured: 3_000_000 })).underwritingDecision).toMatchObject({
      decision: 'refer',
      error: null,
    });
    const accepted = await decide({ age: 40, smoker: false, sumInsured: 100_000 });
    expect(accepted.underwritingDecision).toEqual({ decision: 'accept', reason: null, rule: null, error: null });
    expect(decompileDecisionTable('underwriting', accepted.underwritingRulesJson)).toEqual({
      ok: true,
      table: underwriting,
    });
  });

  it('answers the reasons of the rows that decided: every matching row of the worst decision (collect), the first row (first)', async () => {
    expect((await decide({ age: 70, smoker: true, sumInsured: 3_000_000 })).underwritingDecision).toMatchObject({
      decision: 'decline',
      reason: 'Over 65',
    });
    expect((await decide({ age: 40, smoker: true, sumInsured: 3_000_000 })).underwritingDecision).toMatchObject({
      decision: 'refer',
      reason: 'Smoker; Large sum',
    });
    const first: UnderwritingTable = { ...underwriting, hitPolicy: 'first' };
    const rules = JSON.stringify(compileDecisionTable(first));
    expect((await client.call(UPDATE_PRODUCT, { p: product, i: { underwritingRules: rules } })).errors).toBeUndefined();
    const referred = await decide({ age: 40, smoker: true, sumInsured: 3_000_000 });
    expect(referred.underwritingDecision).toMatchObject({ decision: 'refer', reason: 'Smoker', error: null });
    expect(decompileDecisionTable('underwriting', referred.underwritingRulesJson)).toEqual({ ok: true, table: first });
  });

  it('applies a loading whose condition is a decision table, and reads the condition back as the table', async () => {
    expect((await client.setLogic(product, '1000')).status).toBe('success');
    const condition: ConditionTable = {
      kind: 'condition',
      hitPolicy: 'first',
      columns: ['smoker', 'age'],
      rows: [
        {
          cells: [
            { op: '==', value: true },
            { op: 'between', from: 40, to: 60 },
          ],
          outcome: true,
        },
      ],
      otherwise: false,
    };
    const added = await client.addCode('loading', product, {
      code: 'SMOKER',
      name: 'Smoker loading',
      calculationKind: 'ratio',
      ratio: 50,
      condition: JSON.stringify(compileDecisionTable(condition)),
      order: 1,
    });
    expect(added.status).toBe('success');
    expect((await client.price(product, { smoker: true, age: 45 })).amount).toBe(1500);
    expect((await client.price(product, { smoker: true, age: 60 })).amount).toBe(1000);
    const stored = await client.call<{ loadingCodes: { list: Array<{ condition: string }> } }>(
      'query($p: productIdInput!) { loadingCodes(productId: $p) { list { condition } } }',
      { p: product },
    );
    const text = stored.data.loadingCodes.list[0]?.condition ?? '';
    expect(decompileDecisionTable('condition', text)).toEqual({ ok: true, table: condition });
  });
});
