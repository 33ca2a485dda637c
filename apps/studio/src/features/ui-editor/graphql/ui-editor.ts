import { graphql } from '../../../api/graphql';

export const ComponentsQuery = graphql(`
  query uiEditorComponents($appId: String) {
    components(where: { appId: $appId }, sort: { fieldName: "name", type: "asc" }) {
      list { id name status vueTemplate editorAst editorScript version { framework version } }
    }
  }
`);

export const AppContentQuery = graphql(`
  query uiEditorApp($appId: String) {
    cmsConfigs(where: { appId: $appId }) {
      appId
      themeJsonString
      baseComponentsVariantsJsonString
      allowedLocales
      defaultLocale
      componentRoutes { path name component metaJsonString propsJsonString redirect }
    }
  }
`);

export const CreateComponentMutation = graphql(`
  mutation uiEditorCreateComponent($input: createComponentInput!) {
    createComponent(input: $input) { status errors createdStatus { id } }
  }
`);

export const UpdateComponentMutation = graphql(`
  mutation uiEditorSaveComponent($id: String!, $input: updateComponentInput!) {
    updateComponent(id: $id, input: $input) { status errors }
  }
`);

export const DeleteComponentMutation = graphql(`
  mutation uiEditorDeleteComponent($id: String!) {
    deleteComponent(id: $id) { status errors }
  }
`);

export const UpdatePagesMutation = graphql(`
  mutation uiEditorPutComponentRoutes($appId: String!, $componentRoutes: [cmsComponentRouteInput!]!) {
    updateAppPages(appId: $appId, componentRoutes: $componentRoutes) { status errors }
  }
`);

export const UpdateThemeMutation = graphql(`
  mutation uiEditorUpdateTheme($appId: String!, $themeJsonString: String!) {
    updateAppTheme(appId: $appId, themeJsonString: $themeJsonString) { status errors }
  }
`);
