import type { THostConfig } from '@carrier/contracts';

/** Where the API lives and which tenant this studio talks to; set once by the start-up host resolution. */
export type Environment = {
  host: string;
  tenantId: string;
  clientId: string;
  environment: string;
  graphqlUrl: string;
  filesUrl: string;
};

let current: Environment | null = null;

export function setEnvironment(config: THostConfig, origin = window.location.origin): Environment {
  current = {
    host: config.host,
    tenantId: config.tenantId,
    clientId: config.clientId,
    environment: config.environment,
    graphqlUrl: `${origin}${config.graphqlPath}`,
    filesUrl: `${origin}${config.filesPath}`,
  };
  return current;
}

export function environment(): Environment {
  if (!current) throw new Error("Couldn't load envConfig, did you forget to add envConfig?");
  return current;
}
