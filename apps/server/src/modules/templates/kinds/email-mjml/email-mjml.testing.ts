import type { TestServer } from '../../../../testing/test-server';

type Answer = { status: string; errors: string[] | null };

const EMAIL_FIELDS = `id name version ... on emailMjmlTemplate { mjml subject
  attachmentReferences { id fileName filePath } attachmentTemplates { attachmentTemplateId fileName templateId } }`;

/** The email kind's GraphQL calls, for API tests. */
export function emailClient(server: TestServer, token: string) {
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await server.gql<T>(query, variables, { token });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  const result = async (query: string, variables: Record<string, unknown>) =>
    Object.values(await gql<Record<string, Answer>>(query, variables))[0] as Answer;
  return {
    gql,
    async createEmail(input: Record<string, unknown>): Promise<string> {
      const created = await result(
        'mutation($input: createEmailMjmlTemplateInput!) { createEmailMjmlTemplate(input: $input) { status errors } }',
        { input },
      );
      if (created.status !== 'success') throw new Error(JSON.stringify(created));
      const found = await gql<{ templates: { list: Array<{ id: string }> } }>(
        'query($name: String) { templates(where: { name_contains: $name }) { list { id } } }',
        { name: input.name },
      );
      return String(found.templates.list[0]?.id);
    },
    async createPdfTemplate(name: string): Promise<string> {
      const data = await gql<{ createWkhtmltopdfTemplate: { createdStatus: { id: string } } }>(
        'mutation($input: createWkhtmltopdfTemplateInput!) { createWkhtmltopdfTemplate(input: $input) { status createdStatus { id } } }',
        { input: { name, html: '<p>{{ data.policies.list[0].holder.name }}</p>' } },
      );
      return data.createWkhtmltopdfTemplate.createdStatus.id;
    },
    async email(id: string) {
      const data = await gql<{ templates: { list: Array<Record<string, unknown>> } }>(
        `query($id: String) { templates(where: { id: $id }, limit: 1) { list { ${EMAIL_FIELDS} } } }`,
        { id },
      );
      return data.templates.list[0] as {
        version: number;
        attachmentReferences: Array<{ id: string; fileName: string; filePath: string }>;
        attachmentTemplates: Array<{ attachmentTemplateId: string; fileName: string; templateId: string }>;
      };
    },
    addTemplate: (templateId: string, input: { fileName: string; templateId: string }) =>
      result(
        'mutation($templateId: String!, $input: addEmailAttachmentTemplateInput!) { addEmailAttachmentTemplate(templateId: $templateId, input: $input) { status errors } }',
        { templateId, input },
      ),
    addReference: (templateId: string, input: { fileName: string; filePath: string }) =>
      result(
        'mutation($templateId: String!, $input: addEmailAttachmentReferenceInput!) { addEmailAttachmentReference(templateId: $templateId, input: $input) { status errors } }',
        { templateId, input },
      ),
    removeTemplate: (templateId: string, attachmentTemplateId: string) =>
      result(
        'mutation($templateId: String!, $id: String!) { removeEmailAttachmentTemplate(templateId: $templateId, attachmentTemplateId: $id) { status errors } }',
        { templateId, id: attachmentTemplateId },
      ),
    removeReference: (templateId: string, attachmentReferenceId: string) =>
      result(
        'mutation($templateId: String!, $id: String!) { removeEmailAttachmentReference(templateId: $templateId, attachmentReferenceId: $id) { status errors } }',
        { templateId, id: attachmentReferenceId },
      ),
    sendTest: (input: { to: string; subject?: string; templateId: string; variablesJsonString?: string }) =>
      result('mutation($input: sendNotificationInput!) { sendNotification(input: $input) { status errors } }', {
        input: {
          type: 'testMjmlTemplate',
          emailMessage: {
            to: input.to,
            from: 'someone@else.test',
            subject: input.subject,
            templateRendering: {
              templateId: input.templateId,
              input: { name: 'data', variablesJsonString: input.variablesJsonString ?? '{}' },
            },
          },
        },
      }),
  };
}
