import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../testing/use-test-server';
import { templatesClient } from '../../templates.testing';

type Rendered = { status: string; errors: string[]; value: { body: string } | null };
const RENDER_TEMPLATE = `query($id: String!, $content: String) {
  renderSmsTemplate(templateId: $id, input: { name: "data", contentJsonString: $content }) { status errors value { body } }
}`;
const RENDER = `query($body: String!, $content: String) {
  renderSms(bodyLiquid: $body, input: { name: "data", contentJsonString: $content }) { status errors value { body } }
}`;

describe('SMS templates', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
  });

  const renderTemplate = async (id: string, content?: unknown) =>
    (await api.gql<{ renderSmsTemplate: Rendered }>(RENDER_TEMPLATE, { id, content: JSON.stringify(content) }))
      .renderSmsTemplate;
  const render = async (body: string, content?: unknown) =>
    (await api.gql<{ renderSms: Rendered }>(RENDER, { body, content: JSON.stringify(content ?? {}) })).renderSms;

  it('stores the body and the query, and renders with the content as data', async () => {
    const id = await api.smsId(
      'Payment reminder',
      'Dear {{ data.policies.list[0].holder.name }}, pay {{ data.amount }}.',
    );
    const data = { policies: { list: [{ holder: { name: 'Chan Tai Man' } }] }, amount: 'HKD 368' };
    expect(await renderTemplate(id, data)).toEqual({
      status: 'success',
      errors: [],
      value: { body: 'Dear Chan Tai Man, pay HKD 368.' },
    });
    const update = await api.gql<{ updateSmsTemplate: { status: string } }>(
      'mutation($id: String!) { updateSmsTemplate(templateId: $id, input: { bodyLiquid: "Bye {{ data.amount }}", graphQlQuery: "{ policies { totalCount } }" }) { status } }',
      { id },
    );
    expect(update.updateSmsTemplate.status).toBe('success');
    const reread = await api.one(id);
    expect(reread).toMatchObject({
      bodyLiquid: 'Bye {{ data.amount }}',
      graphQlQuery: '{ policies { totalCount } }',
      version: 2,
    });
    // The new version is parsed anew, not served from the cache of version 1.
    expect((await renderTemplate(id, data)).value).toEqual({ body: 'Bye HKD 368' });
  });

  it('renders ad-hoc Liquid and reports line and column of a broken template', async () => {
    expect((await render('{{ data.a | upcase }}', { a: 'x' })).value).toEqual({ body: 'X' });
    expect(await render('Hello\n{{ data.a | }')).toEqual({
      status: 'failure',
      errors: ['liquid|2:1|output "{{ data.a | }" not closed'],
      value: null,
    });
    expect((await render('x', undefined)).status).toBe('success');
    const badJson = await api.gql<{ renderSms: Rendered }>(RENDER, { body: 'x', content: '{nope' });
    expect(badJson.renderSms.errors).toEqual(['contentJsonString is not valid JSON.']);
  });

  it('holds the Liquid limits through the API', async () => {
    const attacks = [
      '{% for i in (1..100000000) %}{{ i }}{% endfor %}',
      "{{ 'now' | date: '%100000000d' }}",
      "{% assign a = 'x,x' | split: ',' %}{% for i in (1..60) %}{% assign a = a | concat: a %}{% endfor %}{{ a | size }}",
      "{% include '/etc/passwd' %}",
      "{% render '/etc/passwd' %}",
    ];
    for (const body of attacks) {
      const started = Date.now();
      const answer = await render(body);
      expect(answer.status).toBe('failure');
      expect(answer.errors[0]).toMatch(/^liquid\|\d+:\d+\|/);
      expect(answer.errors[0]).not.toContain('root:');
      expect(Date.now() - started).toBeLessThan(4000);
    }
    expect((await render('still {{ "fine" }}')).value).toEqual({ body: 'still fine' });
  });
});
