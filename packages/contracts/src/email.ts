import { z } from 'zod';

/** Messages and limits of the email kind and the outbox (spec 001 §5, §8). */
export const EMAIL_MESSAGES = {
  templateAttachmentMissing: 'Template does not exist. Please try to add attachment again.',
  fileAttachmentMissing: 'File does not exist. Please try to add attachment again.',
  attachmentAdded: 'added attachment',
  noSubject: 'No subject',
} as const;

export const EMAIL_LIMITS = {
  /** Attachments one email template holds at most (files and templates together). */
  attachments: 20,
  /** Bytes of all attachments of one email together. */
  attachmentBytes: 20 * 1024 * 1024,
  /** Characters of an attachment's file name. */
  fileName: 200,
  /** Recipients of one test email (To only: test emails have no Cc or Bcc). */
  recipients: 5,
  /** Test emails one user may send per window (counted in the database, over all server processes). */
  testSendsPerUser: 10,
  testSendsPerUserWindowMinutes: 10,
  /** Test emails one tenant's users may send together per window. */
  testSendsPerTenant: 50,
  testSendsPerTenantWindowMinutes: 60,
} as const;

export const EMAIL_ERRORS = {
  templateAttachmentMissing: {
    code: 'attachment_template_not_found',
    message: EMAIL_MESSAGES.templateAttachmentMissing,
  },
  fileAttachmentMissing: { code: 'attachment_file_not_found', message: EMAIL_MESSAGES.fileAttachmentMissing },
  attachmentNotFound: (id: string) => ({ code: 'attachment_not_found', message: `There is no attachment ${id}.` }),
  tooManyAttachments: {
    code: 'too_many_attachments',
    message: `An email holds at most ${EMAIL_LIMITS.attachments} attachments.`,
  },
  attachmentsTooLarge: {
    code: 'attachments_too_large',
    message: `The attachments of an email may hold at most ${EMAIL_LIMITS.attachmentBytes / 1024 / 1024} MB together.`,
  },
  fileNameInvalid: {
    code: 'invalid_file_name',
    message: `An attachment needs a file name of at most ${EMAIL_LIMITS.fileName} characters.`,
  },
  mjml: (message: string) => ({ code: 'mjml_error', message: `mjml|1:1|${message}` }),
  recipientInvalid: { code: 'invalid_recipient', message: 'The recipient is not a valid email address.' },
  tooManyRecipients: {
    code: 'too_many_recipients',
    message: `A test email goes to at most ${EMAIL_LIMITS.recipients} recipients.`,
  },
  copiesUnsupported: {
    code: 'cc_bcc_unsupported',
    message: 'A test email goes to its To recipients only: leave Cc and Bcc empty.',
  },
  userSendLimit: {
    code: 'test_email_limit_user',
    message: `You can send at most ${EMAIL_LIMITS.testSendsPerUser} test emails in ${EMAIL_LIMITS.testSendsPerUserWindowMinutes} minutes. Please try again later.`,
  },
  tenantSendLimit: {
    code: 'test_email_limit_tenant',
    message: `Your team can send at most ${EMAIL_LIMITS.testSendsPerTenant} test emails in ${EMAIL_LIMITS.testSendsPerTenantWindowMinutes} minutes. Please try again later.`,
  },
  notificationTypeUnsupported: (type: string) => ({
    code: 'notification_type_unsupported',
    message: `Notifications of type ${type || '(none)'} cannot be sent.`,
  }),
  emailMessageMissing: {
    code: 'email_message_missing',
    message: 'emailMessage with to and templateRendering is required.',
  },
  deliveryFailed: (reason: string) => ({
    code: 'delivery_failed',
    message: `The email could not be delivered: ${reason}`,
  }),
  sentEmailNotFound: { code: 'sent_email_not_found', message: 'There is no such email in the outbox.' },
} as const;

/** An MJML validation warning as the render operations answer it among `errors`: `mjml|<line>:1|<message>`. */
export const formatMjmlWarning = (warning: { line: number; message: string }) =>
  `mjml|${warning.line}:1|${warning.message}`;

/**
 * The recipients of a `to` field (comma or semicolon separated), or the catalogue's problem: none or
 * one that is not an email address, or more than `EMAIL_LIMITS.recipients`.
 */
export function recipientsOf(
  to: string | null | undefined,
): { list: string[] } | { problem: (typeof EMAIL_ERRORS)['recipientInvalid' | 'tooManyRecipients'] } {
  const list = (to ?? '')
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
  if (list.length > EMAIL_LIMITS.recipients) return { problem: EMAIL_ERRORS.tooManyRecipients };
  if (list.length === 0 || !list.every((address) => z.email().safeParse(address).success))
    return { problem: EMAIL_ERRORS.recipientInvalid };
  return { list };
}
