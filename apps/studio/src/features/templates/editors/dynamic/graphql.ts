import { graphql } from '../../../../api/graphql';

export const CreateDynamicMutation = graphql(`
  mutation createDynamicTemplate($input: createDynamicTemplateInput!) {
    createDynamicTemplate(input: $input) { status errors createdStatus { id } }
  }
`);
export const DynamicTemplateQuery = graphql(`
  query dynamicTemplate($id: String!) {
    templates(where: { id: $id }, limit: 1) { list { id ... on dynamicTemplate { dynamicValues { valueId valueJsonString } } } }
  }
`);
export const UpdateDynamicMutation = graphql(`
  mutation updateDynamicTemplate($templateId: String!, $input: updateDynamicTemplateInput!) {
    updateDynamicTemplate(templateId: $templateId, input: $input) { status errors }
  }
`);
export const AddDynamicValueMutation = graphql(`
  mutation addDynamicValue($templateId: String!, $input: addDynamicValueToTemplateInput!) {
    addDynamicValueToTemplate(templateId: $templateId, input: $input) { status errors }
  }
`);
export const UpdateDynamicValueMutation = graphql(`
  mutation updateDynamicValue($templateId: String!, $valueId: String!, $input: updateDynamicValueOfTemplateInput!) {
    updateDynamicValueOfTemplate(templateId: $templateId, valueId: $valueId, input: $input) { status errors }
  }
`);
