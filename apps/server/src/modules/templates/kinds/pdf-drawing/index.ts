import { pdfDrawingTemplateContent } from '@carrier/contracts';
import type { TemplateKind } from '../../template-kind';
import { renderPdfDrawing } from './pdf-drawing.render';
import { PDF_DRAWING_TYPE } from './pdf-drawing.service';

/** PDF drawing: boxes of templated text written on the pages of an uploaded PDF. */
export const pdfDrawingKind: TemplateKind = {
  type: PDF_DRAWING_TYPE,
  templateView: 'ViewTemplatesPdfDrawing',
  formattedTypeName: 'PDF Drawing',
  graphqlTypeName: 'pdfDrawingTemplate',
  initialContent: () => ({ drawings: [] }),
  content: pdfDrawingTemplateContent,
  renderPdf: (services, _session, template, input) => renderPdfDrawing(services, template, input),
};
