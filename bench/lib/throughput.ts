import { Agent, request } from 'undici';

export type Measurement = { name: string; opsPerSecond: number; operations: number; ms: number };

/** Runs `operation` with `concurrency` workers for `durationMs`, after a short warm-up. */
async function throughput(
  name: string,
  operation: () => Promise<void>,
  { durationMs = 2000, concurrency = 8, warmupMs = 300 } = {},
): Promise<Measurement> {
  const run = async (ms: number) => {
    let operations = 0;
    const end = performance.now() + ms;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          await operation();
          operations++;
        }
      }),
    );
    return { operations, ms: performance.now() - started };
  };
  await run(warmupMs);
  const { operations, ms } = await run(durationMs);
  return { name, operations, ms, opsPerSecond: (operations / ms) * 1000 };
}

const agent = new Agent({ connections: 32, pipelining: 1 });

/** A GraphQL POST over real HTTP (keep-alive); throws when the answer carries errors. */
export function graphqlCaller(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const body = JSON.stringify({ query, variables });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return async () => {
    const response = await request(url, { method: 'POST', headers, body, dispatcher: agent });
    const answer = (await response.body.json()) as { errors?: unknown[] };
    if (response.statusCode !== 200 || answer.errors)
      throw new Error(`benchmark request failed: ${JSON.stringify(answer)}`);
  };
}

/**
 * Measures target and anchor in alternating rounds (A B A B ...) so that machine noise hits both,
 * and reports the ratio of their summed throughputs.
 */
export async function compare(
  target: { name: string; run: () => Promise<void> },
  anchor: { name: string; run: () => Promise<void> },
  rounds = 3,
  options = {},
) {
  const sums = { target: 0, anchor: 0 };
  for (let round = 0; round < rounds; round++) {
    sums.anchor += (await throughput(anchor.name, anchor.run, options)).opsPerSecond;
    sums.target += (await throughput(target.name, target.run, options)).opsPerSecond;
  }
  const targetOps = sums.target / rounds;
  const anchorOps = sums.anchor / rounds;
  return { targetOps, anchorOps, ratio: targetOps / anchorOps };
}

export function report(
  label: string,
  result: { targetOps: number; anchorOps: number; ratio: number },
  anchorName: string,
) {
  console.log(
    `${label}: ${result.targetOps.toFixed(0)} ops/s vs ${anchorName} ${result.anchorOps.toFixed(0)} ops/s, ratio ${result.ratio.toFixed(3)}`,
  );
}
