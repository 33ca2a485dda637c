import type { TemplateKind } from '../../template-kind';
import { DEFAULT_PDF_CONTENT, registerWkhtmltopdfSchema, WKHTMLTOPDF_TYPE } from './wkhtmltopdf.schema';

/** HTML to PDF: created, listed, edited in settings and deleted here; its renderer comes in its own issue. */
export const wkhtmltopdfKind: TemplateKind = {
  type: WKHTMLTOPDF_TYPE,
  templateView: 'ViewTemplatesWkhtml',
  formattedTypeName: 'Html to Pdf',
  graphqlTypeName: 'wkhtmltopdfTemplate',
  initialContent: () => structuredClone(DEFAULT_PDF_CONTENT),
  registerSchema: registerWkhtmltopdfSchema,
};
