import { type Emitter, Liquid, type Template, toValue } from 'liquidjs';
import { LruCache } from '../../../core/lru-cache';
import { fail, type Outcome, ok } from '../../../core/outcome';
import { OUTPUT_ERRORS, RENDER_OUTPUT_LIMITS } from '../output-budget';
import { unknownFilterWarnings } from './unknown-filters';

/** Limits every Liquid render holds to; templates are untrusted input. */
export const LIQUID_LIMITS = {
  /** Characters of template source parsed at most. */
  parseLimit: 200_000,
  /** Milliseconds of render time (checked at every tag and output, loops included). */
  renderLimit: 1000,
  /** Allocations counted by liquidjs (ranges, strings built by filters) per render. */
  memoryLimit: 10_000_000,
  /** Characters of output per render (and per capture), refused as it is written. */
  outputLimit: RENDER_OUTPUT_LIMITS.perRender,
  /** The worker is terminated when one render takes longer than this. */
  hardTimeoutMs: 3000,
  /** Heap of the worker thread, in megabytes. */
  workerHeapMb: 256,
  /** Parsed templates kept per worker. */
  cacheEntries: 500,
} as const;

/** Text of an output value, as liquidjs writes it (nil as nothing, arrays joined). */
function outputText(value: unknown): string {
  const plain = toValue(value);
  if (typeof plain === 'string') return plain;
  if (plain === null || plain === undefined) return '';
  if (Array.isArray(plain)) return plain.map(outputText).join('');
  return String(plain);
}

/** liquidjs's plain emitter, refusing output past `limit` characters, so a runaway loop never builds it. */
class BoundedEmitter implements Emitter {
  buffer = '';
  constructor(private readonly limit: number) {}
  write(html: unknown) {
    this.buffer += outputText(html);
    if (this.buffer.length > this.limit) throw new Error(OUTPUT_ERRORS.render(this.limit));
  }
}

/**
 * liquidjs with the limits set, own properties only (no prototype walks), and in-memory templates
 * only: `templates: {}` replaces the file system, so `include` and `render` of any name fail.
 * liquidjs has no output limit: every output buffer it makes (a render's, a capture's) is bounded here.
 */
export function createLiquidEngine() {
  const engine = new Liquid({
    parseLimit: LIQUID_LIMITS.parseLimit,
    renderLimit: LIQUID_LIMITS.renderLimit,
    memoryLimit: LIQUID_LIMITS.memoryLimit,
    ownPropertyOnly: true,
    templates: {},
    relativeReference: false,
    cache: false,
  });
  const { renderer } = engine;
  const renderTemplates = renderer.renderTemplates.bind(renderer);
  renderer.renderTemplates = (templates, ctx, emitter) =>
    renderTemplates(templates, ctx, emitter ?? new BoundedEmitter(LIQUID_LIMITS.outputLimit));
  return engine;
}

export type LiquidFailure = { line: number; column: number; message: string };

/** Line, column and message of a liquidjs error (its message without the trailing position). */
function describeLiquidError(error: unknown): LiquidFailure {
  const candidate = error as { message?: string; token?: { getPosition?: () => [number, number] } };
  const [line, column] = candidate.token?.getPosition?.() ?? [1, 1];
  const message = String(candidate.message ?? error).replace(/, line:\d+, col:\d+$/, '');
  return { line, column, message };
}

/** A template to render: its source and the key its parsed form is cached under. */
export type LiquidSource = { key: string; source: string };
/** `warnings`: what rendered but may not be what the author meant (a filter the engine does not have). */
export type LiquidOutcome = Outcome<LiquidOutput, LiquidFailure>;
type LiquidOutput = { text: string; warnings?: LiquidFailure[] };

/**
 * Parses (once per key) and renders with the limits set: what every worker thread that runs Liquid
 * calls (the Liquid worker, and the MJML worker for an email's markup and subject).
 */
export function createLiquidRunner() {
  const engine = createLiquidEngine();
  const cache = new LruCache<{ parsed: Template[]; warnings: LiquidFailure[] }>(LIQUID_LIMITS.cacheEntries);
  return (template: LiquidSource, data: Record<string, unknown>): LiquidOutcome => {
    try {
      let known = cache.get(template.key);
      if (!known) {
        const parsed = engine.parse(template.source);
        known = { parsed, warnings: unknownFilterWarnings(engine, parsed) };
        cache.set(template.key, known);
      }
      const text = String(engine.renderSync(known.parsed, data));
      return ok(known.warnings.length > 0 ? { text, warnings: known.warnings } : { text });
    } catch (error) {
      return fail(describeLiquidError(error));
    }
  };
}
