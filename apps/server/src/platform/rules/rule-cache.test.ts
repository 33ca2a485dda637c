import { describe, expect, it } from 'vitest';
import { createRuleCache } from './rule-cache';

describe('rule cache', () => {
  it('compiles a rule text once per scope and recompiles a changed one', () => {
    const cache = createRuleCache(2);
    const first = cache.compile('p1', '{"+":[1,2]}', { '+': [1, 2] });
    expect(cache.compile('p1', '{"+":[1,2]}', { '+': [1, 2] })).toBe(first);
    expect(cache.compilations).toBe(1);
    const changed = cache.compile('p1', '{"+":[1,3]}', { '+': [1, 3] });
    expect(changed(null)).toBe(4);
    expect(cache.compilations).toBe(2);
    cache.compile('p2', '{"+":[1,2]}', { '+': [1, 2] });
    cache.compile('p1', '{"+":[1,2]}', { '+': [1, 2] });
    expect(cache.compilations).toBe(4);
  });
});
