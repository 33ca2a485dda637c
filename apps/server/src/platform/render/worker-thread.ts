// The renderer's side of a worker thread: starts it, sends it requests, and stops it when a request
// takes too long. The thread's side is worker-port.ts; several threads together are worker-pool.ts.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, type TransferListItem, Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './worker-port';

/**
 * A worker's script, both URLs made from the renderer's own `import.meta.url`: the bundled file
 * (dist/<name>.worker.mjs, beside the bundled server) and the TypeScript source.
 */
export type WorkerScript = { bundled: URL; source: URL };

/** Why a request got no response from its worker. */
export type WorkerFailure =
  | { reason: 'timeout'; hardTimeoutMs: number }
  /** The thread threw (its `code` is ERR_WORKER_OUT_OF_MEMORY past the heap limit) and stopped. */
  | { reason: 'error'; error: Error & { code?: string } }
  | { reason: 'exit' }
  /** The thread stopped before it was ready. */
  | { reason: 'start' }
  | { reason: 'closed' };

/**
 * A failure in words, for renderers that answer text: `names.work` took too long, `names.renderer`
 * stopped, could not start or closed; a crash in its own words.
 */
export function failureMessage(failure: WorkerFailure, names: { renderer: string; work: string }): string {
  switch (failure.reason) {
    case 'timeout':
      return `${names.work} took longer than ${failure.hardTimeoutMs} ms to render.`;
    case 'error':
      return failure.error.message;
    case 'exit':
      return `${names.renderer} stopped.`;
    case 'start':
      return `${names.renderer} could not start.`;
    case 'closed':
      return `${names.renderer} closed.`;
  }
}

export type WorkerThreadOptions<Response> = {
  script: WorkerScript;
  resourceLimits: ResourceLimits;
  /** A request unanswered after this long terminates the thread (the next request starts a new one). */
  hardTimeoutMs: number;
  /**
   * Sends the next request only once the last is answered, so each has the whole hard timeout to
   * itself; otherwise requests are sent as they come and the thread queues them.
   */
  oneAtATime?: boolean;
  /** The response to give a request its worker did not answer. */
  failed: (failure: WorkerFailure) => Response;
};

/** The bundled worker when built, else the TypeScript source loaded through tsx. */
export function startWorker(script: WorkerScript, resourceLimits: ResourceLimits): Worker {
  if (existsSync(fileURLToPath(script.bundled))) return new Worker(script.bundled, { resourceLimits });
  const source = JSON.stringify(script.source.href);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`;
  return new Worker(bootstrap, { resourceLimits, eval: true });
}

type Pending<Response> = { resolve: (response: Response) => void; timer: NodeJS.Timeout };

/**
 * One worker thread, started by the first request and again by the first after it stopped. A timeout,
 * a crash or an exit fails every request the thread had in hand, with `failed`.
 */
export class WorkerThread<Request, Response> {
  private worker: Worker | null = null;
  private ready: Promise<void> = Promise.resolve();
  private readonly pending = new Map<number, Pending<Response>>();
  private nextId = 0;
  private unanswered = 0;
  /** With oneAtATime: settles when the last request sent is answered. */
  private lastSent: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: WorkerThreadOptions<Response>) {}

  /** The requests taken and not yet answered. */
  get load() {
    return this.unanswered;
  }

  async run(request: Request, transfer?: readonly TransferListItem[]): Promise<Response> {
    this.unanswered++;
    try {
      if (!this.options.oneAtATime) return await this.send(request, transfer);
      const answer = this.lastSent.then(() => this.send(request, transfer));
      this.lastSent = answer.catch(() => undefined);
      return await answer;
    } finally {
      this.unanswered--;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.abandon(worker, { reason: 'closed' });
    await worker?.terminate();
  }

  private async send(request: Request, transfer?: readonly TransferListItem[]): Promise<Response> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = ++this.nextId;
    await this.ready;
    if (this.worker !== worker) return this.options.failed({ reason: 'start' });
    const { hardTimeoutMs } = this.options;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.abandon(worker, { reason: 'timeout', hardTimeoutMs });
        void worker.terminate();
      }, hardTimeoutMs);
      this.pending.set(id, { resolve, timer });
      worker.postMessage({ id, request } satisfies WorkerRequest<Request>, transfer);
    });
  }

  private start(): Worker {
    const worker = startWorker(this.options.script, this.options.resourceLimits);
    worker.unref();
    this.ready = new Promise((resolve) => {
      for (const event of ['message', 'error', 'exit'] as const) worker.once(event, () => resolve());
    });
    worker.on('message', (reply: WorkerReply<Response>) => {
      if (!('id' in reply)) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      clearTimeout(waiting.timer);
      this.pending.delete(reply.id);
      waiting.resolve(reply.response);
    });
    worker.on('error', (error) => this.abandon(worker, { reason: 'error', error }));
    worker.on('exit', () => this.abandon(worker, { reason: 'exit' }));
    return worker;
  }

  /** Lets go of the thread (the next request starts another) and fails what it had in hand. */
  private abandon(worker: Worker | null, failure: WorkerFailure) {
    if (!worker || this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.resolve(this.options.failed(failure));
    }
    this.pending.clear();
  }
}
