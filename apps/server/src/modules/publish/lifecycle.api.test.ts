import type { TPublishedApp, TSnapshotChange } from '@carrier/contracts';
import { type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const COMPONENTS = `query($appId: String) { components(where: { appId: $appId }) { list { id name } } }`;
const UPDATE = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }`;
const PAGES = `mutation($appId: String!, $routes: [cmsComponentRouteInput!]!) { updateAppPages(appId: $appId, componentRoutes: $routes) { status errors } }`;
const PUBLISH = `mutation($appId: String!, $note: String) { publishApp(appId: $appId, note: $note) { status errors createdStatus { id } } }`;
const ROLLBACK = `mutation($appId: String!, $version: Int!, $note: String) { rollbackApp(appId: $appId, version: $version, note: $note) { status errors createdStatus { id } } }`;
const UNPUBLISH = `mutation($appId: String!) { unpublishApp(appId: $appId) { status errors errors_2 { code message } } }`;
const VERSIONS = `query($appId: String!) { appVersions(appId: $appId) { version note live rolledBackFrom } }`;
const CHANGES = `query($appId: String!, $version: Int!) { appRollbackChanges(appId: $appId, version: $version) {
  area change name elementsAdded elementsRemoved elementsChanged from to } }`;
const PREVIEW = `mutation($appId: String!) { createAppPreviewLink(appId: $appId) { token expiresAt } }`;

type Result = { status: string; errors: string[]; errors_2?: Array<{ code: string; message: string }> };

const server = useTestServer({}, { studioDist: true });
let uatToken: string;
beforeAll(async () => {
  uatToken = (await server.signIn('test_uat')).accessToken;
});

const both = (en: string, zh: string) => ({ content: { 'en-US': en, 'zh-HK': zh } });
const headline = (id: string, en: string, zh: string) => ({ ...uiNode('JHeadline', { texts: both(en, zh) }), id });
const page = (...children: UiNode[]) => ({ ...uiNode('JBox', { children }), id: 'root' });
const gql = async <T>(query: string, variables: Record<string, unknown>, as = server.token) =>
  (await server.gql<T>(query, variables, { token: as })).data;

async function newApp(appId: string, host?: string) {
  await gql(CREATE_APP, { input: { appId, appName: appId, host } });
  const { list } = (await gql<{ components: { list: Array<{ id: string; name: string }> } }>(COMPONENTS, { appId }))
    .components;
  return list.find((component) => component.name === 'HomePage')?.id ?? '';
}
const setTree = async (id: string, tree: UiNode) =>
  (await gql<{ updateComponent: Result }>(UPDATE, { id, input: { editorAst: JSON.stringify(tree) } })).updateComponent;
const publish = async (appId: string, note?: string) =>
  (await gql<{ publishApp: Result & { createdStatus: { id: string } | null } }>(PUBLISH, { appId, note })).publishApp;
const versions = async (appId: string, as = server.token) =>
  (await gql<{ appVersions: Array<{ version: number; note: string | null; live: boolean }> }>(VERSIONS, { appId }, as))
    .appVersions;
const unpublish = async (appId: string, as = server.token) =>
  (await gql<{ unpublishApp: Result }>(UNPUBLISH, { appId }, as)).unpublishApp;
const html = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('publish notes', () => {
  it('stores the note with the version and lists it; a rollback takes its own note, else the earlier one', async () => {
    const id = await newApp('notes');
    await setTree(id, page(headline('h', 'One', '一')));
    expect((await publish('notes', '  First launch  ')).status).toBe('success');
    await setTree(id, page(headline('h', 'Two', '二')));
    expect((await publish('notes')).status).toBe('success');
    const back = (
      await gql<{ rollbackApp: Result }>(ROLLBACK, { appId: 'notes', version: 1, note: 'Back to the launch text' })
    ).rollbackApp;
    expect(back.status).toBe('success');
    await gql(ROLLBACK, { appId: 'notes', version: 1 });
    expect((await versions('notes')).map((version) => [version.version, version.note])).toEqual([
      [4, 'First launch'],
      [3, 'Back to the launch text'],
      [2, null],
      [1, 'First launch'],
    ]);
  });
});

describe('rollback changes', () => {
  it('names the pages, components (with their elements) and settings a rollback changes against the live version', async () => {
    const id = await newApp('diffed');
    await setTree(id, page(headline('h', 'Welcome', '歡迎')));
    expect((await publish('diffed')).status).toBe('success');
    await setTree(id, page(headline('h', 'Hello', '你好'), headline('h2', 'New', '新')));
    await gql(PAGES, {
      appId: 'diffed',
      routes: [
        // The route as the starter made it (its names for visitors too), and a new one.
        { path: '/', name: 'Home', component: 'HomePage', metaJsonString: '{"names":{"en-US":"Home","zh-HK":"主頁"}}' },
        { path: '/about', name: 'About', component: 'HomePage' },
      ],
    });
    expect((await publish('diffed')).status).toBe('success');
    const changes = (await gql<{ appRollbackChanges: TSnapshotChange[] }>(CHANGES, { appId: 'diffed', version: 1 }))
      .appRollbackChanges;
    expect(changes).toEqual([
      expect.objectContaining({ area: 'page', change: 'removed', name: '/about' }),
      expect.objectContaining({
        area: 'component',
        change: 'changed',
        name: 'HomePage',
        elementsAdded: 0,
        elementsRemoved: 1,
        elementsChanged: 1,
      }),
    ]);
    // The live version against itself: nothing changes.
    expect(
      (await gql<{ appRollbackChanges: TSnapshotChange[] }>(CHANGES, { appId: 'diffed', version: 2 }))
        .appRollbackChanges,
    ).toEqual([]);
    const missing = await server.gql(CHANGES, { appId: 'diffed', version: 7 }, { token: server.token });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'The app has no published version 7.',
      extensions: { code: 'version_not_found' },
    });
    const foreign = await server.gql(CHANGES, { appId: 'diffed', version: 1 }, { token: uatToken });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('app_not_found');
  });
});

describe('unpublish', () => {
  it('takes the app offline: its host says "not published" in the visitor\'s language; publishing again brings it back', async () => {
    const id = await newApp('offline', 'offline.test');
    await setTree(id, page(headline('h', 'Live', '上線')));
    expect((await unpublish('offline')).errors_2).toEqual([
      { code: 'not_live', message: 'The app is not live: there is nothing to unpublish.' },
    ]);
    // Never published: the app's host answers the offline page, not the studio.
    const before = await html('/', { host: 'offline.test' });
    expect(before.statusCode).toBe(404);
    expect(before.body).toContain('This app is not published');

    expect((await publish('offline')).status).toBe('success');
    expect((await html('/', { host: 'offline.test' })).body).toContain('published');
    expect((await unpublish('offline', uatToken)).errors_2?.[0]?.code).toBe('app_not_found');
    expect((await unpublish('offline')).status).toBe('success');

    expect((await versions('offline')).some((version) => version.live)).toBe(false);
    const english = await html('/quote', { host: 'offline.test', 'accept-language': 'en-GB,en;q=0.8' });
    expect(english.statusCode).toBe(404);
    expect(english.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(english.body).toContain('<html lang="en-US">');
    expect(english.body).toContain('This app is not published');
    const chinese = await html('/?hostOverride=offline.test', { 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(chinese.body).toContain('<html lang="zh-HK">');
    expect(chinese.body).toContain('此應用程式尚未發佈');
    const api = await server.app.inject({
      method: 'GET',
      url: '/api/v1/published-app',
      headers: { host: 'offline.test' },
    });
    expect(api.statusCode).toBe(404);
    // The studio's own host still serves the studio.
    expect((await html('/')).body).toContain('studio');

    expect((await publish('offline', 'Back online')).createdStatus?.id).toBe('2');
    expect((await versions('offline'))[0]).toMatchObject({ version: 2, live: true, note: 'Back online' });
    const back = await server.app.inject({
      method: 'GET',
      url: '/api/v1/published-app',
      headers: { host: 'offline.test' },
    });
    expect(back.json()).toMatchObject({ appId: 'offline', version: 2 });
  });
});

describe('preview links', () => {
  it('shows the unpublished draft to whoever holds the expiring token, not indexed, and nothing without it', async () => {
    const id = await newApp('drafty', 'drafty.test');
    await setTree(id, page(headline('h', 'Published text', '已發佈')));
    expect((await publish('drafty')).status).toBe('success');
    await setTree(id, page(headline('h', 'Draft text', '草稿')));

    const link = (
      await gql<{ createAppPreviewLink: { token: string; expiresAt: string } }>(PREVIEW, { appId: 'drafty' })
    ).createAppPreviewLink;
    expect(link.token).toMatch(/^[\w-]{43}$/);
    const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);

    const preview = await server.app.inject({
      method: 'GET',
      url: `/api/v1/published-app/preview?preview=${link.token}`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    const draft = preview.json() as TPublishedApp;
    expect(draft).toMatchObject({ appId: 'drafty', version: 0 });
    expect(JSON.stringify(draft.components)).toContain('Draft text');
    // The live app is unchanged.
    const live = await server.app.inject({
      method: 'GET',
      url: '/api/v1/published-app',
      headers: { host: 'drafty.test' },
    });
    expect(JSON.stringify(live.json())).toContain('Published text');

    // The page itself: the published app on any host with the token, not indexed, not cached.
    const shown = await html(`/quote?preview=${encodeURIComponent(link.token)}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('published');
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shown.headers['cache-control']).toBe('no-store');

    for (const guess of ['', 'x', link.token.slice(0, -1), `${link.token}a`]) {
      const refused = await server.app.inject({ method: 'GET', url: `/api/v1/published-app/preview?preview=${guess}` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: 'This preview link has expired or does not exist.' });
    }
    const expiredPage = await html('/?preview=nope', { 'accept-language': 'zh-HK' });
    expect(expiredPage.statusCode).toBe(404);
    expect(expiredPage.body).toContain('此預覽連結已過期');
  });

  it("is made only by signed-in staff of the app's tenant, and expires", async () => {
    const anonymous = await server.gql(PREVIEW, { appId: 'drafty' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('authorization');
    const foreign = await server.gql(PREVIEW, { appId: 'drafty' }, { token: uatToken });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'The app drafty does not exist.' });

    const link = (await gql<{ createAppPreviewLink: { token: string } }>(PREVIEW, { appId: 'drafty' }))
      .createAppPreviewLink;
    // An hour later: the link has expired.
    await server.database.db.execute(sql`update app_preview_links set expires_at = now() - interval '1 second'`);
    const expired = await server.app.inject({
      method: 'GET',
      url: `/api/v1/published-app/preview?preview=${link.token}`,
    });
    expect(expired.statusCode).toBe(404);
  });
});
