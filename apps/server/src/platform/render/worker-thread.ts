// The renderer's side of a worker thread: starts it, sends it requests, and stops it when a request
// takes too long. The thread's side is worker-port.ts; several threads together are worker-pool.ts.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, type TransferListItem, Worker, type WorkerOptions } from 'node:worker_threads';
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
  | { reason: 'closed' }
  /** The pool already held as many waiting jobs of this tenant as it takes. */
  | { reason: 'busy'; waitingPerTenant: number };

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
    case 'busy':
      return `${names.renderer} is busy, please try again in a moment.`;
  }
}

export type WorkerThreadOptions<Response> = {
  script: WorkerScript;
  resourceLimits: ResourceLimits;
  /**
   * A request unanswered this long after the thread began it terminates the thread (the next request
   * starts a new one). Time spent waiting behind other requests does not count.
   */
  hardTimeoutMs: number;
  /** The response to give a request its worker did not answer. */
  failed: (failure: WorkerFailure) => Response;
};

/** The bundled worker when built, else the TypeScript source loaded through tsx. */
export function startWorkerThread(script: WorkerScript, options: WorkerOptions): Worker {
  if (existsSync(fileURLToPath(script.bundled))) return new Worker(script.bundled, options);
  const source = JSON.stringify(script.source.href);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** A request sent; its timer runs from the moment the thread began it. */
type Pending<Response> = { resolve: (response: Response) => void; timer?: NodeJS.Timeout };

/**
 * One worker thread, started by the first request and again by the first after it stopped. Requests are
 * sent as they come and the thread queues them; a timeout, a crash or an exit fails every request the
 * thread had in hand, with `failed`. worker-pool.ts gives each thread one request at a time.
 */
export class WorkerThread<Request, Response> {
  private worker: Worker | null = null;
  private ready: Promise<void> = Promise.resolve();
  private readonly pending = new Map<number, Pending<Response>>();
  private nextId = 0;
  private unanswered = 0;
  /** Threads stopped by close: a request not yet sent to one fails as closed, not as unable to start. */
  private readonly closed = new WeakSet<Worker>();

  constructor(private readonly options: WorkerThreadOptions<Response>) {}

  /** The requests taken and not yet answered. */
  get load() {
    return this.unanswered;
  }

  async run(request: Request, transfer?: readonly TransferListItem[]): Promise<Response> {
    this.unanswered++;
    try {
      return await this.send(request, transfer);
    } finally {
      this.unanswered--;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (worker) this.closed.add(worker);
    this.abandon(worker, { reason: 'closed' });
    await worker?.terminate();
  }

  private async send(request: Request, transfer?: readonly TransferListItem[]): Promise<Response> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = ++this.nextId;
    await this.ready;
    if (this.worker !== worker) return this.options.failed({ reason: this.closed.has(worker) ? 'closed' : 'start' });
    return new Promise((resolve) => {
      const waiting: Pending<Response> = { resolve };
      // An idle thread begins a request at once: one that has not begun it within the timeout is stuck.
      if (this.pending.size === 0) waiting.timer = this.hardTimeout(worker);
      this.pending.set(id, waiting);
      worker.postMessage({ id, request } satisfies WorkerRequest<Request>, transfer);
    });
  }

  /** The thread began request `id`: its hard timeout starts now. */
  private started(worker: Worker, id: number) {
    const waiting = this.pending.get(id);
    if (!waiting || this.worker !== worker) return;
    clearTimeout(waiting.timer);
    waiting.timer = this.hardTimeout(worker);
  }

  private hardTimeout(worker: Worker): NodeJS.Timeout {
    const { hardTimeoutMs } = this.options;
    return setTimeout(() => {
      this.abandon(worker, { reason: 'timeout', hardTimeoutMs });
      void worker.terminate();
    }, hardTimeoutMs);
  }

  private start(): Worker {
    const worker = startWorkerThread(this.options.script, { resourceLimits: this.options.resourceLimits });
    worker.unref();
    this.ready = new Promise((resolve) => {
      for (const event of ['message', 'error', 'exit'] as const) worker.once(event, () => resolve());
    });
    worker.on('message', (reply: WorkerReply<Response>) => {
      if ('started' in reply) return this.started(worker, reply.started);
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
