import { createHash } from 'node:crypto';
import { fail } from '../../../core/outcome';
import { createWorkerPool } from '../worker-pool';
import { failureMessage } from '../worker-thread';
import type { LiquidJob } from './liquid.worker';
import { LIQUID_LIMITS, type LiquidFailure, type LiquidOutcome, type LiquidSource } from './liquid-engine';

type LiquidRenderRequest = {
  /** Identifies the parsed template: a template's id and version, or left out for ad-hoc source. */
  cacheKey?: string;
  source: string;
  data: Record<string, unknown>;
  /** Whose render this is (a tenant id): tenants get a fair share of the threads. */
  tenant?: string;
};
/** A Liquid text to render: its source and parsed-template key. */
export type LiquidText = Pick<LiquidRenderRequest, 'cacheKey' | 'source'>;
type LiquidResult = LiquidOutcome;
export type LiquidRenderer = {
  render(request: LiquidRenderRequest): Promise<LiquidResult>;
  close(): Promise<void>;
};

const sourceKey = (source: string) => `src:${createHash('sha1').update(source).digest('base64url')}`;

/**
 * What a worker is sent for one template: the source within the parse limit, and the key of its parsed
 * form (a template's id and version with the source's length, else the source's hash).
 */
export function toLiquidSource(request: LiquidText): LiquidSource | LiquidFailure {
  if (request.source.length > LIQUID_LIMITS.parseLimit)
    return { line: 1, column: 1, message: `The template is longer than ${LIQUID_LIMITS.parseLimit} characters.` };
  const key = request.cacheKey ? `${request.cacheKey}:${request.source.length}` : sourceKey(request.source);
  return { key, source: request.source };
}

const LIQUID_WORKER = {
  bundled: new URL('./liquid.worker.mjs', import.meta.url),
  source: new URL('./liquid.worker.ts', import.meta.url),
};

/**
 * Renders Liquid in worker threads (a pool shared fairly by tenants) with limits, an output cap and a
 * hard timeout; parsed templates stay cached per key.
 */
export function createLiquidRenderer(options: { workers?: number; hardTimeoutMs?: number } = {}): LiquidRenderer {
  const pool = createWorkerPool<LiquidJob, LiquidOutcome>({
    script: LIQUID_WORKER,
    resourceLimits: { maxOldGenerationSizeMb: LIQUID_LIMITS.workerHeapMb },
    hardTimeoutMs: options.hardTimeoutMs ?? LIQUID_LIMITS.hardTimeoutMs,
    workers: options.workers,
    failed: (failure) =>
      fail({
        line: 1,
        column: 1,
        message: failureMessage(failure, { renderer: 'The Liquid renderer', work: 'The template' }),
      }),
  });
  return {
    async render(request) {
      const template = toLiquidSource(request);
      if (!('key' in template)) return fail(template);
      return pool.run({ ...template, data: request.data }, { tenant: request.tenant });
    },
    close: () => pool.close(),
  };
}
