import type { TemplateKind } from '../template-kind';
import { dynamicKind } from './dynamic';
import { emailMjmlKind } from './email-mjml';
import { functionKind } from './function';
import { notificationKind } from './notification';
import { pdfDrawingKind } from './pdf-drawing';
import { smsKind } from './sms';
import { wkhtmltopdfKind } from './wkhtmltopdf';

/** Every template kind; a kind is added by its folder and one line here. */
export const templateKinds: readonly TemplateKind[] = [
  wkhtmltopdfKind,
  emailMjmlKind,
  pdfDrawingKind,
  smsKind,
  dynamicKind,
  notificationKind,
  functionKind,
];
