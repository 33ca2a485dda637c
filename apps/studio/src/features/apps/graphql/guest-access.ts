import { graphql } from '../../../api/graphql';

/** Whether the app's own guest identity is on (its published app's visitors can quote). */
export const AppGuestAccessQuery = graphql(`
  query appGuestAccess($appId: String) {
    cmsConfigs(where: { appId: $appId }) { guestAccess }
  }
`);

export const SetAppGuestAccessMutation = graphql(`
  mutation setAppGuestAccess($appId: String!, $enabled: Boolean!) {
    setAppGuestAccess(appId: $appId, enabled: $enabled) { status errors }
  }
`);
