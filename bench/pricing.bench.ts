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
} finally {
  await studio.close();
}
