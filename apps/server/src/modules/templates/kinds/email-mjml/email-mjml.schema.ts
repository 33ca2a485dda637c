import { builder } from '../../../../graphql/builder';
import { templateObjectType } from '../../template-types.schema';
import { createTemplateMutation, mergeContent, pickContent, updateTemplateMutation } from '../kind-mutations.schema';

export const EMAIL_MJML_TYPE = 'emailMjml';
const CONTENT_KEYS = ['mjml', 'subject'] as const;

export function registerEmailMjmlSchema() {
  templateObjectType('emailMjmlTemplate', EMAIL_MJML_TYPE, (t) => ({
    mjml: t.string({ resolve: (template) => (template.content.mjml as string | undefined) ?? null }),
    subject: t.string({ resolve: (template) => (template.content.subject as string | undefined) ?? null }),
  }));
  const fields = {
    fields: (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
      description: t.string(),
      graphQlQuery: t.string(),
      logicalId: t.string(),
      mjml: t.string(),
      name: t.string(),
      subject: t.string(),
    }),
  };
  const CreateInput = builder.inputType('createEmailMjmlTemplateInput', fields);
  const UpdateInput = builder.inputType('updateEmailMjmlTemplateInput', fields);
  createTemplateMutation({
    name: 'createEmailMjmlTemplate',
    type: EMAIL_MJML_TYPE,
    input: CreateInput,
    answer: 'result',
    content: (input) => pickContent(input, CONTENT_KEYS),
  });
  updateTemplateMutation({
    name: 'updateEmailMjmlTemplate',
    type: EMAIL_MJML_TYPE,
    input: UpdateInput,
    change: mergeContent(CONTENT_KEYS),
  });
}
