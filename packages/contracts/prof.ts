import { buildPricePlan, missingVariables, normalizeCodes, priceQuote, ruleEngine, toScaled } from './src/rules/index';

const ageBands = {
  '*': [
    { if: [{ '<': [{ var: 'age' }, 25] }, 1.1, { '<': [{ var: 'age' }, 35] }, 1.35, 5.75] },
    { '/': [{ var: 'sumInsured' }, 1000] },
  ],
};
const engine = ruleEngine();
const plan = buildPricePlan(
  {
    amountLogic: JSON.stringify(ageBands),
    currencyCode: 'HKD',
    codes: [
      {
        kind: 'loading',
        code: 'SMOKER',
        name: 's',
        calculationKind: 'ratio',
        ratio: '50',
        flat: null,
        currencyCode: null,
        calculationLogic: null,
        conditionLogic: '{"var":"smoker"}',
        order: 0,
      },
      {
        kind: 'discount',
        code: 'WELCOME',
        name: 's',
        calculationKind: 'ratio',
        ratio: '10',
        flat: null,
        currencyCode: null,
        calculationLogic: null,
        conditionLogic: null,
        order: 1,
      },
      {
        kind: 'discount',
        code: 'FAMILY',
        name: 's',
        calculationKind: 'flat',
        ratio: null,
        flat: '20',
        currencyCode: 'HKD',
        calculationLogic: null,
        conditionLogic: null,
        order: 2,
      },
    ],
  },
  (_t, r) => engine.compile(r),
);
const vs = Array.from({ length: 100 }, (_, i) => ({
  age: 18 + (i % 50),
  sumInsured: 100000 + (i % 20) * 50000,
  smoker: i % 3 === 0,
}));
let k = 0;
const v = () => vs[k++ % 100]!;
const time = (name: string, f: () => unknown) => {
  for (let i = 0; i < 100000; i++) f();
  const s = performance.now();
  for (let i = 0; i < 300000; i++) f();
  console.log(name, (((performance.now() - s) / 300000) * 1e6).toFixed(0), 'ns');
};
time('amount', () => plan.amount!(v()));
time('cond', () => plan.loadings[0]!.applies!(v()));
time('normalize', () => normalizeCodes(['WELCOME', 'FAMILY']));
time('missing', () => missingVariables(plan.variables, v()));
time('scope', () => Object.assign(Object.create(v()), { premium: 0 }));
time('toScaled', () => toScaled(337.5, 2));
time('quote', () => priceQuote(plan, v(), ['WELCOME', 'FAMILY']));
time('quote no codes', () => priceQuote(plan, v(), []));
