import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionCache } from './session-cache';

describe('session cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps an entry for its time to live only', () => {
    const cache = createSessionCache<string>(2000);
    cache.set('s1', 'u1', 'alice');
    vi.advanceTimersByTime(1999);
    expect(cache.get('s1')).toBe('alice');
    vi.advanceTimersByTime(1);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets a revoked session and all sessions of a user at once', () => {
    const cache = createSessionCache<string>(2000);
    cache.set('s1', 'u1', 'a');
    cache.set('s2', 'u1', 'b');
    cache.set('s3', 'u2', 'c');
    cache.forgetSession('s3');
    expect(cache.get('s3')).toBeUndefined();
    cache.forgetUser('u1');
    expect([cache.get('s1'), cache.get('s2')]).toEqual([undefined, undefined]);
  });

  it('stays bounded and caches nothing with a zero time to live', () => {
    const bounded = createSessionCache<number>(2000, 2);
    bounded.set('a', 'u', 1);
    bounded.set('b', 'u', 2);
    bounded.set('c', 'u', 3);
    expect([bounded.get('a'), bounded.get('b'), bounded.get('c')]).toEqual([undefined, 2, 3]);
    const off = createSessionCache<number>(0);
    off.set('a', 'u', 1);
    expect(off.get('a')).toBeUndefined();
  });
});
