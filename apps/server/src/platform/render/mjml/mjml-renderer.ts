import { fail } from '../../../core/outcome';
import { type LiquidText, toLiquidSource } from '../liquid/liquid-renderer';
import { createWorkerPool } from '../worker-pool';
import { failureMessage } from '../worker-thread';
import type { EmailJob, EmailOutcome } from './email-job';
import { MJML_LIMITS } from './mjml-engine';

type EmailRenderRequest = {
  /** The MJML markup holding Liquid, and its parsed-template key (see LiquidRenderRequest). */
  mjml: LiquidText;
  /** The subject holding Liquid; left out when it has none. */
  subject?: LiquidText;
  data: Record<string, unknown>;
  /** Asks for the plain-text part too. */
  text?: boolean;
  /** Whose email this is (a tenant id): tenants get a fair share of the threads. */
  tenant?: string;
};
export type MjmlRenderer = {
  /** Liquid, then MJML, in one worker hop; the subject's Liquid in the same hop. */
  render(request: EmailRenderRequest): Promise<EmailOutcome>;
  close(): Promise<void>;
};

const MJML_WORKER = {
  bundled: new URL('./mjml.worker.mjs', import.meta.url),
  source: new URL('./mjml.worker.ts', import.meta.url),
};

/**
 * Renders emails in worker threads: each email's Liquid and MJML in one hop, with the size limits
 * checked before it is sent and a hard timeout on the whole render (the worker caches compiled output).
 */
export function createMjmlRenderer(options: { workers?: number; hardTimeoutMs?: number } = {}): MjmlRenderer {
  const pool = createWorkerPool<EmailJob, EmailOutcome>({
    script: MJML_WORKER,
    resourceLimits: { maxOldGenerationSizeMb: MJML_LIMITS.workerHeapMb },
    hardTimeoutMs: options.hardTimeoutMs ?? MJML_LIMITS.hardTimeoutMs,
    workers: options.workers,
    failed: (failure) =>
      fail({
        stage: 'mjml',
        message: failureMessage(failure, { renderer: 'The MJML renderer', work: 'The email' }),
      }),
  });
  return {
    async render(request) {
      const mjml = toLiquidSource(request.mjml);
      if (!('key' in mjml)) return fail({ stage: 'liquid', error: mjml });
      const subject = request.subject ? toLiquidSource(request.subject) : null;
      if (subject && !('key' in subject)) return fail({ stage: 'liquid', error: subject });
      return pool.run({ mjml, subject, data: request.data, text: request.text ?? false }, { tenant: request.tenant });
    },
    close: () => pool.close(),
  };
}
