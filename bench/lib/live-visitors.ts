// The client side of the live-quotes benchmark, in its own process as customers' browsers and a
// member of staff are on other machines than the server: commands arrive from the benchmark over IPC
// and each is answered with its timings, so the server's process does no client work.
import { Agent, request } from 'undici';

export type Timings = { quotes: number[]; all: number[]; errors: number };
export type VisitorsSetup = {
  origin: string;
  graphqlUrl: string;
  anchorUrl: string;
  host: string;
  productId: { plan: string; type: string; version: string };
  staffToken: string;
  visitors: number;
  quotes: number;
};
export type Command =
  | { type: 'warm' }
  | { type: 'wave'; round: number }
  | { type: 'anchorWave' }
  | { type: 'staffStart' }
  | { type: 'staffStop' };
export type Answer = { timings: Timings; seconds: number } | { staff: number[] };

const QUOTE = `query($where: productWhereInput, $v: String, $codes: [String]) { products_2(where: $where) { list {
  pricing(valuesJsonString: $v, discountCodes: $codes) { amount formattedPrice formattedOriginalPrice currencyCode
    appliedDiscounts { code name formattedNewPrice } loadings { code name formattedNewPrice }
    missingVariables issues { code message } } } } }`;
const CODES = [[], ['WELCOME'], ['FAMILY'], ['WELCOME', 'FAMILY']];
// A member of staff working in the studio meanwhile: the product list, one request after another.
const STAFF_QUERY = `{ products_2(limit: 20) { totalCount list { productId { plan type version } representation } } }`;

const setup = JSON.parse(process.argv[2] ?? '{}') as VisitorsSetup;
const agent = new Agent({ connections: setup.visitors + 1, pipelining: 1 });
const newTimings = (): Timings => ({ quotes: [], all: [], errors: 0 });

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

async function json(url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) {
  const response = await request(url, { ...init, dispatcher: agent });
  const body = (await response.body.json()) as Record<string, unknown> & { errors?: unknown };
  if (response.statusCode !== 200 || body.errors) throw new Error(`${response.statusCode} ${JSON.stringify(body)}`);
  return body;
}

/** A visitor of the published app: snapshot, guest token, then its quotes with its own inputs. */
async function visitor(round: number, index: number, timings: Timings) {
  const { origin, host, graphqlUrl, productId } = setup;
  const headers = { 'x-forwarded-for': `10.${round}.${index >> 8}.${index & 255}`, 'accept-language': 'en-US' };
  await timed(timings, false, () =>
    json(`${origin}/api/v1/published-app?hostOverride=${host}`, { method: 'GET', headers }),
  );
  const session = (await timed(timings, false, () =>
    json(`${origin}/api/v1/published-app/guest-session?hostOverride=${host}`, { method: 'POST', headers }),
  )) as { accessToken?: string } | undefined;
  const authorization = `Bearer ${session?.accessToken}`;
  for (let quote = 0; quote < setup.quotes; quote++) {
    const values = {
      age: 18 + ((index * 7 + quote * 5) % 48),
      input2: (index + quote) % 3 === 0 ? 1 : 0,
      input3: 100_000 + ((index + quote) % 10) * 50_000,
    };
    await timed(timings, true, async () => {
      const body = (await json(graphqlUrl, {
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
  const body = JSON.stringify({ query: '{ hello }' });
  const headers = { 'content-type': 'application/json' };
  for (let step = 0; step < setup.quotes + 2; step++)
    await timed(timings, step >= 2, () => json(setup.anchorUrl, { method: 'POST', headers, body }));
}

/** All visitors at once; the wall time of the wave. */
async function wave(run: (index: number) => Promise<void>) {
  const started = performance.now();
  await Promise.all(Array.from({ length: setup.visitors }, (_, index) => run(index)));
  return (performance.now() - started) / 1000;
}

/** The staff member's request durations since it was last started. */
let staffDurations: number[] = [];
let staffRunning = false;
let staffLoop: Promise<void> = Promise.resolve();
/** With STAFF_PACE_MS, a request that often at most (a person's pace) rather than back to back. */
const STAFF_PACE_MS = Number(process.env.STAFF_PACE_MS ?? 0);
async function runStaff() {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${setup.staffToken}` };
  const body = JSON.stringify({ query: STAFF_QUERY });
  while (staffRunning) {
    const begun = performance.now();
    await json(setup.graphqlUrl, { method: 'POST', headers, body });
    const took = performance.now() - begun;
    staffDurations.push(took);
    if (took < STAFF_PACE_MS) await new Promise((resolve) => setTimeout(resolve, STAFF_PACE_MS - took));
  }
}

const reply = (answer: Answer) => process.send?.(answer);
process.on('message', async (command: Command) => {
  if (command.type === 'warm') {
    const timings = newTimings();
    const started = performance.now();
    await Promise.all(Array.from({ length: 10 }, (_, index) => visitor(250, index, timings)));
    reply({ timings, seconds: (performance.now() - started) / 1000 });
  } else if (command.type === 'wave') {
    const timings = newTimings();
    reply({ timings, seconds: await wave((index) => visitor(command.round, index, timings)) });
  } else if (command.type === 'anchorWave') {
    const timings = newTimings();
    reply({ timings, seconds: await wave(() => anchorVisitor(timings)) });
  } else if (command.type === 'staffStart') {
    staffDurations = [];
    staffRunning = true;
    staffLoop = runStaff();
  } else {
    staffRunning = false;
    await staffLoop;
    reply({ staff: staffDurations });
  }
});
