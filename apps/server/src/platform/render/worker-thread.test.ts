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

  it('one at a time: sends the next request once the last is answered', async () => {
    const worker = thread({ oneAtATime: true });
    const both = [worker.run({ op: 'wait', ms: 200 }), worker.run({ op: 'wait', ms: 200 })];
    expect(worker.load).toBe(2);
    expect(await Promise.all(both)).toEqual([
      expect.objectContaining({ held: 1 }),
      expect.objectContaining({ held: 1 }),
    ]);
  });

  it('past the hard timeout fails every request in hand, terminates the thread and starts another', async () => {
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
    const worker = thread({ resourceLimits: { maxOldGenerationSizeMb: 96 } });
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
  it('sends each request to the thread with the fewest in hand', async () => {
    const pool = createWorkerPool<SampleRequest, Answer>({ ...options(), workers: 2 });
    opened.push(pool);
    const answers = await Promise.all([pool.run({ op: 'wait', ms: 100 }), pool.run({ op: 'wait', ms: 100 })]);
    expect(answers).toEqual([expect.objectContaining({ held: 1 }), expect.objectContaining({ held: 1 })]);
    expect(new Set(answers.map(threadOf)).size).toBe(2);
  });
});
