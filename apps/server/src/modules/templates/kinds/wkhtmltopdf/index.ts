import { htmlPdfTemplateContent } from '@carrier/contracts';
import type { TemplateKind } from '../../template-kind';
import { DEFAULT_PDF_CONTENT, renderTemplateRow, WKHTMLTOPDF_TYPE } from './wkhtmltopdf.service';

/** HTML to PDF: Liquid, then Chromium prints the page (header, footer, margins, password). */
export const wkhtmltopdfKind: TemplateKind = {
  type: WKHTMLTOPDF_TYPE,
  templateView: 'ViewTemplatesWkhtml',
  formattedTypeName: 'Html to Pdf',
  graphqlTypeName: 'wkhtmltopdfTemplate',
  initialContent: () => structuredClone(DEFAULT_PDF_CONTENT),
  content: htmlPdfTemplateContent,
  renderPdf: renderTemplateRow,
};
