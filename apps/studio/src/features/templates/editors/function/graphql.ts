import { graphql } from '../../../../api/graphql';

export const CreateFunctionMutation = graphql(`
  mutation createFunctionTemplate($input: createFunctionTemplateInput!) {
    createFunctionTemplate(input: $input) { status errors createdStatus { id } }
  }
`);
export const UpdateFunctionMutation = graphql(`
  mutation updateFunctionTemplate($id: String!, $input: updateFunctionTemplateInput!) {
    updateFunctionTemplate(id: $id, input: $input) { status errors }
  }
`);
