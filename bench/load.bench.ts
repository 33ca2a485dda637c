// Load: 50 signed-in sessions at once, each looping over a realistic studio mix for a fixed time on
// loopback: the products list (groups), a product's detail with its benefit graph, a folder listing,
// texts, and one write in ten (a product text), which moves the cache generation on as staff edits do.
// Reports throughput and p50/p99 latency, and the same 50 clients against a bare yoga { hello }
// in the same run as the anchor. Bounded: LOAD_SECONDS (default 8) per side, then it stops.
import { randomUUID } from 'node:crypto';
import { DEFAULT_BUCKET, LISTING_PAGE_SIZE, productTextKeys } from '@carrier/contracts';
import { Agent, request } from 'undici';
import { startBareYoga } from './lib/anchor';
import { BENCH_ADMIN, startStudioServer } from './lib/studio-server';

const SESSIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);
const PRODUCTS = 40;
const BENEFITS = 60;
const FILES = 500;

const studio = await startStudioServer();
const anchor = await startBareYoga();
const agent = new Agent({ connections: SESSIONS, pipelining: 1 });

async function post(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await request(url, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.body.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (response.statusCode !== 200 || answer.errors) throw new Error(`load request failed: ${JSON.stringify(answer)}`);
  return answer.data ?? {};
}
const admin = (query: string, variables: Record<string, unknown> = {}) =>
  post(studio.url, query, variables, studio.accessToken);

// Seed: products with benefits, and a folder of files.
const productIds = Array.from({ length: PRODUCTS }, (_, index) => ({
  plan: `load_plan_${index % 8}`,
  type: `load_type_${index}`,
  version: '1',
}));
for (const productId of productIds) {
  const benefitInputs = Array.from({ length: BENEFITS }, (_, index) => ({
    typeId: `benefit_${index}`,
    parentTypeId: index < 10 ? null : `benefit_${index % 10}`,
    valueJsonString: String(1000 * (index + 1)),
    currencyCode: 'HKD',
  }));
  await admin('mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }', {
    product: { productId, insurerId: 'harbour_mutual', benefitInputs },
  });
}
const { tenantId, userId } = (await studio.services.auth.resolveSession(studio.accessToken)) ?? {
  tenantId: 'test',
  userId: 'bench',
};
const { fileEntries } = await import('../apps/server/src/modules/files/files.tables');
await studio.database.db.insert(fileEntries).values(
  Array.from({ length: FILES }, (_, index) => {
    const name = `file-${String(index).padStart(4, '0')}.pdf`;
    return {
      tenantId,
      bucketName: DEFAULT_BUCKET,
      key: `load/${name}`,
      parent: 'load/',
      name,
      kind: 'file' as const,
      objectId: randomUUID(),
      size: 1000 + index,
      contentType: 'application/pdf',
      createdById: userId,
    };
  }),
);

// 50 sessions of the same admin, as 50 browser tabs or staff sharing a test account would be.
const tokens: string[] = [];
for (let index = 0; index < SESSIONS; index++) {
  const data = await post(
    studio.url,
    `{ token_2(tenantId: "test", clientId: "studio", username: "${BENCH_ADMIN.email}", password: "${BENCH_ADMIN.password}") { accessToken } }`,
  );
  tokens.push((data.token_2 as { accessToken: string }).accessToken);
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
const GROUPS = `{ productGroups(limit: 10, skip: 0) { totalCount productCount list { plan type versionCount latest { productId { version } name insurer { id name } createdAt } } } }`;
const DETAIL = `query($productId: productIdWhereInput) { products_2(where: { productId: $productId }, limit: 1) { list { name insurer { name } benefitGraph { typeId name value children { typeId name value } } } } }`;
const LISTING = `query($prefix: String, $limit: Int) { fileListing(prefix: $prefix, limit: $limit) { commonPrefixes continuationToken objectSummaries { key fileName size isPublic lastModifiedAt } } }`;
const RENAME = `mutation($l10n: upsertL10nInput) { upsertL10n(l10n: $l10n) { status } }`;

/** One step of a session: what staff do in the studio, in roughly these proportions. */
async function studioStep(token: string) {
  const roll = Math.random();
  if (roll < 0.4) return void (await post(studio.url, GROUPS, {}, token));
  if (roll < 0.7) return void (await post(studio.url, DETAIL, { productId: pick(productIds) }, token));
  if (roll < 0.9) return void (await post(studio.url, LISTING, { prefix: 'load/', limit: LISTING_PAGE_SIZE }, token));
  const productId = pick(productIds);
  await post(
    studio.url,
    RENAME,
    { l10n: { key: productTextKeys.name(productId), locale: 'en-US', value: `Product ${randomUUID().slice(0, 8)}` } },
    token,
  );
}

type LoadResult = { requests: number; seconds: number; p50: number; p99: number };

/** SESSIONS loops at once for SECONDS, each timing every step. */
async function load(step: (session: number) => Promise<void>): Promise<LoadResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SESSIONS }, async (_, session) => {
      while (performance.now() < end) {
        const begun = performance.now();
        await step(session);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * quantile))] ?? 0;
  return { requests: latencies.length, seconds, p50: at(0.5), p99: at(0.99) };
}

const describe = (result: LoadResult) =>
  `${(result.requests / result.seconds).toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`;

try {
  // Warm both sides briefly, then measure the anchor and the studio back to back.
  await Promise.all(tokens.slice(0, 5).map((token) => studioStep(token)));
  const bare = await load(() => anchor.hello());
  const mix = await load((session) => studioStep(tokens[session] as string));
  const ratio = mix.requests / mix.seconds / (bare.requests / bare.seconds);
  console.log(
    `load: ${SESSIONS} sessions, studio mix (40% product groups, 30% product detail with benefits, 20% folder listing, 10% text writes): ${describe(mix)}`,
  );
  console.log(
    `load: same ${SESSIONS} clients on bare yoga { hello }: ${describe(bare)}; throughput ratio ${ratio.toFixed(3)}`,
  );
} finally {
  await studio.close();
  await anchor.close();
  await agent.close();
}
