import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { FUNCTION_ERRORS } from '@carrier/contracts';
import { fail, type Outcome, ok, type Problem } from '../../../core/outcome';
import type { FormulaAnswer, FormulaJob } from './formula.worker';
import type { InputValue, OutputValue } from './formula-engine';
import type { WorkbookName } from './workbook-reader';

export const FORMULA_LIMITS = {
  /** A read, build or evaluation past this stops the worker. */
  hardTimeoutMs: 15_000,
  workerHeapMb: 512,
} as const;

export type WorkbookSource = {
  /**
   * Identifies the built workbook: a template's id and version and the file's identity, so an edit
   * of either builds it again.
   */
  key: string;
  /** Reads the file; called only when the worker does not hold the workbook built. */
  load: () => Promise<Outcome<Uint8Array>>;
};
export type FormulaRenderer = {
  names(source: WorkbookSource): Promise<Outcome<WorkbookName[]>>;
  evaluate(source: WorkbookSource, inputs: InputValue[], outputs: string[]): Promise<Outcome<OutputValue[]>>;
  close(): Promise<void>;
};

function createWorker(options: WorkerOptions): Worker {
  const bundled = new URL('./formula.worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, options);
  const source = JSON.stringify(new URL('./formula.worker.ts', import.meta.url).href);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${source}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

type Pending = { resolve: (answer: FormulaAnswer) => void; timer: NodeJS.Timeout };
type JobBody = FormulaJob extends infer J ? (J extends FormulaJob ? Omit<J, 'id'> : never) : never;

/**
 * Workbooks are read and evaluated in one worker thread with a heap limit and a hard timeout (which
 * terminates the thread, and with it the workbooks it had built).
 */
export function createFormulaRenderer(
  options: { hardTimeoutMs?: number; workerHeapMb?: number } = {},
): FormulaRenderer {
  const hardTimeoutMs = options.hardTimeoutMs ?? FORMULA_LIMITS.hardTimeoutMs;
  let worker: Worker | null = null;
  let ready: Promise<void> = Promise.resolve();
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const abandon = (which: Worker | null, problem: Problem) => {
    if (worker !== which) return;
    worker = null;
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.resolve({ id, ok: false, problem });
    }
    pending.clear();
  };

  const start = () => {
    const started = createWorker({
      resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb ?? FORMULA_LIMITS.workerHeapMb },
    });
    started.unref();
    ready = new Promise((resolve) => {
      for (const event of ['message', 'error', 'exit'] as const) started.once(event, () => resolve());
    });
    started.on('message', (answer: FormulaAnswer | { ready: true }) => {
      if (!('id' in answer)) return;
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      clearTimeout(waiting.timer);
      pending.delete(answer.id);
      waiting.resolve(answer);
    });
    started.on('error', () => abandon(started, FUNCTION_ERRORS.engineStopped));
    started.on('exit', () => abandon(started, FUNCTION_ERRORS.engineStopped));
    return started;
  };

  async function send(job: JobBody): Promise<FormulaAnswer> {
    worker ??= start();
    const current = worker;
    const id = ++nextId;
    await ready;
    if (worker !== current) return { id, ok: false, problem: FUNCTION_ERRORS.engineStopped };
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        abandon(current, FUNCTION_ERRORS.timeout(hardTimeoutMs));
        void current.terminate();
      }, hardTimeoutMs);
      pending.set(id, { resolve, timer });
      current.postMessage({ ...job, id } as FormulaJob);
    });
  }

  /** Asks without the file first; sends the bytes only when the worker has not built that key. */
  async function ask<T>(source: WorkbookSource, job: JobBody): Promise<Outcome<T>> {
    let answer = await send(job);
    if ('needsWorkbook' in answer) {
      const bytes = await source.load();
      if (!bytes.ok) return bytes;
      answer = await send({ ...job, bytes: bytes.value });
    }
    if ('needsWorkbook' in answer) return fail(FUNCTION_ERRORS.engineStopped);
    return answer.ok ? ok(answer.value as T) : fail(answer.problem);
  }

  return {
    names: (source) => ask<WorkbookName[]>(source, { op: 'names', key: source.key }),
    evaluate: (source, inputs, outputs) =>
      ask<OutputValue[]>(source, { op: 'evaluate', key: source.key, inputs, outputs }),
    async close() {
      const current = worker;
      abandon(current, FUNCTION_ERRORS.engineStopped);
      await current?.terminate();
    },
  };
}
