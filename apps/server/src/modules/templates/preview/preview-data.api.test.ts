import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../testing/use-test-server';
import { templatesClient } from '../templates.testing';

const PREVIEW = `query($query: String!, $variables: String) {
  templatePreviewData(graphQlQuery: $query, variablesJsonString: $variables) { status errors value }
}`;
const POLICIES = `query($limit: Int) { policies(limit: $limit) { totalCount list { issuerNumber holder { name } premium { amount } } } }`;

describe('template preview data', () => {
  const server = useTestServer();
  let api: ReturnType<typeof templatesClient>;
  let uat: ReturnType<typeof templatesClient>;
  beforeAll(async () => {
    api = templatesClient(server, server.token);
    uat = templatesClient(server, (await server.signIn('test_uat')).accessToken);
  });

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
    expect((await preview(api, deep)).errors[0]).toMatch(/^problem with GraphQL: .*depth limit of 16/i);
  });

  describe("goes through the API's own guards", () => {
    const NESTED = 'templatePreviewData(graphQlQuery: "{ policies { totalCount } }") { value }';
    const nestedRefused = 'problem with GraphQL: A preview cannot query preview data.';

    it('refuses a nested preview however it is reached', async () => {
      const viaFragment = `{ ...Inner } fragment Inner on Query { ${NESTED} }`;
      const viaInline = `{ ... on Query { ${NESTED} } }`;
      const viaAlias = `{ data: ${NESTED} }`;
      for (const query of [viaFragment, viaInline, viaAlias]) {
        expect(await preview(api, query)).toEqual({ status: 'failure', errors: [nestedRefused], value: null });
      }
    });

    it('refuses too many aliases and too costly a query with the API limits', async () => {
      const aliases = `{ ${Array.from({ length: 21 }, (_, index) => `a${index}: policies { totalCount }`).join(' ')} }`;
      expect((await preview(api, aliases)).errors[0]).toMatch(/^problem with GraphQL: .*Aliases limit of 20/i);
      // 150 fields 15 levels down: within the depth, alias and token limits, over the cost limit.
      const costly = `{ policies { list { ${'transactions { policy { '.repeat(6)}${'id '.repeat(150)}${'} } '.repeat(6)}} } }`;
      expect((await preview(api, costly)).errors[0]).toMatch(/^problem with GraphQL: .*Cost limit of 20000/i);
    });

    it("refuses a 1,000-deep where filter in the preview's variables with the input limits' message", async () => {
      const where = `${'{"and":['.repeat(1000)}{"id":"x"}${']}'.repeat(1000)}`;
      const query = 'query($where: policyWhereInput) { policies(where: $where) { totalCount } }';
      expect((await preview(api, query, `{"where":${where}}`)).errors).toEqual([
        'problem with GraphQL: The input is nested too deeply (at most 32 levels).',
      ]);
    });

    it('refuses a NUL byte in a preview variable before any SQL runs', async () => {
      const query = 'query($id: String) { policies(where: { id: $id }) { totalCount } }';
      const answer = await preview(api, query, JSON.stringify({ id: 'a\u0000b' }));
      expect(answer.errors).toEqual(['problem with GraphQL: "policies.where.id" must not contain a NUL character.']);
      expect(JSON.stringify(answer)).not.toMatch(/select|from |\$1|param/i);
    });
  });
});
