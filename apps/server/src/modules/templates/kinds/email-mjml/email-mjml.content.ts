import { EMAIL_ERRORS, EMAIL_LIMITS, type EmailMjmlTemplateContent } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';

export const EMAIL_MJML_TYPE = 'emailMjml';

export type AttachmentReference = { id: string; fileName: string; filePath: string };
export type AttachmentTemplate = { attachmentTemplateId: string; fileName: string; templateId: string };
export type EmailMjmlContent = {
  mjml: string;
  subject: string;
  attachmentReferences: AttachmentReference[];
  attachmentTemplates: AttachmentTemplate[];
};

/** The stored content with every field present (older or partial documents read as empty). */
export function emailContent(content: EmailMjmlTemplateContent): EmailMjmlContent {
  return {
    mjml: content.mjml ?? '',
    subject: content.subject ?? '',
    attachmentReferences: content.attachmentReferences ?? [],
    attachmentTemplates: content.attachmentTemplates ?? [],
  };
}

export const attachmentCount = (content: EmailMjmlContent) =>
  content.attachmentReferences.length + content.attachmentTemplates.length;

/** A file name as an attachment may carry it: trimmed, one line, no path separators, within the limit. */
export function attachmentFileName(name: string | null | undefined): Outcome<string> {
  const trimmed = (name ?? '').trim();
  const unsafe = [...trimmed].some((char) => char < ' ' || char === '/' || char === '\\');
  if (!trimmed || trimmed.length > EMAIL_LIMITS.fileName || unsafe) return fail(EMAIL_ERRORS.fileNameInvalid);
  return ok(trimmed);
}
