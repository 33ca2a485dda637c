import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailAttachment = { filename: string; content: Uint8Array; contentType?: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
};
/** A message as it left: its id and the whole MIME text (what the recipient's program reads). */
export type SentMail = { messageId: string; raw: Buffer };
export type Mailer = {
  kind: 'outbox' | 'smtp';
  /** The fixed sender of every mail (MAIL_FROM). */
  from: string;
  send: (message: MailMessage) => Promise<SentMail>;
};

const DEFAULT_MAIL_FROM = 'Carrier Studio <no-reply@studio.test>';

/** How long an SMTP server may take to answer before the delivery fails (milliseconds). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Builds MIME text without sending it (nodemailer's stream transport, buffered). */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'crlf' });

/** The MIME text of a message from `from`, built once, so what is sent and what is kept are the same bytes. */
export async function composeMail(from: string, message: MailMessage): Promise<SentMail> {
  const info = await composer.sendMail({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map((attachment) => ({
      filename: attachment.filename,
      content: Buffer.from(attachment.content),
      contentType: attachment.contentType,
    })),
  });
  return { messageId: info.messageId, raw: info.message as Buffer };
}

/**
 * With SMTP_URL set, mails go to that server; otherwise (the embedded default) each mail is written as
 * an .eml file under DATA_DIR/outbox (open it with any mail program). Either way `send` answers the
 * MIME text that left, which the notifications module keeps in its outbox.
 */
export function createMailer(options: { smtpUrl?: string; from?: string; dataDir: string; log: Logger }): Mailer {
  const from = options.from || DEFAULT_MAIL_FROM;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      from,
      async send(message) {
        const sent = await composeMail(from, message);
        await transport.sendMail({ from, to: message.to, raw: sent.raw });
        return sent;
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  return {
    kind: 'outbox',
    from,
    async send(message) {
      const sent = await composeMail(from, message);
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${sent.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, sent.raw);
      options.log.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox');
      return sent;
    },
  };
}
