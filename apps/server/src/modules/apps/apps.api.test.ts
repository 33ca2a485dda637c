import { HOST_ERRORS } from '@carrier/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { appComponents } from './apps.tables';

const CREATE = `mutation($input: createAppInput!) { createApp(input: $input) { status errors errors_2 { code message } } }`;
const UPDATE = `mutation($appId: String!, $input: updateAppInput!) { updateApp(appId: $appId, input: $input) { status errors errors_2 { code } } }`;
const DELETE = `mutation($appId: String!) { deleteApp(appId: $appId) { status errors errors_2 { code } } }`;
const LIST = `query($limit: Int, $skip: Int, $sort: sortInput, $where: appWhereInput) {
  apps(limit: $limit, skip: $skip, sort: $sort, where: $where) {
    totalCount
    list { appId appName appTemplateId email emailSenderName urlRouting { url regexPattern } requires2FA
      createdAt lastModifiedAt createdBy { username } lastModifiedBy { username } }
  }
}`;
const CONFIGS = `query($appId: String) { cmsConfigs(where: { appId: $appId }) {
  tenantId appId app { appName } allowedLocales defaultLocale themeJsonString endpointsJsonString
  componentRoutes { path name component children { path } }
  guestLoginCredentials { username password } head { title script { src async } }
} }`;
const UPSERT = `mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors errors_2 { code message } } }`;
const SETTINGS = '{ tenantSettings { hosts hostApps { host appId } } }';

type Result = { status: string; errors: string[]; errors_2: Array<{ code: string; message?: string }> };
type App = {
  appId: string;
  appName: string;
  appTemplateId: string;
  email: string | null;
  emailSenderName: string | null;
  urlRouting: { url: string | null; regexPattern: string | null } | null;
  requires2FA: boolean;
  createdBy: { username: string } | null;
  lastModifiedBy: { username: string } | null;
};
type Config = {
  tenantId: string;
  appId: string;
  app: { appName: string } | null;
  allowedLocales: string[] | null;
  defaultLocale: string | null;
  themeJsonString: string | null;
  endpointsJsonString: string | null;
  componentRoutes: Array<{ path: string; name: string; component: string; children: { path: string } | null }>;
  guestLoginCredentials: { username: string; password: string } | null;
  head: { title: string; script: Array<{ src: string; async: boolean }> } | null;
};

const server = useTestServer();
let uatToken: string;
beforeAll(async () => {
  uatToken = (await server.signIn('test_uat')).accessToken;
});

async function create(input: Record<string, unknown>, as = server.token) {
  return (await server.gql<{ createApp: Result }>(CREATE, { input }, { token: as })).data.createApp;
}
async function list(variables: Record<string, unknown> = {}, as = server.token) {
  return (await server.gql<{ apps: { totalCount: number; list: App[] } }>(LIST, variables, { token: as })).data.apps;
}
async function config(appId: string, as = server.token) {
  return (await server.gql<{ cmsConfigs: Config[] }>(CONFIGS, { appId }, { token: as })).data.cmsConfigs;
}
async function upsert(appId: string, value: Record<string, unknown>, as = server.token) {
  const answer = await server.gql<{ upsertCmsConfig: Result }>(UPSERT, { appId, config: value }, { token: as });
  return answer.data?.upsertCmsConfig ?? answer;
}
const components = (tenantId: string, appId: string) =>
  server.database.db
    .select()
    .from(appComponents)
    .where(and(eq(appComponents.tenantId, tenantId), eq(appComponents.appId, appId)));

