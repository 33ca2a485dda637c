import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue';

describe('fair queue', () => {
  it('serves tenants round-robin, each in its own order', () => {
    const queue = createFairQueue<string>(16);
    for (const item of ['a1', 'a2', 'a3', 'a4']) queue.push('A', item);
    queue.push('B', 'b1');
    queue.push('C', 'c1');
    queue.push('B', 'b2');
    const served = Array.from({ length: queue.size }, () => queue.shift());
    expect(served).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.shift()).toBeUndefined();
  });

  it('when full, a tenant with fewer waiting takes the place of the newest of the longest line', () => {
    const queue = createFairQueue<string>(4);
    for (const item of ['a1', 'a2', 'a3', 'a4']) expect(queue.push('A', item)).toBeUndefined();
    expect(queue.push('A', 'a5')).toBe('a5');
    expect(queue.push('B', 'b1')).toBe('a4');
    expect(queue.push('B', 'b2')).toBe('a3');
    // Now A and B wait for two each: the newcomer of either is the one turned away.
    expect(queue.push('B', 'b3')).toBe('b3');
    expect(queue.drain()).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(queue.size).toBe(0);
  });
});
