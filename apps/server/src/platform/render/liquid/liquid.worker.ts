// The worker thread that parses and renders Liquid, so a runaway template can be stopped by
// terminating the thread. Messages: { id, key, source, data } in, { id, ok, output | error } out.
import { parentPort } from 'node:worker_threads';
import { createLiquidEngine, describeLiquidError, LIQUID_LIMITS, ParsedTemplateCache } from './liquid-engine';

export type RenderJob = { id: number; key: string; source: string; data: Record<string, unknown> };
export type RenderAnswer =
  | { id: number; ok: true; output: string }
  | { id: number; ok: false; error: { line: number; column: number; message: string } };

const engine = createLiquidEngine();
const cache = new ParsedTemplateCache(LIQUID_LIMITS.cacheEntries);

function render(job: RenderJob): RenderAnswer {
  try {
    let templates = cache.get(job.key);
    if (!templates) {
      templates = engine.parse(job.source);
      cache.set(job.key, templates);
    }
    return { id: job.id, ok: true, output: String(engine.renderSync(templates, job.data)) };
  } catch (error) {
    return { id: job.id, ok: false, error: describeLiquidError(error) };
  }
}

parentPort?.on('message', (job: RenderJob) => parentPort?.postMessage(render(job)));
// Renders are timed from here on: starting the thread does not count against the hard timeout.
parentPort?.postMessage({ ready: true });
