import { HOST_ERRORS, PUBLISH_ERRORS } from '@carrier/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { tenantHosts } from '../tenants/tenants.tables';

const CREATE = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const UPSERT = `mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }`;
const PUBLISH = `mutation($appId: String!) { publishApp(appId: $appId) { status errors } }`;
const APPS = `query($appId: String) { apps(where: { appId: $appId }) { totalCount } }`;
type Answer = { status: string; errors: string[] | null };

const server = useTestServer(
  {
    publicUrl: 'https://studio.example.com',
    studioHosts: ['admin.example.net', '*.studio-tenants.example.org'],
  },
  { studioDist: true },
);

const create = async (appId: string, host: string) =>
  (await server.gql<{ createApp: Answer }>(CREATE, { input: { appId, appName: appId, host } }, { token: server.token }))
    .data.createApp;
const publish = async (appId: string) =>
  (await server.gql<{ publishApp: Answer }>(PUBLISH, { appId }, { token: server.token })).data.publishApp;
const page = (host: string, url = '/') => server.app.inject({ method: 'GET', url, headers: { host } });

describe("the studio's own hosts", () => {
  it('are refused to an app in every spelling, and nothing is created', async () => {
    const spellings = [
      'localhost',
      'LOCALHOST',
      'localhost.',
      'localhost:4250',
      'shop.localhost',
      'ｌｏｃａｌｈｏｓｔ',
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '127.0.0.1:8080',
      '0.0.0.0',
      '[::1]',
      '[::ffff:127.0.0.1]',
      'studio.test',
      'studio.example.com',
      'Studio.Example.com.:8443',
      'admin.example.net',
      'a.studio-tenants.example.org',
    ];
    for (const [index, host] of spellings.entries()) {
      const answer = await create(`grabber${index}`, host);
      expect(answer.errors, host).toEqual([HOST_ERRORS.studioHost.message]);
    }
    const apps = await server.gql<{ apps: { totalCount: number } }>(APPS, {}, { token: server.token });
    expect(apps.data.apps.totalCount).toBe(0);
    const [localhost] = await server.services.db.select().from(tenantHosts).where(eq(tenantHosts.host, 'localhost'));
    expect(localhost?.appId).toBeNull();
    // An app's own host under the same names is fine.
    expect((await create('honest', 'honest.studio.test')).status).toBe('success');
    expect((await create('alsoHonest', 'app.studio.example.com')).status).toBe('success');
    // The studio's create form offers no studio host as a free one.
    const settings = await server.gql<{ tenantSettings: { hostApps: unknown[] } }>(
      '{ tenantSettings { hostApps { host appId studioHost } } }',
      {},
      { token: server.token },
    );
    expect(settings.data.tenantSettings.hostApps).toEqual(
      expect.arrayContaining([
        { host: 'localhost', appId: null, studioHost: true },
        { host: '127.0.0.1', appId: null, studioHost: true },
        { host: 'honest.studio.test', appId: 'honest', studioHost: false },
      ]),
    );
  });

  it('stop an app that holds one (a row of an older release) from publishing, and always serve the studio', async () => {
    expect((await create('rogue', 'rogue.test')).status).toBe('success');
    const config = { allowedLocales: ['en-US'], componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage' }] };
    await server.gql(UPSERT, { appId: 'rogue', config }, { token: server.token });
    expect(await publish('rogue')).toEqual({ status: 'success', errors: [] });
    expect((await page('rogue.test')).body).toContain('published');
    // A row claims the studio's host for the app, as older releases allowed.
    await server.services.db
      .update(tenantHosts)
      .set({ appId: 'rogue' })
      .where(and(eq(tenantHosts.tenantId, 'test'), eq(tenantHosts.host, 'localhost')));

    const refused = await publish('rogue');
    expect(refused.status).toBe('failure');
    expect(refused.errors).toEqual([PUBLISH_ERRORS.studioHost('localhost').message]);
    for (const host of ['localhost', 'localhost:4000', 'LOCALHOST.']) {
      expect((await page(host)).body, host).toContain('studio');
      expect((await page(host, '/login')).body, host).toContain('studio');
    }
    expect((await page('rogue.test', '/?hostOverride=localhost')).body).toContain('studio');
    const lookup = await server.app.inject({
      method: 'GET',
      url: '/api/v1/published-app',
      headers: { host: 'localhost' },
    });
    expect(lookup.statusCode).toBe(404);
    const guest = await server.app.inject({
      method: 'POST',
      url: '/api/v1/published-app/guest-session',
      headers: { host: 'localhost' },
    });
    expect(guest.statusCode).toBe(404);
    // The app's own host still serves it.
    expect((await page('rogue.test')).body).toContain('published');
  });
});
