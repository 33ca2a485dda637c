import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { RenderAnswer, RenderJob } from './liquid.worker';
import { LIQUID_LIMITS, type LiquidFailure } from './liquid-engine';

export type LiquidRenderRequest = {
  /** Identifies the parsed template: a template's id and version, or left out for ad-hoc source. */
  cacheKey?: string;
  source: string;
  data: Record<string, unknown>;
};
export type LiquidResult = { ok: true; output: string } | { ok: false; error: LiquidFailure };
export type LiquidRenderer = {
  render(request: LiquidRenderRequest): Promise<LiquidResult>;
  close(): Promise<void>;
};

/** The bundled worker (dist/liquid.worker.mjs) when built, else the TypeScript source loaded through tsx. */
function createWorker(options: WorkerOptions): Worker {
  const bundled = new URL('./liquid.worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, options);
  const source = JSON.stringify(new URL('./liquid.worker.ts', import.meta.url).href);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

type Pending = { resolve: (answer: RenderAnswer) => void; timer: NodeJS.Timeout };

/** One worker thread; a render past the hard timeout terminates it and fails what it had in hand. */
class LiquidWorker {
  constructor(private readonly hardTimeoutMs: number) {}
  private worker: Worker | null = null;
  private ready: Promise<void> = Promise.resolve();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  get load() {
    return this.pending.size;
  }

  private start(): Worker {
    const worker = createWorker({
      resourceLimits: { maxOldGenerationSizeMb: LIQUID_LIMITS.workerHeapMb },
    });
    worker.unref();
    this.ready = new Promise((resolve) => {
      for (const event of ['message', 'error', 'exit'] as const) worker.once(event, () => resolve());
    });
    worker.on('message', (answer: RenderAnswer | { ready: true }) => {
      if (!('id' in answer)) return;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      clearTimeout(waiting.timer);
      this.pending.delete(answer.id);
      waiting.resolve(answer);
    });
    worker.on('error', (error) => this.abandon(worker, error.message));
    worker.on('exit', () => this.abandon(worker, 'The Liquid renderer stopped.'));
    return worker;
  }

  private abandon(worker: Worker, message: string) {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.resolve({ id, ok: false, error: { line: 1, column: 1, message } });
    }
    this.pending.clear();
  }

  async run(job: Omit<RenderJob, 'id'>): Promise<RenderAnswer> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = ++this.nextId;
    await this.ready;
    if (this.worker !== worker)
      return { id, ok: false, error: { line: 1, column: 1, message: 'The Liquid renderer could not start.' } };
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.abandon(worker, `The template took longer than ${this.hardTimeoutMs} ms to render.`);
        void worker.terminate();
      }, this.hardTimeoutMs);
      this.pending.set(id, { resolve, timer });
      worker.postMessage({ ...job, id } satisfies RenderJob);
    });
  }

  async close() {
    const worker = this.worker;
    this.abandon(worker as Worker, 'The Liquid renderer closed.');
    await worker?.terminate();
  }
}

const sourceKey = (source: string) => `src:${createHash('sha1').update(source).digest('base64url')}`;

/** Renders Liquid in worker threads with limits and a hard timeout; parsed templates stay cached per key. */
export function createLiquidRenderer(options: { workers?: number; hardTimeoutMs?: number } = {}): LiquidRenderer {
  const hardTimeoutMs = options.hardTimeoutMs ?? LIQUID_LIMITS.hardTimeoutMs;
  const workers = Array.from({ length: Math.max(1, options.workers ?? 1) }, () => new LiquidWorker(hardTimeoutMs));
  return {
    async render(request) {
      if (request.source.length > LIQUID_LIMITS.parseLimit)
        return {
          ok: false,
          error: { line: 1, column: 1, message: `The template is longer than ${LIQUID_LIMITS.parseLimit} characters.` },
        };
      const worker = workers.reduce((least, candidate) => (candidate.load < least.load ? candidate : least));
      const key = request.cacheKey ? `${request.cacheKey}:${request.source.length}` : sourceKey(request.source);
      const answer = await worker.run({ key, source: request.source, data: request.data });
      return answer.ok ? { ok: true, output: answer.output } : { ok: false, error: answer.error };
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
