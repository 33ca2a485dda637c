import { notificationTextKey } from '@carrier/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { templatesClient } from './templates.testing';

type Result = { status: string; errors: string[]; value: unknown };

describe('render warnings of the template APIs', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
  });

  const input = { name: 'data', contentJsonString: '{"name":"Ann"}' };

  it('renderHtml renders past an unknown filter and answers it as a warning, with where it is', async () => {
    const { renderHtml } = await api.gql<{ renderHtml: Result }>(
      'query($html: String!, $input: templateRenderParametersInput) { renderHtml(html: $html, input: $input) { status errors value } }',
      { html: '<p>{{ data.name | shout }}</p>', input },
    );
    expect(renderHtml).toEqual({
      status: 'success',
      errors: ['liquid|1:19|Unknown filter "shout": the value passes through it unchanged.'],
      value: '<p>Ann</p>',
    });
  });

  it('renderSms does the same, and a template with known filters only has no warning', async () => {
    const query =
      'query($body: String!, $input: templateRenderParametersInput) { renderSms(bodyLiquid: $body, input: $input) { status errors value { body } } }';
    const warned = await api.gql<{ renderSms: Result }>(query, { body: 'Hi {{ data.name | titlecase }}', input });
    expect(warned.renderSms).toEqual({
      status: 'success',
      errors: ['liquid|1:19|Unknown filter "titlecase": the value passes through it unchanged.'],
      value: { body: 'Hi Ann' },
    });
    const clean = await api.gql<{ renderSms: Result }>(query, { body: 'Hi {{ data.name | upcase }}', input });
    expect(clean.renderSms).toEqual({ status: 'success', errors: [], value: { body: 'Hi ANN' } });
  });

  it('the email preview answers Liquid warnings of the markup and the subject before MJML warnings', async () => {
    const { renderEmailMjmlPreview } = await api.gql<{ renderEmailMjmlPreview: Result }>(
      `query($mjml: String!, $subject: String, $input: templateRenderParametersInput) {
        renderEmailMjmlPreview(emailMjml: $mjml, subject: $subject, input: $input) { status errors value { html subject } } }`,
      {
        mjml: '<mjml><mj-body><mj-section><mj-column><mj-text>{{ data.name | shout }}</mj-text></mj-column></mj-section></mj-body></mjml>',
        subject: 'For {{ data.name | whisper }}',
        input,
      },
    );
    expect(renderEmailMjmlPreview.status).toBe('success');
    expect(renderEmailMjmlPreview.errors).toEqual([
      'liquid|1:63|Unknown filter "shout": the value passes through it unchanged.',
      'liquid|1:20|Unknown filter "whisper": the value passes through it unchanged.',
    ]);
    expect(renderEmailMjmlPreview.value).toMatchObject({ subject: 'For Ann' });
  });

  it('stored notification and dynamic templates answer their unknown filters too', async () => {
    const created = await api.gql<{ createNotificationTemplate: { createdStatus: { id: string } } }>(
      'mutation { createNotificationTemplate(input: { name: "Warned notice" }) { createdStatus { id } } }',
    );
    const noticeId = created.createNotificationTemplate.createdStatus.id;
    await api.gql('mutation($l10n: upsertL10nInput) { upsertL10n(l10n: $l10n) { status errors } }', {
      l10n: { key: notificationTextKey(noticeId), locale: 'en-US', value: '<p>{{ data.name | shout }}</p>' },
    });
    const notice = await api.gql<{ renderNotificationTemplate: Result }>(
      'query($id: String!, $input: templateRenderParametersInput) { renderNotificationTemplate(templateId: $id, locale: "en-US", input: $input) { status errors value } }',
      { id: noticeId, input },
    );
    expect(notice.renderNotificationTemplate).toEqual({
      status: 'success',
      errors: ['liquid|1:19|Unknown filter "shout": the value passes through it unchanged.'],
      value: '<p>Ann</p>',
    });

    const dynamicId = await api.createDynamic('Warned values');
    await api.gql(
      'mutation($id: String!, $json: String) { addDynamicValueToTemplate(templateId: $id, input: { valueJsonString: $json }) { status errors } }',
      { id: dynamicId, json: '"{{ data.name | shout }}"' },
    );
    const dynamic = await api.gql<{ renderDynamicTemplate: Result }>(
      'query($id: String!, $input: templateRenderParametersInput) { renderDynamicTemplate(templateId: $id, input: $input) { status errors value } }',
      { id: dynamicId, input },
    );
    expect(dynamic.renderDynamicTemplate).toEqual({
      status: 'success',
      errors: ['liquid|1:17|Unknown filter "shout": the value passes through it unchanged.'],
      value: '["Ann"]',
    });
  });
});
