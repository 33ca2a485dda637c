import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { MjmlAnswer, MjmlJob } from './mjml.worker';
import { MJML_LIMITS, type MjmlOutput } from './mjml-engine';

export type MjmlResult = { ok: true; output: MjmlOutput } | { ok: false; message: string };
export type MjmlRenderer = {
  /** Compiles MJML markup (Liquid already applied); `text` asks for the plain-text part too. */
  render(markup: string, options?: { text?: boolean }): Promise<MjmlResult>;
  close(): Promise<void>;
};

/** The bundled worker (dist/mjml.worker.mjs) when built, else the TypeScript source loaded through tsx. */
function createWorker(options: WorkerOptions): Worker {
  const bundled = new URL('./mjml.worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, options);
  const source = JSON.stringify(new URL('./mjml.worker.ts', import.meta.url).href);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

type Pending = { resolve: (answer: MjmlAnswer) => void; timer: NodeJS.Timeout };

/** One worker thread; a render past the hard timeout terminates it and fails what it had in hand. */
class MjmlWorker {
  constructor(private readonly hardTimeoutMs: number) {}
  private worker: Worker | null = null;
  private ready: Promise<void> = Promise.resolve();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  get load() {
    return this.pending.size;
  }

  private start(): Worker {
    const worker = createWorker({ resourceLimits: { maxOldGenerationSizeMb: MJML_LIMITS.workerHeapMb } });
    worker.unref();
    this.ready = new Promise((resolve) => {
      for (const event of ['message', 'error', 'exit'] as const) worker.once(event, () => resolve());
    });
    worker.on('message', (answer: MjmlAnswer | { ready: true }) => {
      if (!('id' in answer)) return;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      clearTimeout(waiting.timer);
      this.pending.delete(answer.id);
      waiting.resolve(answer);
    });
    worker.on('error', (error) => this.abandon(worker, error.message));
    worker.on('exit', () => this.abandon(worker, 'The MJML renderer stopped.'));
    return worker;
  }

  private abandon(worker: Worker | null, message: string) {
    if (!worker || this.worker !== worker) return;
    this.worker = null;
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.resolve({ id, ok: false, message });
    }
    this.pending.clear();
  }

  async run(job: Omit<MjmlJob, 'id'>): Promise<MjmlAnswer> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = ++this.nextId;
    await this.ready;
    if (this.worker !== worker) return { id, ok: false, message: 'The MJML renderer could not start.' };
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.abandon(worker, `The email took longer than ${this.hardTimeoutMs} ms to render.`);
        void worker.terminate();
      }, this.hardTimeoutMs);
      this.pending.set(id, { resolve, timer });
      worker.postMessage({ ...job, id } satisfies MjmlJob);
    });
  }

  async close() {
    const worker = this.worker;
    this.abandon(worker, 'The MJML renderer closed.');
    await worker?.terminate();
  }
}

/**
 * Compiles MJML in worker threads with a size limit and a hard timeout. The output depends on the
 * markup alone, so it is cached by the markup's hash: a template rendered again with the same data
 * (previews, repeated sends) is not compiled again, and a changed template is a new key, never stale.
 */
export function createMjmlRenderer(options: { workers?: number; hardTimeoutMs?: number } = {}): MjmlRenderer {
  const hardTimeoutMs = options.hardTimeoutMs ?? MJML_LIMITS.hardTimeoutMs;
  const workers = Array.from({ length: Math.max(1, options.workers ?? 1) }, () => new MjmlWorker(hardTimeoutMs));
  const cache = new Map<string, MjmlOutput>();
  return {
    async render(markup, renderOptions = {}) {
      if (markup.length > MJML_LIMITS.markupChars)
        return { ok: false, message: `The email is longer than ${MJML_LIMITS.markupChars} characters.` };
      const text = renderOptions.text ?? false;
      const key = `${text ? 't' : 'h'}:${createHash('sha256').update(markup).digest('base64url')}`;
      const cached = cache.get(key);
      if (cached) {
        cache.delete(key);
        cache.set(key, cached);
        return { ok: true, output: cached };
      }
      const worker = workers.reduce((least, candidate) => (candidate.load < least.load ? candidate : least));
      const answer = await worker.run({ markup, text });
      if (!answer.ok) return { ok: false, message: answer.message };
      if (cache.size >= MJML_LIMITS.cacheEntries) cache.delete(cache.keys().next().value as string);
      cache.set(key, answer.output);
      return { ok: true, output: answer.output };
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
