import {
  EMAIL_ERRORS,
  EMAIL_LIMITS,
  EMAIL_MESSAGES,
  emailMjmlTemplateContent,
  formatLiquidError,
  formatMjmlWarning,
} from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../../../core/outcome';
import type { Session } from '../../../../core/session';
import type { MailAttachment } from '../../../../platform/mail/mailer';
import type { MjmlWarning } from '../../../../platform/render/mjml/mjml-engine';
import type { MjmlRenderer } from '../../../../platform/render/mjml/mjml-renderer';
import type { createOutboxService } from '../../../notifications/outbox.service';
import { readContent } from '../../kind-content';
import type { PdfRenderDeps } from '../../template-kind';
import { liquidCacheKey, liquidData, type RenderInput } from '../../templates.service';
import { type AttachmentOverrides, renderAttachments } from './email-attachments.service';
import { EMAIL_MJML_TYPE, emailContent } from './email-mjml.content';

type Maybe<T> = T | null | undefined;
/** What rendering and sending an email uses: attachments render other templates to PDF. */
type EmailDeps = PdfRenderDeps & { mjml: MjmlRenderer; outbox: Pick<ReturnType<typeof createOutboxService>, 'send'> };
export type RenderedEmail = {
  subject: string;
  html: string;
  text: string | null;
  warnings: MjmlWarning[];
  /** Liquid warnings as `liquid|<line>:<column>|<message>` (an unknown filter). */
  liquidWarnings: string[];
  attachments: MailAttachment[];
};

/** A rendered email's warnings as the reference's `errors` strings: Liquid's, then MJML's (`mjml|<line>:1|<message>`). */
export const warningTexts = (email: Pick<RenderedEmail, 'warnings' | 'liquidWarnings'>) => [
  ...email.liquidWarnings,
  ...email.warnings.map(formatMjmlWarning),
];

/** One line: line breaks folded, ends trimmed; empty stays empty. */
const oneLine = (subject: string) => subject.replace(/\s+/g, ' ').trim();

/**
 * Liquid (the template's data) then MJML, in one hop to the MJML worker; the subject's Liquid too.
 * `text` asks for the plain-text part.
 */
export async function renderEmailMarkup(
  services: Pick<EmailDeps, 'mjml'>,
  request: {
    mjml: string;
    subject?: string;
    input: Maybe<RenderInput>;
    text: boolean;
    cacheKeys?: { mjml: string; subject: string };
    /** Whose email this is: tenants get a fair share of the MJML threads. */
    tenant: string;
  },
): Promise<Outcome<Omit<RenderedEmail, 'attachments'>>> {
  const data = liquidData(request.input);
  if (!data.ok) return data;
  const subject = request.subject ?? '';
  const rendered = await services.mjml.render({
    mjml: { source: request.mjml, cacheKey: request.cacheKeys?.mjml },
    subject: subject.includes('{') ? { source: subject, cacheKey: request.cacheKeys?.subject } : undefined,
    data: data.value,
    text: request.text,
    tenant: request.tenant,
  });
  if (!rendered.ok) {
    const { problem: failure } = rendered;
    return failure.stage === 'liquid'
      ? fail({ code: 'liquid_error', message: formatLiquidError(failure.error) })
      : fail({ code: 'mjml_error', message: `mjml|1:1|${failure.message}` });
  }
  const { subject: renderedSubject, liquidWarnings, ...compiled } = rendered.value;
  return ok({
    subject: oneLine(renderedSubject ?? subject),
    ...compiled,
    liquidWarnings: [...new Set(liquidWarnings.map(formatLiquidError))],
  });
}

/** A stored email template rendered: subject, HTML, text, warnings and, when asked, its attachments. */
export async function renderEmailTemplate(
  services: EmailDeps,
  session: Session,
  templateId: string,
  input: Maybe<RenderInput & AttachmentOverrides>,
  options: { includeAttachments: boolean; text: boolean },
): Promise<Outcome<RenderedEmail & { templateName: string }>> {
  const template = await services.templates.findOfType(session.tenantId, templateId, EMAIL_MJML_TYPE);
  if (!template.ok) return template;
  const stored = readContent(emailMjmlTemplateContent, template.value);
  if (!stored.ok) return stored;
  const content = emailContent(stored.value);
  const rendered = await renderEmailMarkup(services, {
    mjml: content.mjml,
    subject: content.subject,
    input,
    text: options.text,
    cacheKeys: { mjml: liquidCacheKey(template.value, 'mjml'), subject: liquidCacheKey(template.value, 'subject') },
    tenant: session.tenantId,
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
  services: EmailDeps,
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
