import { describe, expect, it } from 'vitest';
import { adjustmentCode } from './code-fixture';
import { createRuleEngine } from './engine';
import { type Money, MoneyDecimal } from './money';
import { buildPricePlan } from './plan';
import { type AdjustmentCode, type AppliedAdjustment, type PricePlan, priceQuote, type Quote } from './pricing';
import { compileQuote, quoteSource } from './quote-compile';
import { seededRandom } from './seeded-random.testing';
import type { RuleJson } from './validate-rule';

const engine = createRuleEngine();

const code = adjustmentCode;

type PlanInput = { amountLogic: string; currencyCode: string; codes: AdjustmentCode[] };

/** The same plan three ways: one generated function, the general path, and the engine's functions alone. */
function plans(input: PlanInput) {
  return {
    quick: buildPricePlan(input, (_text, rule) => engine.compile(rule), compileQuote),
    general: buildPricePlan(input, (_text, rule) => engine.compile(rule)),
    engineOnly: buildPricePlan(input, (_text, rule) => (data) => engine.run(rule, data)),
  };
}

const applied = (list: AppliedAdjustment[]) =>
  list.map((item) => [
    item.code,
    item.kind,
    item.name,
    item.order,
    item.originalPrice.toFixed(),
    item.newPrice.toFixed(),
    item.ratio?.toFixed() ?? null,
    item.flat?.toFixed() ?? null,
    item.calculationLogic,
  ]);

/** Everything a quote states, as plain data. */
const stated = (quote: Quote) => ({
  currencyCode: quote.currencyCode,
  originalMinor: quote.originalMinor,
  amountMinor: quote.amountMinor,
  originalPrice: quote.originalPrice?.toFixed() ?? null,
  amount: quote.amount?.toFixed() ?? null,
  loadings: applied(quote.loadings),
  discounts: applied(quote.discounts),
  discountCodes: quote.discountCodes,
  missingVariables: quote.missingVariables,
  issues: quote.issues,
});

const ageBands: RuleJson = {
  '*': [
    {
      if: [
        { '<': [{ var: 'age' }, 25] },
        1.1,
        { '<': [{ var: 'age' }, 35] },
        1.35,
        { '<': [{ var: 'age' }, 45] },
        1.9,
        { '<': [{ var: 'age' }, 55] },
        3.2,
        5.75,
      ],
    },
    { '/': [{ var: 'sumInsured' }, 1000] },
  ],
};
const benchLike: PlanInput = {
  amountLogic: JSON.stringify(ageBands),
  currencyCode: 'HKD',
  codes: [
    code({ kind: 'loading', code: 'SMOKER', ratio: '50', conditionLogic: '{"var":"smoker"}' }),
    code({ code: 'WELCOME', ratio: '10', order: 1 }),
    code({ code: 'FAMILY', calculationKind: 'flat', flat: '20', order: 2 }),
  ],
};
// a x 0.001 lands on x.xx5 for every a ending in 5: each one a half-up rounding edge.
const roundingEdges = (currencyCode: string): PlanInput => ({
  amountLogic: JSON.stringify({ '*': [{ var: 'a' }, 0.001] }),
  currencyCode,
  codes: [
    code({ kind: 'loading', code: 'OLD', ratio: '12.5', conditionLogic: '{">=":[{"var":"a"},60000]}' }),
    code({ kind: 'loading', code: 'FEE', calculationKind: 'flat', flat: '0.005', order: 1 }),
    code({ code: 'THIRD', ratio: '33.333', order: 1 }),
    code({ code: 'HALF', ratio: '0.5', order: 2, conditionLogic: '{"==":[{"var":"plan"},"gold"]}' }),
    code({ code: 'BIG', calculationKind: 'flat', flat: '1000', order: 3 }),
    code({ code: 'odd', ratio: '1', order: 4 }),
  ],
});

/** Codes the general path normalizes, reports or refuses. */
const ODD_CODES = ['welcome', ' BIG', 'NOPE', 'odd', 'ODD', ''];

