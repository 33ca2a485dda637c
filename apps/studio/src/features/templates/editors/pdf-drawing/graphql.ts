import { graphql } from '../../../../api/graphql';

export const CreatePdfDrawingMutation = graphql(`
  mutation createPdfDrawingTemplate($input: createPdfDrawingTemplateInput!) {
    createPdfDrawingTemplate(input: $input) { status errors }
  }
`);
export const UpdatePdfDrawingMutation = graphql(`
  mutation updatePdfDrawingTemplate($templateId: String!, $input: createPdfDrawingTemplateInput!) {
    updatePdfDrawingTemplate(templateId: $templateId, input: $input) { status errors }
  }
`);
