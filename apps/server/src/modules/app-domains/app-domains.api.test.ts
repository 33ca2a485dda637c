import { DOMAIN_TXT_PREFIX } from '@carrier/contracts';
import { uiNode } from '@carrier/contracts/ui-tree';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import type { TxtResolver } from './dns-txt';

const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const DOMAINS = `query($appId: String!) { appDomains(appId: $appId) { host state txtName txtValue lastProblem } }`;
const ADD = `mutation($appId: String!, $host: String!) { addAppDomain(appId: $appId, host: $host) { status errors errors_2 { code message } } }`;
const VERIFY = `mutation($appId: String!, $host: String!) { verifyAppDomain(appId: $appId, host: $host) { status errors errors_2 { code message } } }`;
const REMOVE = `mutation($appId: String!, $host: String!) { removeAppDomain(appId: $appId, host: $host) { status errors } }`;
const PUBLISH = `mutation($appId: String!) { publishApp(appId: $appId) { status errors } }`;
const COMPONENTS = `query($appId: String) { components(where: { appId: $appId }) { list { id name } } }`;
const UPDATE = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }`;

type Result = { status: string; errors: string[]; errors_2: Array<{ code: string; message: string }> };
type Domain = {
  host: string;
  state: string;
  txtName: string | null;
  txtValue: string | null;
  lastProblem: string | null;
};

/** What the fake DNS holds: TXT records by name, or a lookup error code. */
const dns = new Map<string, string[][] | string>();
const resolveTxt: TxtResolver = async (name) => {
  const held = dns.get(name);
  if (typeof held === 'string') throw Object.assign(new Error(held), { code: held });
  if (!held) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return held;
};

const server = useTestServer({}, { resolveTxt });
let uatToken: string;
beforeAll(async () => {
  uatToken = (await server.signIn('test_uat')).accessToken;
  await server.gql(CREATE_APP, { input: { appId: 'shopfront', appName: 'Shopfront' } }, { token: server.token });
  // One page whose texts are in both locales, so the app can be published.
  const { list } = (
    await server.gql<{ components: { list: Array<{ id: string; name: string }> } }>(
      COMPONENTS,
      { appId: 'shopfront' },
      { token: server.token },
    )
  ).data.components;
  const home = uiNode('JBox', {
    children: [uiNode('JHeadline', { texts: { content: { 'en-US': 'Hi', 'zh-HK': '你好' } } })],
  });
  const id = list.find((component) => component.name === 'HomePage')?.id;
  await server.gql(UPDATE, { id, input: { editorAst: JSON.stringify(home) } }, { token: server.token });
});

const call = async <T extends keyof Answers>(
  query: string,
  field: T,
  variables: Record<string, unknown>,
  as = server.token,
) => (await server.gql<Answers>(query, variables, { token: as })).data[field];
type Answers = {
  appDomains: Domain[];
  addAppDomain: Result;
  verifyAppDomain: Result;
  removeAppDomain: Result;
  publishApp: Result;
};
const domains = async (as = server.token) => call(DOMAINS, 'appDomains', { appId: 'shopfront' }, as);
const add = (host: string, as = server.token) => call(ADD, 'addAppDomain', { appId: 'shopfront', host }, as);
const live = (host: string) => server.app.inject({ method: 'GET', url: '/api/v1/published-app', headers: { host } });
const verify = (host: string, as = server.token) => call(VERIFY, 'verifyAppDomain', { appId: 'shopfront', host }, as);

describe('app domains', () => {
  it('adds a custom domain as pending, with the TXT record to create; a test subdomain is verified at once', async () => {
    expect((await add('Quotes.Harbour-Life.example')).status).toBe('success');
    expect((await add('shopfront.studio.test')).status).toBe('success');
    const [custom, test] = await domains();
    expect(custom).toMatchObject({
      host: 'quotes.harbour-life.example',
      state: 'pending',
      txtName: '_carrier-verify.quotes.harbour-life.example',
      lastProblem: null,
    });
    expect(custom?.txtValue).toMatch(new RegExp(`^${DOMAIN_TXT_PREFIX}[0-9a-f]{32}$`));
    expect(test).toEqual({
      host: 'shopfront.studio.test',
      state: 'verified',
      txtName: null,
      txtValue: null,
      lastProblem: null,
    });
    // Another tenant sees none of it.
    const foreign = await server.gql(DOMAINS, { appId: 'shopfront' }, { token: uatToken });
    expect(foreign.errors?.[0]?.message).toBe('The app shopfront does not exist.');
    expect((await verify('quotes.harbour-life.example', uatToken)).errors).toEqual([
      'The app shopfront does not exist.',
    ]);
  });

  it('refuses a host the studio answers on or that is no host, by the host rules', async () => {
    expect((await add('localhost')).status).toBe('failure');
    expect((await add('http://x.example/path')).errors_2[0]?.code).toBe('invalid_host');
    expect((await add('other.studio.test', uatToken)).errors).toEqual(['The app shopfront does not exist.']);
  });

  it('serves the app at a pending domain only once Verify finds its TXT record', async () => {
    expect((await call(PUBLISH, 'publishApp', { appId: 'shopfront' })).errors).toEqual([]);
    expect((await live('shopfront.studio.test')).statusCode).toBe(200);
    expect((await live('quotes.harbour-life.example')).statusCode).toBe(404);

    const [pending] = await domains();
    const name = pending?.txtName ?? '';
    const value = pending?.txtValue ?? '';
    expect((await verify('quotes.harbour-life.example')).errors_2).toEqual([
      {
        code: 'dns_record_missing',
        message: `No TXT record ${value} was found at ${name} yet. DNS changes can take up to an hour to show.`,
      },
    ]);
    expect((await domains())[0]).toMatchObject({ state: 'pending', lastProblem: 'dns_record_missing' });

    dns.set(name, 'ETIMEOUT');
    expect((await verify('quotes.harbour-life.example')).errors_2).toEqual([
      { code: 'dns_lookup_failed', message: `The DNS lookup of ${name} failed (ETIMEOUT). Try again later.` },
    ]);
    dns.set(name, [['carrier-verify=somebody-else']]);
    expect((await verify('quotes.harbour-life.example')).errors_2[0]?.code).toBe('dns_record_missing');

    // A long TXT value may come split in chunks; they are one string.
    dns.set(name, [['v=spf1 -all'], [value.slice(0, 20), value.slice(20)]]);
    expect((await verify('quotes.harbour-life.example')).status).toBe('success');
    expect((await domains())[0]).toEqual({
      host: 'quotes.harbour-life.example',
      state: 'verified',
      txtName: null,
      txtValue: null,
      lastProblem: null,
    });
    expect((await live('quotes.harbour-life.example')).statusCode).toBe(200);
    expect((await verify('quotes.harbour-life.example')).errors_2[0]?.code).toBe('domain_already_verified');
  });

  it('removes a domain from the app and the tenant', async () => {
    expect(
      (await call(REMOVE, 'removeAppDomain', { appId: 'shopfront', host: 'quotes.harbour-life.example' })).status,
    ).toBe('success');
    expect((await domains()).map((domain) => domain.host)).toEqual(['shopfront.studio.test']);
    expect((await live('quotes.harbour-life.example')).statusCode).toBe(404);
    expect((await verify('nowhere.example')).errors).toEqual(['The app does not use the domain nowhere.example.']);
  });

  it('finds hosts written by plain SQL, as another server process would, at once (the host directory is cached)', async () => {
    const host = 'plain-sql.harbour-life.example';
    const { db } = server.database;
    expect((await live(host)).statusCode).toBe(404);
    await db.execute(sql`insert into tenant_hosts (host, tenant_id, app_id) values (${host}, 'test', 'shopfront')`);
    expect((await live(host)).statusCode).toBe(200);
    await db.execute(
      sql`insert into app_domain_checks (host, tenant_id, app_id, token) values (${host}, 'test', 'shopfront', 'sql')`,
    );
    expect((await live(host)).statusCode).toBe(404);
    await db.execute(sql`update app_domain_checks set verified_at = now() where host = ${host}`);
    expect((await live(host)).statusCode).toBe(200);
    await db.execute(sql`update tenant_hosts set app_id = null where host = ${host}`);
    expect((await live(host)).statusCode).toBe(404);
    await db.execute(sql`update tenant_hosts set app_id = 'shopfront' where host = ${host}`);
    expect((await live(host)).statusCode).toBe(200);
    await db.execute(sql`delete from tenant_hosts where host = ${host}`);
    expect((await live(host)).statusCode).toBe(404);
  });
});
