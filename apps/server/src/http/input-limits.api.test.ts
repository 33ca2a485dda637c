import { INPUT_LIMITS } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer();

const ask = (query: string, variables: Record<string, unknown> = {}) =>
  server.gql(query, variables, { token: server.token });

function expectBadInput(answer: Awaited<ReturnType<typeof ask>>, message: RegExp) {
  expect(answer.status).toBeLessThan(500);
  expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(answer.errors?.[0]?.message).toMatch(message);
}

function nested(depth: number, wrap: (inner: unknown) => unknown, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = wrap(value);
  return value;
}

const PRODUCT = { plan: 'limits', type: 'travel', version: '1' };
const ADD_BENEFIT = `mutation($productId: productIdInput!, $input: benefitInput!) {
  addBenefit(productId: $productId, input: $input) { status errors }
}`;

describe('input nesting depth', () => {
  it('refuses a 2,000-deep productWhereInput.and with a clear error', async () => {
    const where = nested(2000, (inner) => ({ and: [inner] }), { name_contains: 'x' });
    const answer = await ask('query($where: productWhereInput) { products_2(where: $where) { totalCount } }', {
      where,
    });
    expectBadInput(answer, /nested too deeply/);
  });

  it('refuses a 5,000-deep scalarValueInput.arrayValue with a clear error', async () => {
    // Written as text: JSON.stringify itself would overflow the stack at this depth.
    const value = `${'{"arrayValue":['.repeat(5000)}{"stringValue":"x"}${']}'.repeat(5000)}`;
    const variables = `{"productId":${JSON.stringify(PRODUCT)},"input":{"typeId":"deep","value":${value}}}`;
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      payload: `{"query":${JSON.stringify(ADD_BENEFIT)},"variables":${variables}}`,
    });
    const body = response.json();
    expect(response.statusCode).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toMatch(/nested too deeply/);
  });

  it('refuses deep literals written in the document', async () => {
    const literal = `${'{ and: ['.repeat(40)}{ name_contains: "x" }${'] }'.repeat(40)}`;
    const answer = await ask(`{ products_2(where: ${literal}) { totalCount } }`);
    expectBadInput(answer, /nested too deeply/);
  });

  it('accepts sensible nesting', async () => {
    const where = nested(5, (inner) => ({ and: [inner] }), { name_contains: 'x' });
    const answer = await ask('query($where: productWhereInput) { products_2(where: $where) { totalCount } }', {
      where,
    });
    expect(answer.errors).toBeUndefined();
  });
});

describe('strings: NUL bytes, lone surrogates and lengths', () => {
  const NUL = 'a\u0000b';
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['l10n key', 'mutation($v: String!) { upsertL10n(l10n: { key: $v, locale: "en-US", value: "x" }) { status } }', {}],
    [
      'l10n value',
      'mutation($v: String!) { upsertL10n(l10n: { key: "k", locale: "en-US", value: $v }) { status } }',
      {},
    ],
    ['l10ns keys', 'query($v: String!) { l10ns(keys: [$v], locale: "en-US") { key } }', {}],
    ['insurer id', 'mutation($v: String!) { createInsurer(input: { id: $v, name: "n" }) { status } }', {}],
    ['insurer name', 'mutation($v: String!) { updateInsurer(id: "x", input: { name: $v }) { status } }', {}],
    ['insurers ids', 'query($v: String) { insurers(ids: [$v]) { id } }', {}],
    ['plan filter', 'query($v: String) { products_2(where: { productId: { plan: $v } }) { totalCount } }', {}],
    ['name filter', 'query($v: String) { products_2(where: { name_contains: $v }) { totalCount } }', {}],
    [
      'product version',
      'mutation($v: String) { deleteProduct(productId: { plan: "p", type: "t", version: $v }) { status } }',
      {},
    ],
    [
      'benefit typeId',
      'mutation($v: String!) { removeBenefit(productId: { plan: "p", type: "t" }, typeId: $v) { status } }',
      {},
    ],
    [
      'benefit optionKey',
      'mutation($v: String) { removeBenefit(productId: { plan: "p", type: "t" }, typeId: "x", optionKey: $v) { status } }',
      {},
    ],
    [
      'string value',
      'mutation($v: String) { addBenefit(productId: { plan: "p", type: "t" }, input: { typeId: "x", value: { stringValue: $v } }) { status } }',
      {},
    ],
    ['folder key', 'mutation($v: String!) { createFolder(key: $v) { status } }', {}],
    ['file search', 'query($v: String) { searchFiles(where: { keyPattern: $v }) { key } }', {}],
    [
      'sign-in username',
      'query($v: String!) { token_2(tenantId: "test", clientId: "studio", username: $v, password: "x") { error } }',
      {},
    ],
  ];

  it.each(cases)('refuses a NUL byte in %s', async (_name, query) => {
    const answer = await ask(query, { v: NUL });
    expectBadInput(answer, /must not contain a NUL character/);
  });

  it.each([
    ...cases,
    [
      'sms template body',
      'mutation($v: String) { createSmsTemplate(input: { name: "s", bodyLiquid: $v }) { status } }',
      {},
    ],
    ['dynamic template name', 'mutation($v: String) { createDynamicTemplate(input: { name: $v }) { status } }', {}],
  ] as typeof cases)(
    'refuses a lone surrogate in %s, rather than failing or storing U+FFFD in its place',
    async (_name, query) => {
      const answer = await ask(query, { v: 'SURR-\ud800-X' });
      expectBadInput(answer, /must be well-formed Unicode text \(it holds a lone surrogate\)/);
    },
  );

  it('refuses a NUL byte written in the document, too', async () => {
    const answer = await ask('{ l10ns(keys: ["a\\u0000b"], locale: "en-US") { key } }');
    expectBadInput(answer, /"l10ns.keys" must not contain a NUL character/);
  });

  it.each(cases.filter(([name]) => !['l10n value', 'string value'].includes(name)))(
    'refuses a 1 MB %s',
    async (_name, query) => {
      const answer = await ask(query, { v: 'x'.repeat(1_000_000) });
      expect(answer.status).toBeLessThan(500);
      expect(answer.errors?.[0]?.message).toMatch(/too long|too large/);
    },
  );

  it('gives names a sensible maximum and texts a larger one', async () => {
    const longName = 'n'.repeat(INPUT_LIMITS.name + 1);
    const name = await ask('mutation($v: String!) { createInsurer(input: { id: "long_name", name: $v }) { status } }', {
      v: longName,
    });
    expectBadInput(name, /"createInsurer.input.name" is too long \(at most 200 characters\)/);
    const text = await ask(
      'mutation($v: String!) { upsertL10n(l10n: { key: "long-text", locale: "en-US", value: $v }) { status } }',
      { v: 't'.repeat(5000) },
    );
    expect(text.errors).toBeUndefined();
  });
});

describe('dates', () => {
  it('refuses a negative year in a date filter with a clear error', async () => {
    for (const date of ['-000001-01-01T00:00:00Z', '+275760-09-13T00:00:00Z']) {
      const answer = await ask('query($d: DateTimeOffset) { searchFiles(where: { createdAt_gt: $d }) { key } }', {
        d: date,
      });
      expect(answer.status).toBeLessThan(500);
      expect(answer.errors?.[0]?.extensions?.code).not.toBe('INTERNAL');
      expect(answer.errors?.[0]?.message).toMatch(/between the years 0001 and 9999/);
    }
  });
});
