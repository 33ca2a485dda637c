import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { templatesClient } from './templates.testing';

type Result = { status: string; errors: string[]; value: unknown };

describe('render warnings of the template APIs', () => {
  let server: TestServer;
  let api: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    server = await startTestServer();
    api = templatesClient(server, (await server.signIn('test')).accessToken);
  });
  afterAll(async () => server?.close());

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
});
