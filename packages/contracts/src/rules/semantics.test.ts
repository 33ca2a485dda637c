import { describe, expect, it } from 'vitest';
import { adjustmentCode } from './code-fixture';
import { createRuleEngine } from './engine';
import { buildPricePlan } from './plan';
import { type AdjustmentCode, priceQuote, type Quote } from './pricing';
import { compileQuote } from './quote-compile';
import { decideUnderwriting } from './underwriting';
import type { RuleJson } from './validate-rule';

const engine = createRuleEngine();
const code = adjustmentCode;

/** The same plan through the generated quote (server) and the general path (studio, odd inputs). */
function bothPaths(amountLogic: string, codes: AdjustmentCode[] = []) {
  const input = { amountLogic, currencyCode: 'HKD', codes };
  return [
    buildPricePlan(input, (_text, rule) => engine.compile(rule), compileQuote),
    buildPricePlan(input, (_text, rule) => (data) => engine.run(rule, data)),
  ];
}
const amounts = (quotes: Quote[]) => quotes.map((quote) => quote.amount?.toFixed(2) ?? null);
const codesOf = (quote: Quote) => [...quote.loadings, ...quote.discounts].map((applied) => applied.code);

describe("JSON Logic's truthiness for code conditions, amounts and underwriting", () => {
  const loadings = [
    code({ kind: 'loading', code: 'CLAIMS', ratio: '10', conditionLogic: '{"var":"claims"}' }),
    code({ kind: 'loading', code: 'NO_JOB', ratio: '20', conditionLogic: '{"missing":["occupation"]}' }),
  ];

  it('applies no loading for an empty list ([] is falsy), as the underwriting rules decide', () => {
    for (const plan of bothPaths('100', loadings)) {
      const quote = priceQuote(plan, { claims: [], occupation: 'pilot' });
      expect(codesOf(quote)).toEqual([]);
      expect(quote.amount?.toFixed(2)).toBe('100.00');
      expect(codesOf(priceQuote(plan, { claims: [1], occupation: 'pilot' }))).toEqual(['CLAIMS']);
    }
    const underwriting = decideUnderwriting(engine, { if: [{ var: 'claims' }, 'refer', 'accept'] }, { claims: [] });
    expect(underwriting).toMatchObject({ ok: true, decision: 'accept' });
  });

  it('counts {} as true everywhere', () => {
    const rule: RuleJson = { if: [{ var: 'x' }, 1, 2] };
    expect(engine.run(rule, { x: {} })).toBe(1);
    expect(engine.compile(rule)({ x: {} })).toBe(1);
    expect(engine.run({ '!!': [{ var: 'x' }] }, { x: {} })).toBe(true);
    expect(decideUnderwriting(engine, { if: [{ var: 'x' }, 'refer', 'accept'] }, { x: {} })).toMatchObject({
      decision: 'refer',
    });
  });
});

describe('inputs a code reads', () => {
  const noClaims = (conditionLogic: string) => [code({ code: 'NOCLAIMS', ratio: '20', conditionLogic })];

  it.each([['{"==":[{"var":"claims"},0]}'], ['{"==":[0,{"var":"claims"}]}']])(
    'never applies a discount on a guess: %s without claims lists claims as missing',
    (condition) => {
      for (const plan of bothPaths('100', noClaims(condition))) {
        const quote = priceQuote(plan, {}, ['NOCLAIMS']);
        expect(codesOf(quote)).toEqual([]);
        expect(quote.missingVariables).toEqual(['claims']);
        expect(quote.issues).toEqual([
          {
            code: 'code_missing_variables',
            message: 'The discount NOCLAIMS needs these inputs: claims.',
            subject: 'NOCLAIMS',
          },
        ]);
        expect(quote.amount?.toFixed(2)).toBe('100.00');
        expect(codesOf(priceQuote(plan, { claims: 0 }, ['NOCLAIMS']))).toEqual(['NOCLAIMS']);
        expect(codesOf(priceQuote(plan, { claims: 2 }, ['NOCLAIMS']))).toEqual([]);
      }
    },
  );

  it('answers null == 0 as JSON Logic does (false), the same on every path', () => {
    for (const rule of [{ '==': [{ var: 'claims' }, 0] }, { '==': [0, { var: 'claims' }] }] as RuleJson[]) {
      expect(engine.run(rule, {})).toBe(false);
      expect(engine.compile(rule)({})).toBe(false);
    }
  });

  it('states no amount when a loading cannot be decided, naming the loading and its inputs', () => {
    const smoker = code({ kind: 'loading', code: 'SMOKER', ratio: '50', conditionLogic: '{"var":"smoker"}' });
    const custom = code({
      kind: 'loading',
      code: 'RISK',
      calculationKind: 'custom',
      calculationLogic: '{"*":[{"var":"premium"},{"var":"risk"}]}',
    });
    for (const plan of bothPaths('100', [smoker, custom])) {
      const quote = priceQuote(plan, {});
      expect(quote.amount).toBeNull();
      expect(quote.originalPrice?.toFixed(2)).toBe('100.00');
      // Loadings by order, then code: RISK before SMOKER.
      expect(quote.missingVariables).toEqual(['risk', 'smoker']);
      expect(quote.issues.map((issue) => issue.subject)).toEqual(['RISK', 'SMOKER']);
      expect(priceQuote(plan, { smoker: false, risk: 0.5 }).amount?.toFixed(2)).toBe('150.00');
    }
  });
});

