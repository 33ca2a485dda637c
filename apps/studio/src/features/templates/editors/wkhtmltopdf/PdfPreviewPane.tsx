import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { PdfViewer } from '../../../../ui/pdf';
import { pdfViewerSupported } from './pdf-support';

type Preview = { pdf: Uint8Array | null; rendering: boolean; rerender: () => void };

/** The PDF preview: the viewer fitted to the pane's width, render again and download; spec 001's words where no viewer can run. */
export function PdfPreviewPane({ preview, onDownload }: { preview: Preview; onDownload: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      className="flex h-full min-w-0 flex-col rounded-lg border border-slate-200 bg-white"
      aria-label={t('wkhtmltopdf.preview.title')}
    >
      {pdfViewerSupported() ? (
        <PdfViewer
          className="min-h-0 flex-1"
          source={preview.pdf}
          fitWidth
          actions={
            <>
              {preview.rendering ? (
                <span className="flex items-center gap-2 text-xs text-slate-600" role="status">
                  <span
                    className="h-4 w-4 animate-spin rounded-full border-2 border-blue-200 border-t-blue-700"
                    aria-hidden="true"
                  />
                  {t('wkhtmltopdf.preview.rendering')}
                </span>
              ) : null}
              <Button variant="secondary" className="px-3 py-1" onClick={preview.rerender} disabled={preview.rendering}>
                {t('wkhtmltopdf.preview.render')}
              </Button>
              <Button variant="secondary" className="px-3 py-1" onClick={onDownload} disabled={!preview.pdf}>
                {t('wkhtmltopdf.preview.download')}
              </Button>
            </>
          }
        />
      ) : (
        <p role="alert" className="p-6 text-sm text-slate-700">
          {t('templates.preview.browserNotSupported')}
        </p>
      )}
    </section>
  );
}
