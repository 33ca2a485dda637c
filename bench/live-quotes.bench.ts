// Live quotes: 100 visitors at once on a published app, each as a browser does it: open the app (its
// snapshot), get a guest token once, then quote 10 times with different inputs (some with a discount
// code), against a product with three codes and a rate table. Each visitor has its own address (as
// behind a load balancer), so the guest limits count per visitor. Reports quotes per second and p50/p99
// of the quotes and of every request, and the same visitors making the same number of requests to a
// bare yoga { hello } in the same run. Goal: p99 < 200 ms, no errors (PGlite, or DATABASE_URL).
import { Agent, request } from 'undici';
import { startBareYoga } from './lib/anchor';
import { publishQuoteApp } from './lib/published-quote-app';
import { startStudioServer } from './lib/studio-server';

const VISITORS = 100;
const QUOTES = 10;
const ROUNDS = Number(process.env.LIVE_ROUNDS ?? 3);
const GOAL_P99_MS = 200;
const HOST = 'livequotes.test';

const studio = await startStudioServer({ trustProxy: '127.0.0.1' });
const anchor = await startBareYoga();
const agent = new Agent({ connections: VISITORS, pipelining: 1 });
const origin = studio.url.replace(/\/graphql$/, '');

// The product: base rate by age band and smoker from a rate table, by sum insured; a smoker loading
// and two discount codes. Its variables are those the quote page's fields feed: age (date of birth),
// input2 (the smoker toggle) and input3 (the sum insured).
const actor = { userId: 'bench', username: 'bench' };
const productId = { plan: 'live_life', type: 'term', version: '1' };
const { products, rateTables, pricing, adjustments } = studio.services;
const must = (outcome: { ok: boolean; problem?: { message: string } }) => {
  if (!outcome.ok) throw new Error(outcome.problem?.message);
};
must(await products.create('test', actor, { productId, insurerId: 'harbour_mutual' }));
const BANDS = [
  [18, 30, 1.1, 2.2],
  [30, 45, 1.9, 3.9],
  [45, 66, 4.2, 8.8],
] as const;
must(
  await rateTables.create('test', actor, productId, {
    name: 'base_rates',
    inputs: [
      { name: 'age', kind: 'band' },
      { name: 'smoker', kind: 'exact' },
    ],
    outputs: ['rate'],
    noGaps: true,
    rows: BANDS.flatMap(([from, to, rate, smoker]) => [
      [String(from), String(to), '0', String(rate)],
      [String(from), String(to), '1', String(smoker)],
    ]),
  }),
);
must(
  await pricing.setAmountLogic('test', actor, productId, 'update', {
    amountLogic: JSON.stringify({
      '*': [{ table: ['base_rates', { var: 'age' }, { var: 'input2' }] }, { '/': [{ var: 'input3' }, 1000] }],
    }),
  }),
);
must(
  await adjustments.create('test', actor, productId, 'loading', {
    code: 'SMOKER',
    name: 'Smoker',
    calculationKind: 'ratio',
    ratio: 25,
    condition: '{"==":[{"var":"input2"},1]}',
  }),
);
must(await adjustments.create('test', actor, productId, 'discount', { code: 'WELCOME', name: 'Welcome', ratio: 10 }));
must(
  await adjustments.create('test', actor, productId, 'discount', {
    code: 'FAMILY',
    name: 'Family',
    calculationKind: 'flat',
    flat: 20,
    order: 2,
  }),
);
await publishQuoteApp(
  async (query, variables = {}) => {
    const response = await request(studio.url, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${studio.accessToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.body.json()) as { data?: Record<string, unknown>; errors?: unknown };
  },
  'liveQuotes',
  HOST,
  productId,
);

const QUOTE = `query($where: productWhereInput, $v: String, $codes: [String]) { products_2(where: $where) { list {
  pricing(valuesJsonString: $v, discountCodes: $codes) { amount formattedPrice formattedOriginalPrice currencyCode
    appliedDiscounts { code name formattedNewPrice } loadings { code name formattedNewPrice }
    missingVariables issues { code message } } } } }`;
const CODES = [[], ['WELCOME'], ['FAMILY'], ['WELCOME', 'FAMILY']];

type Timings = { quotes: number[]; all: number[]; errors: number };
type Step = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<unknown>;

/** One request, timed into `all` (and `quotes` when it is one); a failed one counts as an error. */
async function timed(timings: Timings, quote: boolean, run: () => Promise<unknown>) {
  const begun = performance.now();
  try {
    return await run();
  } catch (error) {
    timings.errors += 1;
    if (timings.errors <= 3) console.error(String(error));
    return undefined;
  } finally {
    const ms = performance.now() - begun;
    timings.all.push(ms);
    if (quote) timings.quotes.push(ms);
  }
}

const json: Step = async (url, init) => {
  const response = await request(url, { ...init, dispatcher: agent });
  const body = (await response.body.json()) as Record<string, unknown> & { errors?: unknown };
  if (response.statusCode !== 200 || body.errors) throw new Error(`${response.statusCode} ${JSON.stringify(body)}`);
  return body;
};

/** A visitor of the published app: snapshot, guest token, QUOTES quotes with its own inputs. */
async function visitor(round: number, index: number, timings: Timings) {
  const headers = { 'x-forwarded-for': `10.${round}.${index >> 8}.${index & 255}`, 'accept-language': 'en-US' };
  await timed(timings, false, () =>
    json(`${origin}/api/v1/published-app?hostOverride=${HOST}`, { method: 'GET', headers }),
  );
  const session = (await timed(timings, false, () =>
    json(`${origin}/api/v1/published-app/guest-session?hostOverride=${HOST}`, { method: 'POST', headers }),
  )) as { accessToken?: string } | undefined;
  const authorization = `Bearer ${session?.accessToken}`;
  for (let quote = 0; quote < QUOTES; quote++) {
    const values = {
      age: 18 + ((index * 7 + quote * 5) % 48),
      input2: (index + quote) % 3 === 0 ? 1 : 0,
      input3: 100_000 + ((index + quote) % 10) * 50_000,
    };
    await timed(timings, true, async () => {
      const body = (await json(studio.url, {
        method: 'POST',
        headers: { ...headers, authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          query: QUOTE,
          variables: { where: { id_in: [productId] }, v: JSON.stringify(values), codes: CODES[quote % CODES.length] },
        }),
      })) as { data: { products_2: { list: Array<{ pricing: { amount: number | null; issues: unknown[] } }> } } };
      const pricing = body.data.products_2.list[0]?.pricing;
      if (pricing?.amount == null || pricing.issues.length) throw new Error(`no quote: ${JSON.stringify(body)}`);
    });
  }
}

