// Quotes per second through the pricing service for a realistic product (age bands x sum insured,
// a smoker loading, two discount codes), as a ratio to json-logic-js `apply` of the same pricing
// written as one rule, measured in alternating rounds in the same process. Goal: at least 20x.
// Also reported: the service's full path per quote (the product version read and the plan with its
// codes, both kept under their cache generations; on the embedded database those are announced by
// the database and held in memory, on PostgreSQL each quote reads them).
import jsonLogic, { type RulesLogic } from 'json-logic-js';
import { startStudioServer } from './lib/studio-server';

const QUOTES_PER_BATCH = 2_000;
const ROUNDS = 5;
const ROUND_MS = 1_000;

const ageBands = {
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
// The same pricing as one rule: loading for smokers, then 10% off, then HKD 20 off (never below 0).
const wholeRule = {
  max: [
    0,
    {
      '-': [{ '*': [{ '+': [ageBands, { if: [{ var: 'smoker' }, { '*': [ageBands, 0.5] }, 0] }] }, 0.9] }, 20],
    },
  ],
};

const inputs = Array.from({ length: 1_000 }, (_, index) => ({
  age: 18 + (index % 50),
  sumInsured: 100_000 + (index % 20) * 50_000,
  smoker: index % 3 === 0,
}));
const codes = ['WELCOME', 'FAMILY'];

const studio = await startStudioServer();
const { pricing, products, adjustments } = studio.services;
const actor = { userId: 'bench', username: 'bench' };
const productId = { plan: 'bench_life', type: 'term', version: '1' };

// A quote reading three rate tables (age band x smoker, sum insured interpolated, term) against
// json-logic-js running the same rule with the tables inlined as nested ifs. Goal: at least 10x.
const BANDS = [
  [18, 25, 0.9, 1.8],
  [25, 35, 1.1, 2.3],
  [35, 45, 1.9, 3.9],
  [45, 55, 3.2, 6.6],
  [55, 66, 5.75, 11.9],
] as const;
const SUMS = [
  [100_000, 1],
  [500_000, 0.9],
  [1_000_000, 0.8],
] as const;
const TERMS = [
  [10, 1],
  [20, 1.15],
  [30, 1.3],
] as const;
const rateTables = [
  {
    name: 'base_rates',
    inputs: [
      { name: 'age', kind: 'band' },
      { name: 'smoker', kind: 'exact' },
    ],
    outputs: ['rate'],
    noGaps: true,
    rows: BANDS.flatMap(([from, to, rate, smoker]) => [
      { cells: [String(from), String(to), '0', String(rate)] },
      { cells: [String(from), String(to), '1', String(smoker)] },
    ]),
  },
  {
    name: 'sum_factor',
    inputs: [{ name: 'sumInsured', kind: 'interpolate' }],
    outputs: ['factor'],
    rows: SUMS.map(([sum, factor]) => ({ cells: [String(sum), String(factor)] })),
  },
  {
    name: 'term_factor',
    inputs: [{ name: 'term', kind: 'exact' }],
    outputs: ['factor'],
    rows: TERMS.map(([term, factor]) => ({ cells: [String(term), String(factor)] })),
  },
];
const tableRule = {
  '*': [
    { table: ['base_rates', { var: 'age' }, { var: 'smoker' }] },
    { table: ['sum_factor', { var: 'sumInsured' }] },
    { table: ['term_factor', { var: 'term' }] },
    { '/': [{ var: 'sumInsured' }, 1000] },
  ],
};
/** The same rule with the tables inlined as nested ifs (a missing row is null, as a table's is an issue). */
const inlinedRule = {
  '*': [
    {
      if: BANDS.flatMap(([from, to, rate, smoker]): unknown[] => [
        { and: [{ '<=': [from, { var: 'age' }] }, { '<': [{ var: 'age' }, to] }] },
        { if: [{ '==': [{ var: 'smoker' }, 1] }, smoker, { '==': [{ var: 'smoker' }, 0] }, rate, null] },
      ]).concat([null]),
    },
    {
      if: [
        { '<=': [SUMS[0][0], { var: 'sumInsured' }, SUMS[1][0]] },
        {
          '+': [
            SUMS[0][1],
            {
              '/': [
                { '*': [SUMS[1][1] - SUMS[0][1], { '-': [{ var: 'sumInsured' }, SUMS[0][0]] }] },
                SUMS[1][0] - SUMS[0][0],
              ],
            },
          ],
        },
        { '<=': [SUMS[1][0], { var: 'sumInsured' }, SUMS[2][0]] },
        {
          '+': [
            SUMS[1][1],
            {
              '/': [
                { '*': [SUMS[2][1] - SUMS[1][1], { '-': [{ var: 'sumInsured' }, SUMS[1][0]] }] },
                SUMS[2][0] - SUMS[1][0],
              ],
            },
          ],
        },
        null,
      ],
    },
    { if: TERMS.flatMap(([term, factor]): unknown[] => [{ '==': [{ var: 'term' }, term] }, factor]).concat([null]) },
    { '/': [{ var: 'sumInsured' }, 1000] },
  ],
};
const tableInputs = Array.from({ length: 1_000 }, (_, index) => ({
  age: 18 + (index % 48),
  smoker: index % 3 === 0 ? 1 : 0,
  sumInsured: 100_000 + ((index * 37_500) % 900_000),
  term: TERMS[index % 3]?.[0] as number,
}));

async function rateTablesCase(): Promise<number> {
  const tablesProduct = { plan: 'bench_life', type: 'term_tables', version: '1' };
  const created = await products.create('test', actor, { productId: tablesProduct, insurerId: 'harbour_mutual' });
  if (!created.ok) throw new Error(created.problem.message);
  for (const table of rateTables) {
    const stored = await studio.services.rateTables.create('test', actor, tablesProduct, {
      ...table,
      rows: table.rows.map((row) => row.cells),
    });
    if (!stored.ok) throw new Error(`${stored.problem.message} ${JSON.stringify(stored.cells)}`);
  }
  const logic = await pricing.setAmountLogic('test', actor, tablesProduct, 'update', {
    amountLogic: JSON.stringify(tableRule),
  });
  if (!logic.ok) throw new Error(logic.problem.message);
  const product = await products.find('test', tablesProduct);
  if (!product) throw new Error('bench product missing');
  const plan = await pricing.plan('test', product);
  if (!plan.quick) throw new Error('the rate-table rule has no generated quote');
  for (const values of tableInputs.slice(0, 200)) {
    const ours = pricing.quote(plan, values).amount?.toNumber();
    const theirs = jsonLogic.apply(inlinedRule as RulesLogic, values) as number;
    if (ours === undefined || Math.abs(ours - theirs) > 0.01)
      throw new Error(`table quotes differ for ${JSON.stringify(values)}: ${ours} vs ${theirs}`);
  }
  const tableRate = (quote: (values: (typeof tableInputs)[number]) => unknown): number => {
    let count = 0;
    const started = performance.now();
    while (performance.now() - started < ROUND_MS) {
      for (let index = 0; index < QUOTES_PER_BATCH; index++)
        quote(tableInputs[index % tableInputs.length] as (typeof tableInputs)[number]);
      count += QUOTES_PER_BATCH;
    }
    return (count / (performance.now() - started)) * 1000;
  };
  tableRate((values) => pricing.quote(plan, values));
  tableRate((values) => jsonLogic.apply(inlinedRule as RulesLogic, values));
  let ours = 0;
  let theirs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    theirs += tableRate((values) => jsonLogic.apply(inlinedRule as RulesLogic, values));
    ours += tableRate((values) => pricing.quote(plan, values));
  }
  const ratio = ours / theirs;
  console.log(
    `pricing: a quote reading three rate tables ${(ours / ROUNDS).toFixed(0)} quotes/s vs json-logic-js with the tables as nested ifs ${(theirs / ROUNDS).toFixed(0)} quotes/s, ratio ${ratio.toFixed(1)} (goal >= 10)`,
  );
  return ratio;
}

