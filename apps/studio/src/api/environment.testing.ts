import { setEnvironment } from './environment';

/** The studio's environment in tests: host studio.example.com, tenant `test`, at `origin` (the page's by default). */
export function setTestEnvironment(origin?: string) {
  return setEnvironment(
    {
      host: 'studio.example.com',
      tenantId: 'test',
      clientId: 'studio',
      environment: 'test',
      graphqlPath: '/graphql',
      filesPath: '/api/v1/files',
    },
    origin,
  );
}
