import type { TPublishedApp } from '@carrier/contracts';
import { type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const COMPONENTS = `query($appId: String) { components(where: { appId: $appId }) { list { id name } } }`;
const UPDATE = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }`;
const PAGES = `mutation($appId: String!, $routes: [cmsComponentRouteInput!]!) { updateAppPages(appId: $appId, componentRoutes: $routes) { status errors } }`;
const PUBLISH = `mutation($appId: String!, $note: String) { publishApp(appId: $appId, note: $note) {
  status errors errors_2 { code message } createdStatus { id } } }`;
const ROLLBACK = `mutation($appId: String!, $version: Int!) { rollbackApp(appId: $appId, version: $version) {
  status errors errors_2 { code message } createdStatus { id } } }`;
const VERSIONS = `query($appId: String!) { appVersions(appId: $appId) { appId version note rolledBackFrom live pageCount
  componentCount snapshotJsonString createdBy { username } } }`;
const UPSERT = `mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }`;
const PROBLEMS = `query($appId: String!) { appPublishProblems(appId: $appId) { code params { name value } } }`;

type Answer = {
  status: string;
  errors: string[];
  errors_2: Array<{ code: string; message: string }>;
  createdStatus: { id: string } | null;
};
type Version = {
  version: number;
  note: string | null;
  rolledBackFrom: number | null;
  live: boolean;
  pageCount: number;
  snapshotJsonString: string;
  createdBy: { username: string } | null;
};

const server = useTestServer({}, { studioDist: true });
let uatToken: string;
beforeAll(async () => {
  uatToken = (await server.signIn('test_uat')).accessToken;
});

const both = (en: string, zh: string) => ({ content: { 'en-US': en, 'zh-HK': zh } });
const home = (headline: Record<string, Record<string, string>>, extra: UiNode[] = []) =>
  uiNode('JBox', { children: [uiNode('JHeadline', { texts: headline }), ...extra] });

async function newApp(appId: string) {
  await server.gql(CREATE_APP, { input: { appId, appName: appId } }, { token: server.token });
  const { list } = (
    await server.gql<{ components: { list: Array<{ id: string; name: string }> } }>(
      COMPONENTS,
      { appId },
      { token: server.token },
    )
  ).data.components;
  const id = list.find((component) => component.name === 'HomePage')?.id ?? '';
  return id;
}
const setTree = async (id: string, tree: UiNode) =>
  (
    await server.gql<{ updateComponent: Answer }>(
      UPDATE,
      { id, input: { editorAst: JSON.stringify(tree) } },
      { token: server.token },
    )
  ).data.updateComponent;
const publish = async (appId: string, as = server.token, note?: string) =>
  (await server.gql<{ publishApp: Answer }>(PUBLISH, { appId, note }, { token: as })).data.publishApp;
const rollback = async (appId: string, version: number, as = server.token) =>
  (await server.gql<{ rollbackApp: Answer }>(ROLLBACK, { appId, version }, { token: as })).data.rollbackApp;
const versions = async (appId: string, as = server.token) =>
  (await server.gql<{ appVersions: Version[] }>(VERSIONS, { appId }, { token: as })).data.appVersions;
const snapshot = (version: Version | undefined) => JSON.parse(version?.snapshotJsonString ?? '{}') as TPublishedApp;
const headlineOf = (app: TPublishedApp) =>
  JSON.stringify(app.components.find((component) => component.name === 'HomePage')?.editorAst);

describe('publish', () => {
  it('refuses an app whose texts miss an allowed locale, saying which, and stores nothing', async () => {
    const id = await newApp('draftOnly');
    // The starters come with both languages; this page's headline has only English.
    expect((await setTree(id, home({ content: { 'en-US': 'Welcome' } }))).status).toBe('success');
    const answer = await publish('draftOnly');
    expect(answer.status).toBe('failure');
    expect(answer.errors_2).toContainEqual({
      code: 'missing_text',
      message: 'HomePage: the content of Headline has no text in zh-HK.',
    });
    expect(await versions('draftOnly')).toEqual([]);
    const problems = (
      await server.gql<{
        appPublishProblems: Array<{ code: string; params: Array<{ name: string; value: string }> }>;
      }>(PROBLEMS, { appId: 'draftOnly' }, { token: server.token })
    ).data.appPublishProblems;
    // The names the finding mentions come apart, so the studio can say it in zh-HK too.
    expect(problems).toContainEqual({
      code: 'missing_text',
      params: [
        { name: 'component', value: 'HomePage' },
        { name: 'node', value: 'Headline' },
        { name: 'field', value: 'content' },
        { name: 'locale', value: 'zh-HK' },
      ],
    });
  });

  it('publishes numbered versions; editing after publishing changes no version; rollback publishes an earlier one again', async () => {
    const id = await newApp('shop');
    expect((await setTree(id, home(both('Welcome', '歡迎')))).status).toBe('success');
    const first = await publish('shop', server.token, 'launch');
    expect(first).toMatchObject({ status: 'success', createdStatus: { id: '1' } });

    expect((await setTree(id, home(both('Hello again', '再次你好')))).status).toBe('success');
    let list = await versions('shop');
    expect(list).toHaveLength(1);
    expect(headlineOf(snapshot(list[0]))).toContain('歡迎');
    expect(list[0]).toMatchObject({
      version: 1,
      note: 'launch',
      live: true,
      pageCount: 1,
      createdBy: { username: 'admin@studio.test' },
    });
    expect(snapshot(list[0])).toMatchObject({
      appId: 'shop',
      version: 1,
      allowedLocales: ['en-US', 'zh-HK'],
      // A new app's own guest identity is on (publish/guest-identity.ts).
      hasGuest: true,
    });

    expect((await publish('shop')).createdStatus?.id).toBe('2');
    const back = await rollback('shop', 1);
    expect(back).toMatchObject({ status: 'success', createdStatus: { id: '3' } });
    list = await versions('shop');
    expect(list.map((version) => [version.version, version.live, version.rolledBackFrom])).toEqual([
      [3, true, 1],
      [2, false, null],
      [1, false, null],
    ]);
    expect(headlineOf(snapshot(list[0]))).toContain('歡迎');
    expect(headlineOf(snapshot(list[1]))).toContain('再次你好');

    expect((await rollback('shop', 9)).errors_2).toEqual([
      { code: 'version_not_found', message: 'The app has no published version 9.' },
    ]);
    expect(await versions('shop')).toHaveLength(3);
  });

  it('lists a page on a missing component, a required prop unset and a broken binding, each with its message', async () => {
    const id = await newApp('broken');
    const select = uiNode('JSelect', {
      label: 'Plan',
      bindTo: 'form.input1',
      texts: { label: { 'en-US': 'Plan', 'zh-HK': '計劃' } },
    });
    const bound = uiNode('JInputText', { label: 'Name', bindTo: 'form.nickname' });
    expect((await setTree(id, home(both('Hi', '你好'), [select, bound]))).status).toBe('success');
    await server.gql(
      PAGES,
      {
        appId: 'broken',
        routes: [
          { path: '/', name: 'Home', component: 'HomePage' },
          { path: '/x', name: 'X', component: 'Nowhere' },
        ],
      },
      { token: server.token },
    );
    const answer = await publish('broken');
    expect(answer.status).toBe('failure');
    expect(answer.errors).toEqual([
      'The page /x shows the component Nowhere, which does not exist.',
      'HomePage: the element Plan needs its options set.',
      "HomePage: the element Name is bound to form.nickname, which the component's data does not declare.",
    ]);
    expect(await versions('broken')).toEqual([]);
  });

  it('keeps each tenant to its own apps and versions', async () => {
    expect((await publish('shop', uatToken)).errors_2).toEqual([
      { code: 'app_not_found', message: 'The app shop does not exist.' },
    ]);
    expect((await rollback('shop', 1, uatToken)).status).toBe('failure');
    expect(await versions('shop', uatToken)).toEqual([]);
    expect((await versions('shop')).length).toBe(3);
  });

  it("serves the live version at the app's host (Host header or hostOverride) and signs in as its guest", async () => {
    await server.gql(
      CREATE_APP,
      { input: { appId: 'hosted', appName: 'Hosted', host: 'hosted.test' } },
      { token: server.token },
    );
    const { list } = (
      await server.gql<{ components: { list: Array<{ id: string; name: string }> } }>(
        COMPONENTS,
        { appId: 'hosted' },
        { token: server.token },
      )
    ).data.components;
    await setTree(list.find((component) => component.name === 'HomePage')?.id ?? '', home(both('Live', '直播')));
    const get = (headers: Record<string, string>, url = '/api/v1/published-app') =>
      server.app.inject({ method: 'GET', url, headers });
    const before = await get({ host: 'hosted.test' });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ error: 'This app has not been published yet.' });

    const config = {
      allowedLocales: ['en-US', 'zh-HK'],
      defaultLocale: 'zh-HK',
      guestLoginCredentials: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage' }],
    };
    expect(
      (await server.gql<{ upsertCmsConfig: Answer }>(UPSERT, { appId: 'hosted', config }, { token: server.token })).data
        .upsertCmsConfig.status,
    ).toBe('success');
    expect((await publish('hosted')).status).toBe('success');

    const byHost = await get({ host: 'hosted.test' });
    expect(byHost.statusCode).toBe(200);
    const live = byHost.json() as TPublishedApp;
    expect(live).toMatchObject({ appId: 'hosted', version: 1, defaultLocale: 'zh-HK', hasGuest: true });
    expect(JSON.stringify(live)).not.toContain(ADMIN_PASSWORD);
    expect((await get({ host: 'localhost' }, '/api/v1/published-app?hostOverride=hosted.test')).json()).toMatchObject({
      appId: 'hosted',
      version: 1,
    });
    expect((await get({ host: 'nowhere.test' })).statusCode).toBe(404);
    // The pages: the published app at the app's host, the studio anywhere else.
    expect((await get({ host: 'hosted.test' }, '/')).body).toContain('published');
    expect((await get({ host: 'localhost' }, '/quote?hostOverride=hosted.test')).body).toContain('published');
    expect((await get({ host: 'localhost' }, '/quote')).body).toContain('studio');

    const session = await server.app.inject({
      method: 'POST',
      url: '/api/v1/published-app/guest-session?hostOverride=hosted.test',
      headers: { host: 'localhost' },
    });
    expect(session.statusCode).toBe(200);
    const guest = session.json() as { accessToken: string; refreshToken?: string };
    // The guest's token quotes products and does nothing else, whatever the guest account may do.
    expect(guest.refreshToken).toBeUndefined();
    const products = await server.gql<{ products_2: { totalCount: number } }>(
      'query { products_2 { totalCount } }',
      {},
      { token: guest.accessToken },
    );
    expect(products.errors).toBeUndefined();
    expect(products.data.products_2.totalCount).toBeGreaterThanOrEqual(0);
    for (const [query, variables] of [
      [VERSIONS, { appId: 'hosted' }],
      [CREATE_APP, { input: { appId: 'byguest', appName: 'By guest' } }],
      [`query { products_2 { totalCount } apps { totalCount } }`, {}],
    ] as const) {
      const refused = await server.gql(query, variables, { token: guest.accessToken });
      expect(refused.errors?.[0]?.extensions?.code).toBe('authorization');
    }
    const file = await server.app.inject({
      method: 'GET',
      url: '/api/v1/files/anything.txt',
      headers: { authorization: `Bearer ${guest.accessToken}` },
    });
    expect(file.statusCode).toBe(401);
    const blank = await server.app.inject({
      method: 'POST',
      url: '/api/v1/published-app/guest-session',
      headers: { host: 'nowhere.test' },
    });
    expect(blank.statusCode).toBe(404);
  });

  it('stores the base-component theme in the CMS config, the rest of the config kept', async () => {
    const SET = `mutation($appId: String!, $json: String!) { updateAppBaseComponentsVariants(appId: $appId, baseComponentsVariantsJsonString: $json) { status errors } }`;
    const READ = `query($appId: String) { cmsConfigs(where: { appId: $appId }) { baseComponentsVariantsJsonString defaultLocale } }`;
    const json = JSON.stringify({ button: { primary: { root: { normal: { color: 'red' } } } } });
    const set = async (appId: string, value: string, as = server.token) =>
      (await server.gql<{ updateAppBaseComponentsVariants: Answer }>(SET, { appId, json: value }, { token: as })).data
        .updateAppBaseComponentsVariants;
    expect((await set('hosted', json)).status).toBe('success');
    const [config] = (
      await server.gql<{ cmsConfigs: Array<Record<string, string>> }>(
        READ,
        { appId: 'hosted' },
        { token: server.token },
      )
    ).data.cmsConfigs;
    expect(config).toEqual({ baseComponentsVariantsJsonString: json, defaultLocale: 'zh-HK' });
    expect((await set('hosted', '{not json')).status).toBe('failure');
    // What the kit has no place for is refused, naming the place, and the stored theme is kept.
    const misplaced = JSON.stringify({ button: { primary: { root: { pressed: { color: 'blue' } } } } });
    expect((await set('hosted', misplaced)).errors).toEqual([
      'baseComponentsVariantsJsonString.button.primary.root.pressed: is not a key of the kit',
    ]);
    const [kept] = (
      await server.gql<{ cmsConfigs: Array<Record<string, string>> }>(
        READ,
        { appId: 'hosted' },
        { token: server.token },
      )
    ).data.cmsConfigs;
    expect(kept?.baseComponentsVariantsJsonString).toBe(json);
    expect((await set('hosted', json, uatToken)).errors).toEqual(['The app hosted does not exist.']);
  });
});
