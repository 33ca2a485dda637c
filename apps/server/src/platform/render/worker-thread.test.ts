import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool';
import { type WorkerFailure, WorkerThread, type WorkerThreadOptions } from './worker-thread';
import type { SampleRequest, SampleResponse } from './worker-thread.testing';

type Answer = SampleResponse | { failure: WorkerFailure };

const sampleWorker = {
  // Never built: the thread loads the TypeScript source through tsx, as in development.
  bundled: new URL('./worker-thread.testing.mjs', import.meta.url),
  source: new URL('./worker-thread.testing.ts', import.meta.url),
};
const options = (overrides: Partial<WorkerThreadOptions<Answer>> = {}): WorkerThreadOptions<Answer> => ({
  script: sampleWorker,
  resourceLimits: { maxOldGenerationSizeMb: 128 },
  hardTimeoutMs: 5000,
  failed: (failure) => ({ failure }),
  ...overrides,
});

const opened: Array<{ close(): Promise<void> }> = [];
function thread(overrides: Partial<WorkerThreadOptions<Answer>> = {}) {
  const created = new WorkerThread<SampleRequest, Answer>(options(overrides));
  opened.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((each) => each.close()));
});

const threadOf = (answer: Answer) => ('threadId' in answer ? answer.threadId : -1);

describe('worker thread', () => {
  it('answers requests, several in hand at once, and counts them as its load', async () => {
    const worker = thread();
    expect(await worker.run({ op: 'echo', value: 'hello' })).toMatchObject({ value: 'hello' });
    const both = [worker.run({ op: 'wait', ms: 200 }), worker.run({ op: 'wait', ms: 200 })];
    expect(worker.load).toBe(2);
    expect(await Promise.all(both)).toEqual([
      expect.objectContaining({ held: 1 }),
      expect.objectContaining({ held: 2 }),
    ]);
    expect(worker.load).toBe(0);
  });

  it('counts the hard timeout from the moment the thread begins a request, not from when it was sent', async () => {
    const worker = thread({ hardTimeoutMs: 5000 });
    await worker.run({ op: 'echo', value: 'warm' });
    // Both are sent at once; the second waits 3 s behind the first, then works 3 s: 6 s after it was
    // sent, 3 s after it began (2 s within the timeout, for a busy machine).
    const both = await Promise.all([worker.run({ op: 'busy', ms: 3000 }), worker.run({ op: 'busy', ms: 3000 })]);
    expect(both).toEqual([expect.objectContaining({ started: 2 }), expect.objectContaining({ started: 3 })]);
  });

  it('past the hard timeout fails every request the thread holds, terminates it and starts another', async () => {
    const worker = thread({ hardTimeoutMs: 300 });
    const first = threadOf(await worker.run({ op: 'echo', value: 'warm' }));
    const started = Date.now();
    // The echo waits behind the spin in the thread, so the timeout fails it too.
    const inHand = await Promise.all([worker.run({ op: 'spin' }), worker.run({ op: 'echo', value: 'queued' })]);
    expect(inHand).toEqual([
      { failure: { reason: 'timeout', hardTimeoutMs: 300 } },
      { failure: { reason: 'timeout', hardTimeoutMs: 300 } },
    ]);
    expect(Date.now() - started).toBeLessThan(3000);
    const after = await worker.run({ op: 'echo', value: 'again' });
    expect(after).toMatchObject({ value: 'again' });
    expect(threadOf(after)).not.toBe(first);
  });

  it('fails the request in hand when the thread crashes or exits, and starts another for the next', async () => {
    const worker = thread();
    const first = threadOf(await worker.run({ op: 'echo', value: 'warm' }));
    const crashed = await worker.run({ op: 'throw', message: 'boom' });
    expect(crashed).toEqual({ failure: { reason: 'error', error: expect.objectContaining({ message: 'boom' }) } });
    const second = threadOf(await worker.run({ op: 'echo', value: 'after the crash' }));
    expect(second).not.toBe(first);
    expect(await worker.run({ op: 'exit' })).toEqual({ failure: { reason: 'exit' } });
    expect(threadOf(await worker.run({ op: 'echo', value: 'after the exit' }))).not.toBe(second);
  });

  it('keeps the thread within its heap limit', async () => {
    // A long hard timeout: on a busy machine filling 96 MB can take longer than the default 5 s.
    const worker = thread({ resourceLimits: { maxOldGenerationSizeMb: 96 }, hardTimeoutMs: 60_000 });
    expect(await worker.run({ op: 'grow' })).toEqual({
      failure: { reason: 'error', error: expect.objectContaining({ code: 'ERR_WORKER_OUT_OF_MEMORY' }) },
    });
    expect(await worker.run({ op: 'echo', value: 'after' })).toMatchObject({ value: 'after' });
  });

  it('fails a request whose thread stops before it is ready', async () => {
    const missing = { ...sampleWorker, source: new URL('./no-such.worker.ts', import.meta.url) };
    const worker = thread({ script: missing });
    expect(await worker.run({ op: 'echo', value: 'never' })).toEqual({ failure: { reason: 'start' } });
  });

  it('close fails what the thread has in hand; a later request starts it again', async () => {
    const worker = thread();
    const waiting = worker.run({ op: 'wait', ms: 60_000 });
    // Sent after the wait, answered while the thread holds it: the wait is then in hand.
    await worker.run({ op: 'echo', value: 'sent after' });
    await worker.close();
    expect(await waiting).toEqual({ failure: { reason: 'closed' } });
    expect(await worker.run({ op: 'echo', value: 'reopened' })).toMatchObject({ value: 'reopened' });
  });
});