describe('createApp', () => {
  it('creates the app with its config, pages, components and theme of its kind', async () => {
    expect(await create({ appId: 'travelPortal', appName: ' Travel Portal ', appTemplateId: 'client_portal' })).toEqual(
      {
        status: 'success',
        errors: [],
        errors_2: [],
      },
    );
    const [app] = (await list({ where: { appId: 'travelPortal' } })).list;
    expect(app).toMatchObject({
      appId: 'travelPortal',
      appName: 'Travel Portal',
      appTemplateId: 'client_portal',
      requires2FA: false,
      createdBy: { username: 'admin@studio.test' },
    });
    const [stored] = await config('travelPortal');
    expect(stored).toMatchObject({
      tenantId: 'test',
      appId: 'travelPortal',
      app: { appName: 'Travel Portal' },
      allowedLocales: ['en-US', 'zh-HK'],
      defaultLocale: 'en-US',
    });
    expect(stored?.componentRoutes.map((route) => route.path)).toEqual(['/', '/policies', '/profile']);
    const theme = JSON.parse(stored?.themeJsonString ?? '{}');
    expect(Object.keys(theme)).toEqual(['colors', 'shadows', 'typeFaces', 'customCss', 'tokens']);
    expect(theme.tokens.color8).toBe(theme.colors[0].id);
    const rows = await components('test', 'travelPortal');
    expect(rows.map((row) => row.name).sort()).toEqual(['LoginPage', 'MyPoliciesPage', 'ProfilePage']);
    for (const row of rows) {
      expect(row).toMatchObject({ framework: 'vue', version: '2.6.11', status: 'DRAFT' });
      expect((row.editorAst as { id: string; component: string }).component).toBe('JBox');
      expect((row.editorAst as { id: string }).id).toMatch(/^[a-z0-9]{8}$/);
      expect(row.vueTemplate).toMatch(/^<j-box data-node-id="[a-z0-9]{8}"/);
      expect(row.editorScript).toContain('input9');
    }
  });

  it('starts each kind with its own pages; blank is the default', async () => {
    const expected = {
      blank: ['/'],
      admin_portal: ['/', '/dashboard', '/users'],
      distribution_website: ['/', '/quote', '/contact'],
    };
    for (const [kind, paths] of Object.entries(expected)) {
      const appId = `kind${kind.replace(/_/g, '')}`;
      const input = kind === 'blank' ? { appId, appName: kind } : { appId, appName: kind, appTemplateId: kind };
      expect((await create(input)).status).toBe('success');
      expect((await config(appId))[0]?.componentRoutes.map((route) => route.path)).toEqual(paths);
      expect((await components('test', appId)).length).toBe(paths.length);
    }
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ appId: 'Travel Portal', appName: 'x' }, 'invalid_app_id'],
      [{ appId: '1app', appName: 'x' }, 'invalid_app_id'],
      [{ appId: 'okApp', appName: '   ' }, 'app_name_required'],
      [{ appId: 'okApp', appName: 'x'.repeat(201) }, 'too_long'],
      [{ appId: 'okApp', appName: 'x', appTemplateId: 'casino' }, 'unknown_app_template'],
      [{ appId: 'okApp', appName: 'x', email: 'not-an-email' }, 'invalid_email'],
      [{ appId: 'okApp', appName: 'x', urlRouting: { regexPattern: 'a.test/(' } }, 'invalid_route_pattern'],
      [{ appId: 'okApp', appName: 'x', host: 'http://nope' }, 'invalid_host'],
      [{ appId: 'travelPortal', appName: 'Again' }, 'app_exists'],
    ];
    for (const [input, code] of cases) {
      const answer = await create(input);
      expect(answer.status, JSON.stringify(input)).toBe('failure');
      expect(answer.errors_2[0]?.code).toBe(code);
    }
    expect((await list({ where: { appId: 'okApp' } })).totalCount).toBe(0);
  });
});

