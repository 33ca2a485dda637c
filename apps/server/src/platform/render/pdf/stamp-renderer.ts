import { PDF_INPUT_ERRORS } from '@carrier/contracts';
import type { Problem } from '../../../core/outcome';
import { createWorkerPool } from '../worker-pool';
import type { WorkerFailure } from '../worker-thread';
import { PDF_LIMITS } from './pdf-limits';
import type { StampAnswer, StampJob } from './stamp';

export type { StampBox, StampTextBox } from './stamp';
export type PdfStamper = {
  /** Stamps one PDF; `tenant` (whose job it is) gives each tenant a fair share of the threads. */
  stamp(job: StampJob, tenant?: string): Promise<StampAnswer>;
  close(): Promise<void>;
};

const STAMP_WORKER = {
  bundled: new URL('./stamp.worker.mjs', import.meta.url),
  source: new URL('./stamp.worker.ts', import.meta.url),
};

/** The problem for a job its worker did not answer: the thread ran out of time or memory, or the PDF broke it. */
function stopProblem(failure: WorkerFailure): Problem {
  switch (failure.reason) {
    case 'timeout':
      return PDF_INPUT_ERRORS.timeout(failure.hardTimeoutMs);
    case 'error':
      return failure.error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? PDF_INPUT_ERRORS.memory : PDF_INPUT_ERRORS.damaged;
    case 'start':
      return PDF_INPUT_ERRORS.damaged;
    case 'exit':
    case 'closed':
      return PDF_INPUT_ERRORS.memory;
    case 'busy':
      return PDF_INPUT_ERRORS.busy;
  }
}

/**
 * Stamps text boxes on PDFs in worker threads with the limits of pdf-limits.ts. Each thread stamps one
 * PDF at a time (timed from its start); a job past the hard timeout or over the heap limit terminates its thread (a new one
 * starts for the next job) and is answered with a clear problem.
 */
export function createPdfStamper(
  options: { workers?: number; hardTimeoutMs?: number; heapMb?: number } = {},
): PdfStamper {
  const pool = createWorkerPool<StampJob, StampAnswer>({
    script: STAMP_WORKER,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? PDF_LIMITS.workerHeapMb },
    hardTimeoutMs: options.hardTimeoutMs ?? PDF_LIMITS.hardTimeoutMs,
    workers: options.workers,
    failed: (failure) => ({ ok: false, problem: stopProblem(failure) }),
  });
  return {
    stamp(job, tenant) {
      if (job.pdf.byteLength > PDF_LIMITS.maxBytes)
        return Promise.resolve({ ok: false, problem: PDF_INPUT_ERRORS.tooLarge(PDF_LIMITS.maxBytes) });
      return pool.run(job, { tenant });
    },
    close: () => pool.close(),
  };
}
