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
export const FunctionTemplateQuery = graphql(`
  query functionTemplate($id: String!) {
    templates(where: { id: $id }, limit: 1) {
      list {
        id graphQlQuery
        ... on functionTemplate { fileKey inputs { id name var liquid } outputs { id name var } }
      }
    }
  }
`);
export const WorkbookNamesQuery = graphql(`
  query functionWorkbookNames($fileKey: String!) {
    functionWorkbookNames(fileKey: $fileKey) {
      status errors value { name sheet reference kind label dataType columns { label dataType } }
    }
  }
`);
export const RenderFunctionQuery = graphql(`
  query renderFunctionTemplate($templateId: String!, $input: templateRenderParametersInput) {
    renderFunctionTemplate(templateId: $templateId, input: $input) {
      status errors defaultsUsed value { id name var valueJsonString }
    }
  }
`);
export const AddInputMutation = graphql(`
  mutation addInputToFunctionTemplate($id: String!, $input: functionInputInput!) {
    addInputToFunctionTemplate(id: $id, input: $input) { status errors createdStatus { id } }
  }
`);
export const UpdateInputMutation = graphql(`
  mutation updateInputOfFunctionTemplate($templateId: String!, $inputId: String!, $input: functionInputInput!) {
    updateInputOfFunctionTemplate(templateId: $templateId, inputId: $inputId, input: $input) { status errors }
  }
`);
export const RemoveInputMutation = graphql(`
  mutation removeInputFromFunctionTemplate($templateId: String!, $inputId: String!) {
    removeInputFromFunctionTemplate(templateId: $templateId, inputId: $inputId) { status errors }
  }
`);
export const AddOutputMutation = graphql(`
  mutation addOutputToFunctionTemplate($id: String!, $input: functionOutputInput!) {
    addOutputToFunctionTemplate(id: $id, input: $input) { status errors createdStatus { id } }
  }
`);
export const RemoveOutputMutation = graphql(`
  mutation removeOutputFromFunctionTemplate($templateId: String!, $outputId: String!) {
    removeOutputFromFunctionTemplate(templateId: $templateId, outputId: $outputId) { status errors }
  }
`);
