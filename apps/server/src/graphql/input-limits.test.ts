import { INPUT_LIMITS } from '@carrier/contracts';
import { getOperationAST, getVariableValues, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkOperationInputs, jsonDepth, literalDepth } from './input-limits';
import { buildSchema } from './schema';

const schema = buildSchema();
const check = (query: string, variables: Record<string, unknown> = {}) =>
  checkOperationInputs(schema, parse(query), undefined, variables)?.message ?? null;

describe('input limits', () => {
  it('measures depth without recursion', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(jsonDepth(deep)).toBeGreaterThan(INPUT_LIMITS.depth);
    expect(jsonDepth({ a: [1] })).toBe(2);
    expect(literalDepth(parse('{ l10ns(keys: ["a"], locale: "x") { key } }'))).toBe(1);
  });

  it('finds NUL bytes and long strings in variables, literals and nested input fields', () => {
    expect(check('query($v: String!) { l10ns(keys: [$v], locale: "en-US") { key } }', { v: 'a\u0000' })).toBe(
      '"l10ns.keys" must not contain a NUL character.',
    );
    expect(check('{ products_2(where: { or: [{ productId: { plan: "a\\u0000" } }] }) { totalCount } }')).toBe(
      '"products_2.where.or.productId.plan" must not contain a NUL character.',
    );
    expect(
      check('mutation($v: String!) { createInsurer(input: { id: "x", name: $v }) { status } }', { v: 'n'.repeat(201) }),
    ).toMatch(/at most 200 characters/);
    expect(check('query($v: String!) { l10ns(keys: [$v], locale: "en-US") { key } }', { v: 'ok' })).toBeNull();
  });

  it('finds a lone UTF-16 surrogate, which is no character, and lets a paired one (an emoji) through', () => {
    const keys = 'query($v: String!) { l10ns(keys: [$v], locale: "en-US") { key } }';
    const lone = '"l10ns.keys" must be well-formed Unicode text (it holds a lone surrogate).';
    expect(check(keys, { v: 'a\ud800b' })).toBe(lone);
    expect(check(keys, { v: 'a\udc00' })).toBe(lone);
    // A literal in the document cannot hold one: GraphQL's own parser refuses the escape.
    expect(() => parse('{ l10ns(keys: ["a\\ud800"], locale: "en-US") { key } }')).toThrow(/Invalid Unicode escape/);
    expect(check(keys, { v: 'cover \ud83d\ude97 保險' })).toBeNull();
  });

  it("checks a variable's default from the document when the variable is not sent", () => {
    const insurer = (name: string) =>
      `mutation($v: String = "${name}") { createInsurer(input: { id: "x", name: $v }) { status } }`;
    expect(check(insurer('n'.repeat(201)))).toMatch(/at most 200 characters/);
    expect(check(insurer('n'.repeat(201)), { v: 'ok' })).toBeNull();
    expect(check(insurer('ok'))).toBeNull();
  });

  it('reads variables of the wrong shape without failing, and still finds strings where the types put them', () => {
    const keys = 'query($v: [String!]!) { l10ns(keys: $v, locale: "en-US") { key } }';
    expect(check(keys, { v: 'a\u0000' })).toBe('"l10ns.keys" must not contain a NUL character.');
    expect(check(keys, { v: { nested: 'a\u0000' } })).toBeNull();
    expect(check(keys, { v: 12 })).toBeNull();
    const where = 'query($w: productWhereInput) { products_2(where: $w) { totalCount } }';
    expect(check(where, { w: 'a string' })).toBeNull();
    expect(check(where, { w: [1, 2] })).toBeNull();
    expect(check(where, { w: { unknownField: 'x'.repeat(100_000), or: [{ productId: { plan: 'a\u0000' } }] } })).toBe(
      '"products_2.where.or.productId.plan" must not contain a NUL character.',
    );
  });

  it("agrees with the same check on graphql-js's coerced variables (the way it ran before)", () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['query($v: String!) { l10ns(keys: [$v], locale: "en-US") { key } }', { v: 'a\u0000' }],
      ['query($v: String!) { l10ns(keys: [$v], locale: "en-US") { key } }', { v: 'fine' }],
      ['query($v: [String!]!) { l10ns(keys: $v, locale: "en-US") { key } }', { v: 'x'.repeat(10_000) }],
      ['query($v: [String!]!) { l10ns(keys: $v, locale: "en-US") { key } }', { v: ['a', 'b'] }],
      [
        'query($w: productWhereInput) { products_2(where: $w) { totalCount } }',
        { w: { or: [{ productId: { plan: 'p' } }] } },
      ],
      [
        'query($w: productWhereInput) { products_2(where: $w) { totalCount } }',
        { w: { productId: { plan: 'p'.repeat(5_000) } } },
      ],
      ['mutation($v: String!) { createInsurer(input: { id: "x", name: $v }) { status } }', { v: 'n'.repeat(201) }],
      ['mutation($v: String!) { createInsurer(input: { id: "x", name: $v }) { status } }', { v: 'n'.repeat(200) }],
    ];
    for (const [query, variables] of cases) {
      const document = parse(query);
      const operation = getOperationAST(document);
      const coerced = getVariableValues(schema, operation?.variableDefinitions ?? [], variables);
      expect(coerced.errors).toBeUndefined();
      const onCoerced = checkOperationInputs(schema, document, undefined, coerced.coerced)?.message ?? null;
      expect(check(query, variables)).toBe(onCoerced);
    }
  });
});
