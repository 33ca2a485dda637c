import { graphql } from '../../api/graphql';

export const DocumentRunsQuery = graphql(`
  query documentRuns($limit: Int, $skip: Int) {
    documentRuns(limit: $limit, skip: $skip) {
      id templateName templateType output status total doneCount failedCount createdAt createdBy { username }
    }
  }
`);
export const DocumentRunQuery = graphql(`
  query documentRun($id: String!, $status: String, $limit: Int, $skip: Int) {
    documentRun(id: $id) {
      id templateId templateName templateType output bucketName folder emailField status total doneCount failedCount
      createdAt finishedAt createdBy { username }
      rows(status: $status, limit: $limit, skip: $skip) {
        totalCount
        list { index status outputKey outputEmailId error attempts }
      }
    }
  }
`);
export const CreateDocumentRunMutation = graphql(`
  mutation createDocumentRun($templateId: String!, $graphQlQuery: String, $variablesJsonString: String, $output: documentRunOutputInput!) {
    createDocumentRun(templateId: $templateId, graphQlQuery: $graphQlQuery, variablesJsonString: $variablesJsonString, output: $output) {
      status errors createdStatus { id }
    }
  }
`);
export const CancelDocumentRunMutation = graphql(`
  mutation cancelDocumentRun($id: String!) {
    cancelDocumentRun(id: $id) { status errors }
  }
`);
