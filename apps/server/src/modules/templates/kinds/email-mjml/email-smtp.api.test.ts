import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../platform/render/pdf/pdf-inspect.testing';
import { startTestServer, type TestServer } from '../../../../testing/test-server';
import { emailClient } from './email-mjml.testing';

/** A real SMTP server on 127.0.0.1 that hands each received message, parsed, to whoever waits for it. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiting.shift()?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise<ParsedMail>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const MJML = `<mjml><mj-body><mj-section><mj-column>
  <mj-text>Policy {{ data.policies.list[0].issuerNumber }} for {{ data.policies.list[0].holder.name }}</mj-text>
</mj-column></mj-section></mj-body></mjml>`;

describe('Test emails through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  let api: ReturnType<typeof emailClient>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ smtpUrl: smtp.url, mailFrom: 'Carrier Test Desk <desk@carrier.test>' });
    api = emailClient(server, (await server.signIn('test')).accessToken);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the test email with its PDF attachment, from the configured sender', async () => {
    const id = await api.createEmail({
      name: 'SMTP notice',
      mjml: MJML,
      subject: 'Your policy {{ data.policies.list[0].issuerNumber }}',
    });
    await api.gql(
      'mutation($id: String!) { updateEmailMjmlTemplate(templateId: $id, input: { graphQlQuery: "query($limit: Int) { policies(limit: $limit) { list { issuerNumber holder { name } } } }" }) { status } }',
      { id },
    );
    const pdfTemplate = await api.createPdfTemplate('Policy schedule');
    expect(await api.addTemplate(id, { fileName: 'Policy schedule.pdf', templateId: pdfTemplate })).toMatchObject({
      status: 'success',
    });
    const arrival = smtp.next();
    expect(await api.sendTest({ to: 'holder@example.test', templateId: id })).toEqual({
      status: 'success',
      errors: [],
    });
    const mail = await arrival;

    expect(mail.from?.text).toBe('"Carrier Test Desk" <desk@carrier.test>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('holder@example.test');
    expect(mail.subject).toMatch(/^Your policy \S+$/);
    expect(mail.html).toMatch(/Policy \S+ for \S+/);
    expect(mail.text).toMatch(/Policy \S+ for \S+/);
    expect(mail.attachments.map((part) => [part.filename, part.contentType])).toEqual([
      ['Policy schedule.pdf', 'application/pdf'],
    ]);
    // A real PDF from the HTML-to-PDF kind, printed with the policy the template's query found.
    const holder = /Policy \S+ for (.+)$/m.exec(mail.text ?? '')?.[1]?.trim() ?? '';
    expect(holder).not.toBe('');
    expect(await pdfText(mail.attachments[0]?.content ?? new Uint8Array())).toContain(holder);

    const outbox = await api.gql<{
      sentEmails: { list: Array<{ transport: string; status: string; subject: string }> };
    }>('{ sentEmails(limit: 1) { list { transport status subject } } }');
    expect(outbox.sentEmails.list[0]).toEqual({ transport: 'smtp', status: 'sent', subject: mail.subject });
  });

  it('says why a delivery failed, and keeps the message as failed', async () => {
    const closed = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const other = emailClient(closed, (await closed.signIn('test')).accessToken);
      const id = await other.createEmail({ name: 'Undeliverable', mjml: MJML, subject: 'x' });
      const answer = await other.sendTest({ to: 'holder@example.test', templateId: id });
      expect(answer.status).toBe('failure');
      expect(answer.errors?.[0]).toMatch(/^The email could not be delivered: .*ECONNREFUSED/);
      const outbox = await other.gql<{ sentEmails: { list: Array<{ status: string; error: string }> } }>(
        '{ sentEmails(limit: 1) { list { status error } } }',
      );
      expect(outbox.sentEmails.list[0]).toEqual({ status: 'failed', error: expect.stringContaining('ECONNREFUSED') });
    } finally {
      await closed.close();
    }
  });
});
