import type { TemplateKind } from '../template-kind';
import { dynamicKind } from './dynamic';
import { emailMjmlKind } from './email-mjml';
import { functionKind } from './function';
import { notificationKind } from './notification';
import { pdfDrawingKind } from './pdf-drawing';
import { smsKind } from './sms';
import { wkhtmltopdfKind } from './wkhtmltopdf';

/**
 * Every template kind's service part, wired by services.ts; a kind is added by its folder, one line here
 * and one line for its `<kind>.schema.ts` in graphql/schema.ts.
 */
export const templateKinds: readonly TemplateKind[] = [
  wkhtmltopdfKind,
  emailMjmlKind,
  pdfDrawingKind,
  smsKind,
  dynamicKind,
  notificationKind,
  functionKind,
];
