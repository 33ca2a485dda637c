import { graphql } from '../../../api/graphql';

export const AppDomainsQuery = graphql(`
  query appDomainsCard($appId: String!) {
    appDomains(appId: $appId) { host state txtName txtValue lastProblem lastCheckedAt }
    appVersions(appId: $appId) { version live }
  }
`);

export const AddAppDomainMutation = graphql(`
  mutation addAppDomain($appId: String!, $host: String!) {
    addAppDomain(appId: $appId, host: $host) { status errors errors_2 { code message } }
  }
`);

export const VerifyAppDomainMutation = graphql(`
  mutation verifyAppDomain($appId: String!, $host: String!) {
    verifyAppDomain(appId: $appId, host: $host) { status errors errors_2 { code message } }
  }
`);

export const RemoveAppDomainMutation = graphql(`
  mutation removeAppDomain($appId: String!, $host: String!) {
    removeAppDomain(appId: $appId, host: $host) { status errors errors_2 { code message } }
  }
`);
