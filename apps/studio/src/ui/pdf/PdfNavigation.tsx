import { useTranslation } from 'react-i18next';
import { MAX_SCALE, MIN_SCALE } from './pdf-view-state';
import type { usePdfView } from './usePdfView';

export const pdfToolButton =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300';

type Props = {
  view: ReturnType<typeof usePdfView>;
  /** The document has loaded: until then every button waits. */
  ready: boolean;
};

/** Zoom out, the scale (reset), zoom in, then previous page, "page x of y" and next page: toolbar buttons. */
export function PdfNavigation({ view, ready }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={pdfToolButton}
        aria-label={t('pdfViewer.zoomOut')}
        title={t('pdfViewer.zoomOutKeys')}
        disabled={!ready || view.scale <= MIN_SCALE}
        onClick={() => view.dispatch('zoomOut')}
      >
        −
      </button>
      <button
        type="button"
        className={pdfToolButton}
        aria-label={t('pdfViewer.resetZoom')}
        title={t('pdfViewer.resetZoom')}
        disabled={!ready}
        onClick={() => view.dispatch('resetZoom')}
      >
        <span data-testid="pdf-scale">{Math.round(view.scale * 100)}%</span>
      </button>
      <button
        type="button"
        className={pdfToolButton}
        aria-label={t('pdfViewer.zoomIn')}
        title={t('pdfViewer.zoomInKeys')}
        disabled={!ready || view.scale >= MAX_SCALE}
        onClick={() => view.dispatch('zoomIn')}
      >
        +
      </button>
      <span className="mx-2 h-5 w-px bg-slate-300" aria-hidden="true" />
      <button
        type="button"
        className={pdfToolButton}
        aria-label={t('pdfViewer.previousPage')}
        title={t('pdfViewer.previousPageKeys')}
        disabled={!ready || view.page <= 1}
        onClick={() => view.dispatch('previousPage')}
      >
        ‹
      </button>
      <span className="px-1 text-sm text-slate-700" data-testid="pdf-page-status">
        {t('pdfViewer.pageOf', { page: view.pageCount ? view.page : 0, count: view.pageCount })}
      </span>
      <button
        type="button"
        className={pdfToolButton}
        aria-label={t('pdfViewer.nextPage')}
        title={t('pdfViewer.nextPageKeys')}
        disabled={!ready || view.page >= view.pageCount}
        onClick={() => view.dispatch('nextPage')}
      >
        ›
      </button>
    </>
  );
}
