import { useTranslation } from 'react-i18next';
import { PdfNavigation } from './PdfNavigation';
import { PdfPageCanvas } from './PdfPageCanvas';
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
        <PdfNavigation view={view} ready={Boolean(loaded.document)} />
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
