import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { EMAIL_ERRORS } from '@carrier/contracts';
import { simpleParser } from 'mailparser';
import type { Logger } from 'pino';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import { composeMail, type Mailer, type MailMessage, type SentMail } from '../../platform/mail/mailer';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { OutboxRepository, SentEmailRow } from './outbox.repository';

export const OUTBOX_LIST_MAX = 100;
/** Bytes of a kept message read back at most (attachments are limited well below this). */
const MESSAGE_READ_LIMIT = 64 * 1024 * 1024;

export type OpenedEmail = {
  html: string | null;
  text: string | null;
  attachments: Array<{ fileName: string; contentType: string; size: number; content: Buffer }>;
};

/** Where a kept message lives: four segments, outside the files module's `<tenant>/<bucket>/<id>` objects. */
const messageKey = (tenantId: string, id: string) => `outbox/${tenantId}/${id}/message.eml`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MESSAGE_READ_LIMIT) throw new Error('The kept message is too large to open.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A delivery error as one line, without credentials an SMTP URL might hold. */
function reasonOf(error: unknown): string {
  const text = String((error as Error)?.message ?? error).split('\n')[0] ?? 'unknown error';
  return text.replace(/\/\/[^@/\s]+@/g, '//***@').slice(0, 500);
}

/**
 * Sends an email through the configured mailer and keeps it in the outbox (a row per message and
 * its MIME text in object storage), delivered or not; a failed delivery is kept with its reason.
 */
export function createOutboxService(deps: {
  repository: OutboxRepository;
  storage: ObjectStorage;
  mailer: Mailer;
  log: Logger;
}) {
  const { repository, storage, mailer, log } = deps;

  async function keep(session: Session, message: MailMessage, sent: SentMail, extra: Partial<SentEmailRow>) {
    const id = randomUUID();
    const key = messageKey(session.tenantId, id);
    await storage.write(key, Readable.from([sent.raw]), { contentType: 'message/rfc822' });
    await repository.insert({
      id,
      tenantId: session.tenantId,
      toAddress: message.to,
      fromAddress: mailer.from,
      subject: message.subject,
      transport: mailer.kind,
      status: 'sent',
      messageId: sent.messageId,
      messageKey: key,
      size: sent.raw.length,
      attachments: (message.attachments ?? []).map((attachment) => ({
        fileName: attachment.filename,
        contentType: attachment.contentType ?? 'application/octet-stream',
        size: attachment.content.byteLength,
      })),
      sentById: session.userId,
      sentBy: session.username,
      ...extra,
    });
    return id;
  }

  return {
    /** Sends and keeps the message; answers the outbox id, or why the delivery failed (also kept). */
    async send(session: Session, message: MailMessage, meta: { templateId?: string } = {}): Promise<Outcome<string>> {
      const templateId = meta.templateId ?? null;
      let sent: SentMail;
      try {
        sent = await mailer.send(message);
      } catch (error) {
        const reason = reasonOf(error);
        log.warn({ to: message.to, reason }, 'email delivery failed');
        await keep(session, message, await composeMail(mailer.from, message), {
          status: 'failed',
          error: reason,
          templateId,
        });
        return fail(EMAIL_ERRORS.deliveryFailed(reason));
      }
      return ok(await keep(session, message, sent, { templateId }));
    },

    async list(tenantId: string, limit?: number | null, skip?: number | null) {
      const take = Math.min(Math.max(limit ?? OUTBOX_LIST_MAX, 0), OUTBOX_LIST_MAX);
      return repository.page(tenantId, take, Math.max(skip ?? 0, 0));
    },

    find: (tenantId: string, id: string) => repository.find(tenantId, id),

    /** The kept message parsed back: its HTML and text parts and its attachments, as the recipient gets them. */
    async open(tenantId: string, id: string): Promise<Outcome<OpenedEmail>> {
      const row = await repository.find(tenantId, id);
      if (!row) return fail(EMAIL_ERRORS.sentEmailNotFound);
      const stream = await storage.read(row.messageKey);
      if (!stream) return fail(EMAIL_ERRORS.sentEmailNotFound);
      const parsed = await simpleParser(await readAll(stream), { skipImageLinks: true, skipTextToHtml: true });
      return ok({
        html: parsed.html || null,
        text: parsed.text ?? null,
        attachments: parsed.attachments.map((attachment) => ({
          fileName: attachment.filename ?? 'attachment',
          contentType: attachment.contentType,
          size: attachment.size,
          content: attachment.content,
        })),
      });
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
