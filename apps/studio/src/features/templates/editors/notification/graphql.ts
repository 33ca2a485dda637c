import { graphql } from '../../../../api/graphql';

export const CreateNotificationMutation = graphql(`
  mutation createNotificationTemplate($input: createNotificationTemplateInput!) {
    createNotificationTemplate(input: $input) { status errors createdStatus { id } }
  }
`);
export const UpdateNotificationMutation = graphql(`
  mutation updateNotificationTemplate($templateId: String!, $input: updateNotificationTemplateInput!) {
    updateNotificationTemplate(templateId: $templateId, input: $input) { status errors }
  }
`);
export const RenderHtmlQuery = graphql(`
  query renderHtml($html: String!, $input: templateRenderParametersInput) {
    renderHtml(html: $html, input: $input) { status errors value }
  }
`);
