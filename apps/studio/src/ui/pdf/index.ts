export { PdfNavigation, pdfToolButton } from './PdfNavigation';
export { PdfPageCanvas } from './PdfPageCanvas';
export { PdfViewer } from './PdfViewer';
export { usePdfDocument } from './usePdfDocument';
export { usePdfView } from './usePdfView';
