import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePdfView } from './usePdfView';

describe('usePdfView', () => {
  it('pages through the document that is shown even through a dispatch taken before it loaded', () => {
    // A key listener registered while the document was loading holds the first dispatch; the CI run
    // pressed Ctrl+Right in that window and stayed on page 1 of 3.
    const { result, rerender } = renderHook(({ pages }) => usePdfView(pages, { keyboard: false }), {
      initialProps: { pages: 0 },
    });
    const dispatchBeforeLoad = result.current.dispatch;
    rerender({ pages: 3 });
    act(() => dispatchBeforeLoad('nextPage'));
    expect(result.current.page).toBe(2);
  });
});
