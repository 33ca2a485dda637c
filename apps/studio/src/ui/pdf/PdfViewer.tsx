import { useTranslation } from 'react-i18next';
import { PdfPageCanvas } from './PdfPageCanvas';
import { MAX_SCALE, MIN_SCALE } from './pdf-view-state';
import type { PdfSource } from './pdfjs';
import { usePdfDocument } from './usePdfDocument';
import { usePdfView } from './usePdfView';

type Props = {
  /** The PDF's bytes or a same-origin URL; null shows the empty state. */
  source: PdfSource | null | undefined;
  /** Extra toolbar content on the right (a download button, a progress note). */
  actions?: React.ReactNode;
  /** Listen to Ctrl+arrow/plus/minus on the whole screen (default on). */
  keyboard?: boolean;
  className?: string;
};

const toolButton =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300';

/** A PDF viewer: one page at a time, zoom in, out, reset, previous and next page, "page x of y". */
export function PdfViewer({ source, actions, keyboard = true, className }: Props) {
  const { t } = useTranslation();
  const loaded = usePdfDocument(source);
  const pageCount = loaded.document?.numPages ?? 0;
  const view = usePdfView(pageCount, { keyboard });

  return (
    <section aria-label={t('pdfViewer.label')} className={`flex min-h-0 flex-col ${className ?? ''}`}>
      <div
        role="toolbar"
        aria-label={t('pdfViewer.toolbar')}
        className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-2"
      >
        <button
          type="button"
          className={toolButton}
          aria-label={t('pdfViewer.zoomOut')}
          title={t('pdfViewer.zoomOutKeys')}
          disabled={!loaded.document || view.scale <= MIN_SCALE}
          onClick={() => view.dispatch('zoomOut')}
        >
          −
        </button>
        <button
          type="button"
          className={toolButton}
          aria-label={t('pdfViewer.resetZoom')}
          title={t('pdfViewer.resetZoom')}
          disabled={!loaded.document}
          onClick={() => view.dispatch('resetZoom')}
        >
          <span data-testid="pdf-scale">{Math.round(view.scale * 100)}%</span>
        </button>
        <button
          type="button"
          className={toolButton}
          aria-label={t('pdfViewer.zoomIn')}
          title={t('pdfViewer.zoomInKeys')}
          disabled={!loaded.document || view.scale >= MAX_SCALE}
          onClick={() => view.dispatch('zoomIn')}
        >
          +
        </button>
        <span className="mx-2 h-5 w-px bg-slate-300" aria-hidden="true" />
        <button
          type="button"
          className={toolButton}
          aria-label={t('pdfViewer.previousPage')}
          title={t('pdfViewer.previousPageKeys')}
          disabled={!loaded.document || view.page <= 1}
          onClick={() => view.dispatch('previousPage')}
        >
          ‹
        </button>
        <span className="px-1 text-sm text-slate-700" data-testid="pdf-page-status">
          {t('pdfViewer.pageOf', { page: pageCount ? view.page : 0, count: pageCount })}
        </span>
        <button
          type="button"
          className={toolButton}
          aria-label={t('pdfViewer.nextPage')}
          title={t('pdfViewer.nextPageKeys')}
          disabled={!loaded.document || view.page >= pageCount}
          onClick={() => view.dispatch('nextPage')}
        >
          ›
        </button>
        {actions ? <div className="ml-auto flex items-center gap-2">{actions}</div> : null}
      </div>
      <div className="min-h-0 flex-1 overflow-auto bg-slate-200 p-4">
        {loaded.status === 'loading' ? <p className="text-sm text-slate-600">{t('pdfViewer.loading')}</p> : null}
        {loaded.status === 'empty' ? <p className="text-sm text-slate-600">{t('pdfViewer.empty')}</p> : null}
        {loaded.status === 'failed' ? (
          <p role="alert" className="text-sm text-red-700">
            {t('pdfViewer.failed')}
          </p>
        ) : null}
        {loaded.document ? (
          <PdfPageCanvas document={loaded.document} page={view.page} scale={view.scale} className="mx-auto" />
        ) : null}
      </div>
    </section>
  );
}
