import { z } from 'zod';
import { defineTemplateContent, UNVERSIONED_CONTENT } from '../template-content';

const attachmentReference = z.object({ id: z.string(), fileName: z.string(), filePath: z.string() });
const attachmentTemplate = z.object({
  attachmentTemplateId: z.string(),
  fileName: z.string(),
  templateId: z.string(),
});

/** An email template's content: MJML and subject (Liquid in both) and its attachments. */
export const emailMjmlTemplateContent = defineTemplateContent({
  version: 1,
  schema: z.looseObject({
    mjml: z.string().nullish(),
    subject: z.string().nullish(),
    attachmentReferences: z.array(attachmentReference).optional(),
    attachmentTemplates: z.array(attachmentTemplate).optional(),
  }),
  migrations: [UNVERSIONED_CONTENT],
});
export type EmailMjmlTemplateContent = z.output<typeof emailMjmlTemplateContent.schema>;
