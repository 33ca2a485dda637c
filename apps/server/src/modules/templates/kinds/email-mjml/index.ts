import type { TemplateKind } from '../../template-kind';
import { EMAIL_MJML_TYPE, registerEmailMjmlSchema } from './email-mjml.schema';

/** Email (MJML): created, listed, edited in settings and deleted here; rendering comes in its own issue. */
export const emailMjmlKind: TemplateKind = {
  type: EMAIL_MJML_TYPE,
  templateView: 'ViewTemplatesEmailMjml',
  formattedTypeName: 'Email',
  graphqlTypeName: 'emailMjmlTemplate',
  initialContent: () => ({ mjml: '', subject: '', attachmentReferences: [], attachmentTemplates: [] }),
  registerSchema: registerEmailMjmlSchema,
};
