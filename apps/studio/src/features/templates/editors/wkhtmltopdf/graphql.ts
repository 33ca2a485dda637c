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
export const WkhtmltopdfTemplateQuery = graphql(`
  query wkhtmltopdfTemplate($id: String!) {
    templates(where: { id: $id }, limit: 1) {
      list {
        id
        ... on wkhtmltopdfTemplate {
          html
          passwordLiquid
          orientation
          paperSize
          metadata { title author subject creator }
          marginSettings { top right bottom left }
          headerSettings { left center right html fontName fontSize line spacing }
          footerSettings { left center right html fontName fontSize line spacing }
        }
      }
    }
  }
`);
export const RenderWkhtmltopdfQuery = graphql(`
  query renderWkhtmltopdf(
    $html: String!
    $input: templateRenderParametersInput
    $marginSettings: marginSettingsInput
    $headerSettings: headerFooterInput
    $footerSettings: headerFooterInput
    $orientation: orientationEnumeration
    $paperSize: paperSizeEnumeration
    $passwordLiquid: String
    $metadata: pdfMetadataInput
    $templateName: String
  ) {
    renderWkhtmltopdf(
      html: $html
      input: $input
      marginSettings: $marginSettings
      headerSettings: $headerSettings
      footerSettings: $footerSettings
      orientation: $orientation
      paperSize: $paperSize
      passwordLiquid: $passwordLiquid
      metadata: $metadata
      templateName: $templateName
    ) { status errors base64 }
  }
`);
