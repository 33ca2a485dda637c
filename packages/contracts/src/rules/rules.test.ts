import { describe, expect, it } from 'vitest';
import { adjustmentCode } from './code-fixture';
import { createRuleEngine } from './engine';
import { formatMoney, roundMoney, toMoney } from './money';
import { buildPricePlan } from './plan';
import { normalizeCodes, priceQuote } from './pricing';
import { traceRule } from './trace';
import { decideUnderwriting } from './underwriting';
import { checkRule, type RuleJson } from './validate-rule';
import { allPresent, extractVariables, missingVariables, topLevelRequired } from './variables';

const engine = createRuleEngine();
const compile = (_text: string, rule: RuleJson) => engine.compile(rule);
const money = (value: string) => toMoney(value);

describe('checkRule', () => {
  it.each([
    ['{"log": 1}', 'Unknown operator "log" (at $.log)'],
    ['{"if": [true, {"eval": "x"}]}', 'Unknown operator "eval" (at $.if[1].eval)'],
    ['{"var": "__proto__.polluted"}', 'The path "__proto__.polluted" reaches "__proto__" (at $.var)'],
    ['{"+": [{"var": ["a.constructor"]}, 1]}', 'reaches "constructor" (at $["+"][0].var)'],
    ['{"missing": ["x.prototype"]}', 'reaches "prototype"'],
    ['{"__proto__": 1}', '"__proto__" is not allowed'],
    ['{"+": [1], "-": [2]}', 'An operation holds exactly one operator'],
    ['{"+": [1', 'The rule is not valid JSON'],
  ])('refuses %s', (text, message) => {
    const checked = checkRule(text);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.message).toContain(message);
  });

  it.each([
    ['{"log": 1}', { reason: 'unknown_operator', params: { operator: 'log' }, path: '$.log' }],
    ['{"var": "__proto__.x"}', { reason: 'forbidden_path', params: { path: '__proto__.x', segment: '__proto__' } }],
    ['{"__proto__": 1}', { reason: 'forbidden_key', params: { operator: '__proto__' } }],
    ['{"+": [1], "-": [2]}', { reason: 'several_operators', params: { operators: '"+", "-"' } }],
    ['{"table": [1]}', { reason: 'table_name_first', params: {} }],
    ['{"+": [1,', { reason: 'not_json', params: {}, path: '$' }],
  ])('gives the refusal of %s as a reason and parameters a client can translate', (text, refusal) => {
    const checked = checkRule(text);
    expect(checked.ok ? null : checked.error).toMatchObject(refusal);
  });

  it('refuses rules nested too deep and rules too long, naming the place', () => {
    const deep = `${'{"!":['.repeat(40)}true${']}'.repeat(40)}`;
    const checked = checkRule(deep);
    expect(checked.ok ? '' : checked.error.message).toMatch(/nested deeper than 32 levels \(at \$\["!"\]\[0\]\["!"\]/);
    const long = checkRule(JSON.stringify({ cat: ['x'.repeat(70_000)] }));
    expect(long.ok ? '' : long.error.message).toContain('longer than 65536 characters');
  });

  it('accepts the operators a pricing rule uses', () => {
    expect(checkRule('{"if":[{"<":[{"var":"age"},30]},100,{"*":[{"var":"sum"},0.002]}]}').ok).toBe(true);
    expect(checkRule('{}').ok).toBe(true);
  });
});

describe('money', () => {
  it('has no binary drift and rounds half-up per currency', () => {
    expect(engine.compile({ '+': [0.1, 0.2] })(null)).toBe(0.3);
    expect(engine.compile({ '*': [{ var: 'a' }, 100] })({ a: 1.005 })).toBe(100.5);
    expect(roundMoney(money('2.675') as never, 'HKD').toFixed(2)).toBe('2.68');
    expect(roundMoney(money('-2.675') as never, 'HKD').toFixed(2)).toBe('-2.68');
    expect(roundMoney(money('1234.5') as never, 'JPY').toFixed(0)).toBe('1235');
    expect(formatMoney(money('1234567.5') as never, 'HKD')).toBe('HKD 1,234,567.50');
  });
});

const code = adjustmentCode;

