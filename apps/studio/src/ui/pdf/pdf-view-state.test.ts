import { describe, expect, it } from 'vitest';
import { initialPdfViewState, MAX_SCALE, MIN_SCALE, pdfViewKeyAction, pdfViewReducer } from './pdf-view-state';

describe('pdf view state', () => {
  it('starts at scale 1 on page 1 and zooms in 0.25 steps within the bounds', () => {
    expect(initialPdfViewState).toEqual({ scale: 1, page: 1 });
    let state = pdfViewReducer(initialPdfViewState, 'zoomIn', 3);
    expect(state.scale).toBe(1.25);
    state = pdfViewReducer(pdfViewReducer(state, 'zoomOut', 3), 'zoomOut', 3);
    expect(state.scale).toBe(0.75);
    expect(pdfViewReducer(state, 'resetZoom', 3).scale).toBe(1);
    let high = initialPdfViewState;
    for (let i = 0; i < 40; i++) high = pdfViewReducer(high, 'zoomIn', 3);
    expect(high.scale).toBe(MAX_SCALE);
    let low = initialPdfViewState;
    for (let i = 0; i < 40; i++) low = pdfViewReducer(low, 'zoomOut', 3);
    expect(low.scale).toBe(MIN_SCALE);
  });

  it('pages within 1..pageCount', () => {
    let state = pdfViewReducer(initialPdfViewState, 'previousPage', 2);
    expect(state.page).toBe(1);
    state = pdfViewReducer(state, 'nextPage', 2);
    state = pdfViewReducer(state, 'nextPage', 2);
    expect(state.page).toBe(2);
    expect(pdfViewReducer(state, 'previousPage', 2).page).toBe(1);
  });

  it('maps Ctrl+Right/Left, Ctrl+plus/Up and Ctrl+minus/Down, and nothing without Ctrl', () => {
    const key = (k: string, ctrlKey = true) => pdfViewKeyAction({ key: k, ctrlKey, metaKey: false, altKey: false });
    expect(key('ArrowRight')).toBe('nextPage');
    expect(key('ArrowLeft')).toBe('previousPage');
    expect(key('+')).toBe('zoomIn');
    expect(key('ArrowUp')).toBe('zoomIn');
    expect(key('-')).toBe('zoomOut');
    expect(key('ArrowDown')).toBe('zoomOut');
    expect(key('ArrowRight', false)).toBeNull();
    expect(key('a')).toBeNull();
  });
});
