import { describe, expect, it } from 'vitest';
import { adjustmentCode } from './code-fixture';
import { createRuleEngine } from './engine';
import officialSuite from './fixtures/json-logic-tests.json';
import { RULE_OPERATORS } from './operators';
import { buildPricePlan } from './plan';
import { priceQuote, type Quote } from './pricing';
import { compileQuote } from './quote-compile';
import { describeError } from './rule-error';
import { seededRandom } from './seeded-random.testing';
import { traceRule } from './trace';
import { isTruthy } from './truthy';
import { decideUnderwriting } from './underwriting';
import type { RuleJson } from './validate-rule';

/**
 * One semantics on every path: the interpreter (test panel, traces, underwriting), the server's
 * compiled rule (numeric-compile.ts), a trace's answer, code conditions and underwriting decisions
 * (truthiness), and whole quotes (quote-compile.ts against the general path). Run over the official
 * JSON Logic suite (fixtures/json-logic-tests.json) and over seeded random rules of every operator.
 */

const engine = createRuleEngine();

type Next = () => number;
const pick = <T>(next: Next, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

type Outcome = { answer: unknown } | { error: string };

/** Deep equality where 0 and -0 differ (Object.is), for the many cheap checks. */
function isSame(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) => Object.hasOwn(b, key) && isSame((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
function outcome(run: () => unknown): Outcome {
  try {
    return { answer: run() };
  } catch (error) {
    return { error: describeError(error) };
  }
}

/** A rule on every path, built once: each call answers one data's outcomes. */
function onEveryPath(rule: RuleJson) {
  const compiled = engine.compile(rule);
  // A loading whose condition is the rule (wrapped in !!, which reads the same inputs).
  const plan = buildPricePlan(
    {
      amountLogic: '100',
      currencyCode: 'HKD',
      codes: [
        adjustmentCode({
          kind: 'loading',
          code: 'L',
          calculationKind: 'flat',
          flat: '1',
          conditionLogic: JSON.stringify({ '!!': [rule] }),
        }),
      ],
    },
    (_text, condition) => engine.compile(condition),
  );
  const underwritingRules: RuleJson = { if: [rule, 'decline', 'accept'] };
  return (data: unknown) => {
    const trace = traceRule(engine, rule, data);
    const values = (data !== null && typeof data === 'object' ? data : null) as object | null;
    return {
      interpreted: outcome(() => engine.run(rule, data)),
      compiled: outcome(() => compiled(data)),
      traced: (trace.error === null ? { answer: trace.result } : { error: trace.error }) as Outcome,
      quote: values && priceQuote(plan, values),
      underwriting: values && decideUnderwriting(engine, underwritingRules, values),
    };
  };
}

/** Asserts every path gives the interpreter's answer for `data`, and answers it. */
function expectOneAnswer(run: ReturnType<typeof onEveryPath>, rule: RuleJson, data: unknown): Outcome {
  const found = run(data);
  const { interpreted, quote, underwriting } = found;
  const holds = 'answer' in interpreted ? isTruthy(interpreted.answer) : null;
  const agree =
    isSame(found.compiled, interpreted) &&
    isSame(found.traced, interpreted) &&
    (underwriting === null ||
      (holds === null
        ? !underwriting.ok
        : !underwriting.ok || underwriting.decision === (holds ? 'decline' : 'accept'))) &&
    (quote === null ||
      holds === null ||
      quote.missingVariables.length > 0 ||
      quote.issues.length > 0 ||
      quote.loadings.length === (holds ? 1 : 0));
  // Checked cheaply first (thousands of runs); on a disagreement, each path against the interpreter.
  if (!agree) {
    const label = JSON.stringify({ rule, data });
    expect({ compiled: found.compiled, traced: found.traced }, label).toEqual({
      compiled: interpreted,
      traced: interpreted,
    });
    expect({ underwriting, loadings: quote?.loadings.map((item) => item.code), holds }, label).toBe(
      'the same decision',
    );
  }
  return interpreted;
}

type Case = [RuleJson, unknown, unknown];
const cases = (officialSuite as unknown as Array<string | Case>).filter((entry): entry is Case => Array.isArray(entry));

describe('the official JSON Logic suite on every path', () => {
  it(`answers all ${cases.length} cases as the suite expects, the same on every path`, () => {
    expect(cases.length).toBeGreaterThan(250);
    for (const [rule, data, expected] of cases)
      expect(expectOneAnswer(onEveryPath(rule), rule, data), JSON.stringify({ rule, data })).toEqual({
        answer: expected,
      });
  });
});

const NAMES = ['a', 'b', 'c', 'n', 'xs', 'missing'] as const;
const LITERALS: RuleJson[] = [0, 1, -1, 2, 3, 0.1, 0.2, 0.5, 10.5, 1.005, 99.995, 100, 1e15, -2.5];
const ODD_LITERALS: RuleJson[] = ['1', '2.5', 'abc', '', '0', true, false, null, [], [1, 2], ['x', 'y']];

/** A random rule of depth at most `depth` over every allowed operator. */
function randomRule(next: Next, depth: number, numeric: boolean): RuleJson {
  if (depth <= 0 || next() < 0.25) {
    const leaf = next();
    if (leaf < 0.45) return { var: pick(next, numeric ? (['a', 'b', 'c', 'n'] as const) : NAMES) };
    if (numeric || leaf < 0.8) return pick(next, LITERALS);
    return pick(next, ODD_LITERALS);
  }
  const operators: readonly string[] = numeric
    ? ['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '!=', '===', '!==', 'if', 'max', 'min', '!', '!!']
    : RULE_OPERATORS;
  const operator = pick(next, operators);
  const child = () => randomRule(next, depth - 1, numeric);
  const some = (from: number, to: number) =>
    Array.from({ length: from + Math.floor(next() * (to - from + 1)) }, () => child());
  switch (operator) {
    case 'var':
      return next() < 0.5 ? { var: pick(next, NAMES) } : { var: [pick(next, NAMES), child()] };
    case 'missing':
      return { missing: [pick(next, NAMES), pick(next, NAMES)] };
    case 'missing_some':
      return { missing_some: [1, [pick(next, NAMES), pick(next, NAMES)]] };
    case 'preserve':
      return { preserve: pick(next, [...LITERALS, ...ODD_LITERALS]) };
    case 'table':
      // No table is bound here: every path answers that the table does not exist.
      return { table: [pick(next, ['r', 'rates']), child(), child()] };
    case 'map':
    case 'filter':
    case 'all':
    case 'none':
    case 'some': {
      const list = next() < 0.7 ? { var: pick(next, ['xs', 'missing', 'a']) } : [child(), child()];
      return { [operator]: [list, randomItemRule(next, operator)] };
    }
    case 'reduce':
      return {
        reduce: [
          { var: pick(next, ['xs', 'missing']) },
          { [pick(next, ['+', '*', 'max', 'cat'])]: [{ var: 'accumulator' }, { var: 'current' }] },
          pick(next, LITERALS),
        ],
      };
    case '!':
    case '!!':
      return { [operator]: next() < 0.5 ? [child()] : child() };
    case 'substr':
      return { substr: [child(), pick(next, [0, 1, -2]), ...(next() < 0.5 ? [pick(next, [1, 3, -1])] : [])] };
    case 'if':
    case '?:':
      return { [operator]: some(1, 5) };
    case '-':
    case '/':
    case 'max':
    case 'min':
      return { [operator]: some(1, 3) };
    default:
      return { [operator]: next() < 0.1 ? child() : some(next() < 0.1 ? 0 : 2, 3) };
  }
}

function randomItemRule(next: Next, operator: string): RuleJson {
  const item: RuleJson = { var: '' };
  const forMap: RuleJson[] = [{ '*': [item, pick(next, LITERALS)] }, { cat: [item, '!'] }, item];
  const forTest: RuleJson[] = [{ '>': [item, pick(next, LITERALS)] }, { '==': [item, 1] }, item, { '!': [item] }];
  return pick(next, operator === 'map' ? forMap : forTest);
}

const VALUES: unknown[] = [
  0,
  1,
  -3,
  0.1,
  0.3,
  10.5,
  1.005,
  99.995,
  7,
  '5',
  '2.5',
  'abc',
  '',
  true,
  false,
  null,
  [],
  {},
];
function randomData(next: Next, numeric: boolean): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const name of ['a', 'b', 'c', 'n'] as const) {
    const roll = next();
    if (roll < 0.08) continue;
    data[name] = numeric && roll < 0.85 ? pick(next, LITERALS) : pick(next, VALUES);
  }
  const list = next();
  if (list < 0.4) data.xs = [1, 2, 3];
  else if (list < 0.6) data.xs = [];
  else if (list < 0.8) data.xs = [0.1, 0.2, 'x', null];
  return data;
}

describe('random rules on every path', () => {
  it('answers 3,000 rules of every operator the same on every path', () => {
    const next = seededRandom(20_261_125);
    for (let index = 0; index < 3_000; index++) {
      const rule = randomRule(next, 4, false);
      const run = onEveryPath(rule);
      for (let times = 0; times < 3; times++) expectOneAnswer(run, rule, randomData(next, false));
    }
  });

  it('answers 2,000 arithmetic rules the same generated, interpreted and traced', () => {
    const next = seededRandom(33);
    for (let index = 0; index < 2_000; index++) {
      const rule = randomRule(next, 4, true);
      const run = onEveryPath(rule);
      for (let times = 0; times < 3; times++) expectOneAnswer(run, rule, randomData(next, true));
    }
  });
});

/** Everything a quote states, as plain data. */
const stated = (quote: Quote) => ({
  amountMinor: quote.amountMinor,
  originalMinor: quote.originalMinor,
  loadings: quote.loadings.map((item) => [item.code, item.newPrice.toFixed()]),
  discounts: quote.discounts.map((item) => [item.code, item.newPrice.toFixed()]),
  taxes: quote.taxes.map((item) => [item.code, item.originalPrice.toFixed(), item.newPrice.toFixed()]),
  beforeTaxesMinor: quote.beforeTaxesMinor,
  minimumApplied: quote.minimumApplied,
  discountCapApplied: quote.discountCapApplied,
  missingVariables: quote.missingVariables,
  issues: quote.issues,
});

describe('random quotes, generated and general', () => {
  it('prices 1,000 random plans the same through the generated quote and the general path', () => {
    const next = seededRandom(7);
    let quick = 0;
    for (let index = 0; index < 1_000; index++) {
      const amountLogic = JSON.stringify({ '*': [randomRule(next, 3, true), 10] });
      const codes = [
        adjustmentCode({
          kind: 'loading',
          code: 'L',
          ratio: '12.5',
          conditionLogic: JSON.stringify(randomRule(next, 2, false)),
        }),
        adjustmentCode({
          code: 'D',
          calculationKind: 'flat',
          flat: '0.005',
          conditionLogic: JSON.stringify(randomRule(next, 2, true)),
        }),
      ];
      const input = { amountLogic, currencyCode: 'HKD', codes };
      const generated = buildPricePlan(input, (_text, rule) => engine.compile(rule), compileQuote);
      const general = buildPricePlan(input, (_text, rule) => engine.compile(rule));
      for (let run = 0; run < 3; run++) {
        const values = randomData(next, true);
        const requested = next() < 0.5 ? ['D'] : [];
        const label = JSON.stringify({
          amountLogic,
          codes: codes.map((code) => code.conditionLogic),
          values,
          requested,
        });
        if (generated.quick?.(values, requested)) quick += 1;
        const fast = stated(priceQuote(generated, values, requested));
        const slow = stated(priceQuote(general, values, requested));
        if (!isSame(fast, slow)) expect(fast, label).toEqual(slow);
      }
    }
    expect(quick).toBeGreaterThan(100);
  });

  // The server prices through the generated quote; the studio's test panel through the general path.
  it('prices 1,000 random plans with taxes, a minimum premium and a discount cap the same on both paths', () => {
    const next = seededRandom(28);
    let quick = 0;
    let taxed = 0;
    for (let index = 0; index < 1_000; index++) {
      const amountLogic = JSON.stringify({ '*': [randomRule(next, 3, true), 10] });
      const codes = [
        adjustmentCode({ kind: 'loading', code: 'L', ratio: '12.5', conditionLogic: '{"var":"a"}' }),
        adjustmentCode({ code: 'D', ratio: pick(next, ['5', '30', '60']), order: 1 }),
        adjustmentCode({ code: 'E', calculationKind: 'flat', flat: '3.333', order: 2 }),
        adjustmentCode({
          kind: 'tax',
          code: 'LEVY',
          ratio: '0.1',
          cap: pick(next, [null, '0.05', '5000']),
          rounding: pick(next, ['half_up', 'down', 'up'] as const),
        }),
        adjustmentCode({
          kind: 'tax',
          code: 'DUTY',
          calculationKind: 'custom',
          calculationLogic: JSON.stringify({ '*': [{ var: 'premium' }, randomRule(next, 2, true)] }),
          conditionLogic: JSON.stringify(randomRule(next, 2, false)),
          rounding: pick(next, ['half_up', 'down', 'up'] as const),
          order: 1,
        }),
      ];
      const limits = {
        minimumPremium: pick(next, [null, '1', '25.5']),
        maxDiscountPercent: pick(next, [null, null, '40']),
      };
      const input = { amountLogic, currencyCode: 'HKD', codes, limits };
      const generated = buildPricePlan(input, (_text, rule) => engine.compile(rule), compileQuote);
      const general = buildPricePlan(input, (_text, rule) => engine.compile(rule));
      for (let run = 0; run < 3; run++) {
        const values = randomData(next, true);
        const requested = pick(next, [[], ['D'], ['D', 'E'], ['E', 'D']]);
        const label = JSON.stringify({ amountLogic, codes, limits, values, requested });
        if (generated.quick?.(values, requested)) quick += 1;
        const fast = priceQuote(generated, values, requested);
        if (fast.taxes.length > 0) taxed += 1;
        const slow = stated(priceQuote(general, values, requested));
        if (!isSame(stated(fast), slow)) expect(stated(fast), label).toEqual(slow);
      }
    }
    expect(quick).toBeGreaterThan(100);
    expect(taxed).toBeGreaterThan(100);
  });
});

describe('random rate tables, generated and general', () => {
  it('prices 500 random plans reading random rate tables the same on both paths and the interpreter', () => {
    const next = seededRandom(2_811);
    let quick = 0;
    let noRow = 0;
    for (let index = 0; index < 500; index++) {
      const breaks = [0, 1, 7, 10.5, 40, 99.995].filter(() => next() < 0.8);
      const rows: string[][] = [];
      for (let band = 0; band + 1 < breaks.length; band++)
        for (const key of ['0', '1', 'abc'])
          for (const x of [0.1, 7, 1000])
            rows.push([
              String(breaks[band]),
              String(breaks[band + 1]),
              key,
              String(x),
              String(pick(next, [0.3, 1.005, -3, 7])),
            ]);
      const tables = [
        {
          name: 'r',
          inputs: [
            { name: 'a', kind: 'band' as const },
            { name: 'b', kind: 'exact' as const },
            { name: 'c', kind: 'interpolate' as const },
          ],
          outputs: ['v'],
          noGaps: false,
          rows,
        },
      ];
      const lookup: RuleJson = { table: ['r', { var: 'a' }, { var: 'b' }, { var: pick(next, ['c', 'n']) }] };
      const amountLogic = JSON.stringify({ '*': [lookup, randomRule(next, 2, true), 10] });
      const input = { amountLogic, currencyCode: 'HKD', codes: [], tables };
      const generated = buildPricePlan(input, (_text, rule) => engine.compile(rule), compileQuote);
      const general = buildPricePlan(input, (_text, rule) => (data) => engine.run(rule, data));
      for (let run = 0; run < 4; run++) {
        const values = randomData(next, true);
        if (next() < 0.8) values.b = pick(next, [0, 1, 0, 1, 2, '1', 'ABC']);
        const label = JSON.stringify({ amountLogic, rows, values });
        if (generated.quick?.(values, [])) quick += 1;
        const fast = stated(priceQuote(generated, values, []));
        const slow = stated(priceQuote(general, values, []));
        if (slow.issues.some((issue) => issue.code === 'rate_table_no_row')) noRow += 1;
        if (!isSame(fast, slow)) expect(fast, label).toEqual(slow);
      }
    }
    expect(quick).toBeGreaterThan(50);
    expect(noRow).toBeGreaterThan(50);
  });
});