describe('a saved rule never fails every quote', () => {
  it('evaluates only the branch taken: a division by zero elsewhere is never computed ahead', () => {
    const amount = '{"if":[{"<":[{"var":"age"},200]},{"*":[{"var":"age"},2]},{"/":[1,0]}]}';
    const loading = code({
      kind: 'loading',
      code: 'NEVER',
      ratio: '5',
      conditionLogic: '{"if":[false,{"/":[1,0]},false]}',
    });
    for (const plan of bothPaths(amount, [loading])) {
      expect(amounts([priceQuote(plan, { age: 30 })])).toEqual(['60.00']);
      const failing = priceQuote(plan, { age: 300 });
      expect(failing.amount).toBeNull();
      expect(failing.issues).toEqual([
        { code: 'amount_failed', message: 'The pricing logic failed: The result is not a number' },
      ]);
    }
  });
});

describe('exact decimals', () => {
  it.each([
    ['{"*":[{"%":[{"var":"x"},0.1]},100]}', 10.5, '0.00'],
    ['{"-":[100,{"var":"x"}]}', 99.995, '0.01'],
    ['{"+":[{"var":"x"},0.1,0.2]}', 0, '0.30'],
    ['{"*":[{"var":"x"},1.005]}', 100, '100.50'],
  ])('%s with x = %s prices %s', (amountLogic, x, expected) => {
    expect(amounts(bothPaths(amountLogic).map((plan) => priceQuote(plan, { x })))).toEqual([expected, expected]);
  });

  it('keeps a 0.005 flat loading on 500,000,000,000.00', () => {
    const tiny = code({ kind: 'loading', code: 'TINY', calculationKind: 'flat', flat: '0.005' });
    const quotes = bothPaths('{"*":[{"var":"x"},1]}', [tiny]).map((plan) => priceQuote(plan, { x: 500_000_000_000 }));
    expect(amounts(quotes)).toEqual(['500000000000.01', '500000000000.01']);
  });

  it('refuses a premium past 999,999,999,999.99 with the reason', () => {
    const big = code({ kind: 'loading', code: 'BIG', calculationKind: 'flat', flat: '0.01' });
    for (const plan of bothPaths('{"*":[{"var":"x"},1]}', [big])) {
      expect(priceQuote(plan, { x: 999_999_999_999.98 }).amount?.toFixed(2)).toBe('999999999999.99');
      for (const x of [999_999_999_999.99, 1e12, 5e15]) {
        const quote = priceQuote(plan, { x });
        expect(quote.amount).toBeNull();
        expect(quote.issues).toEqual([
          {
            code: 'amount_too_large',
            message: 'The premium is past the largest amount a quote states (HKD 999,999,999,999.99).',
          },
        ]);
      }
    }
  });
});

describe('substr', () => {
  it('takes a number as its text, as JSON Logic does (a numeric postcode)', () => {
    const rule: RuleJson = { substr: [{ var: 'postcode' }, 0, 2] };
    expect(engine.run(rule, { postcode: 12345 })).toBe('12');
    expect(engine.compile(rule)({ postcode: 12345 })).toBe('12');
    expect(engine.run({ substr: [12345, -2] }, null)).toBe('45');
  });
});