describe('hosts of apps', () => {
  it('gives a host to one app at a time and answers it in the host lookup', async () => {
    expect((await create({ appId: 'hosted', appName: 'Hosted', host: 'Hosted.studio.test' })).status).toBe('success');
    const settings = await server.gql<{ tenantSettings: { hostApps: Array<{ host: string; appId: string }> } }>(
      SETTINGS,
      {},
      { token: server.token },
    );
    expect(settings.data.tenantSettings.hostApps).toContainEqual({ host: 'hosted.studio.test', appId: 'hosted' });
    const lookup = await server.app.inject({ url: '/api/v1/host-config?host=hosted.studio.test' });
    expect(lookup.json()).toMatchObject({ tenantId: 'test', appId: 'hosted' });

    const second = await create({ appId: 'secondHosted', appName: 'Second', host: 'hosted.studio.test' });
    expect(second.errors).toEqual(['This host is used by the app hosted.']);
    expect((await list({ where: { appId: 'secondHosted' } })).totalCount).toBe(0);

    const removal = await server.gql<{ removeHostFromTenantSettings: Result }>(
      'mutation { removeHostFromTenantSettings(host: "hosted.studio.test") { status errors } }',
      {},
      { token: server.token },
    );
    expect(removal.data.removeHostFromTenantSettings.errors).toEqual(['This host is used by the app hosted.']);
  });

  it("refuses another tenant's host and creates nothing", async () => {
    // localhost is the studio's own host besides (studio-hosts.api.test.ts).
    for (const [host, error] of [
      ['localhost', HOST_ERRORS.studioHost.message],
      ['localhost:4250', HOST_ERRORS.studioHost.message],
      ['hosted.studio.test', 'This host is already in use.'],
    ]) {
      const answer = await create({ appId: 'grabber', appName: 'Grabber', host }, uatToken);
      expect(answer.errors).toEqual([error]);
    }
    expect((await list({}, uatToken)).totalCount).toBe(0);
  });

  it('frees the host when the app is deleted', async () => {
    expect((await create({ appId: 'shortLived', appName: 'Short', host: 'short.studio.test' })).status).toBe('success');
    const deleted = await server.gql<{ deleteApp: Result }>(DELETE, { appId: 'shortLived' }, { token: server.token });
    expect(deleted.data.deleteApp.status).toBe('success');
    const settings = await server.gql<{ tenantSettings: { hostApps: Array<{ host: string; appId: string | null }> } }>(
      SETTINGS,
      {},
      { token: server.token },
    );
    expect(settings.data.tenantSettings.hostApps).toContainEqual({ host: 'short.studio.test', appId: null });
    expect((await create({ appId: 'nextUser', appName: 'Next', host: 'short.studio.test' })).status).toBe('success');
  });
});

describe('apps list', () => {
  it('pages, sorts and filters', async () => {
    for (const appId of ['pageA', 'pageB', 'pageC'])
      expect((await create({ appId, appName: `Page ${appId.slice(-1)}` })).status).toBe('success');
    const where = { appId_in: ['pageA', 'pageB', 'pageC'] };
    const sort = { fieldName: 'appName', type: 'asc' };
    const first = await list({ where, sort, limit: 2, skip: 0 });
    expect(first.totalCount).toBe(3);
    expect(first.list.map((app) => app.appId)).toEqual(['pageA', 'pageB']);
    expect((await list({ where, sort, limit: 2, skip: 2 })).list.map((app) => app.appId)).toEqual(['pageC']);
    const newest = await list({ where, limit: 1 });
    expect(newest.list.map((app) => app.appId)).toEqual(['pageC']);
    const either = await list({ where: { or: [{ appId: 'pageA' }, { appId: 'pageC' }] }, sort });
    expect(either.list.map((app) => app.appId)).toEqual(['pageA', 'pageC']);
    const mine = await list({ where: { ...where, createdById_contains: 'x-nobody' } });
    expect(mine.totalCount).toBe(0);
  });

  it('matches createdById_contains and lastModifiedById_contains ignoring case, with % and _ taken literally', async () => {
    const me = (await server.gql<{ me: { id: string } }>('{ me { id } }', {}, { token: server.token })).data.me.id;
    expect(me.toUpperCase()).not.toBe(me);
    expect((await create({ appId: 'byCase', appName: 'By case' })).status).toBe('success');
    const ids = async (extra: Record<string, unknown>) =>
      (await list({ where: { appId_in: ['byCase'], ...extra } })).list.map((app) => app.appId);
    expect(await ids({ createdById_contains: me.slice(1, -1).toUpperCase() })).toEqual(['byCase']);
    expect(await ids({ lastModifiedById_contains: me.toUpperCase() })).toEqual(['byCase']);
    expect(await ids({ createdById_in: [me], lastModifiedById: me })).toEqual(['byCase']);
    expect(await ids({ createdById_contains: '%' })).toEqual([]);
    expect(await ids({ createdById_contains: '_' })).toEqual(me.includes('_') ? ['byCase'] : []);
    expect(await ids({ createdById_in: [] })).toEqual([]);
  });

  it('refuses an unknown sort field', async () => {
    const answer = await server.gql(LIST, { sort: { fieldName: 'password', type: 'asc' } }, { token: server.token });
    expect(answer.errors?.[0]?.extensions?.code).toBe('invalid_sort');
  });

  it('needs a session', async () => {
    const answer = await server.gql(LIST);
    expect(answer.errors?.[0]?.extensions?.code).toBe('authorization');
  });
});

