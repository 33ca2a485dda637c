import { graphql } from '../../../api/graphql';

export const PublishStateQuery = graphql(`
  query publishState($appId: String!) {
    appVersions(appId: $appId) { version note rolledBackFrom live pageCount componentCount createdAt createdBy { username } }
    appPublishProblems(appId: $appId) { code message params { name value } }
  }
`);

export const PublishMutation = graphql(`
  mutation publishApp($appId: String!, $note: String) {
    publishApp(appId: $appId, note: $note) { status errors createdStatus { id } }
  }
`);

export const RollbackMutation = graphql(`
  mutation rollbackApp($appId: String!, $version: Int!) {
    rollbackApp(appId: $appId, version: $version) { status errors createdStatus { id } }
  }
`);
