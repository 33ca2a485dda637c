import { PUBLISH_ERRORS } from '@carrier/contracts';
import { uiNode } from '@carrier/contracts/ui-tree';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { cmsConfigs } from '../apps/apps.tables';
import { type ProductIdArg, pricingClient } from '../pricing/pricing.testing';
import { MASKED_GUEST_PASSWORD } from './guest-identity';
import { appGuests } from './guest-identity.tables';

const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const DELETE_APP = `mutation($appId: String!) { deleteApp(appId: $appId) { status errors } }`;
const COMPONENTS = `query($appId: String) { components(where: { appId: $appId }) { list { id name } } }`;
const UPDATE = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }`;
const UPSERT = `mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }`;
const CONFIG = `query($appId: String) { cmsConfigs(where: { appId: $appId }) { guestAccess guestLoginCredentials { username password } } }`;
const GUEST_ACCESS = `mutation($appId: String!, $enabled: Boolean!) { setAppGuestAccess(appId: $appId, enabled: $enabled) { status errors } }`;
const PUBLISH = `mutation($appId: String!) { publishApp(appId: $appId) { status errors } }`;
const QUOTE = '{ products_2 { list { productId { plan } pricing { amount } } } }';

type Answer = { status: string; errors: string[] | null };
const quoted: ProductIdArg = { plan: 'identityplan', type: 'basic', version: '1' };
const other: ProductIdArg = { plan: 'otherplan', type: 'basic', version: '1' };
const pages = [{ path: '/', name: 'Home', component: 'HomePage' }];

const server = useTestServer({ sessionCheckTtlMs: 0 });
let staff: string;
beforeAll(async () => {
  staff = server.token;
  const client = pricingClient(server, () => staff);
  for (const product of [quoted, other]) {
    await client.createProduct(product);
    await client.setLogic(product, '{"+":[100,0]}');
  }
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}, token = staff) =>
  server.gql<T>(query, variables, { token });
const configOf = async (appId: string) =>
  (await gql<{ cmsConfigs: Array<{ guestAccess: boolean; guestLoginCredentials: unknown }> }>(CONFIG, { appId })).data
    .cmsConfigs[0];
const setGuestAccess = async (appId: string, enabled: boolean) =>
  (await gql<{ setAppGuestAccess: Answer }>(GUEST_ACCESS, { appId, enabled })).data.setAppGuestAccess;
const publish = async (appId: string) => (await gql<{ publishApp: Answer }>(PUBLISH, { appId })).data.publishApp;

/** An app at `<appId>.test` whose home page quotes `identityplan/basic/1`. */
async function makeQuotingApp(appId: string) {
  expect(
    (await gql<{ createApp: Answer }>(CREATE_APP, { input: { appId, appName: appId, host: `${appId}.test` } })).data
      .createApp.status,
  ).toBe('success');
  const { list } = (await gql<{ components: { list: Array<{ id: string; name: string }> } }>(COMPONENTS, { appId }))
    .data.components;
  const home = uiNode('JBox', {
    children: [
      uiNode('JButton', {
        label: 'Quote button',
        props: { action: 'quote', productId: 'identityplan/basic/1' },
        texts: { content: { 'en-US': 'Quote', 'zh-HK': '報價' } },
      }),
    ],
  });
  const id = list.find((component) => component.name === 'HomePage')?.id;
  await gql(UPDATE, { id, input: { editorAst: JSON.stringify(home) } });
  await gql(UPSERT, { appId, config: { allowedLocales: ['en-US', 'zh-HK'], componentRoutes: pages } });
}

const guestSession = (appId: string) =>
  server.app.inject({ method: 'POST', url: '/api/v1/published-app/guest-session', headers: { host: `${appId}.test` } });
async function guestToken(appId: string) {
  const response = await guestSession(appId);
  expect(response.statusCode).toBe(200);
  return (response.json() as { accessToken: string }).accessToken;
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

describe("an app's guest identity", () => {
  it('is made with the app, on; credentials a client sends turn it on and are neither stored nor answered', async () => {
    await makeQuotingApp('idshop');
    const [guest] = await server.services.db.select().from(appGuests).where(eq(appGuests.appId, 'idshop'));
    expect(guest).toMatchObject({ tenantId: 'test', enabled: true });
    expect(await configOf('idshop')).toEqual({
      guestAccess: true,
      guestLoginCredentials: { username: 'guest', password: MASKED_GUEST_PASSWORD },
    });

    const config = {
      componentRoutes: pages,
      guestLoginCredentials: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    };
    expect((await setGuestAccess('idshop', false)).status).toBe('success');
    expect(
      (await gql<{ upsertCmsConfig: Answer }>(UPSERT, { appId: 'idshop', config })).data.upsertCmsConfig.status,
    ).toBe('success');
    const answered = await configOf('idshop');
    expect(answered).toEqual({
      guestAccess: true,
      guestLoginCredentials: { username: 'guest', password: MASKED_GUEST_PASSWORD },
    });
    const [stored] = await server.services.db.select().from(cmsConfigs).where(eq(cmsConfigs.appId, 'idshop'));
    expect(JSON.stringify(stored?.config)).not.toContain(ADMIN_PASSWORD);
    expect(JSON.stringify(stored?.config)).not.toContain(ADMIN_EMAIL);

    // null turns it off; a config without the field leaves it as it is (the studio's editor sends none).
    await gql(UPSERT, { appId: 'idshop', config: { componentRoutes: pages, guestLoginCredentials: null } });
    expect(await configOf('idshop')).toEqual({ guestAccess: false, guestLoginCredentials: null });
    await gql(UPSERT, { appId: 'idshop', config: { componentRoutes: pages } });
    expect((await configOf('idshop'))?.guestAccess).toBe(false);
    expect((await setGuestAccess('idshop', true)).status).toBe('success');
    await gql(UPSERT, { appId: 'idshop', config: { componentRoutes: pages } });
    expect((await configOf('idshop'))?.guestAccess).toBe(true);
    // The same identity all along: switching never makes a new one.
    const [after] = await server.services.db.select().from(appGuests).where(eq(appGuests.appId, 'idshop'));
    expect(after?.id).toBe(guest?.id);
    expect((await setGuestAccess('nosuchapp', true)).errors).toEqual(['The app nosuchapp does not exist.']);
  });

  it('refuses to publish a quote page while guest access is off, with its message', async () => {
    await makeQuotingApp('idoff');
    await setGuestAccess('idoff', false);
    const refused = await publish('idoff');
    expect(refused.status).toBe('failure');
    expect(refused.errors).toContain(PUBLISH_ERRORS.quoteNeedsGuest('HomePage', 'Quote button').message);
    await setGuestAccess('idoff', true);
    expect(await publish('idoff')).toMatchObject({ status: 'success' });
  });

  it("gives tokens of the app's own identity, no staff account, and ends them when switched off", async () => {
    await makeQuotingApp('idlive');
    expect((await publish('idlive')).status).toBe('success');
    const token = await guestToken('idlive');
    const [guest] = await server.services.db.select().from(appGuests).where(eq(appGuests.appId, 'idlive'));
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ scp: 'guest', app: 'idlive', ver: 1, gid: guest?.id, usr: 'guest' });
    expect(JSON.stringify(claims)).not.toContain(ADMIN_EMAIL);
    expect((await gql(QUOTE, {}, token)).data).toEqual({
      products_2: { list: [{ productId: { plan: 'identityplan' }, pricing: { amount: 100 } }] },
    });

    await setGuestAccess('idlive', false);
    expect((await gql(QUOTE, {}, token)).errors?.[0]?.extensions?.code).toBe('authorization');
    expect((await guestSession('idlive')).statusCode).toBe(404);
    await setGuestAccess('idlive', true);
    expect((await gql(QUOTE, {}, await guestToken('idlive'))).errors).toBeUndefined();
  });

  it('does not outlive its identity: an app deleted and made again under its id and host', async () => {
    await makeQuotingApp('idagain');
    expect((await publish('idagain')).status).toBe('success');
    const token = await guestToken('idagain');
    expect((await gql<{ deleteApp: Answer }>(DELETE_APP, { appId: 'idagain' })).data.deleteApp.status).toBe('success');
    await makeQuotingApp('idagain');
    expect((await publish('idagain')).status).toBe('success');
    expect(claimsOf(await guestToken('idagain'))).toMatchObject({ app: 'idagain', ver: 1 });
    expect((await gql(QUOTE, {}, token)).errors?.[0]?.extensions?.code).toBe('authorization');
  });

  it("reads the app's products and nothing else: not the rules' text, other products or staff e-mails", async () => {
    await makeQuotingApp('idscope');
    expect((await publish('idscope')).status).toBe('success');
    const token = await guestToken('idscope');
    for (const query of [
      '{ me { username } }',
      '{ apps { list { email createdBy { username } } } }',
      '{ cmsConfigs { guestLoginCredentials { username password } } }',
      '{ tenantSettings { hosts } }',
      '{ products_2 { list { createdBy { username } } } }',
      '{ products_2 { list { lastModifiedBy { username } } } }',
      '{ products_2 { list { pricing { amountLogic } } } }',
      '{ products_2 { list { underwritingRulesJson } } }',
      '{ products_2 { list { pricing { discounts { condition } } } } }',
    ]) {
      const refused = await gql(query, {}, token);
      expect(refused.errors?.[0]?.extensions?.code, query).toBe('authorization');
      expect(JSON.stringify(refused), query).not.toContain(ADMIN_EMAIL);
    }
    const asked = await gql<{ products_2: { totalCount: number } }>(
      'query($p: productIdInput!) { products_2(where: { id_in: [$p] }) { totalCount } }',
      { p: other },
      token,
    );
    expect(asked.data.products_2.totalCount).toBe(0);
    expect(
      (await gql<{ products_2: { totalCount: number } }>('{ products_2 { totalCount } }', {}, token)).data,
    ).toEqual({
      products_2: { totalCount: 1 },
    });
  });
});