describe('worker pool', () => {
  function pool(
    overrides: Partial<WorkerThreadOptions<Answer>> & { workers?: number; waitingPerTenant?: number } = {},
  ) {
    const created = createWorkerPool<SampleRequest, Answer>({ ...options(), ...overrides });
    opened.push(created);
    return created;
  }

  it('sends each request to a free thread', async () => {
    const both = pool({ workers: 2 });
    const answers = await Promise.all([both.run({ op: 'wait', ms: 100 }), both.run({ op: 'wait', ms: 100 })]);
    expect(answers).toEqual([expect.objectContaining({ held: 1 }), expect.objectContaining({ held: 1 })]);
    expect(new Set(answers.map(threadOf)).size).toBe(2);
  });

  it('gives a thread one request at a time; the others wait in the pool', async () => {
    const single = pool({ workers: 1 });
    const answers = await Promise.all([single.run({ op: 'wait', ms: 100 }), single.run({ op: 'wait', ms: 100 })]);
    expect(answers).toEqual([expect.objectContaining({ held: 1 }), expect.objectContaining({ held: 1 })]);
  });

  it("fails only the job past the hard timeout: another tenant's job queued behind it runs on the next thread", async () => {
    const single = pool({ workers: 1, hardTimeoutMs: 500 });
    const first = threadOf(await single.run({ op: 'echo', value: 'warm' }, { tenant: 'b' }));
    const [slow, queued] = await Promise.all([
      single.run({ op: 'spin' }, { tenant: 'a' }),
      single.run({ op: 'echo', value: 'queued' }, { tenant: 'b' }),
    ]);
    expect(slow).toEqual({ failure: { reason: 'timeout', hardTimeoutMs: 500 } });
    expect(queued).toMatchObject({ value: 'queued' });
    expect(threadOf(queued)).not.toBe(first);
  });

  it("serves tenants in turn: one tenant's ten queued jobs do not hold back another's", async () => {
    const single = pool({ workers: 1 });
    await single.run({ op: 'echo', value: 'warm' });
    const many = Array.from({ length: 10 }, (_, index) =>
      single.run({ op: 'echo', value: `a${index}` }, { tenant: 'a' }),
    );
    const other = single.run({ op: 'echo', value: 'b' }, { tenant: 'b' });
    const answers = await Promise.all([...many, other]);
    const startOrder = answers
      .map((answer) => ('started' in answer ? answer : null))
      .sort((one, two) => (one?.started ?? 0) - (two?.started ?? 0))
      .map((answer) => answer?.value);
    // Tenant a's first job was already running when b queued; b's is next.
    expect(startOrder).toEqual(['a0', 'b', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9']);
  });

  it("refuses a tenant's job past its waiting limit at once, and takes other tenants' jobs", async () => {
    const single = pool({ workers: 1, waitingPerTenant: 2 });
    await single.run({ op: 'echo', value: 'warm' });
    const running = single.run({ op: 'wait', ms: 200 }, { tenant: 'a' });
    const waiting = [1, 2].map((index) => single.run({ op: 'echo', value: `a${index}` }, { tenant: 'a' }));
    expect(await single.run({ op: 'echo', value: 'a3' }, { tenant: 'a' })).toEqual({
      failure: { reason: 'busy', waitingPerTenant: 2 },
    });
    const other = single.run({ op: 'echo', value: 'b' }, { tenant: 'b' });
    expect(await Promise.all([running, ...waiting, other])).toEqual([
      expect.objectContaining({ held: 1 }),
      expect.objectContaining({ value: 'a1' }),
      expect.objectContaining({ value: 'a2' }),
      expect.objectContaining({ value: 'b' }),
    ]);
  });

  it('close fails the jobs still waiting in the pool', async () => {
    const single = pool({ workers: 1 });
    await single.run({ op: 'echo', value: 'warm' });
    const running = single.run({ op: 'wait', ms: 60_000 });
    const waiting = single.run({ op: 'echo', value: 'never' }, { tenant: 'b' });
    await single.close();
    expect(await Promise.all([running, waiting])).toEqual([
      { failure: { reason: 'closed' } },
      { failure: { reason: 'closed' } },
    ]);
  });
});
