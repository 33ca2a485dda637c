import { CHUNK_LOAD_TIMEOUT_MS } from '@carrier/contracts';

/** A page's script that could not be fetched: a network failure, a chunk gone after a deploy, or the timeout. */
export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

// What browsers say when a dynamic import's file cannot be fetched (Chromium, Firefox, Safari) and Vite's preload.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(`${error.name} ${error.message}`))
  );
}

/** A chunk's import, failed as a ChunkLoadError when it does not arrive within `timeoutMs` (spec: 120000 ms). */
export function loadChunk<M>(load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`The page did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

const RELOADED_AT = 'studio.chunkReloadedAt';
/** A second failure within this time after a reload is shown, not reloaded again. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * A stale chunk (the studio was deployed again since this tab loaded it) is fixed by loading the page
 * again, once: returns true when it reloads, false when it already did so a moment ago.
 */
export function reloadOnceForChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}
