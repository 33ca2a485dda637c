import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGenerationCache } from '../../platform/cache/generation-cache';
import { useTestServer } from '../../testing/use-test-server';

const LIST = `{ apps(where: { appId: "cachedApp" }) { totalCount list { appId appName urlRouting { regexPattern } } } }`;
const CONFIGS = `{ cmsConfigs(where: { appId: "cachedApp" }) {
  allowedLocales guestAccess themeJsonString componentRoutes { path name } app { appName }
} }`;
const CREATE = `mutation($input: createAppInput!) { createApp(input: $input) { status } }`;
const UPDATE = `mutation($input: updateAppInput!) { updateApp(appId: "cachedApp", input: $input) { status } }`;
const GUEST = `mutation($enabled: Boolean!) { setAppGuestAccess(appId: "cachedApp", enabled: $enabled) { status } }`;

type Configs = {
  cmsConfigs: Array<{
    guestAccess: boolean;
    themeJsonString: string | null;
    componentRoutes: Array<{ path: string; name: string }>;
    app: { appName: string };
  }>;
};

describe('apps reads from the generation cache', () => {
  const server = useTestServer();

  /** A query over HTTP with what the response cache did (`x-response-cache`) and the data. */
  async function ask<T>(query: string, token = server.token) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query },
    });
    const body = response.json() as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return { cache: response.headers['x-response-cache'], data: body.data };
  }
  const appName = async () =>
    (await ask<{ apps: { list: Array<{ appName: string }> } }>(LIST)).data.apps.list.map((app) => app.appName);
  /** Runs SQL straight on the shared database, as another process (or a script) would. */
  const elsewhere = (statement: ReturnType<typeof sql>) => server.services.db.execute(statement);

  beforeAll(async () => {
    const created = await server.gql(
      CREATE,
      { input: { appId: 'cachedApp', appName: 'Cached app' } },
      { token: server.token },
    );
    expect(created.errors).toBeUndefined();
  });

  it('answers the apps list from the cache until a write, by mutation or straight to the database', async () => {
    expect((await ask(LIST)).cache).toBe('miss');
    expect((await ask(LIST)).cache).toBe('hit');
    expect(await appName()).toEqual(['Cached app']);

    await server.gql(UPDATE, { input: { appName: 'Renamed app' } }, { token: server.token });
    expect((await ask(LIST)).cache).toBe('miss');
    expect(await appName()).toEqual(['Renamed app']);

    await elsewhere(
      sql`update apps set app_name = 'Written elsewhere' where tenant_id = 'test' and app_id = 'cachedApp'`,
    );
    expect(await appName()).toEqual(['Written elsewhere']);
  });

  it('sees every table of a CMS config change: pages, theme, guest switch and the app', async () => {
    const configs = async () => (await ask<Configs>(CONFIGS)).data.cmsConfigs[0];
    await configs();
    expect((await ask(CONFIGS)).cache).toBe('hit');

    await elsewhere(
      sql`update app_pages set name = 'Renamed page' where tenant_id = 'test' and app_id = 'cachedApp' and position = 0`,
    );
    expect((await configs())?.componentRoutes[0]?.name).toBe('Renamed page');

    await elsewhere(
      sql`update app_themes set theme_json = '{"tokens":{}}' where tenant_id = 'test' and app_id = 'cachedApp'`,
    );
    expect((await configs())?.themeJsonString).toBe('{"tokens":{}}');

    await elsewhere(sql`update app_guests set enabled = false where tenant_id = 'test' and app_id = 'cachedApp'`);
    expect((await configs())?.guestAccess).toBe(false);
    await server.gql(GUEST, { enabled: true }, { token: server.token });
    expect((await configs())?.guestAccess).toBe(true);

    await elsewhere(
      sql`update apps set app_name = 'Named elsewhere' where tenant_id = 'test' and app_id = 'cachedApp'`,
    );
    expect((await configs())?.app.appName).toBe('Named elsewhere');

    await elsewhere(sql`delete from app_pages where tenant_id = 'test' and app_id = 'cachedApp'`);
    expect((await configs())?.componentRoutes).toEqual([]);
  });

  it("raises the tenant's apps generation in the writing transaction, for a process without notices", async () => {
    // A cache reading generations per request stands for another server process on PostgreSQL.
    const other = createGenerationCache(server.services.db);
    const before = await other.generation('test', 'apps');
    const otherTenant = await other.generation('test_uat', 'apps');
    await server.gql(GUEST, { enabled: false }, { token: server.token });
    expect(await other.generation('test', 'apps')).toBeGreaterThan(before);
    expect(await other.generation('test_uat', 'apps')).toBe(otherTenant);
  });

  it("keeps another tenant's apps out of the answer", async () => {
    const uat = (await server.signIn('test_uat')).accessToken;
    const answer = await ask<{ apps: { totalCount: number } }>(LIST, uat);
    expect(answer.data.apps.totalCount).toBe(0);
  });
});