function randomValues(next: () => number): Record<string, unknown> {
  const pick = next();
  const a = pick < 0.5 ? Math.floor(next() * 20_000) * 10 + 5 : Math.floor(next() * 2_000_000) - 100_000;
  const values: Record<string, unknown> = {
    a,
    age: 18 + Math.floor(next() * 60),
    sumInsured: Math.floor(next() * 400) * 2_500,
    smoker: next() < 0.4,
    plan: next() < 0.5 ? 'gold' : 'silver',
  };
  // Some inputs the generated function leaves to the general path.
  const odd = next();
  if (odd < 0.04) values.a = String(values.a);
  else if (odd < 0.06) delete values.age;
  else if (odd < 0.08) values.sumInsured = null;
  else if (odd < 0.09) values.a = Number.POSITIVE_INFINITY;
  else if (odd < 0.1) values.a = 2e15;
  return values;
}

/** Mostly the plan's own discount codes (repeats too), sometimes an odd one. */
function randomCodes(next: () => number, input: PlanInput): string[] {
  const known = input.codes.filter((code) => code.kind === 'discount').map((code) => code.code);
  const codes: string[] = [];
  const count = Math.floor(next() * 4);
  for (let index = 0; index < count; index++) {
    const pool = next() < 0.9 ? known : ODD_CODES;
    codes.push(pool[Math.floor(next() * pool.length)] as string);
  }
  return codes;
}

/** Each applied code's new price recomputed in decimal.js: price x (100 +- %) / 100 or price +- amount, half-up. */
function expectDecimalSteps(quote: Quote, scale: number) {
  let price = quote.originalPrice;
  for (const item of [...quote.loadings, ...quote.discounts]) {
    expect(item.originalPrice.toFixed()).toBe(price?.toFixed());
    const sign = item.kind === 'loading' ? 1 : -1;
    const exact = item.ratio
      ? item.originalPrice.times(new MoneyDecimal(100).plus(item.ratio.times(sign))).dividedBy(100)
      : item.originalPrice.plus((item.flat as Money).times(sign));
    const rounded = exact.toDecimalPlaces(scale, MoneyDecimal.ROUND_HALF_UP);
    const expected = item.kind === 'discount' && rounded.isNegative() ? new MoneyDecimal(0) : rounded;
    expect(item.newPrice.toFixed(), `${item.code} from ${item.originalPrice}`).toBe(expected.toFixed());
    price = item.newPrice;
  }
  expect(quote.amount?.toFixed()).toBe(price?.toFixed());
}

