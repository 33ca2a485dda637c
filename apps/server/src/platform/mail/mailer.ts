import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { kind: 'outbox' | 'smtp'; send: (message: MailMessage) => Promise<void> };

const FROM = 'Carrier Studio <no-reply@studio.test>';

/**
 * The embedded default writes each mail as an .eml file under DATA_DIR/outbox (open it with any mail
 * program); with SMTP_URL set, mails go to that server instead.
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox');
    },
  };
}
