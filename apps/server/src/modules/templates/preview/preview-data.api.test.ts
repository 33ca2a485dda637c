import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { templatesClient } from '../templates.testing';

const PREVIEW = `query($query: String!, $variables: String) {
  templatePreviewData(graphQlQuery: $query, variablesJsonString: $variables) { status errors value }
}`;
const POLICIES = `query($limit: Int) { policies(limit: $limit) { totalCount list { issuerNumber holder { name } premium { amount } } } }`;

describe('template preview data', () => {
  let server: TestServer;
  let api: ReturnType<typeof templatesClient>;
  let uat: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    server = await startTestServer();
    api = templatesClient(server, (await server.signIn('test')).accessToken);
    uat = templatesClient(server, (await server.signIn('test_uat')).accessToken);
  });
  afterAll(async () => server?.close());

  const preview = async (client: typeof api, query: string, variables?: string) =>
    (
      await client.gql<{ templatePreviewData: { status: string; errors: string[]; value: string | null } }>(PREVIEW, {
        query,
        variables,
      })
    ).templatePreviewData;

  it('runs the query as the signed-in user with { limit: 1 } merged', async () => {
    const answer = await preview(api, POLICIES);
    expect(answer.status).toBe('success');
    const data = JSON.parse(String(answer.value));
    expect(data.policies.totalCount).toBe(3);
    expect(data.policies.list).toHaveLength(1);
    expect(data.policies.list[0].issuerNumber).toMatch(/^TEST-POL-/);
    const two = JSON.parse(String((await preview(api, POLICIES, '{"limit":2}')).value));
    expect(two.policies.list).toHaveLength(2);
  });

  it("never reads another tenant's data", async () => {
    const data = JSON.parse(String((await preview(uat, POLICIES, '{"limit":10}')).value));
    expect(data.policies.list.map((policy: { issuerNumber: string }) => policy.issuerNumber)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^TEST_UAT-POL-/)]),
    );
    expect(JSON.stringify(data)).not.toMatch(/"TEST-POL-/);
    await api.smsId('Only in test', 'x');
    const templates = JSON.parse(String((await preview(uat, '{ templates { totalCount list { name } } }')).value));
    expect(templates.templates.totalCount).toBe(0);
  });

  it('answers problem with GraphQL with the reason', async () => {
    expect(await preview(api, '{ policies { nope } }')).toEqual({
      status: 'failure',
      errors: [expect.stringMatching(/^problem with GraphQL: .*nope/)],
      value: null,
    });
    expect((await preview(api, '{ policies {')).errors[0]).toMatch(/^problem with GraphQL: Syntax Error/);
    expect((await preview(api, POLICIES, '{bad')).errors[0]).toBe(
      'problem with GraphQL: There is a problem with your variables populating (variablesJsonString is not valid JSON.)',
    );
    expect((await preview(api, 'mutation { deleteTemplate(templateId: "x") { status } }')).errors[0]).toBe(
      'problem with GraphQL: Only queries can feed a preview.',
    );
    expect(
      (await preview(api, '{ templatePreviewData(graphQlQuery: "{ policies { totalCount } }") { value } }')).errors[0],
    ).toBe('problem with GraphQL: A preview cannot query preview data.');
    const deep = `{ ${'policies { list { transactions { policy { '.repeat(5)}id${' } } } }'.repeat(5)} }`;
    expect((await preview(api, deep)).errors[0]).toMatch(/nested deeper than/);
  });
});
