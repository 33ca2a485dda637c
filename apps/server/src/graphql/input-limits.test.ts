import { INPUT_LIMITS } from '@carrier/contracts';
import { parse } from 'graphql';
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
});
