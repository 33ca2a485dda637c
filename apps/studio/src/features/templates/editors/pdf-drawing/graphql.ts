import { graphql } from '../../../../api/graphql';

export const CreatePdfDrawingMutation = graphql(`
  mutation createPdfDrawingTemplate($input: createPdfDrawingTemplateInput!) {
    createPdfDrawingTemplate(input: $input) { status errors }
  }
`);
export const UpdatePdfDrawingTemplateMutation = graphql(`
  mutation updatePdfDrawingTemplate($templateId: String!, $input: createPdfDrawingTemplateInput!) {
    updatePdfDrawingTemplate(templateId: $templateId, input: $input) { status errors }
  }
`);

export const PdfDrawingTemplateQuery = graphql(`
  query pdfDrawingTemplate($id: String!) {
    templates(where: { id: $id }, limit: 1) {
      list {
        id
        ... on pdfDrawingTemplate {
          fileKey
          passwordLiquid
          drawings {
            id kind page liquidSource point1 { x y } point2 { x y } textAlignment verticalAlignment
            font { familyName emSize fontStyle }
          }
        }
      }
    }
  }
`);
export const PdfFontFamiliesQuery = graphql(`
  query pdfDrawingFontFamilies { pdfDrawingFontFamilies }
`);
export const AddPdfDrawingMutation = graphql(`
  mutation addPdfDrawing($templateId: String!, $input: addPdfDrawingInput!) {
    addPdfDrawing(templateId: $templateId, input: $input) { status errors value }
  }
`);
export const UpdatePdfDrawingMutation = graphql(`
  mutation updatePdfDrawing($templateId: String!, $drawingId: String!, $input: updatePdfDrawingInput!) {
    updatePdfDrawing(templateId: $templateId, drawingId: $drawingId, input: $input) { status errors }
  }
`);
export const RemovePdfDrawingMutation = graphql(`
  mutation removePdfDrawing($templateId: String!, $drawingId: String!) {
    removePdfDrawing(templateId: $templateId, drawingId: $drawingId) { status errors }
  }
`);
export const RenderPdfDrawingQuery = graphql(`
  query renderPdfDrawingTemplate($templateId: String!, $input: templateRenderParametersInput) {
    renderPdfDrawingTemplate(templateId: $templateId, input: $input) { status errors base64 }
  }
`);
