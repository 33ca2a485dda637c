import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { EMAIL_ERRORS, EMAIL_LIMITS } from '@carrier/contracts';
import { simpleParser } from 'mailparser';
import type { Logger } from 'pino';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import { composeMail, type Mailer, type MailMessage, type SentMail } from '../../platform/mail/mailer';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { ThrottleRepository, ThrottleRule } from '../auth/throttle.repository';
import type { OutboxRepository, SentEmailRow } from './outbox.repository';

const OUTBOX_LIST_MAX = 100;
/** Bytes of a kept message read back at most (attachments are limited well below this). */
const MESSAGE_READ_LIMIT = 64 * 1024 * 1024;

export type OpenedEmail = {
  html: string | null;
  text: string | null;
  attachments: Array<{ fileName: string; contentType: string; size: number; content: Buffer }>;
};

/** Test emails a user, and a tenant's users together, may send per window (any server process counts). */
export const TEST_SEND_LIMITS = {
  perUser: { limit: EMAIL_LIMITS.testSendsPerUser, windowSeconds: EMAIL_LIMITS.testSendsPerUserWindowMinutes * 60 },
  perTenant: {
    limit: EMAIL_LIMITS.testSendsPerTenant,
    windowSeconds: EMAIL_LIMITS.testSendsPerTenantWindowMinutes * 60,
  },
} satisfies Record<string, ThrottleRule>;
export const testSendKeys = (session: Pick<Session, 'tenantId' | 'userId'>) => ({
  perUser: `test-email:${session.tenantId}:${session.userId}`,
  perTenant: `test-email:${session.tenantId}`,
});

/** Where a kept message lives: four segments, outside the files module's `<tenant>/<bucket>/<id>` objects. */
const messageKey = (tenantId: string, id: string) => `outbox/${tenantId}/${id}/message.eml`;
/** The tenant and outbox id of a kept message's key, or null for any other key. */
export function keptMessageOf(key: string): { tenantId: string; id: string } | null {
  const [root, tenantId, id, file, ...rest] = key.split('/');
  if (root !== 'outbox' || !tenantId || !id || file !== 'message.eml' || rest.length > 0) return null;
  return { tenantId, id };
}

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
  throttle: ThrottleRepository;
  log: Logger;
}) {
  const { repository, storage, mailer, throttle, log } = deps;

  async function keep(session: Session, message: MailMessage, sent: SentMail, extra: Partial<SentEmailRow>) {
    const id = extra.id ?? randomUUID();
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
    /**
     * Counts one test email of the user against the user's and the tenant's limits (one atomic database
     * hit each), or answers which limit it is over. Call it before rendering, so refused sends cost nothing.
     */
    async admitTestSend(session: Session): Promise<Outcome<void>> {
      const keys = testSendKeys(session);
      if ((await throttle.hit(keys.perUser, TEST_SEND_LIMITS.perUser)) > TEST_SEND_LIMITS.perUser.limit)
        return fail(EMAIL_ERRORS.userSendLimit);
      if ((await throttle.hit(keys.perTenant, TEST_SEND_LIMITS.perTenant)) > TEST_SEND_LIMITS.perTenant.limit)
        return fail(EMAIL_ERRORS.tenantSendLimit);
      return ok(undefined);
    },

    /**
     * Sends and keeps the message; answers the outbox id, or why the delivery failed (also kept). `id`
     * names the kept message (a document run's row gives its own, so a retried row finds it).
     */
    async send(
      session: Session,
      message: MailMessage,
      meta: { templateId?: string; id?: string } = {},
    ): Promise<Outcome<string>> {
      const templateId = meta.templateId ?? null;
      const id = meta.id;
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
          ...(id ? { id } : {}),
        });
        return fail(EMAIL_ERRORS.deliveryFailed(reason));
      }
      return ok(await keep(session, message, sent, { templateId, ...(id ? { id } : {}) }));
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
