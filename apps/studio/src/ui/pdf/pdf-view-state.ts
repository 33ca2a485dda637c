/**
 * The viewer's zoom and paging state, as pure functions: scale starts at 1 and moves in 0.25 steps
 * between MIN_SCALE and MAX_SCALE; the page stays within 1..pageCount.
 */
const SCALE_STEP = 0.25;
export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;
const INITIAL_SCALE = 1;

export type PdfViewState = { scale: number; page: number };
export type PdfViewAction = 'zoomIn' | 'zoomOut' | 'resetZoom' | 'nextPage' | 'previousPage';

export const initialPdfViewState: PdfViewState = { scale: INITIAL_SCALE, page: 1 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function pdfViewReducer(state: PdfViewState, action: PdfViewAction, pageCount: number): PdfViewState {
  const lastPage = Math.max(1, pageCount);
  switch (action) {
    case 'zoomIn':
      return { ...state, scale: clamp(state.scale + SCALE_STEP, MIN_SCALE, MAX_SCALE) };
    case 'zoomOut':
      return { ...state, scale: clamp(state.scale - SCALE_STEP, MIN_SCALE, MAX_SCALE) };
    case 'resetZoom':
      return { ...state, scale: INITIAL_SCALE };
    case 'nextPage':
      return { ...state, page: clamp(state.page + 1, 1, lastPage) };
    case 'previousPage':
      return { ...state, page: clamp(state.page - 1, 1, lastPage) };
  }
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** Ctrl (or Cmd) + Right/Left pages, + plus/Up zooms in, + minus/Down zooms out. */
export function pdfViewKeyAction(event: KeyLike): PdfViewAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  switch (event.key) {
    case 'ArrowRight':
      return 'nextPage';
    case 'ArrowLeft':
      return 'previousPage';
    case '+':
    case '=':
    case 'ArrowUp':
      return 'zoomIn';
    case '-':
    case '_':
    case 'ArrowDown':
      return 'zoomOut';
    default:
      return null;
  }
}
