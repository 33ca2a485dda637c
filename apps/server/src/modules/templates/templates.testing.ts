import type { TestServer } from '../../testing/test-server';

type Answer = { status: string; errors: string[] | null; createdStatus?: { id: string | null } | null };

/** GraphQL documents and helpers the templates API tests share. */
const TEMPLATE_FIELDS = `id name description logicalId type templateView formattedTypeName graphQlQuery version
  createdBy { username } lastModifiedAt`;

export function templatesClient(server: TestServer, token: string) {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await server.gql<T>(query, variables, { token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  return {
    gql,
    async list(where: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
      const data = await gql<{ templates: { totalCount: number; list: Array<Record<string, unknown>> } }>(
        `query($where: templateWhereInput, $limit: Int, $skip: Int, $sort: sortInput) {
          templates(where: $where, limit: $limit, skip: $skip, sort: $sort) { totalCount list { ${TEMPLATE_FIELDS}
            ... on smsTemplate { bodyLiquid } ... on dynamicTemplate { dynamicValues { valueId valueJsonString } } } }
        }`,
        { where, ...extra },
      );
      return data.templates;
    },
    async one(id: string) {
      return (await this.list({ id })).list[0] ?? null;
    },
    async createSms(input: Record<string, unknown>) {
      const data = await gql<{ createSmsTemplate: Answer }>(
        'mutation($input: createSmsTemplateInput!) { createSmsTemplate(input: $input) { status errors } }',
        { input },
      );
      return data.createSmsTemplate;
    },
    /** Creates an SMS template and answers its id (createSmsTemplate answers a plain result). */
    async smsId(name: string, bodyLiquid: string, graphQlQuery?: string) {
      const answer = await this.createSms({ name, bodyLiquid, graphQlQuery });
      if (answer.status !== 'success') throw new Error(JSON.stringify(answer));
      const found = (await this.list({ name })).list[0];
      return String(found?.id);
    },
    async createDynamic(name: string) {
      const data = await gql<{ createDynamicTemplate: Answer }>(
        'mutation($input: createDynamicTemplateInput!) { createDynamicTemplate(input: $input) { status errors createdStatus { id } } }',
        { input: { name } },
      );
      return String(data.createDynamicTemplate.createdStatus?.id);
    },
    async remove(templateId: string) {
      const data = await gql<{ deleteTemplate: Answer }>(
        'mutation($templateId: String!) { deleteTemplate(templateId: $templateId) { status errors } }',
        { templateId },
      );
      return data.deleteTemplate;
    },
  };
}
