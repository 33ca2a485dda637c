import { describe, expect, it, vi } from 'vitest';
import { createTemplateCache } from './template-cache';
import type { TemplateRow } from './template-kind';

const row = (tenantId: string, id: string) => ({ tenantId, id, version: 1 }) as TemplateRow;

describe('template cache', () => {
  it('keeps rows per tenant for the TTL and forgets on demand', () => {
    vi.useFakeTimers();
    try {
      const cache = createTemplateCache(1000);
      cache.set(row('test', 'a'));
      expect(cache.get('test', 'a')?.id).toBe('a');
      expect(cache.get('test_uat', 'a')).toBeUndefined();
      cache.forget('test', 'a');
      expect(cache.get('test', 'a')).toBeUndefined();
      cache.set(row('test', 'a'));
      vi.advanceTimersByTime(1001);
      expect(cache.get('test', 'a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds at most maxEntries rows', () => {
    const cache = createTemplateCache(60_000, 2);
    for (const id of ['a', 'b', 'c']) cache.set(row('test', id));
    expect(['a', 'b', 'c'].map((id) => cache.get('test', id)?.id)).toEqual([undefined, 'b', 'c']);
  });
});
