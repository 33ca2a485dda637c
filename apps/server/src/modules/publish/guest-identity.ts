/** The name every guest goes by: its tokens' `usr`, and cmsConfig.guestLoginCredentials.username. */
export const GUEST_USERNAME = 'guest';
/** What cmsConfigs answers for the guest's password while guest access is on: never a password (none is kept). */
export const MASKED_GUEST_PASSWORD = '********';

/**
 * What a CMS config document says of the app's guest. The reference's guestLoginCredentials still
 * work for clients that send them: given, guest access goes on (the app's own guest identity; the
 * username and password are neither checked nor stored); null, it goes off; left out, it stays as it is.
 */
export function guestAccessInConfig(config: object): boolean | undefined {
  const credentials = (config as { guestLoginCredentials?: unknown }).guestLoginCredentials;
  return credentials === undefined ? undefined : credentials !== null;
}

/** cmsConfig.guestLoginCredentials as answered: masked while guest access is on, else null. */
export const guestCredentialsView = (enabled: boolean) =>
  enabled ? { username: GUEST_USERNAME, password: MASKED_GUEST_PASSWORD } : null;
