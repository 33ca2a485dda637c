// Live quotes: 100 visitors at once on a published app, each as a browser does it: open the app (its
// snapshot), get a guest token once, then quote 10 times with different inputs (some with a discount
// code), against a product with three codes and a rate table. Each visitor has its own address (as
// behind a load balancer), so the guest limits count per visitor. Reports quotes per second and p50/p99
// of the quotes and of every request, and the same visitors making the same number of requests to a
// bare yoga { hello } in the same run. Goal: p99 < 200 ms, no errors (PGlite, or DATABASE_URL). A member
// of staff lists products meanwhile, back to back (STAFF_PACE_MS=5: one list every 5 ms at most, as a
// person's pace; on a 2-core machine that also measures waking the sleeping staff process beside the
// busy ones); goal: their median within 2x of the same list on the idle server.
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { startBareYoga } from './lib/anchor';
import type { Answer, Command, Timings, VisitorsSetup } from './lib/live-visitors';
import { publishQuoteApp } from './lib/published-quote-app';
import { startStudioServer } from './lib/studio-server';

const VISITORS = 100;
const QUOTES = 10;
const ROUNDS = Number(process.env.LIVE_ROUNDS ?? 3);
const GOAL_P99_MS = 200;
const STAFF_GOAL_RATIO = 2;
const HOST = 'livequotes.test';

// GUEST_CONCURRENCY: the guest gate's width (the server's default when unset).
const guestConcurrency = process.env.GUEST_CONCURRENCY ? Number(process.env.GUEST_CONCURRENCY) : undefined;
const studio = await startStudioServer({ trustProxy: '127.0.0.1', ...(guestConcurrency && { guestConcurrency }) });
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

/** A client process (lib/live-visitors.ts) that answers each command with its timings. */
function clientProcess() {
  const setup: VisitorsSetup = {
    origin,
    graphqlUrl: studio.url,
    anchorUrl: anchor.url,
    host: HOST,
    productId,
    staffToken: studio.accessToken,
    visitors: VISITORS,
    quotes: QUOTES,
  };
  const child = fork(join(import.meta.dirname, 'lib/live-visitors.ts'), [JSON.stringify(setup)], {
    execArgv: ['--import', 'tsx'],
  });
  return {
    ask: <A extends Answer>(command: Command) =>
      new Promise<A>((resolve, reject) => {
        // Each ask removes its own listeners, so any number of rounds adds none.
        const ended = (code: number | null) => reject(new Error(`the client process ended (${code})`));
        child.once('exit', ended);
        child.once('message', (answer) => {
          child.off('exit', ended);
          resolve(answer as A);
        });
        child.send(command);
      }),
    tell: (command: Command) => child.send(command),
    stop: () => child.kill(),
  };
}
type Wave = { timings: Timings; seconds: number };

/**
 * With LIVE_PROFILE=<file.cpuprofile>, the server's process is profiled through the first live wave
 * alone (not start-up or the anchor); open the file in Chrome's DevTools. Returns the stop, or null.
 */
async function profileServer() {
  const file = process.env.LIVE_PROFILE;
  if (!file) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};
const describe = (timings: Timings, seconds: number) =>
  `${(timings.quotes.length / seconds).toFixed(0)} quotes/s (${(timings.all.length / seconds).toFixed(0)} req/s), ` +
  `quotes p50 ${quantile(timings.quotes, 0.5).toFixed(1)} ms p99 ${quantile(timings.quotes, 0.99).toFixed(1)} ms, ` +
  `all requests p99 ${quantile(timings.all, 0.99).toFixed(1)} ms, ${timings.errors} errors`;
const add = (into: Timings, wave: Wave) => {
  into.quotes.push(...wave.timings.quotes);
  into.all.push(...wave.timings.all);
  into.errors += wave.timings.errors;
  return wave.seconds;
};

const visitors = clientProcess();
const staff = clientProcess();
try {
  const warm = await visitors.ask<Wave>({ type: 'warm' });
  if (warm.timings.errors) throw new Error('the warm-up visitors failed');
  const live: Timings = { quotes: [], all: [], errors: 0 };
  const bare: Timings = { quotes: [], all: [], errors: 0 };
  let liveSeconds = 0;
  let bareSeconds = 0;
  // The staff member alone first, then through each live wave.
  staff.tell({ type: 'staffStart' });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const { staff: staffIdle } = await staff.ask<{ staff: number[] }>({ type: 'staffStop' });
  const staffBusy: number[] = [];
  // The server's event loop through the live waves alone: how long a ready callback waits for its turn
  // (staff's requests wait there too), and how busy the loop is.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  let loopBusy = 0;
  for (let round = 0; round < ROUNDS; round++) {
    bareSeconds += add(bare, await visitors.ask<Wave>({ type: 'anchorWave' }));
    staff.tell({ type: 'staffStart' });
    const profiling = round === 0 ? await profileServer() : null;
    const loopBefore = performance.eventLoopUtilization();
    loopDelay.enable();
    liveSeconds += add(live, await visitors.ask<Wave>({ type: 'wave', round }));
    loopDelay.disable();
    loopBusy += performance.eventLoopUtilization(loopBefore).utilization / ROUNDS;
    await profiling?.();
    staffBusy.push(...(await staff.ask<{ staff: number[] }>({ type: 'staffStop' })).staff);
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
  const staffRatio = quantile(staffBusy, 0.5) / quantile(staffIdle, 0.5);
  console.log(
    `live-quotes: staff product list meanwhile p50 ${quantile(staffBusy, 0.5).toFixed(1)} ms p99 ${quantile(staffBusy, 0.99).toFixed(1)} ms ` +
      `(${staffBusy.length} requests) vs idle p50 ${quantile(staffIdle, 0.5).toFixed(1)} ms p99 ${quantile(staffIdle, 0.99).toFixed(1)} ms; ` +
      `ratio ${staffRatio.toFixed(2)} (goal <= ${STAFF_GOAL_RATIO}): ${staffRatio <= STAFF_GOAL_RATIO ? 'met' : 'NOT met'}`,
  );
  const delayMs = (percentile: number) => (loopDelay.percentile(percentile) / 1e6).toFixed(1);
  console.log(
    `live-quotes: the server's event loop through the live waves: ${(loopBusy * 100).toFixed(0)}% busy, ` +
      `a ready callback waited p50 ${delayMs(50)} ms p99 ${delayMs(99)} ms`,
  );
  if (live.errors) process.exitCode = 1;
} finally {
  visitors.stop();
  staff.stop();
  await studio.close();
  await anchor.close();
  await agent.close();
}
