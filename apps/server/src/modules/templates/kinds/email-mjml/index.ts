import { emailMjmlTemplateContent } from '@carrier/contracts';
import type { TemplateKind } from '../../template-kind';
import { EMAIL_MJML_TYPE } from './email-mjml.content';

/** Email (MJML): Liquid then MJML, attachments (files and PDF-rendering templates), test sending. */
export const emailMjmlKind: TemplateKind = {
  type: EMAIL_MJML_TYPE,
  templateView: 'ViewTemplatesEmailMjml',
  formattedTypeName: 'Email',
  graphqlTypeName: 'emailMjmlTemplate',
  initialContent: () => ({ mjml: '', subject: '', attachmentReferences: [], attachmentTemplates: [] }),
  content: emailMjmlTemplateContent,
};
