import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('drops the least recently used entry beyond its count; a read makes an entry recent', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('bounds the summed size, never keeps a value above the entry limit, and counts a replaced value once', () => {
    const cache = new LruCache<string>({ maxSize: 10, sizeOf: (value) => value.length, maxEntrySize: 6 });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('a', 'xxx');
    expect(cache.totalSize).toBe(7);
    cache.set('c', 'zzzz');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    cache.set('big', 'x'.repeat(7));
    expect(cache.has('big')).toBe(false);
    cache.set('sized', 'tiny', 3);
    expect(cache.totalSize).toBe(10);
  });

  it('serves an entry for its time to live only, and keeps nothing with a time to live of 0', () => {
    let now = 1_000;
    const cache = new LruCache<string>({ ttlMs: 100, now: () => now });
    cache.set('a', 'x');
    now += 99;
    expect(cache.get('a')).toBe('x');
    now += 1;
    expect(cache.has('a')).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    const off = new LruCache<string>({ ttlMs: 0 });
    off.set('a', 'x');
    expect(off.get('a')).toBeUndefined();
  });

  it('tells undefined values from absent keys', () => {
    const cache = new LruCache<undefined>(5);
    cache.set('a', undefined);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
  });

  it('disposes of every value that leaves: evicted, expired, replaced or deleted, but not one set again', () => {
    let now = 0;
    const disposed: string[] = [];
    const cache = new LruCache<string>({
      maxEntries: 2,
      ttlMs: 10,
      now: () => now,
      dispose: (value, key) => disposed.push(`${key}=${value}`),
    });
    cache.set('a', '1');
    cache.set('a', '1');
    cache.set('a', '2');
    cache.set('b', '3');
    cache.set('c', '4');
    cache.delete('b');
    now = 10;
    cache.get('c');
    expect(disposed).toEqual(['a=1', 'a=2', 'b=3', 'c=4']);
  });

  it('deletes the entries a predicate picks', () => {
    const cache = new LruCache<{ user: string }>(10);
    cache.set('s1', { user: 'u1' });
    cache.set('s2', { user: 'u2' });
    cache.set('s3', { user: 'u1' });
    cache.deleteWhere((value) => value.user === 'u1');
    expect([cache.has('s1'), cache.has('s2'), cache.has('s3')]).toEqual([false, true, false]);
  });
});
