export { PdfNavigation, pdfToolButton } from './PdfNavigation';
export { PdfPageCanvas } from './PdfPageCanvas';
export { PdfViewer } from './PdfViewer';
export { INITIAL_SCALE, MAX_SCALE, MIN_SCALE, SCALE_STEP } from './pdf-view-state';
export type { PdfSource } from './pdfjs';
export { usePdfDocument } from './usePdfDocument';
export { usePdfView } from './usePdfView';
