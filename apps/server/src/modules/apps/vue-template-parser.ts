import { COMPONENT_ERRORS, type VueAstElement } from '@carrier/contracts/ui-tree';
import { fail, type Outcome } from '../../core/outcome';
import { createWorkerPool } from '../../platform/render/worker-pool';
import type { VueTemplateJob } from './vue-template.worker';

/** A template's parse runs in a worker thread with these limits (a 5,000-node template parses in ~0.1 s). */
const VUE_PARSE_LIMITS = { hardTimeoutMs: 5000, workerHeapMb: 256 } as const;

export type VueTemplateParser = {
  /** The template's tree, parsed with the compiler of its framework version, or why it cannot be read. */
  parse(job: VueTemplateJob, tenant?: string): Promise<Outcome<VueAstElement>>;
  close(): Promise<void>;
};

const VUE_TEMPLATE_WORKER = {
  bundled: new URL('./vue-template.worker.mjs', import.meta.url),
  source: new URL('./vue-template.worker.ts', import.meta.url),
};

/** Parses templates off the event loop: one thread, terminated (and restarted) past the hard timeout. */
export function createVueTemplateParser(options: { hardTimeoutMs?: number } = {}): VueTemplateParser {
  const pool = createWorkerPool<VueTemplateJob, Outcome<VueAstElement>>({
    script: VUE_TEMPLATE_WORKER,
    resourceLimits: { maxOldGenerationSizeMb: VUE_PARSE_LIMITS.workerHeapMb },
    hardTimeoutMs: options.hardTimeoutMs ?? VUE_PARSE_LIMITS.hardTimeoutMs,
    workers: 1,
    failed: (failure) =>
      fail(
        COMPONENT_ERRORS.invalidTemplate(
          failure.reason === 'timeout'
            ? `reading it took longer than ${failure.hardTimeoutMs} ms`
            : failure.reason === 'busy'
              ? 'the compiler is busy, please try again in a moment'
              : 'the compiler stopped, please try again',
        ),
      ),
  });
  return {
    parse: (job, tenant) => pool.run(job, { tenant }),
    close: () => pool.close(),
  };
}
