import { graphql } from '../../../api/graphql';

export const PublishStateQuery = graphql(`
  query publishState($appId: String!) {
    appVersions(appId: $appId) { version note rolledBackFrom live pageCount componentCount createdAt createdBy { username } }
    appPublishProblems(appId: $appId) { code message params { name value } }
    appDomains(appId: $appId) { host state }
  }
`);

export const PublishMutation = graphql(`
  mutation publishApp($appId: String!, $note: String) {
    publishApp(appId: $appId, note: $note) { status errors errors_2 { code message } createdStatus { id } }
  }
`);

export const RollbackMutation = graphql(`
  mutation rollbackApp($appId: String!, $version: Int!, $note: String) {
    rollbackApp(appId: $appId, version: $version, note: $note) { status errors errors_2 { code message } createdStatus { id } }
  }
`);

export const RollbackChangesQuery = graphql(`
  query appRollbackChanges($appId: String!, $version: Int!) {
    appRollbackChanges(appId: $appId, version: $version) {
      area change name elementsAdded elementsRemoved elementsChanged from to
    }
  }
`);

export const UnpublishMutation = graphql(`
  mutation unpublishApp($appId: String!) {
    unpublishApp(appId: $appId) { status errors errors_2 { code message } }
  }
`);

export const PreviewLinkMutation = graphql(`
  mutation createAppPreviewLink($appId: String!) {
    createAppPreviewLink(appId: $appId) { token expiresAt }
  }
`);
