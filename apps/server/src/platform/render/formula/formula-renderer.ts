import { FUNCTION_ERRORS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../core/outcome';
import { WorkerThread } from '../worker-thread';
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

const FORMULA_WORKER = {
  bundled: new URL('./formula.worker.mjs', import.meta.url),
  source: new URL('./formula.worker.ts', import.meta.url),
};

/**
 * Workbooks are read and evaluated in one worker thread with a heap limit and a hard timeout (which
 * terminates the thread, and with it the workbooks it had built).
 */
export function createFormulaRenderer(
  options: { hardTimeoutMs?: number; workerHeapMb?: number } = {},
): FormulaRenderer {
  const worker = new WorkerThread<FormulaJob, FormulaAnswer>({
    script: FORMULA_WORKER,
    resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb ?? FORMULA_LIMITS.workerHeapMb },
    hardTimeoutMs: options.hardTimeoutMs ?? FORMULA_LIMITS.hardTimeoutMs,
    failed: (failure) => ({
      ok: false,
      problem:
        failure.reason === 'timeout' ? FUNCTION_ERRORS.timeout(failure.hardTimeoutMs) : FUNCTION_ERRORS.engineStopped,
    }),
  });

  /** Asks without the file first; sends the bytes only when the worker has not built that key. */
  async function ask<T>(source: WorkbookSource, job: FormulaJob): Promise<Outcome<T>> {
    let answer = await worker.run(job);
    if ('needsWorkbook' in answer) {
      const bytes = await source.load();
      if (!bytes.ok) return bytes;
      answer = await worker.run({ ...job, bytes: bytes.value });
    }
    if ('needsWorkbook' in answer) return fail(FUNCTION_ERRORS.engineStopped);
    return answer.ok ? ok(answer.value as T) : fail(answer.problem);
  }

  return {
    names: (source) => ask<WorkbookName[]>(source, { op: 'names', key: source.key }),
    evaluate: (source, inputs, outputs) =>
      ask<OutputValue[]>(source, { op: 'evaluate', key: source.key, inputs, outputs }),
    close: () => worker.close(),
  };
}
