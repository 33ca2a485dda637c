import { graphql } from '../../../../api/graphql';

export const CreateWkhtmltopdfMutation = graphql(`
  mutation createWkhtmltopdfTemplate($input: createWkhtmltopdfTemplateInput!) {
    createWkhtmltopdfTemplate(input: $input) { status errors createdStatus { id } }
  }
`);
export const UpdateWkhtmltopdfMutation = graphql(`
  mutation updateWkhtmltopdfTemplate($templateId: String!, $input: updateWkhtmltopdfTemplateInput!) {
    updateWkhtmltopdfTemplate(templateId: $templateId, input: $input) { status errors }
  }
`);