/** Runs `quote` over the inputs in batches for ROUND_MS; quotes per second. */
function rate(quote: (values: (typeof inputs)[number]) => unknown): number {
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < ROUND_MS) {
    for (let index = 0; index < QUOTES_PER_BATCH; index++)
      quote(inputs[index % inputs.length] as (typeof inputs)[number]);
    count += QUOTES_PER_BATCH;
  }
  return (count / (performance.now() - started)) * 1000;
}

async function rateAsync(quote: (values: (typeof inputs)[number]) => Promise<unknown>): Promise<number> {
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < ROUND_MS) {
    await quote(inputs[count % inputs.length] as (typeof inputs)[number]);
    count += 1;
  }
  return (count / (performance.now() - started)) * 1000;
}

try {
  const created = await products.create('test', actor, { productId, insurerId: 'harbour_mutual' });
  if (!created.ok) throw new Error(created.problem.message);
  await pricing.setAmountLogic('test', actor, productId, 'update', { amountLogic: JSON.stringify(ageBands) });
  await adjustments.create('test', actor, productId, 'loading', {
    code: 'SMOKER',
    name: 'Smoker',
    calculationKind: 'ratio',
    ratio: 50,
    condition: '{"var":"smoker"}',
  });
  await adjustments.create('test', actor, productId, 'discount', {
    code: 'WELCOME',
    name: 'Welcome',
    ratio: 10,
    order: 1,
  });
  await adjustments.create('test', actor, productId, 'discount', {
    code: 'FAMILY',
    name: 'Family',
    calculationKind: 'flat',
    flat: 20,
    order: 2,
  });
  const product = await products.find('test', productId);
  if (!product) throw new Error('bench product missing');
  const plan = await pricing.plan('test', product);

  // The two sides must agree before they are timed (to the cent; json-logic-js drifts in binary).
  for (const values of inputs.slice(0, 50)) {
    const ours = pricing.quote(plan, values, codes).amount?.toFixed(2);
    const theirs = (Math.round((jsonLogic.apply(wholeRule as RulesLogic, values) as number) * 100) / 100).toFixed(2);
    if (ours !== theirs) throw new Error(`quotes differ for ${JSON.stringify(values)}: ${ours} vs ${theirs}`);
  }

  rate((values) => pricing.quote(plan, values, codes));
  rate((values) => jsonLogic.apply(wholeRule as RulesLogic, values));
  const sums = { service: 0, anchor: 0, full: 0, rule: 0, ruleAnchor: 0 };
  const amount = plan.amount as (values: object) => unknown;
  for (let round = 0; round < ROUNDS; round++) {
    sums.anchor += rate((values) => jsonLogic.apply(wholeRule as RulesLogic, values));
    sums.service += rate((values) => pricing.quote(plan, values, codes));
    sums.ruleAnchor += rate((values) => jsonLogic.apply(ageBands as RulesLogic, values));
    sums.rule += rate((values) => amount(values));
  }
  // Per quote as a request makes it: the product version read, then price() (each checked against
  // its cache generation).
  sums.full = await rateAsync(async (values) => {
    const read = await products.find('test', productId);
    return pricing.price('test', read ?? product, values, codes);
  });
  const service = sums.service / ROUNDS;
  const anchor = sums.anchor / ROUNDS;
  const ratio = service / anchor;
  console.log(
    `pricing: pricing service ${service.toFixed(0)} quotes/s vs json-logic-js apply ${anchor.toFixed(0)} quotes/s, ratio ${ratio.toFixed(1)} (goal >= 20)`,
  );
  console.log(
    `pricing: the compiled amount rule alone ${(sums.rule / ROUNDS).toFixed(0)}/s vs json-logic-js apply ${(sums.ruleAnchor / ROUNDS).toFixed(0)}/s, ratio ${(sums.rule / sums.ruleAnchor).toFixed(1)}`,
  );
  console.log(
    `pricing: price() with the product read, both checked against their cache generations, ${sums.full.toFixed(0)} quotes/s, ratio ${(sums.full / anchor).toFixed(2)} to json-logic-js (goal >= 5000/s on the embedded database)`,
  );
  if (ratio < 20) process.exitCode = 1;
  if ((await rateTablesCase()) < 10) process.exitCode = 1;
} finally {
  await studio.close();
}