describe('compileQuote', () => {
  it.each([
    ['the bench-like plan', benchLike, 2],
    ['rounding edges in HKD', roundingEdges('HKD'), 2],
    ['rounding edges in JPY', roundingEdges('JPY'), 0],
    ['rounding edges in BHD', roundingEdges('BHD'), 3],
  ])('states %s exactly as the general path and the engine do', (_, input, scale) => {
    const { quick, general, engineOnly } = plans(input);
    expect(quick.quick).not.toBeNull();
    const next = seededRandom(20_261_123 + scale);
    let quickAnswers = 0;
    for (let run = 0; run < 3_000; run++) {
      const values = randomValues(next);
      const codes = randomCodes(next, input);
      const label = JSON.stringify({ values, codes });
      if (quick.quick?.(values, codes)) quickAnswers += 1;
      const fast = priceQuote(quick, values, codes);
      expect(stated(fast), label).toEqual(stated(priceQuote(general, values, codes)));
      expect(stated(fast), label).toEqual(stated(priceQuote(engineOnly, values, codes)));
      expectDecimalSteps(fast, scale);
      if (input.amountLogic.includes('0.001') && typeof values.a === 'number' && fast.originalPrice)
        expect(fast.originalPrice.toFixed(), label).toBe(
          new MoneyDecimal(values.a).times('0.001').toDecimalPlaces(scale, MoneyDecimal.ROUND_HALF_UP).toFixed(),
        );
    }
    // Most quotes take the generated function; the rest (odd inputs, unknown codes) the general path.
    expect(quickAnswers).toBeGreaterThan(1_000);
  });

  it('rounds half-up at .005, through the premium and every step', () => {
    const { quick } = plans(roundingEdges('HKD'));
    const quote = quick.quick?.({ a: 12_345, plan: 'gold' }, ['THIRD']) as Quote;
    // 12.345 -> 12.35; +0.005 -> 12.355 -> 12.36; a third off: 12.36 x 66.667 / 100 = 8.2400412 -> 8.24
    expect(stated(quote)).toMatchObject({ originalPrice: '12.35', amount: '8.24' });
    expect(applied(quote.loadings).map((item) => item[5])).toEqual(['12.36']);
  });

  it('binds each plan its own numbers, so plans of one shape never share a premium', () => {
    const withRatio = (ratio: string) =>
      plans({ ...benchLike, codes: [code({ code: 'WELCOME', ratio }), code({ code: 'FAMILY', ratio: '1' })] }).quick;
    const ten = withRatio('10');
    const twenty = withRatio('20');
    expect(quoteSource(ten, ageBands)?.source).toBe(quoteSource(twenty, ageBands)?.source);
    const values = { age: 30, sumInsured: 100_000, smoker: false };
    expect(priceQuote(ten, values, ['WELCOME']).amount?.toFixed(2)).toBe('121.50');
    expect(priceQuote(twenty, values, ['WELCOME']).amount?.toFixed(2)).toBe('108.00');
    const changed = plans({ ...benchLike, amountLogic: JSON.stringify({ '*': [{ var: 'age' }, 3] }) }).quick;
    expect(priceQuote(changed, values, ['WELCOME']).amount?.toFixed(2)).toBe('81.00');
  });

  it('keeps stored texts out of the generated source', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder as stored text
    const hostile = "'); globalThis.pwned = 1; ('\u2028`${globalThis.pwned = 2}`";
    const input: PlanInput = {
      ...benchLike,
      codes: [
        code({ kind: 'loading', code: hostile, name: hostile, ratio: '5' }),
        code({ code: 'WELCOME', ratio: '10', conditionLogic: JSON.stringify({ '!=': [{ var: 'plan' }, hostile] }) }),
        code({ code: `X${hostile}`, ratio: '10' }),
      ],
    };
    const { quick, general } = plans(input);
    const generated = quoteSource(quick, ageBands);
    expect(generated?.source).not.toContain('pwned');
    expect(generated?.source).toMatch(/^[\w\s{}()[\];.,=!<>&|?:+\-*/%'"]+$/);
    for (const codes of [['WELCOME'], [hostile], []]) {
      const values = { age: 40, sumInsured: 200_000, plan: 'gold' };
      expect(stated(priceQuote(quick, values, codes))).toEqual(stated(priceQuote(general, values, codes)));
    }
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });

  it.each([
    ['an amount rule without a numeric form', { ...benchLike, amountLogic: '{"cat":["1",{"var":"a"}]}' }],
    ['an amount rule answering a condition', { ...benchLike, amountLogic: '{"<":[{"var":"a"},1]}' }],
    [
      'custom logic',
      { ...benchLike, codes: [code({ code: 'C', calculationKind: 'custom', calculationLogic: '{"var":"premium"}' })] },
    ],
    [
      'a condition on the premium',
      { ...benchLike, codes: [code({ code: 'P', ratio: '1', conditionLogic: '{">":[{"var":"premium"},100]}' })] },
    ],
    ['a percentage that is not a number', { ...benchLike, codes: [code({ code: 'N', ratio: 'ten' })] }],
    [
      'a code stored twice',
      { ...benchLike, codes: [code({ code: 'T', ratio: '1' }), code({ code: 'T', ratio: '2' })] },
    ],
    [
      'too many codes',
      { ...benchLike, codes: Array.from({ length: 31 }, (_, index) => code({ code: `C${index}`, ratio: '1' })) },
    ],
  ])('leaves a plan with %s to the general path', (_, input: PlanInput) => {
    expect(plans(input).quick.quick).toBeNull();
  });

  it('answers what the general path must report with null', () => {
    const { quick } = plans(roundingEdges('HKD'));
    const run = quick.quick as NonNullable<PricePlan['quick']>;
    expect(run({ a: 5, plan: 'gold' }, ['HALF'])).not.toBeNull();
    expect(run({ a: 5, plan: 'silver' }, ['HALF'])).toBeNull();
    expect(run({ a: 5 }, ['NOPE'])).toBeNull();
    expect(run({ a: 5 }, ['BIG', 'BIG'])).toBeNull();
    expect(run({ a: 5 }, ['odd'])).toBeNull();
    expect(run({ a: '5' }, [])).toBeNull();
    expect(run({ a: 1e15 }, [])).toBeNull();
  });
});
