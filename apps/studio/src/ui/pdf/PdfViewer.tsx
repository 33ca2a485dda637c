import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfNavigation } from './PdfNavigation';
import { PdfPageCanvas } from './PdfPageCanvas';
import { PdfPasswordForm } from './PdfPasswordForm';
import type { PdfSource } from './pdfjs';
import { useFitWidth } from './useFitWidth';
import { needsPassword, usePdfDocument } from './usePdfDocument';
import { usePdfView } from './usePdfView';

type Props = {
  /** The PDF's bytes or a same-origin URL; null shows the empty state. */
  source: PdfSource | null | undefined;
  /** Extra toolbar content on the right (a download button, a progress note). */
  actions?: React.ReactNode;
  /** Listen to Ctrl+arrow/plus/minus on the whole screen (default on). */
  keyboard?: boolean;
  /** Zoom 1 fills the viewer's width (and follows it as it is resized) instead of the page's own size. */
  fitWidth?: boolean;
  className?: string;
};

/** A PDF viewer: one page at a time, zoom in, out, reset, previous and next page, "page x of y". */
export function PdfViewer({ source, actions, keyboard = true, fitWidth = false, className }: Props) {
  const { t } = useTranslation();
  // Kept for the next source: a preview rendered again opens with the password already given.
  const [password, setPassword] = useState('');
  const loaded = usePdfDocument(source, password || undefined);
  const pageCount = loaded.document?.numPages ?? 0;
  const view = usePdfView(pageCount, { keyboard });
  const area = useRef<HTMLDivElement>(null);
  const fit = useFitWidth(area, loaded.document, view.page, fitWidth);

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
      <div ref={area} className="min-h-0 flex-1 overflow-auto bg-slate-200 p-4">
        {loaded.status === 'loading' ? <p className="text-sm text-slate-600">{t('pdfViewer.loading')}</p> : null}
        {loaded.status === 'empty' ? <p className="text-sm text-slate-600">{t('pdfViewer.empty')}</p> : null}
        {loaded.status === 'failed' && needsPassword(loaded.error) ? (
          <PdfPasswordForm wrong={password !== ''} onOpen={setPassword} />
        ) : null}
        {loaded.status === 'failed' && !needsPassword(loaded.error) ? (
          <p role="alert" className="text-sm text-red-700">
            {t('pdfViewer.failed')}
          </p>
        ) : null}
        {loaded.document ? (
          <PdfPageCanvas document={loaded.document} page={view.page} scale={view.scale * fit} className="mx-auto" />
        ) : null}
      </div>
    </section>
  );
}
