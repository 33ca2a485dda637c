import { graphql } from '../../../../api/graphql';

export const CreateEmailMjmlMutation = graphql(`
  mutation createEmailMjmlTemplate($input: createEmailMjmlTemplateInput!) {
    createEmailMjmlTemplate(input: $input) { status errors }
  }
`);
export const UpdateEmailMjmlMutation = graphql(`
  mutation updateEmailMjmlTemplate($templateId: String!, $input: updateEmailMjmlTemplateInput!) {
    updateEmailMjmlTemplate(templateId: $templateId, input: $input) { status errors }
  }
`);
