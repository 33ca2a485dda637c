import type { TemplateKind } from '../../template-kind';
import { PDF_DRAWING_TYPE, registerPdfDrawingSchema } from './pdf-drawing.schema';

/** PDF drawing: created, listed, edited in settings and deleted here; drawings and rendering come in its own issue. */
export const pdfDrawingKind: TemplateKind = {
  type: PDF_DRAWING_TYPE,
  templateView: 'ViewTemplatesPdfDrawing',
  formattedTypeName: 'PDF Drawing',
  graphqlTypeName: 'pdfDrawingTemplate',
  initialContent: () => ({ drawings: [] }),
  registerSchema: registerPdfDrawingSchema,
};
