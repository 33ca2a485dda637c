import { setEnvironment } from '../../api/environment';

/** The studio's host and tenant (`test`) for the sign-in screens' tests. */
export function setTestTenant() {
  setEnvironment({
    host: 'studio.example.com',
    tenantId: 'test',
    clientId: 'studio',
    environment: 'test',
    graphqlPath: '/graphql',
    filesPath: '/api/v1/files',
  });
}
