import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { tenantHosts } from './tenants.tables';

const SETTINGS = '{ tenantSettings { tenantId hosts } }';
const ADD =
  'mutation($host: String) { addHostToTenantSettings(host: $host) { status errors errors_2 { code message } } }';
const REMOVE = 'mutation($host: String) { removeHostFromTenantSettings(host: $host) { status errors } }';

type Settings = { tenantSettings: { tenantId: string; hosts: string[] } };
type Outcome = { status: string; errors: string[] | null };

const server = useTestServer();
let testToken: string;
let uatToken: string;
beforeAll(async () => {
  testToken = server.token;
  uatToken = (await server.signIn('test_uat')).accessToken;
});

describe('tenant settings', () => {
  it('lists the hosts of the signed-in tenant only', async () => {
    const test = await server.gql<Settings>(SETTINGS, {}, { token: testToken });
    expect(test.data.tenantSettings).toEqual({ tenantId: 'test', hosts: ['127.0.0.1', 'localhost'].sort() });
    const uat = await server.gql<Settings>(SETTINGS, {}, { token: uatToken });
    expect(uat.data.tenantSettings).toEqual({ tenantId: 'test_uat', hosts: [] });
  });

  it('adds and removes a host, normalized to lower case', async () => {
    const added = await server.gql<{ addHostToTenantSettings: Outcome }>(
      ADD,
      { host: 'UAT.Studio.test' },
      { token: uatToken },
    );
    expect(added.data.addHostToTenantSettings.status).toBe('success');
    const config = await server.app.inject({ url: '/api/v1/host-config?host=uat.studio.test' });
    expect(config.json()).toMatchObject({ tenantId: 'test_uat', clientId: 'studio', environment: 'Acceptance' });
    const removed = await server.gql<{ removeHostFromTenantSettings: Outcome }>(
      REMOVE,
      { host: 'uat.studio.test' },
      { token: uatToken },
    );
    expect(removed.data.removeHostFromTenantSettings.status).toBe('success');
    expect((await server.app.inject({ url: '/api/v1/host-config?host=uat.studio.test' })).statusCode).toBe(404);
  });

  it("never takes or removes another tenant's host", async () => {
    const taken = await server.gql<{ addHostToTenantSettings: Outcome }>(
      ADD,
      { host: 'localhost' },
      { token: uatToken },
    );
    expect(taken.data.addHostToTenantSettings).toMatchObject({
      status: 'failure',
      errors: ['This host is already in use.'],
    });
    const removed = await server.gql<{ removeHostFromTenantSettings: Outcome }>(
      REMOVE,
      { host: 'localhost' },
      { token: uatToken },
    );
    expect(removed.data.removeHostFromTenantSettings).toMatchObject({
      status: 'failure',
      errors: ['This host is not in the tenant settings.'],
    });
    const test = await server.gql<Settings>(SETTINGS, {}, { token: testToken });
    expect(test.data.tenantSettings.hosts).toContain('localhost');
  });

  it("refuses another tenant's host on any port, and never resolves it to the claimer", async () => {
    for (const host of ['localhost:4250', 'LOCALHOST:4000', '127.0.0.1:8080']) {
      const taken = await server.gql<{ addHostToTenantSettings: Outcome }>(ADD, { host }, { token: uatToken });
      expect(taken.data.addHostToTenantSettings).toMatchObject({
        status: 'failure',
        errors: ['This host is already in use.'],
      });
    }
    const config = await server.app.inject({ url: '/api/v1/host-config?host=localhost:4250' });
    expect(config.json()).toMatchObject({ tenantId: 'test' });
    const uat = await server.gql<Settings>(SETTINGS, {}, { token: uatToken });
    expect(uat.data.tenantSettings.hosts).toEqual([]);
  });

  it("refuses other spellings of another tenant's host, and resolves them to its holder", async () => {
    const spellings = [
      '127.1',
      '0x7f.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f.0.0.1:4250',
      'localhost.',
      'LOCALHOST.:4000',
    ];
    for (const host of spellings) {
      const taken = await server.gql<{ addHostToTenantSettings: Outcome }>(ADD, { host }, { token: uatToken });
      expect(taken.data.addHostToTenantSettings, host).toMatchObject({
        status: 'failure',
        errors: ['This host is already in use.'],
      });
    }
    for (const host of ['[::1]', '[::1]:4000', '::1', '999.1.1.1', 'evil@localhost', 'x.test:99999']) {
      const invalid = await server.gql<{ addHostToTenantSettings: Outcome }>(ADD, { host }, { token: uatToken });
      expect(invalid.data.addHostToTenantSettings.errors, host).toEqual(['This is not a valid host name.']);
    }
    const uat = await server.gql<Settings>(SETTINGS, {}, { token: uatToken });
    expect(uat.data.tenantSettings.hosts).toEqual([]);
    for (const host of ['127.1:4000', '2130706433', 'localhost.:4000']) {
      const config = await server.app.inject({ url: `/api/v1/host-config?host=${encodeURIComponent(host)}` });
      expect(config.json(), host).toMatchObject({ tenantId: 'test' });
    }
  });

  it('stores a host in its one spelling', async () => {
    const added = await server.gql<{ addHostToTenantSettings: Outcome }>(
      ADD,
      { host: 'Spelled.UAT.test.:08443' },
      { token: uatToken },
    );
    expect(added.data.addHostToTenantSettings.status).toBe('success');
    const uat = await server.gql<Settings>(SETTINGS, {}, { token: uatToken });
    expect(uat.data.tenantSettings.hosts).toEqual(['spelled.uat.test:8443']);
    const removed = await server.gql<{ removeHostFromTenantSettings: Outcome }>(
      REMOVE,
      { host: 'spelled.uat.test.:8443' },
      { token: uatToken },
    );
    expect(removed.data.removeHostFromTenantSettings.status).toBe('success');
  });

  it('lets a tenant add ports of its own host, and refuses the bare name of a host held with a port', async () => {
    const own = await server.gql<{ addHostToTenantSettings: Outcome }>(
      ADD,
      { host: 'localhost:4250' },
      { token: testToken },
    );
    expect(own.data.addHostToTenantSettings.status).toBe('success');
    const ported = await server.gql<{ addHostToTenantSettings: Outcome }>(
      ADD,
      { host: 'portal.uat.test:8443' },
      { token: uatToken },
    );
    expect(ported.data.addHostToTenantSettings.status).toBe('success');
    for (const host of ['portal.uat.test', 'portal.uat.test:9000']) {
      const bare = await server.gql<{ addHostToTenantSettings: Outcome }>(ADD, { host }, { token: testToken });
      expect(bare.data.addHostToTenantSettings.errors).toEqual(['This host is already in use.']);
    }
    expect((await server.app.inject({ url: '/api/v1/host-config?host=portal.uat.test:8443' })).json()).toMatchObject({
      tenantId: 'test_uat',
    });
    expect((await server.app.inject({ url: '/api/v1/host-config?host=portal.uat.test:9000' })).statusCode).toBe(404);
  });

  it('refuses a host that is not a host name', async () => {
    for (const host of ['http://x.test', 'a b', '', null]) {
      const answer = await server.gql<{ addHostToTenantSettings: Outcome }>(ADD, { host }, { token: testToken });
      expect(answer.data.addHostToTenantSettings).toMatchObject({
        status: 'failure',
        errors: ['This is not a valid host name.'],
      });
    }
  });
});

describe('host configuration (public)', () => {
  it('resolves localhost and 127.0.0.1, with or without a port, to tenant test', async () => {
    for (const host of ['localhost', '127.0.0.1', 'localhost:4000']) {
      const answer = await server.app.inject({ url: `/api/v1/host-config?host=${encodeURIComponent(host)}` });
      expect(answer.json()).toMatchObject({
        tenantId: 'test',
        clientId: 'studio',
        graphqlPath: '/graphql',
        filesPath: '/api/v1/files',
      });
    }
  });

  it('resolves a port claimed before the one-owner rule to the holder of the bare name', async () => {
    await server.database.db.insert(tenantHosts).values({ host: 'localhost:4999', tenantId: 'test_uat' });
    const answer = await server.app.inject({ url: '/api/v1/host-config?host=localhost:4999' });
    expect(answer.json()).toMatchObject({ tenantId: 'test', host: 'localhost' });
    await server.database.db.delete(tenantHosts).where(eq(tenantHosts.host, 'localhost:4999'));
  });

  it("answers 404 with 'This application doesn't exist.' for an unknown host", async () => {
    const answer = await server.app.inject({ url: '/api/v1/host-config?host=nowhere.test' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: "This application doesn't exist." });
  });
});
