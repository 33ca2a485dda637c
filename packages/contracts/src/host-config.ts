/** What the public host-configuration endpoint answers for a known host. */
export type THostConfig = {
  host: string;
  tenantId: string;
  clientId: string;
  environment: string;
  /** The app served at this host, if any. */
  appId?: string | null;
  graphqlPath: '/graphql';
  filesPath: '/api/v1/files';
};

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The host configuration as the studio reads it at start-up, or null when it has another shape.
 * Checked by hand rather than with zod, so the sign-in page loads no validation library.
 */
export function readHostConfig(value: unknown): THostConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const config = value as Record<string, unknown>;
  const texts = [config.host, config.tenantId, config.clientId, config.environment];
  if (!texts.every(isText)) return null;
  if (config.appId !== undefined && config.appId !== null && !isText(config.appId)) return null;
  if (config.graphqlPath !== '/graphql' || config.filesPath !== '/api/v1/files') return null;
  return config as THostConfig;
}
