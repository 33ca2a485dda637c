import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { PDF_INPUT_ERRORS } from '@carrier/contracts';
import type { Problem } from '../../../core/outcome';
import { PDF_LIMITS } from './pdf-limits';
import type { StampAnswer, StampJob } from './stamp';
import type { StampMessage, StampReply } from './stamp.worker';

export type { StampAnswer, StampBox, StampJob } from './stamp';
export type PdfStamper = { stamp(job: StampJob): Promise<StampAnswer>; close(): Promise<void> };

/** The bundled worker (dist/stamp.worker.mjs) when built, else the TypeScript source through tsx. */
function createWorker(options: WorkerOptions): Worker {
  const bundled = new URL('./stamp.worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, options);
  const source = JSON.stringify(new URL('./stamp.worker.ts', import.meta.url).href);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

type Queued = { job: StampJob; resolve: (answer: StampAnswer) => void };

/**
 * One worker thread stamping one PDF at a time; a job past the hard timeout or over the heap limit
 * terminates the thread (a new one starts for the next job) and is answered with a clear problem.
 */
class StampWorker {
  private worker: Worker | null = null;
  private ready: Promise<void> = Promise.resolve();
  private readonly queue: Queued[] = [];
  private busy = false;
  private nextId = 0;
  constructor(
    private readonly hardTimeoutMs: number,
    private readonly heapMb: number,
  ) {}

  get load() {
    return this.queue.length + (this.busy ? 1 : 0);
  }

  run(job: StampJob): Promise<StampAnswer> {
    return new Promise((resolve) => {
      this.queue.push({ job, resolve });
      void this.pump();
    });
  }

  private start(): Worker {
    const worker = createWorker({ resourceLimits: { maxOldGenerationSizeMb: this.heapMb } });
    worker.unref();
    this.ready = new Promise((resolve) => {
      for (const event of ['message', 'error', 'exit'] as const) worker.once(event, () => resolve());
    });
    return worker;
  }

  private async pump() {
    if (this.busy) return;
    const next = this.queue.shift();
    if (!next) return;
    this.busy = true;
    this.worker ??= this.start();
    const worker = this.worker;
    await this.ready;
    const answer = await this.dispatch(worker, next.job);
    next.resolve(answer);
    this.busy = false;
    void this.pump();
  }

  private dispatch(worker: Worker, job: StampJob): Promise<StampAnswer> {
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const finish = (answer: StampAnswer, stop: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (stop) {
          if (this.worker === worker) this.worker = null;
          void worker.terminate();
        }
        resolve(answer);
      };
      const refuse = (problem: Problem) => ({ ok: false as const, problem });
      const onMessage = (reply: StampReply | { ready: true }) => {
        if ('id' in reply && reply.id === id) finish(reply.answer, false);
      };
      const onError = (error: Error & { code?: string }) =>
        finish(
          refuse(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? PDF_INPUT_ERRORS.memory : PDF_INPUT_ERRORS.damaged),
          true,
        );
      const onExit = () => finish(refuse(PDF_INPUT_ERRORS.memory), true);
      const timer = setTimeout(
        () => finish(refuse(PDF_INPUT_ERRORS.timeout(this.hardTimeoutMs)), true),
        this.hardTimeoutMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      if (this.worker !== worker) return finish(refuse(PDF_INPUT_ERRORS.damaged), true);
      worker.postMessage({ id, job } satisfies StampMessage);
    });
  }

  async close() {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}

/** Stamps text boxes on PDFs in worker threads with the limits of pdf-limits.ts. */
export function createPdfStamper(
  options: { workers?: number; hardTimeoutMs?: number; heapMb?: number } = {},
): PdfStamper {
  const workers = Array.from(
    { length: Math.max(1, options.workers ?? 1) },
    () => new StampWorker(options.hardTimeoutMs ?? PDF_LIMITS.hardTimeoutMs, options.heapMb ?? PDF_LIMITS.workerHeapMb),
  );
  return {
    stamp(job) {
      if (job.pdf.byteLength > PDF_LIMITS.maxBytes)
        return Promise.resolve({ ok: false, problem: PDF_INPUT_ERRORS.tooLarge(PDF_LIMITS.maxBytes) });
      const worker = workers.reduce((least, candidate) => (candidate.load < least.load ? candidate : least));
      return worker.run(job);
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
