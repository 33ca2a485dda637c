import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from './useStableCallback';

describe('useStableCallback', () => {
  it('keeps one identity across renders and calls the latest callback', () => {
    const { result, rerender } = renderHook(({ suffix }) => useStableCallback((name: string) => `${name}${suffix}`), {
      initialProps: { suffix: '-1' },
    });
    const first = result.current;
    expect(first('a')).toBe('a-1');
    rerender({ suffix: '-2' });
    expect(result.current).toBe(first);
    expect(first('a')).toBe('a-2');
  });
});
