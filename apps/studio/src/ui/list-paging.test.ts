import { describe, expect, it } from 'vitest';
import { pageAfterShrink, pageRange } from './list-paging';

describe('paging the products list by plan + type', () => {
  it('counts rows of groups, the last page holding the rest', () => {
    expect(pageRange(0, 10, 23)).toEqual({ from: 1, to: 10, pages: 3 });
    expect(pageRange(2, 10, 23)).toEqual({ from: 21, to: 23, pages: 3 });
    expect(pageRange(0, 10, 10)).toEqual({ from: 1, to: 10, pages: 1 });
    expect(pageRange(0, 10, 0)).toEqual({ from: 0, to: 0, pages: 1 });
  });

  it('steps back when the page it was on no longer exists', () => {
    expect(pageAfterShrink(2, 10, 20)).toBe(1);
    expect(pageAfterShrink(3, 10, 0)).toBe(0);
    expect(pageAfterShrink(1, 10, 11)).toBeNull();
    expect(pageAfterShrink(0, 10, 0)).toBeNull();
  });
});
