import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk, reloadOnceForChunk } from './chunk-load';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe('page chunks', () => {
  afterEach(() => vi.useRealTimers());

  it('fails a chunk that has not arrived within the spec timeout (120000 ms)', async () => {
    vi.useFakeTimers();
    const never = loadChunk(() => new Promise<never>(() => undefined));
    const failure = never.catch((error) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void failure.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a chunk that arrives in time through', async () => {
    await expect(loadChunk(async () => ({ page: 1 }))).resolves.toEqual({ page: 1 });
  });

  it("knows the browsers' words for a chunk that could not be fetched", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once for a stale chunk, not again right after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunk(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForChunk(storage, reload, 1_010_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another deploy), it may reload again.
    expect(reloadOnceForChunk(storage, reload, 1_000_000 + 120_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
