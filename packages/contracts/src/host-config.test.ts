import { describe, expect, it } from 'vitest';
import { readHostConfig } from './host-config';

const config = {
  host: 'uat.studio.test',
  tenantId: 'test',
  clientId: 'studio',
  environment: 'uat',
  appId: null,
  graphqlPath: '/graphql',
  filesPath: '/api/v1/files',
};

describe('readHostConfig', () => {
  it('reads the endpoint answer, with or without an app', () => {
    expect(readHostConfig(config)).toEqual(config);
    expect(readHostConfig({ ...config, appId: 'portal' })?.appId).toBe('portal');
    const { appId: _appId, ...withoutApp } = config;
    expect(readHostConfig(withoutApp)).toEqual(withoutApp);
  });

  it('refuses any other shape', () => {
    expect(readHostConfig(null)).toBeNull();
    expect(readHostConfig('<html>')).toBeNull();
    expect(readHostConfig({ ...config, tenantId: 7 })).toBeNull();
    expect(readHostConfig({ ...config, appId: 3 })).toBeNull();
    expect(readHostConfig({ ...config, graphqlPath: '/api' })).toBeNull();
    const { clientId: _clientId, ...withoutClient } = config;
    expect(readHostConfig(withoutClient)).toBeNull();
  });
});
