import { useEffect, useState } from 'react';
import { openPdf, type PDFDocumentProxy, type PdfSource } from './pdfjs';

export type PdfDocumentState =
  | { status: 'empty'; document: null; error: null }
  | { status: 'loading'; document: null; error: null }
  | { status: 'ready'; document: PDFDocumentProxy; error: null }
  | { status: 'failed'; document: null; error: Error };

const EMPTY: PdfDocumentState = { status: 'empty', document: null, error: null };

/** A PDF that opens only with its password (none given, or a wrong one): pdf.js's PasswordException. */
export const needsPassword = (error: Error | null) => error?.name === 'PasswordException';

/**
 * Loads a PDF from bytes or a URL (with `password` when it is encrypted); a new source replaces (and
 * destroys) the previous document.
 */
export function usePdfDocument(source: PdfSource | null | undefined, password?: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>(EMPTY);
  useEffect(() => {
    if (!source) {
      setState(EMPTY);
      return;
    }
    let current = true;
    let loaded: PDFDocumentProxy | null = null;
    setState({ status: 'loading', document: null, error: null });
    let cancel = () => {};
    openPdf(source, password)
      .then((task) => {
        cancel = task.cancel;
        if (!current) task.cancel();
        return task.promise;
      })
      .then(
        (document) => {
          loaded = document;
          if (current) setState({ status: 'ready', document, error: null });
          else void document.destroy();
        },
        (error: unknown) => {
          if (current) setState({ status: 'failed', document: null, error: toError(error) });
        },
      );
    return () => {
      current = false;
      cancel();
      if (loaded) void loaded.destroy();
    };
  }, [source, password]);
  return state;
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
