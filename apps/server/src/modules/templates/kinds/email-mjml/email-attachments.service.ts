import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DEFAULT_BUCKET, EMAIL_ERRORS, EMAIL_LIMITS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import type { Session } from '../../../../core/session';
import type { MailAttachment } from '../../../../platform/mail/mailer';
import type { PdfRenderDeps } from '../../template-kind';
import type { RenderInput } from '../../templates.service';
import {
  type AttachmentReference,
  type AttachmentTemplate,
  attachmentCount,
  attachmentFileName,
  EMAIL_MJML_TYPE,
  type EmailMjmlContent,
} from './email-mjml.content';

type Maybe<T> = T | null | undefined;
export type AttachmentOverrides = {
  overrideAttachmentReferences?: Maybe<ReadonlyArray<Maybe<{ fileName: string; filePath: string }>>>;
  overrideAttachmentTemplates?: Maybe<ReadonlyArray<Maybe<{ fileName: string; templateId: string }>>>;
};

/** A template another email may attach: in the tenant, of a kind that renders PDFs (kind registry). */
async function attachableTemplate(services: PdfRenderDeps, session: Session, templateId: string, emailId?: string) {
  if (templateId === emailId) return null;
  const row = await services.templates.find(session.tenantId, templateId);
  const kind = row ? services.templates.kindOf(row.type) : undefined;
  return row && kind?.renderPdf ? { row, renderPdf: kind.renderPdf } : null;
}

const fileOf = (services: PdfRenderDeps, session: Session, filePath: string) =>
  services.files.findFile(session.tenantId, DEFAULT_BUCKET, filePath.replace(/^\/+/, ''));

/** Changes of an email template's attachment lists, each run under the template's row lock. */
export function createAttachmentChanges(services: PdfRenderDeps, session: Session) {
  const change = (templateId: string, apply: (content: EmailMjmlContent) => Promise<Outcome<EmailMjmlContent>>) =>
    services.templates.update<EmailMjmlContent>(session, templateId, EMAIL_MJML_TYPE, {}, (content) =>
      apply({
        ...content,
        attachmentReferences: content.attachmentReferences ?? [],
        attachmentTemplates: content.attachmentTemplates ?? [],
      }),
    );
  const roomFor = (content: EmailMjmlContent) => attachmentCount(content) < EMAIL_LIMITS.attachments;

  return {
    // What an attachment points at is checked before the template's transaction (the check reads
    // other rows); a file or template removed in between fails at render time with the same message.
    async addReference(templateId: string, input: { fileName: string; filePath: string }) {
      const fileName = attachmentFileName(input.fileName);
      if (!fileName.ok) return fileName;
      if (!input.filePath || !(await fileOf(services, session, input.filePath)))
        return fail(EMAIL_ERRORS.fileAttachmentMissing);
      return change(templateId, async (content) => {
        if (!roomFor(content)) return fail(EMAIL_ERRORS.tooManyAttachments);
        const reference: AttachmentReference = { id: randomUUID(), fileName: fileName.value, filePath: input.filePath };
        return ok({ ...content, attachmentReferences: [...content.attachmentReferences, reference] });
      });
    },

    async addTemplate(templateId: string, input: { fileName: string; templateId: string }) {
      const fileName = attachmentFileName(input.fileName);
      if (!fileName.ok) return fileName;
      if (!(await attachableTemplate(services, session, input.templateId, templateId)))
        return fail(EMAIL_ERRORS.templateAttachmentMissing);
      return change(templateId, async (content) => {
        if (!roomFor(content)) return fail(EMAIL_ERRORS.tooManyAttachments);
        const attachment: AttachmentTemplate = {
          attachmentTemplateId: randomUUID(),
          fileName: fileName.value,
          templateId: input.templateId,
        };
        return ok({ ...content, attachmentTemplates: [...content.attachmentTemplates, attachment] });
      });
    },

    removeReference: (templateId: string, referenceId: string) =>
      change(templateId, async (content) => {
        const kept = content.attachmentReferences.filter((reference) => reference.id !== referenceId);
        if (kept.length === content.attachmentReferences.length)
          return fail(EMAIL_ERRORS.attachmentNotFound(referenceId));
        return ok({ ...content, attachmentReferences: kept });
      }),

    removeTemplate: (templateId: string, attachmentTemplateId: string) =>
      change(templateId, async (content) => {
        const kept = content.attachmentTemplates.filter((item) => item.attachmentTemplateId !== attachmentTemplateId);
        if (kept.length === content.attachmentTemplates.length)
          return fail(EMAIL_ERRORS.attachmentNotFound(attachmentTemplateId));
        return ok({ ...content, attachmentTemplates: kept });
      }),
  };
}

async function readBytes(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The attachments of an email as they go out: other templates rendered to PDF through their kind's
 * `renderPdf` (named `<template name>.pdf`), and files read from the file service. Overrides given
 * with the render input replace the stored lists. All of them or a problem: never half an email.
 */
export async function renderAttachments(
  services: PdfRenderDeps,
  session: Session,
  emailId: string,
  content: Pick<EmailMjmlContent, 'attachmentReferences' | 'attachmentTemplates'>,
  input: Maybe<RenderInput & AttachmentOverrides>,
): Promise<Outcome<MailAttachment[]>> {
  const templates = input?.overrideAttachmentTemplates
    ? input.overrideAttachmentTemplates.filter((item) => item !== null && item !== undefined)
    : content.attachmentTemplates;
  const references = input?.overrideAttachmentReferences
    ? input.overrideAttachmentReferences.filter((item) => item !== null && item !== undefined)
    : content.attachmentReferences;
  if (templates.length + references.length > EMAIL_LIMITS.attachments) return fail(EMAIL_ERRORS.tooManyAttachments);
  const attachments: MailAttachment[] = [];
  let total = 0;
  const add = (attachment: MailAttachment): boolean => {
    total += attachment.content.byteLength;
    attachments.push(attachment);
    return total <= EMAIL_LIMITS.attachmentBytes;
  };
  for (const item of templates) {
    const target = await attachableTemplate(services, session, item.templateId, emailId);
    if (!target) return fail(EMAIL_ERRORS.templateAttachmentMissing);
    const pdf = await target.renderPdf(services, session, target.row, input);
    if (!pdf.ok) return pdf;
    if (!add({ filename: `${target.row.name}.pdf`, content: pdf.value, contentType: 'application/pdf' }))
      return fail(EMAIL_ERRORS.attachmentsTooLarge);
  }
  for (const item of references) {
    const entry = await fileOf(services, session, item.filePath);
    const stream = entry ? await services.files.readFile(entry) : null;
    if (!entry || !stream) return fail(EMAIL_ERRORS.fileAttachmentMissing);
    const bytes = await readBytes(stream, EMAIL_LIMITS.attachmentBytes - total);
    if (!bytes) return fail(EMAIL_ERRORS.attachmentsTooLarge);
    const fileName = attachmentFileName(item.fileName);
    add({
      filename: fileName.ok ? fileName.value : (entry.key.split('/').at(-1) ?? 'attachment'),
      content: bytes,
      contentType: entry.contentType ?? undefined,
    });
  }
  return ok(attachments);
}
