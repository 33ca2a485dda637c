import { DOCUMENT_RUN_ERRORS, type DocumentRunOutput, EMAIL_MESSAGES, recipientsOf } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import type { MailMessage } from '../../platform/mail/mailer';
import { EMAIL_MJML_TYPE } from '../templates/kinds/email-mjml/email-mjml.content';
import { renderEmailTemplate } from '../templates/kinds/email-mjml/email-mjml.service';
import { renderSmsTemplate, SMS_TYPE } from '../templates/kinds/sms/sms.service';
import type { PdfRenderDeps, TemplateRow } from '../templates/template-kind';
import { itemOf, valueAt } from './run-rows';

/** What rendering a row uses: the email kind's services (PDF rendering, MJML, the outbox for attachments' kin). */
export type RunRenderDeps = Parameters<typeof renderEmailTemplate>[0];

/** What one row produces: a file's bytes, or an email to send. */
type RowDocument = { file: { bytes: Uint8Array; extension: string } } | { email: MailMessage };

/** What a template of this type produces in a run, or null when the type cannot run for many rows. */
export function runOutputOf(deps: Pick<PdfRenderDeps, 'templates'>, type: string): DocumentRunOutput | null {
  if (type === EMAIL_MJML_TYPE) return 'email';
  if (type === SMS_TYPE || deps.templates.kindOf(type)?.renderPdf) return 'folder';
  return null;
}

/**
 * Renders one row with the template kind's own render function (the workers and limits of every
 * render): a PDF for kinds that render to PDF, the text of an SMS, an email with its attachments.
 */
export async function renderRow(
  deps: RunRenderDeps,
  session: Session,
  template: TemplateRow,
  data: Record<string, unknown>,
  emailField: string | null,
): Promise<Outcome<RowDocument>> {
  const input = { name: 'data', contentJsonString: JSON.stringify(data) };
  if (template.type === EMAIL_MJML_TYPE) {
    const field = emailField ?? '';
    const address = valueAt(itemOf(data), field);
    const recipients = recipientsOf(typeof address === 'string' ? address : '');
    if ('problem' in recipients || recipients.list.length === 0) return fail(DOCUMENT_RUN_ERRORS.noRecipient(field));
    const email = await renderEmailTemplate(deps, session, template.id, input, {
      includeAttachments: true,
      text: true,
    });
    if (!email.ok) return email;
    return ok({
      email: {
        to: recipients.list.join(', '),
        subject: email.value.subject || EMAIL_MESSAGES.noSubject,
        html: email.value.html,
        text: email.value.text ?? '',
        attachments: email.value.attachments,
      },
    });
  }
  if (template.type === SMS_TYPE) {
    const sms = await renderSmsTemplate(deps.templates, session, template.id, input);
    return sms.ok ? ok({ file: { bytes: new TextEncoder().encode(sms.value.body), extension: 'txt' } }) : sms;
  }
  const renderPdf = deps.templates.kindOf(template.type)?.renderPdf;
  if (!renderPdf) return fail(DOCUMENT_RUN_ERRORS.kindNotRunnable);
  const pdf = await renderPdf(deps, session, template, input);
  return pdf.ok ? ok({ file: { bytes: pdf.value, extension: 'pdf' } }) : pdf;
}
