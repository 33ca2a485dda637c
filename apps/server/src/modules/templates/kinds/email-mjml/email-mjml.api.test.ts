import { readFileSync } from 'node:fs';
import { EMAIL_MESSAGES } from '@carrier/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../platform/render/pdf/pdf-inspect.testing';
import { useTestServer } from '../../../../testing/use-test-server';
import { PDF, uploadTo } from '../../../files/files.testing';
import { emailClient } from './email-mjml.testing';

const MJML = `<mjml>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text>Dear {{ data.policies.list[0].holder.name }},</mj-text>
        <mj-button href="https://example.test/pay">Pay {{ data.amount }}</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
const DATA = { policies: { list: [{ holder: { name: 'Chan Tai Man' } }] }, amount: 'HKD 368' };

type Rendered = {
  status: string;
  errors: string[];
  value: {
    html: string;
    text: string;
    subject: string;
    warnings: Array<{ line: number; tagName: string; message: string }>;
    attachments: Array<{ fileName: string; contentType: string; size: number; contentBase64: string }>;
  } | null;
};
const RENDER_TEMPLATE = `query($id: String!, $attach: Boolean, $input: templateRenderParametersInput) {
  renderEmailMjmlTemplate(templateId: $id, includeAttachments: $attach, input: $input) {
    status errors value { html text subject warnings { line tagName message } attachments { fileName contentType size contentBase64 } }
  }
}`;
const RENDER = `query($mjml: String!, $content: String) {
  renderEmailMjml(emailMjml: $mjml, input: { name: "data", contentJsonString: $content }) { status errors value }
}`;

describe('Email (MJML) templates', () => {
  const server = useTestServer();
  let api: ReturnType<typeof emailClient>;
  beforeAll(async () => {
    api = emailClient(server, server.token);
  });

  const renderTemplate = async (id: string, options: { attach?: boolean; content?: unknown } = {}) =>
    (
      await api.gql<{ renderEmailMjmlTemplate: Rendered }>(RENDER_TEMPLATE, {
        id,
        attach: options.attach ?? false,
        input: { name: 'data', contentJsonString: JSON.stringify(options.content ?? DATA) },
      })
    ).renderEmailMjmlTemplate;
  const render = async (mjml: string, content: unknown = DATA) =>
    (
      await api.gql<{ renderEmailMjml: { status: string; errors: string[]; value: string | null } }>(RENDER, {
        mjml,
        content: JSON.stringify(content),
      })
    ).renderEmailMjml;

  it('renders Liquid first, then MJML: the HTML, a plain-text part and the subject', async () => {
    const id = await api.createEmail({ name: 'Renewal notice', mjml: MJML, subject: 'Renewal for {{ data.amount }}' });
    const rendered = await renderTemplate(id);
    expect(rendered.status).toBe('success');
    expect(rendered.errors).toEqual([]);
    const value = rendered.value;
    expect(value?.html).toMatch(/^<!doctype html>/i);
    expect(value?.html).toContain('Dear Chan Tai Man,');
    expect(value?.html).toContain('Pay HKD 368');
    expect(value?.html).not.toMatch(/<mj-/);
    expect(value?.text).toContain('Dear Chan Tai Man,');
    expect(value?.text).toMatch(/Pay HKD 368 \[https:\/\/example\.test\/pay\]/i);
    expect(value?.subject).toBe('Renewal for HKD 368');
    expect(value?.attachments).toEqual([]);
  });

  it('answers MJML validation warnings with their line, and Liquid errors with line and column', async () => {
    const broken = MJML.replace('<mj-text>Dear', '<mj-bogus>x</mj-bogus>\n        <mj-text>Dear');
    const answer = await render(broken);
    expect(answer.status).toBe('success');
    expect(answer.value).toContain('Dear Chan Tai Man');
    expect(answer.errors).toEqual([expect.stringMatching(/^mjml\|5:1\|Element mj-bogus doesn't exist/)]);
    expect(await render('<mjml>\n{{ data.a | }</mjml>')).toEqual({
      status: 'failure',
      errors: ['liquid|2:1|output "{{ data.a | }</mjml>" not closed'],
      value: null,
    });
  });

  it('never reads files: mj-include of /etc/passwd produces nothing', async () => {
    const passwd = readFileSync('/etc/passwd', 'utf8').split('\n')[0] ?? 'root:';
    const answer = await render(
      '<mjml><mj-body><mj-include path="/etc/passwd" /><mj-section><mj-column><mj-text>x</mj-text></mj-column></mj-section></mj-body></mjml>',
    );
    expect(answer.status).toBe('success');
    expect(answer.value).not.toContain(passwd);
    expect(answer.value).not.toContain('root:');
    expect(answer.errors).toEqual(['mjml|1:1|mj-include is not allowed; the element was ignored.']);
  });

  it('adds and removes attachments: templates that render PDFs and files of the file service', async () => {
    const token = server.token;
    const id = await api.createEmail({ name: 'Policy documents', mjml: MJML, subject: 'Documents' });
    const pdfTemplate = await api.createPdfTemplate('Policy schedule');
    const sms = (
      await api.gql<{ createSmsTemplate: { status: string } }>(
        'mutation { createSmsTemplate(input: { name: "Attachment sms", bodyLiquid: "x" }) { status } }',
      )
    ).createSmsTemplate;
    expect(sms.status).toBe('success');
    const smsId = (
      await api.gql<{ templates: { list: Array<{ id: string }> } }>(
        'query { templates(where: { name_contains: "Attachment sms" }) { list { id } } }',
      )
    ).templates.list[0]?.id as string;
    const templateMissing = { status: 'failure', errors: [EMAIL_MESSAGES.templateAttachmentMissing] };
    expect(await api.addTemplate(id, { fileName: 'x.pdf', templateId: 'no-such-template' })).toEqual(templateMissing);
    expect(await api.addTemplate(id, { fileName: 'x.pdf', templateId: smsId })).toEqual(templateMissing);
    expect(await api.addTemplate(id, { fileName: 'x.pdf', templateId: id })).toEqual(templateMissing);
    expect(await api.addTemplate(id, { fileName: 'Policy schedule.pdf', templateId: pdfTemplate })).toEqual({
      status: 'success',
      errors: [],
    });

    expect(await api.addReference(id, { fileName: 'terms.pdf', filePath: 'email-test/terms.pdf' })).toEqual({
      status: 'failure',
      errors: [EMAIL_MESSAGES.fileAttachmentMissing],
    });
    expect((await uploadTo(server, 'email-test/', [{ name: 'terms.pdf', content: PDF }], { token })).statusCode).toBe(
      200,
    );
    expect(await api.addReference(id, { fileName: 'terms.pdf', filePath: 'email-test/terms.pdf' })).toMatchObject({
      status: 'success',
    });

    const stored = await api.email(id);
    expect(stored.attachmentTemplates).toEqual([
      { attachmentTemplateId: expect.any(String), fileName: 'Policy schedule.pdf', templateId: pdfTemplate },
    ]);
    expect(stored.attachmentReferences).toEqual([
      { id: expect.any(String), fileName: 'terms.pdf', filePath: 'email-test/terms.pdf' },
    ]);

    expect((await renderTemplate(id)).value?.attachments).toEqual([]);
    const rendered = await renderTemplate(id, { attach: true });
    expect(rendered.status).toBe('success');
    expect(rendered.value?.attachments.map((item) => [item.fileName, item.contentType])).toEqual([
      ['Policy schedule.pdf', 'application/pdf'],
      ['terms.pdf', 'application/pdf'],
    ]);
    const [schedule, terms] = rendered.value?.attachments ?? [];
    // The attached template rendered with the same data as the email (HTML to PDF through Chromium).
    expect(await pdfText(Buffer.from(schedule?.contentBase64 ?? '', 'base64'))).toContain('Chan Tai Man');
    expect(Buffer.from(terms?.contentBase64 ?? '', 'base64').equals(PDF)).toBe(true);

    // The attached template is named as it is now, not as it was when attached.
    await api.gql(
      'mutation($id: String!) { updateWkhtmltopdfTemplate(templateId: $id, input: { name: "Schedule 2026" }) { status } }',
      { id: pdfTemplate },
    );
    expect((await renderTemplate(id, { attach: true })).value?.attachments[0]?.fileName).toBe('Schedule 2026.pdf');

    const templateAttachment = stored.attachmentTemplates[0]?.attachmentTemplateId as string;
    const reference = stored.attachmentReferences[0]?.id as string;
    expect(await api.removeTemplate(id, templateAttachment)).toMatchObject({ status: 'success' });
    expect(await api.removeReference(id, reference)).toMatchObject({ status: 'success' });
    expect(await api.removeReference(id, reference)).toEqual({
      status: 'failure',
      errors: [`There is no attachment ${reference}.`],
    });
    const after = await api.email(id);
    expect([after.attachmentTemplates, after.attachmentReferences]).toEqual([[], []]);
    expect(after.version).toBe(stored.version + 2);
  });

  it('sends a test email into the outbox, kept in the database and storage, readable back with attachments', async () => {
    const id = await api.createEmail({ name: 'Test send', mjml: MJML, subject: '' });
    await api.gql(
      'mutation($id: String!) { updateEmailMjmlTemplate(templateId: $id, input: { graphQlQuery: "query($limit: Int) { policies(limit: $limit) { list { holder { name } } } }" }) { status } }',
      { id },
    );
    const pdfTemplate = await api.createPdfTemplate('Certificate');
    await api.addTemplate(id, { fileName: 'Certificate.pdf', templateId: pdfTemplate });

    expect(await api.sendTest({ to: 'not an address', templateId: id })).toEqual({
      status: 'failure',
      errors: ['The recipient is not a valid email address.'],
    });
    const before = server.outbox.length;
    expect(await api.sendTest({ to: 'reviewer@example.test', templateId: id })).toEqual({
      status: 'success',
      errors: [],
    });
    const mail = server.outbox.at(-1);
    expect(server.outbox.length).toBe(before + 1);
    expect(mail?.subject).toBe(EMAIL_MESSAGES.noSubject);
    expect(mail?.to).toBe('reviewer@example.test');
    // The data came from the template's own query, run as the signed-in user.
    expect(mail?.html).toMatch(/Dear [^,<]+,/);
    expect(mail?.html).not.toContain('Dear ,');
    expect(mail?.attachments?.map((item) => item.filename)).toEqual(['Certificate.pdf']);

    const outbox = await api.gql<{
      sentEmails: {
        totalCount: number;
        list: Array<{ id: string; to: string; from: string; subject: string; transport: string; status: string }>;
      };
    }>(
      '{ sentEmails(limit: 10) { totalCount list { id to from subject transport status attachments { fileName size } } } }',
    );
    const sent = outbox.sentEmails.list[0];
    expect(sent).toMatchObject({
      to: 'reviewer@example.test',
      from: 'Carrier Studio <no-reply@studio.test>',
      subject: 'No subject',
      transport: 'outbox',
      status: 'sent',
    });
    const opened = await api.gql<{
      sentEmail: {
        content: {
          html: string;
          text: string;
          attachments: Array<{ fileName: string; contentType: string; contentBase64: string }>;
        };
      };
    }>(
      'query($id: String!) { sentEmail(id: $id) { content { html text attachments { fileName contentType contentBase64 } } } }',
      {
        id: sent?.id,
      },
    );
    expect(opened.sentEmail.content.html).toContain('Dear ');
    expect(opened.sentEmail.content.text).toContain('Dear ');
    expect(opened.sentEmail.content.attachments).toEqual([
      { fileName: 'Certificate.pdf', contentType: 'application/pdf', contentBase64: expect.any(String) },
    ]);
    const certificate = Buffer.from(opened.sentEmail.content.attachments[0]?.contentBase64 ?? '', 'base64');
    expect(await pdfText(certificate)).toMatch(/\S/);

    // Another tenant sees none of it.
    const other = emailClient(server, (await server.signIn('test_uat')).accessToken);
    const theirs = await other.gql<{ sentEmails: { totalCount: number }; sentEmail: unknown }>(
      'query($id: String!) { sentEmails { totalCount } sentEmail(id: $id) { id } }',
      { id: sent?.id },
    );
    expect(theirs).toEqual({ sentEmails: { totalCount: 0 }, sentEmail: null });
  });

  it('refuses other notification types and a missing message', async () => {
    const answer = await api.gql<{ sendNotification: { status: string; errors: string[] } }>(
      'mutation { sendNotification(input: { type: "sms" }) { status errors } }',
    );
    expect(answer.sendNotification).toEqual({
      status: 'failure',
      errors: ['Notifications of type sms cannot be sent.'],
    });
    const missing = await api.gql<{ sendNotification: { status: string; errors: string[] } }>(
      'mutation { sendNotification(input: { type: "testMjmlTemplate", emailMessage: { to: "a@b.test" } }) { status errors } }',
    );
    expect(missing.sendNotification.status).toBe('failure');
  });
});