describe('updateApp and deleteApp', () => {
  it('updates the fields it is given and records who changed them', async () => {
    expect((await create({ appId: 'editable', appName: 'Editable', email: 'a@b.test' })).status).toBe('success');
    const input = {
      appName: 'Edited',
      emailSenderName: 'Carrier',
      urlRouting: { regexPattern: 'edit.studio.test/.*' },
    };
    const answer = await server.gql<{ updateApp: Result }>(
      UPDATE,
      { appId: 'editable', input },
      { token: server.token },
    );
    expect(answer.data.updateApp.status).toBe('success');
    const [app] = (await list({ where: { appId: 'editable' } })).list;
    expect(app).toMatchObject({
      appName: 'Edited',
      email: 'a@b.test',
      emailSenderName: 'Carrier',
      urlRouting: { regexPattern: 'edit.studio.test/.*' },
      lastModifiedBy: { username: 'admin@studio.test' },
    });
    const blank = await server.gql<{ updateApp: Result }>(
      UPDATE,
      { appId: 'editable', input: { appName: ' ' } },
      { token: server.token },
    );
    expect(blank.data.updateApp.errors_2[0]?.code).toBe('app_name_required');
    const missing = await server.gql<{ updateApp: Result }>(
      UPDATE,
      { appId: 'ghost', input: {} },
      { token: server.token },
    );
    expect(missing.data.updateApp.errors).toEqual(['The app ghost does not exist.']);
  });

  it('keeps the token settings of the reference it is given', async () => {
    const input = {
      appId: 'tokens',
      appName: 'Tokens',
      accessTokenLifetime: 600,
      emailConfirmationTokenLifespan: 3600,
    };
    expect((await create(input)).status).toBe('success');
    const update = await server.gql<{ updateApp: Result }>(
      UPDATE,
      { appId: 'tokens', input: { requiresEmail2FA: true, accessTokenLifetime: 900 } },
      { token: server.token },
    );
    expect(update.data.updateApp.status).toBe('success');
    const answer = await server.gql<{ apps: { list: Array<Record<string, unknown>> } }>(
      `{ apps(where: { appId: "tokens" }) { list { accessTokenLifetime emailConfirmationTokenLifespan requiresEmail2FA } } }`,
      {},
      { token: server.token },
    );
    expect(answer.data.apps.list[0]).toEqual({
      accessTokenLifetime: 900,
      emailConfirmationTokenLifespan: 3600,
      requiresEmail2FA: true,
    });
    const input2 = { appId: 'negative', appName: 'N', emailConfirmationTokenLifespan: -1 };
    const negative = await server.gql(CREATE, { input: input2 }, { token: server.token });
    expect(negative.errors?.[0]?.message).toContain('Seconds must be a whole, non-negative number');
  });

  it('deletes the app with its config and components', async () => {
    expect((await create({ appId: 'doomed', appName: 'Doomed' })).status).toBe('success');
    const answer = await server.gql<{ deleteApp: Result }>(DELETE, { appId: 'doomed' }, { token: server.token });
    expect(answer.data.deleteApp.status).toBe('success');
    expect((await list({ where: { appId: 'doomed' } })).totalCount).toBe(0);
    expect(await config('doomed')).toEqual([]);
    expect(await components('test', 'doomed')).toEqual([]);
    const again = await server.gql<{ deleteApp: Result }>(DELETE, { appId: 'doomed' }, { token: server.token });
    expect(again.data.deleteApp.errors_2[0]?.code).toBe('app_not_found');
  });
});

