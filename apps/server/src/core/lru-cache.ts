export type LruOptions<V> = {
  /** At most this many entries (default: no limit by count). */
  maxEntries?: number;
  /** At most this summed size of the entries, each measured by `sizeOf` (default: no limit by size). */
  maxSize?: number;
  /** An entry's size (default 1); `set` may also be given the size. */
  sizeOf?: (value: V, key: string) => number;
  /** A value larger than this is not kept at all (so one value cannot push out all the others). */
  maxEntrySize?: number;
  /** An entry is served for this long after it was set; 0 or less keeps nothing (caching off). */
  ttlMs?: number;
  /** Called with every entry that leaves the cache other than by `clear`: evicted, expired, replaced or deleted. */
  dispose?: (value: V, key: string) => void;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
};

type Entry<V> = { value: V; size: number; expiresAt: number };

/**
 * The one in-process cache: a map bounded by entry count and/or summed size, whose least recently
 * used entry goes first, with an optional time to live and a dispose hook for values holding resources.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly options: LruOptions<V>;
  private total = 0;

  constructor(options: LruOptions<V> | number) {
    this.options = typeof options === 'number' ? { maxEntries: options } : options;
  }

  /** The value of `key`, now the most recently used; undefined when absent or expired. */
  get(key: string): V | undefined {
    const entry = this.live(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Whether `key` is there and not expired (for values that may be undefined); does not touch its order. */
  has(key: string): boolean {
    return this.live(key) !== undefined;
  }

  set(key: string, value: V, size = this.options.sizeOf?.(value, key) ?? 1) {
    const { ttlMs, maxEntrySize } = this.options;
    if (ttlMs !== undefined && ttlMs <= 0) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous, previous.value !== value);
    if (maxEntrySize !== undefined && size > maxEntrySize) return;
    const expiresAt = ttlMs === undefined ? Number.POSITIVE_INFINITY : this.now() + ttlMs;
    this.entries.set(key, { value, size, expiresAt });
    this.total += size;
    this.shrink();
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (entry) this.remove(key, entry, true);
    return entry !== undefined;
  }

  /** Deletes every entry whose value and key satisfy `predicate`. */
  deleteWhere(predicate: (value: V, key: string) => boolean) {
    for (const [key, entry] of this.entries) if (predicate(entry.value, key)) this.remove(key, entry, true);
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }

  /** How many entries are held (expired ones included until they are read or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  /** The summed size of the entries held. */
  get totalSize(): number {
    return this.total;
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private live(key: string): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.remove(key, entry, true);
    return undefined;
  }

  private remove(key: string, entry: Entry<V>, dispose: boolean) {
    this.entries.delete(key);
    this.total -= entry.size;
    if (dispose) this.options.dispose?.(entry.value, key);
  }

  private shrink() {
    const { maxEntries = Number.POSITIVE_INFINITY, maxSize = Number.POSITIVE_INFINITY } = this.options;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= maxEntries && this.total <= maxSize) break;
      this.remove(key, entry, true);
    }
  }
}
