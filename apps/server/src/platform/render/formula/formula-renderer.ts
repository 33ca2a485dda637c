import { FUNCTION_ERRORS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../core/outcome';
import { createWorkerPool } from '../worker-pool';
import type { FormulaAnswer, FormulaJob } from './formula.worker';
import type { InputValue, OutputValue } from './formula-engine';
import type { SheetModel, WorkbookName } from './workbook-reader';

const FORMULA_LIMITS = {
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
  /** Whose workbook this is (a tenant id): tenants get a fair share of the threads. */
  tenant?: string;
};
export type FormulaRenderer = {
  names(source: WorkbookSource): Promise<Outcome<WorkbookName[]>>;
  evaluate(source: WorkbookSource, inputs: InputValue[], outputs: string[]): Promise<Outcome<OutputValue[]>>;
  /** One sheet's cells as stored (formulas as their text), the first sheet when `sheet` is null. */
  sheet(source: WorkbookSource, sheet: string | null): Promise<Outcome<SheetModel>>;
  close(): Promise<void>;
};

const FORMULA_WORKER = {
  bundled: new URL('./formula.worker.mjs', import.meta.url),
  source: new URL('./formula.worker.ts', import.meta.url),
};

/**
 * Workbooks are read and evaluated in worker threads (a pool shared fairly by tenants) with a heap limit
 * and a hard timeout from the job's start (which terminates the thread, and with it the workbooks it
 * had built). Each thread builds and caches the workbooks it is sent.
 */
export function createFormulaRenderer(
  options: { workers?: number; hardTimeoutMs?: number; workerHeapMb?: number } = {},
): FormulaRenderer {
  const pool = createWorkerPool<FormulaJob, FormulaAnswer>({
    script: FORMULA_WORKER,
    workers: options.workers,
    resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb ?? FORMULA_LIMITS.workerHeapMb },
    hardTimeoutMs: options.hardTimeoutMs ?? FORMULA_LIMITS.hardTimeoutMs,
    failed: (failure) => ({
      ok: false,
      problem:
        failure.reason === 'timeout'
          ? FUNCTION_ERRORS.timeout(failure.hardTimeoutMs)
          : failure.reason === 'busy'
            ? FUNCTION_ERRORS.busy
            : FUNCTION_ERRORS.engineStopped,
    }),
  });

  /** Asks without the file first; sends the bytes only when the worker has not built that key. */
  async function ask<T>(source: WorkbookSource, job: FormulaJob): Promise<Outcome<T>> {
    const tenant = { tenant: source.tenant };
    let answer = await pool.run(job, tenant);
    if ('needsWorkbook' in answer) {
      const bytes = await source.load();
      if (!bytes.ok) return bytes;
      answer = await pool.run({ ...job, bytes: bytes.value }, tenant);
    }
    if ('needsWorkbook' in answer) return fail(FUNCTION_ERRORS.engineStopped);
    return answer.ok ? ok(answer.value as T) : fail(answer.problem);
  }

  return {
    names: (source) => ask<WorkbookName[]>(source, { op: 'names', key: source.key }),
    evaluate: (source, inputs, outputs) =>
      ask<OutputValue[]>(source, { op: 'evaluate', key: source.key, inputs, outputs }),
    sheet: (source, sheet) => ask<SheetModel>(source, { op: 'sheet', key: source.key, sheet }),
    close: () => pool.close(),
  };
}
