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
export const EmailMjmlTemplateQuery = graphql(`
  query emailMjmlTemplate($id: String!) {
    templates(where: { id: $id }, limit: 1) { list { id ... on emailMjmlTemplate { mjml subject } } }
  }
`);
export const EmailAttachmentsQuery = graphql(`
  query emailMjmlAttachments($id: String!) {
    templates(where: { id: $id }, limit: 1) {
      list {
        id
        ... on emailMjmlTemplate {
          attachmentReferences { id fileName filePath }
          attachmentTemplates { attachmentTemplateId fileName templateId }
        }
      }
    }
  }
`);
export const AttachableTemplatesQuery = graphql(`
  query emailAttachableTemplates($where: templateWhereInput) {
    templates(where: $where, limit: 200) { list { id name type logicalId lastModifiedAt tags } }
  }
`);
export const RenderEmailPreviewQuery = graphql(`
  query renderEmailMjmlPreview($emailMjml: String!, $subject: String, $input: templateRenderParametersInput) {
    renderEmailMjmlPreview(emailMjml: $emailMjml, subject: $subject, input: $input) {
      status errors value { html subject warnings { line tagName message } }
    }
  }
`);
export const RenderEmailAttachmentQuery = graphql(`
  query renderEmailAttachment($templateId: String!, $input: templateRenderParametersInput) {
    renderEmailMjmlTemplate(templateId: $templateId, includeAttachments: true, input: $input) {
      status errors value { attachments { fileName contentType contentBase64 } }
    }
  }
`);
export const AddAttachmentTemplateMutation = graphql(`
  mutation addEmailAttachmentTemplate($templateId: String!, $input: addEmailAttachmentTemplateInput!) {
    addEmailAttachmentTemplate(templateId: $templateId, input: $input) { status errors }
  }
`);
export const AddAttachmentReferenceMutation = graphql(`
  mutation addEmailAttachmentReference($templateId: String!, $input: addEmailAttachmentReferenceInput!) {
    addEmailAttachmentReference(templateId: $templateId, input: $input) { status errors }
  }
`);
export const RemoveAttachmentTemplateMutation = graphql(`
  mutation removeEmailAttachmentTemplate($templateId: String!, $attachmentTemplateId: String!) {
    removeEmailAttachmentTemplate(templateId: $templateId, attachmentTemplateId: $attachmentTemplateId) { status errors }
  }
`);
export const RemoveAttachmentReferenceMutation = graphql(`
  mutation removeEmailAttachmentReference($templateId: String!, $attachmentReferenceId: String!) {
    removeEmailAttachmentReference(templateId: $templateId, attachmentReferenceId: $attachmentReferenceId) { status errors }
  }
`);
export const SendTestEmailMutation = graphql(`
  mutation sendTestEmail($input: sendNotificationInput!) {
    sendNotification(input: $input) { status errors }
  }
`);
export const AttachableTypesQuery = graphql(`
  query emailAttachmentTemplateTypes { emailAttachmentTemplateTypes }
`);