describe('priceQuote', () => {
  const amountLogic = JSON.stringify({
    if: [{ '<': [{ var: 'age' }, 30] }, 100, { '<': [{ var: 'age' }, 60] }, 200, 333.333],
  });
  const plan = buildPricePlan(
    {
      amountLogic,
      currencyCode: 'HKD',
      codes: [
        code({ code: 'TEN', name: '10% off', ratio: '10', order: 2 }),
        code({ code: 'THIRD', name: 'a third off', ratio: '33.333', order: 1 }),
        code({ code: 'ADULT', name: 'adults only', ratio: '5', conditionLogic: '{">=":[{"var":"age"},18]}' }),
        code({
          kind: 'loading',
          code: 'SMOKER',
          name: 'Smoker',
          calculationKind: 'flat',
          flat: '50.5',
          conditionLogic: '{"var":"smoker"}',
        }),
        code({
          kind: 'loading',
          code: 'HIGH',
          name: 'custom',
          calculationKind: 'custom',
          calculationLogic: '{"*":[{"var":"premium"},0.015]}',
          order: 5,
        }),
      ],
    },
    compile,
  );

  it('applies loadings, then requested discounts, each in order and rounded', () => {
    const quote = priceQuote(plan, { age: 70, smoker: true }, ['ten', 'third']);
    expect(quote.originalPrice?.toFixed(2)).toBe('333.33');
    expect(quote.loadings.map((l) => [l.code, l.originalPrice.toFixed(2), l.newPrice.toFixed(2)])).toEqual([
      ['SMOKER', '333.33', '383.83'],
      ['HIGH', '383.83', '389.59'],
    ]);
    // 389.59 * 33.333 / 100 = 129.86104... -> 259.73; then 10% off -> 233.757 -> 233.76
    expect(quote.discounts.map((d) => [d.code, d.newPrice.toFixed(2)])).toEqual([
      ['THIRD', '259.73'],
      ['TEN', '233.76'],
    ]);
    expect(quote.amount?.toFixed(2)).toBe('233.76');
    expect(quote.issues).toEqual([]);
  });

  it('keeps the same breakdown lists however often they are read, discounts starting where loadings end', () => {
    const quote = priceQuote(plan, { age: 40, smoker: true }, ['TEN']);
    expect(quote.loadings).toBe(quote.loadings);
    expect(quote.discounts).toBe(quote.discounts);
    expect(quote.loadings.map((l) => [l.code, l.kind, l.originalPrice.toFixed(2), l.newPrice.toFixed(2)])).toEqual([
      ['SMOKER', 'loading', '200.00', '250.50'],
      ['HIGH', 'loading', '250.50', '254.26'],
    ]);
    expect(quote.discounts.map((d) => [d.code, d.kind, d.originalPrice.toFixed(2), d.newPrice.toFixed(2)])).toEqual([
      ['TEN', 'discount', '254.26', '228.83'],
    ]);
    const plain = priceQuote(plan, { age: 40, smoker: false });
    expect([plain.loadings.map((l) => l.code), plain.discounts]).toEqual([['HIGH'], []]);
  });

  it.each([
    [
      ['WELCOME', 'FAMILY'],
      ['WELCOME', 'FAMILY'],
    ],
    [
      [' welcome ', 'WELCOME', '', null, 'Family'],
      ['WELCOME', 'FAMILY'],
    ],
    [
      ['A-1', 'B_2', 'A-1'],
      ['A-1', 'B_2'],
    ],
    [['TEN', 'TEN '], ['TEN']],
  ])('normalizes the requested codes %j', (codes, expected) => {
    const normalized = normalizeCodes(codes);
    expect(normalized).toEqual(expected);
    expect(normalized).not.toBe(codes);
  });

  it('reports unknown and inapplicable codes and missing inputs', () => {
    const quote = priceQuote(plan, { age: 10, smoker: false }, ['NOPE', 'ADULT']);
    expect(quote.issues.map((issue) => issue.code)).toEqual(['unknown_discount_code', 'inapplicable_discount_code']);
    expect(quote.amount?.toFixed(2)).toBe('101.50');
    const missing = priceQuote(plan, {}, []);
    expect(missing.missingVariables).toEqual(['age', 'smoker']);
    expect(missing.amount).toBeNull();
    expect(missing.issues[0]?.message).toBe('These inputs are missing: age.');
  });
});

describe('traceRule', () => {
  it('records every operator with its inputs and result', () => {
    const trace = traceRule(engine, { '*': [{ var: 'sum' }, { '+': [0.1, 0.2] }] }, { sum: 10 });
    expect(trace.operator).toBe('*');
    expect(trace.result).toBe(3);
    expect(trace.inputs.map((input) => [input.operator, input.result])).toEqual([
      ['var', 10],
      ['+', 0.3],
    ]);
    expect(trace.inputs[1]?.inputs.map((input) => input.result)).toEqual([0.1, 0.2]);
  });
});

describe('extractVariables', () => {
  it('types each input from how the rule uses it', () => {
    const rule = JSON.parse(
      '{"if":[{"and":[{"var":"smoker"},{">":[{"var":"age"},30]}]},{"*":[{"var":"sum"},2]},{"==":[{"var":"plan"},"gold"]},1,{"var":["bonus",0]}]}',
    ) as RuleJson;
    expect(extractVariables(rule)).toEqual([
      { name: 'smoker', type: 'boolean', optional: false },
      { name: 'age', type: 'number', optional: false },
      { name: 'sum', type: 'number', optional: false },
      { name: 'plan', type: 'text', optional: false },
      { name: 'bonus', type: 'text', optional: true },
    ]);
  });
});

describe('decideUnderwriting', () => {
  const rule = JSON.parse('{"if":[{">":[{"var":"age"},70]},"decline",{"var":"smoker"},"refer","accept"]}') as RuleJson;
  it('answers the decision and the rule that made it', () => {
    expect(decideUnderwriting(engine, rule, { age: 80 })).toEqual({
      ok: true,
      decision: 'decline',
      rule: '{">":[{"var":"age"},70]}',
    });
    expect(decideUnderwriting(engine, rule, { age: 40, smoker: true })).toMatchObject({ decision: 'refer' });
    expect(decideUnderwriting(engine, rule, { age: 40 })).toEqual({ ok: true, decision: 'accept', rule: null });
    expect(decideUnderwriting(engine, { var: 'x' }, { x: 'maybe' })).toMatchObject({ ok: false });
  });
});

describe('allPresent', () => {
  const variables = extractVariables({ '+': [{ var: 'a' }, { var: 'b' }, { var: ['c', 0] }] });
  const names = topLevelRequired(variables) ?? [];

  it('takes only top-level required names', () => {
    expect(names).toEqual(['a', 'b']);
    expect(topLevelRequired(extractVariables({ var: 'person.age' }))).toBeNull();
  });

  it.each([
    [{ a: 1, b: 0 }],
    [{ a: 1, b: false }],
    [{ a: 1 }],
    [{ a: '', b: 2 }],
    [{ a: null, b: 2 }],
    [null],
    ['text'],
    [{}],
  ])('agrees with missingVariables for %j', (data) => {
    expect(allPresent(names, data)).toBe(missingVariables(variables, data).length === 0);
  });
});
