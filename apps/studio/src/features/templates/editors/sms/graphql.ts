import { graphql } from '../../../../api/graphql';

export const CreateSmsMutation = graphql(`
  mutation createSmsTemplate($input: createSmsTemplateInput!) { createSmsTemplate(input: $input) { status errors } }
`);
export const SmsTemplateQuery = graphql(`
  query smsTemplate($id: String!) { templates(where: { id: $id }, limit: 1) { list { id ... on smsTemplate { bodyLiquid } } } }
`);
export const UpdateSmsMutation = graphql(`
  mutation updateSmsTemplate($templateId: String!, $input: updateSmsTemplateInput!) {
    updateSmsTemplate(templateId: $templateId, input: $input) { status errors }
  }
`);
export const RenderSmsQuery = graphql(`
  query renderSms($bodyLiquid: String!, $input: templateRenderParametersInput) {
    renderSms(bodyLiquid: $bodyLiquid, input: $input) { status errors value { body } }
  }
`);
