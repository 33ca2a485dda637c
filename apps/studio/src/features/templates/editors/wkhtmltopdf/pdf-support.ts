/** Whether this browser can run the PDF viewer (pdf.js needs workers and a 2D canvas). */
export function pdfViewerSupported(): boolean {
  if (typeof Worker === 'undefined' || typeof document === 'undefined') return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}