describe('upsertCmsConfig', () => {
  it('replaces the whole config and reads it back', async () => {
    expect((await create({ appId: 'configured', appName: 'Configured' })).status).toBe('success');
    const value = {
      allowedLocales: ['en-US'],
      defaultLocale: 'en-US',
      endpointsJsonString: '{"api":"/graphql"}',
      componentRoutes: [
        { path: '/', name: 'Home', component: 'HomePage' },
        { path: '/quote', name: 'Quote', component: 'QuotePage', children: { path: '/quote/step' } },
      ],
      guestLoginCredentials: { username: 'guest', password: 'guest-pass' },
      head: { title: 'Configured', script: [{ src: 'https://cdn.test/a.js', async: true }] },
      themeJsonString: '{"colors":[]}',
    };
    expect(await upsert('configured', value)).toEqual({ status: 'success', errors: [], errors_2: [] });
    const [stored] = await config('configured');
    expect(stored).toMatchObject({
      ...value,
      // The guest is the app's own identity: credentials turn it on and are never kept (publish/guest-identity.ts).
      guestLoginCredentials: { username: 'guest', password: '********' },
      componentRoutes: [
        { path: '/', name: 'Home', component: 'HomePage', children: null },
        { path: '/quote', name: 'Quote', component: 'QuotePage', children: { path: '/quote/step' } },
      ],
    });
    expect(await upsert('configured', {})).toMatchObject({ status: 'success' });
    expect((await config('configured'))[0]).toMatchObject({
      allowedLocales: null,
      componentRoutes: [],
      themeJsonString: null,
    });
  });

  it('answers every problem at its path and keeps the stored config', async () => {
    await upsert('configured', { endpointsJsonString: '{}' });
    const answer = await upsert('configured', {
      allowedLocales: ['en-US', 'not a locale'],
      defaultLocale: 'fr-FR',
      endpointsJsonString: '{nope',
      componentRoutes: [{ path: 'no-slash', name: 'Bad' }],
      head: { metaJsonString: '[', script: [{ innerHTML: 'x'.repeat(100_001) }] },
    });
    expect(answer).toMatchObject({ status: 'failure' });
    expect((answer as Result).errors).toEqual([
      'allowedLocales[1]: must be a locale such as en-US',
      "componentRoutes[0].path: must start with '/'",
      'componentRoutes[0].component: is required: a page shows a component (or redirects)',
      'endpointsJsonString: must be a JSON text',
      'head.metaJsonString: must be a JSON text',
      'head.script[0].innerHTML: is too long',
      'defaultLocale: must be one of allowedLocales',
    ]);
    expect((answer as Result).errors_2.every((error) => error.code === 'invalid_config')).toBe(true);
    expect((await config('configured'))[0]?.endpointsJsonString).toBe('{}');
    const locale = await upsert('configured', { allowedLocales: ['en-US'], defaultLocale: 'zh-HK' });
    expect((locale as Result).errors).toEqual(['defaultLocale: must be one of allowedLocales']);
  });

  it('refuses an unknown app and a field the reference does not have', async () => {
    expect(await upsert('ghost', {})).toMatchObject({ errors: ['The app ghost does not exist.'] });
    const unknown = await server.gql(
      UPSERT,
      { appId: 'configured', config: { colour: 'red' } },
      { token: server.token },
    );
    expect(unknown.errors?.[0]?.message).toContain('colour');
  });
});

describe('tenant isolation', () => {
  it("never shows, changes or deletes another tenant's app or config", async () => {
    expect((await list({ where: { appId: 'travelPortal' } }, uatToken)).totalCount).toBe(0);
    expect(await config('travelPortal', uatToken)).toEqual([]);
    const update = await server.gql<{ updateApp: Result }>(
      UPDATE,
      { appId: 'travelPortal', input: { appName: 'Hijacked' } },
      { token: uatToken },
    );
    expect(update.data.updateApp.errors_2[0]?.code).toBe('app_not_found');
    const removal = await server.gql<{ deleteApp: Result }>(DELETE, { appId: 'travelPortal' }, { token: uatToken });
    expect(removal.data.deleteApp.errors_2[0]?.code).toBe('app_not_found');
    expect(await upsert('travelPortal', {}, uatToken)).toMatchObject({ status: 'failure' });
    expect((await list({ where: { appId: 'travelPortal' } })).list[0]?.appName).toBe('Travel Portal');
    expect((await config('travelPortal'))[0]?.componentRoutes.length).toBe(3);
  });

  it('lets two tenants use one app id', async () => {
    expect((await create({ appId: 'travelPortal', appName: 'UAT portal' }, uatToken)).status).toBe('success');
    expect((await list({}, uatToken)).list.map((app) => app.appName)).toEqual(['UAT portal']);
    expect((await list({ where: { appId: 'travelPortal' } })).list[0]?.appName).toBe('Travel Portal');
  });
});
