import { graphql } from '../../api/graphql';

export const BaseVariantsQuery = graphql(`
  query themeEditorConfig($appId: String) {
    cmsConfigs(where: { appId: $appId }) { appId baseComponentsVariantsJsonString }
  }
`);

export const SaveBaseVariantsMutation = graphql(`
  mutation themeEditorSave($appId: String!, $json: String!) {
    updateAppBaseComponentsVariants(appId: $appId, baseComponentsVariantsJsonString: $json) { status errors }
  }
`);
