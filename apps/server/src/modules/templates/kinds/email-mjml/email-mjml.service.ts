import { EMAIL_ERRORS, EMAIL_LIMITS, EMAIL_MESSAGES, formatMjmlWarning } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import type { Session } from '../../../../core/session';
import type { MailAttachment } from '../../../../platform/mail/mailer';
import type { MjmlWarning } from '../../../../platform/render/mjml/mjml-engine';
import type { Services } from '../../../../services';
import { liquidCacheKey, type RenderInput } from '../../templates.service';
import { type AttachmentOverrides, renderAttachments } from './email-attachments.service';
import { EMAIL_MJML_TYPE, emailContent } from './email-mjml.content';

type Maybe<T> = T | null | undefined;
export type RenderedEmail = {
  subject: string;
  html: string;
  text: string | null;
  warnings: MjmlWarning[];
  attachments: MailAttachment[];
};

/** Warnings as the reference's `errors` strings: `mjml|<line>:1|<message>`. */
export const warningTexts = (warnings: readonly MjmlWarning[]) => warnings.map(formatMjmlWarning);

/** One line of subject: Liquid applied, line breaks folded; empty stays empty. */
async function renderSubject(services: Services, source: string, input: Maybe<RenderInput>, cacheKey?: string) {
  if (!source.includes('{')) return ok(source.replace(/\s+/g, ' ').trim());
  const subject = await services.templates.renderLiquid({ source, cacheKey, input });
  return subject.ok ? ok(subject.value.replace(/\s+/g, ' ').trim()) : subject;
}

/** Liquid first (the template's data), then MJML; `text` asks for the plain-text part too. */
export async function renderEmailMarkup(
  services: Services,
  request: {
    mjml: string;
    subject?: string;
    input: Maybe<RenderInput>;
    text: boolean;
    cacheKeys?: { mjml: string; subject: string };
  },
): Promise<Outcome<Omit<RenderedEmail, 'attachments'>>> {
  const markup = await services.templates.renderLiquid({
    source: request.mjml,
    cacheKey: request.cacheKeys?.mjml,
    input: request.input,
  });
  if (!markup.ok) return markup;
  const subject = await renderSubject(services, request.subject ?? '', request.input, request.cacheKeys?.subject);
  if (!subject.ok) return subject;
  const compiled = await services.mjml.render(markup.value, { text: request.text });
  if (!compiled.ok) return fail({ code: 'mjml_error', message: `mjml|1:1|${compiled.message}` });
  return ok({ subject: subject.value, ...compiled.output });
}

/** A stored email template rendered: subject, HTML, text, warnings and, when asked, its attachments. */
export async function renderEmailTemplate(
  services: Services,
  session: Session,
  templateId: string,
  input: Maybe<RenderInput & AttachmentOverrides>,
  options: { includeAttachments: boolean; text: boolean },
): Promise<Outcome<RenderedEmail & { templateName: string }>> {
  const template = await services.templates.findOfType(session.tenantId, templateId, EMAIL_MJML_TYPE);
  if (!template.ok) return template;
  const content = emailContent(template.value);
  const rendered = await renderEmailMarkup(services, {
    mjml: content.mjml,
    subject: content.subject,
    input,
    text: options.text,
    cacheKeys: { mjml: liquidCacheKey(template.value, 'mjml'), subject: liquidCacheKey(template.value, 'subject') },
  });
  if (!rendered.ok) return rendered;
  const attachments = options.includeAttachments
    ? await renderAttachments(services, session, template.value.id, content, input)
    : ok([]);
  if (!attachments.ok) return attachments;
  return ok({ ...rendered.value, attachments: attachments.value, templateName: template.value.name });
}

/**
 * The test email of a template (sendNotification type testMjmlTemplate): rendered with its
 * attachments, subject 'No subject' when empty, from the configured sender, kept in the outbox.
 */
export async function sendTestEmail(
  services: Services,
  session: Session,
  request: {
    to: string;
    subject?: Maybe<string>;
    templateId: string;
    input: Maybe<RenderInput & AttachmentOverrides>;
    /** Files of the file service attached besides the template's own (emailMessage.attachments). */
    extraFiles?: ReadonlyArray<{ fileName: string; filePath: string }>;
  },
): Promise<Outcome<string>> {
  const rendered = await renderEmailTemplate(services, session, request.templateId, request.input, {
    includeAttachments: true,
    text: true,
  });
  if (!rendered.ok) return rendered;
  const extra = request.extraFiles?.length
    ? await renderAttachments(
        services,
        session,
        request.templateId,
        {
          attachmentReferences: request.extraFiles.map((file, index) => ({ id: String(index), ...file })),
          attachmentTemplates: [],
        },
        null,
      )
    : ok([]);
  if (!extra.ok) return extra;
  const attachments = [...rendered.value.attachments, ...extra.value];
  if (attachments.reduce((total, item) => total + item.content.byteLength, 0) > EMAIL_LIMITS.attachmentBytes)
    return fail(EMAIL_ERRORS.attachmentsTooLarge);
  const subject = request.subject?.trim() || rendered.value.subject || EMAIL_MESSAGES.noSubject;
  return services.outbox.send(
    session,
    {
      to: request.to,
      subject,
      html: rendered.value.html,
      text: rendered.value.text ?? '',
      attachments,
    },
    { templateId: request.templateId },
  );
}
