import { graphql } from '../../../api/graphql';

export const AppsPageQuery = graphql(`
  query appsPage($limit: Int, $skip: Int) {
    apps(limit: $limit, skip: $skip, sort: { fieldName: "createdAt", type: "desc" }) {
      totalCount
      list { appId appName urlRouting { regexPattern } }
    }
  }
`);

export const AppDetailQuery = graphql(`
  query appDetail($appId: String) {
    apps(where: { appId: $appId }, limit: 1) {
      list {
        appId
        appName
        appTemplateId
        email
        emailSenderName
        urlRouting { regexPattern }
        createdAt
        lastModifiedAt
        createdBy { username }
        lastModifiedBy { username }
      }
    }
  }
`);

export const TenantHostsQuery = graphql(`
  query tenantHosts {
    tenantSettings { hosts hostApps { host appId studioHost } }
  }
`);

export const AddHostMutation = graphql(`
  mutation addHost($host: String) {
    addHostToTenantSettings(host: $host) { status errors }
  }
`);

export const CreateAppMutation = graphql(`
  mutation createApp($input: createAppInput!) {
    createApp(input: $input) { status errors }
  }
`);

export const UpdateAppMutation = graphql(`
  mutation updateApp($appId: String!, $input: updateAppInput!) {
    updateApp(appId: $appId, input: $input) { status errors }
  }
`);

export const DeleteAppMutation = graphql(`
  mutation deleteApp($appId: String!) {
    deleteApp(appId: $appId) { status errors }
  }
`);

export const CmsConfigQuery = graphql(`
  query cmsConfig($appId: String) {
    cmsConfigs(where: { appId: $appId }) {
      app { appName }
      allowedLocales
      defaultLocale
      analyticsProvidersJsonString
      baseComponentsVariantsJsonString
      componentRoutes {
        path name component metaJsonString propsJsonString redirect
        children {
          path name component metaJsonString propsJsonString redirect
          children {
            path name component metaJsonString propsJsonString redirect
            children {
              path name component metaJsonString propsJsonString redirect
              children { path name component metaJsonString propsJsonString redirect }
            }
          }
        }
      }
      endpointsJsonString
      head {
        title metaJsonString linkJsonString
        script { src async defer body afterLoad innerHTML }
        noScript { src async defer body afterLoad innerHTML }
      }
      httpHeadersJsonString
      paymentProvidersJsonString
      themeJsonString
    }
  }
`);

export const UpsertCmsConfigMutation = graphql(`
  mutation upsertCmsConfig($appId: String!, $config: cmsConfigInput!) {
    upsertCmsConfig(appId: $appId, config: $config) { status errors }
  }
`);
