import { Liquid, type Template } from 'liquidjs';

/** Limits every Liquid render holds to; templates are untrusted input. */
export const LIQUID_LIMITS = {
  /** Characters of template source parsed at most. */
  parseLimit: 200_000,
  /** Milliseconds of render time (checked at every tag and output, loops included). */
  renderLimit: 1000,
  /** Allocations counted by liquidjs (ranges, strings built by filters) per render. */
  memoryLimit: 10_000_000,
  /** The worker is terminated when one render takes longer than this. */
  hardTimeoutMs: 3000,
  /** Heap of the worker thread, in megabytes. */
  workerHeapMb: 256,
  /** Parsed templates kept per worker. */
  cacheEntries: 500,
} as const;

/**
 * liquidjs with the limits set, own properties only (no prototype walks), and in-memory templates
 * only: `templates: {}` replaces the file system, so `include` and `render` of any name fail.
 */
export function createLiquidEngine() {
  return new Liquid({
    parseLimit: LIQUID_LIMITS.parseLimit,
    renderLimit: LIQUID_LIMITS.renderLimit,
    memoryLimit: LIQUID_LIMITS.memoryLimit,
    ownPropertyOnly: true,
    templates: {},
    relativeReference: false,
    cache: false,
  });
}

export type LiquidFailure = { line: number; column: number; message: string };

/** Line, column and message of a liquidjs error (its message without the trailing position). */
export function describeLiquidError(error: unknown): LiquidFailure {
  const candidate = error as { message?: string; token?: { getPosition?: () => [number, number] } };
  const [line, column] = candidate.token?.getPosition?.() ?? [1, 1];
  const message = String(candidate.message ?? error).replace(/, line:\d+, col:\d+$/, '');
  return { line, column, message };
}

/** Parsed templates by cache key, least recently used dropped first. */
export class ParsedTemplateCache {
  private readonly entries = new Map<string, Template[]>();
  constructor(private readonly capacity: number) {}

  get(key: string): Template[] | undefined {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, templates: Template[]) {
    this.entries.set(key, templates);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
