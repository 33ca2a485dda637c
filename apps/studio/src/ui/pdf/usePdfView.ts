import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { initialPdfViewState, type PdfViewAction, pdfViewKeyAction, pdfViewReducer } from './pdf-view-state';

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    !!target.closest('.cm-editor'));

/**
 * Zoom and paging of a viewer over `pageCount` pages. With `keyboard` on, Ctrl+Right/Left page and
 * Ctrl+plus/Up, Ctrl+minus/Down zoom anywhere on the screen except while typing in a field.
 */
export function usePdfView(pageCount: number, { keyboard = true }: { keyboard?: boolean } = {}) {
  const [state, setState] = useState(initialPdfViewState);
  // The page count is read when an action applies, so a key pressed right after the document loads
  // (before effects re-run) pages through the document that is shown, not the empty one before it.
  const pageCountRef = useRef(pageCount);
  useLayoutEffect(() => {
    pageCountRef.current = pageCount;
  }, [pageCount]);
  const dispatch = useCallback(
    (action: PdfViewAction) => setState((current) => pdfViewReducer(current, action, pageCountRef.current)),
    [],
  );
  // A shorter document (a new render) keeps the reader on a page that exists.
  useEffect(() => {
    setState((current) =>
      current.page > Math.max(1, pageCount) ? { ...current, page: Math.max(1, pageCount) } : current,
    );
  }, [pageCount]);
  useEffect(() => {
    if (!keyboard) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = pdfViewKeyAction(event);
      if (!action || isEditable(event.target)) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keyboard, dispatch]);
  return { ...state, pageCount, dispatch };
}