/** The same visitors, each making the same number of requests to bare yoga. */
async function anchorVisitor(timings: Timings) {
  for (let step = 0; step < QUOTES + 2; step++) await timed(timings, step >= 2, () => anchor.hello());
}

/** VISITORS at once; the wall time of the wave. */
async function wave(run: (index: number) => Promise<void>) {
  const started = performance.now();
  await Promise.all(Array.from({ length: VISITORS }, (_, index) => run(index)));
  return (performance.now() - started) / 1000;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};
const describe = (timings: Timings, seconds: number) =>
  `${(timings.quotes.length / seconds).toFixed(0)} quotes/s (${(timings.all.length / seconds).toFixed(0)} req/s), ` +
  `quotes p50 ${quantile(timings.quotes, 0.5).toFixed(1)} ms p99 ${quantile(timings.quotes, 0.99).toFixed(1)} ms, ` +
  `all requests p99 ${quantile(timings.all, 0.99).toFixed(1)} ms, ${timings.errors} errors`;

try {
  const warm: Timings = { quotes: [], all: [], errors: 0 };
  await Promise.all(Array.from({ length: 10 }, (_, index) => visitor(250, index, warm)));
  if (warm.errors) throw new Error('the warm-up visitors failed');
  const live: Timings = { quotes: [], all: [], errors: 0 };
  const bare: Timings = { quotes: [], all: [], errors: 0 };
  let liveSeconds = 0;
  let bareSeconds = 0;
  for (let round = 0; round < ROUNDS; round++) {
    bareSeconds += await wave(() => anchorVisitor(bare));
    liveSeconds += await wave((index) => visitor(round, index, live));
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const p99 = quantile(live.quotes, 0.99);
  console.log(
    `live-quotes (${database}): ${VISITORS} visitors x ${ROUNDS} rounds, snapshot + guest token + ${QUOTES} quotes each: ${describe(live, liveSeconds)}; ` +
      `goal p99 < ${GOAL_P99_MS} ms: ${p99 < GOAL_P99_MS && live.errors === 0 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `live-quotes: same visitors on bare yoga { hello }: ${describe(bare, bareSeconds)}; quote throughput ratio ${(live.quotes.length / liveSeconds / (bare.quotes.length / bareSeconds)).toFixed(3)}`,
  );
  if (live.errors) process.exitCode = 1;
} finally {
  await studio.close();
  await anchor.close();
  await agent.close();
}
