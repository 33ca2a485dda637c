import { graphql } from '../../../api/graphql';

/** The list: search and type filter in `where`, newest first. */
export const TemplatesListQuery = graphql(`
  query templatesList($where: templateWhereInput, $limit: Int, $skip: Int) {
    templates(where: $where, limit: $limit, skip: $skip, sort: { fieldName: "createdAt", type: "desc" }) {
      totalCount
      list { id name description logicalId type templateView formattedTypeName createdAt lastModifiedAt }
    }
  }
`);

/** The fields every editor shows, whatever the kind. */
export const TemplateCommonQuery = graphql(`
  query templateCommon($id: String!) {
    templates(where: { id: $id }, limit: 1) {
      list { id name description logicalId graphQlQuery type templateView version lastModifiedAt }
    }
  }
`);

export const DeleteTemplateMutation = graphql(`
  mutation deleteTemplate($templateId: String!) {
    deleteTemplate(templateId: $templateId) { status errors }
  }
`);

export const PreviewDataQuery = graphql(`
  query templatePreviewData($graphQlQuery: String!, $variablesJsonString: String) {
    templatePreviewData(graphQlQuery: $graphQlQuery, variablesJsonString: $variablesJsonString) { status errors value }
  }
`);
