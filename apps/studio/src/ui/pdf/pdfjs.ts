import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker is served from our own origin (the studio's CSP allows 'self' only).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type PdfSource = Uint8Array | string;
export type { PDFDocumentProxy };

let pdfjs: Promise<typeof import('pdfjs-dist')> | null = null;

/** pdf.js, loaded on first use so it stays out of the start-up bundle. */
function loadPdfjs() {
  pdfjs ??= import('pdfjs-dist').then((module) => {
    module.GlobalWorkerOptions.workerSrc = workerUrl;
    return module;
  });
  return pdfjs;
}

/**
 * Opens a PDF from its bytes or a same-origin URL. Never evaluates strings (the CSP forbids it and a
 * PDF is untrusted), never loads WebAssembly decoders or fonts from elsewhere.
 */
export async function openPdf(source: PdfSource, password?: string) {
  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    // pdf.js transfers (detaches) the buffer it is given: hand it a copy, keep the caller's bytes intact.
    ...(typeof source === 'string' ? { url: source, withCredentials: true } : { data: source.slice() }),
    password,
    isEvalSupported: false,
    useWasm: false,
    enableXfa: false,
    disableFontFace: false,
    useSystemFonts: false,
  });
  return { promise: task.promise, cancel: () => void task.destroy() };
}
