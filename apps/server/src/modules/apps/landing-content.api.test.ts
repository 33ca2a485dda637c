import { publicFileSrc, type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { download, PNG, uploadTo } from '../files/files.testing';

const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const COMPONENTS = `query($appId: String) { components(where: { appId: $appId }) { list { id name vueTemplate editorAst } } }`;
const UPDATE = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) {
  status errors errors_2 { code } } }`;
const PAGES = `mutation($appId: String!, $routes: [cmsComponentRouteInput!]!) { updateAppPages(appId: $appId, componentRoutes: $routes) { status errors } }`;
const UPSERT = `mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }`;
const THEME = `mutation($appId: String!, $theme: String!) { updateAppTheme(appId: $appId, themeJsonString: $theme) { status errors } }`;
const BASE = `mutation($appId: String!, $json: String!) { updateAppBaseComponentsVariants(appId: $appId, baseComponentsVariantsJsonString: $json) { status errors } }`;
const CONFIG = `query($appId: String) { cmsConfigs(where: { appId: $appId }) {
  themeJsonString baseComponentsVariantsJsonString componentRoutes { path component } } }`;
const PUBLISH = `mutation($appId: String!) { publishApp(appId: $appId) { status errors } }`;

type Result = { status: string; errors: string[]; errors_2?: Array<{ code: string }> };
type Config = {
  themeJsonString: string | null;
  baseComponentsVariantsJsonString: string | null;
  componentRoutes: Array<{ path: string; component: string }>;
};

const server = useTestServer({}, { studioDist: true });
let homeId = '';
beforeAll(async () => {
  await server.gql(
    CREATE_APP,
    { input: { appId: 'landing', appName: 'Landing', host: 'landing-app.test' } },
    { token: server.token },
  );
  const list = (
    await server.gql<{ components: { list: Array<{ id: string; name: string }> } }>(
      COMPONENTS,
      {
        appId: 'landing',
      },
      { token: server.token },
    )
  ).data.components.list;
  homeId = list.find((component) => component.name === 'HomePage')?.id ?? '';
});

async function call<T extends string>(query: string, variables: Record<string, unknown>, field: T) {
  const answer = await server.gql<Record<T, Result>>(query, variables, { token: server.token });
  return answer.data[field];
}
const config = async () =>
  (await server.gql<{ cmsConfigs: Config[] }>(CONFIG, { appId: 'landing' }, { token: server.token })).data
    .cmsConfigs[0];
const saveTree = (tree: UiNode) =>
  call(UPDATE, { id: homeId, input: { editorAst: JSON.stringify(tree) } }, 'updateComponent');
const both = (en: string, zh: string) => ({ 'en-US': en, 'zh-HK': zh });

describe('an unfinished page', () => {
  it('is refused by the pages modal and the CMS config, with its message, and nothing is stored', async () => {
    const before = await config();
    const pages = await call(
      PAGES,
      { appId: 'landing', routes: [{ path: '/draft', name: 'Draft' }] },
      'updateAppPages',
    );
    expect(pages).toMatchObject({
      status: 'failure',
      errors: ['componentRoutes[0].component: is required: a page shows a component (or redirects)'],
    });
    const blank = await call(
      UPSERT,
      { appId: 'landing', config: { componentRoutes: [{ path: '/', name: 'Home', component: '  ' }] } },
      'upsertCmsConfig',
    );
    expect(blank.errors).toEqual([
      'componentRoutes[0].component: is required: a page shows a component (or redirects)',
    ]);
    expect((await config())?.componentRoutes).toEqual(before?.componentRoutes);
    // A redirect is a finished page.
    const redirect = [...(before?.componentRoutes ?? []), { path: '/old', redirect: '/' }];
    expect((await call(PAGES, { appId: 'landing', routes: redirect }, 'updateAppPages')).status).toBe('success');
    await call(PAGES, { appId: 'landing', routes: before?.componentRoutes }, 'updateAppPages');
  });
});

describe('colours', () => {
  const theme = (value: string, tokens: Record<string, string> = { color8: 'brand' }) =>
    JSON.stringify({ colors: [{ id: 'brand', name: 'Brand', value }], shadows: [], typeFaces: [], tokens });

  it('refuses a theme colour a browser would not take, naming the field, and keeps the stored theme', async () => {
    const stored = (await config())?.themeJsonString;
    expect(await call(THEME, { appId: 'landing', theme: theme('notacolor') }, 'updateAppTheme')).toEqual({
      status: 'failure',
      errors: ['themeJsonString.colors[0].value: must be a colour such as #1d4ed8 or rgb(29 78 216)'],
    });
    expect(
      (await call(THEME, { appId: 'landing', theme: theme('#1d4ed8', { color8: 'notacolor' }) }, 'updateAppTheme'))
        .errors,
    ).toEqual(['themeJsonString.tokens.color8: must be a colour such as #1d4ed8 or rgb(29 78 216)']);
    const upsert = await call(
      UPSERT,
      { appId: 'landing', config: { themeJsonString: theme('notacolor') } },
      'upsertCmsConfig',
    );
    expect(upsert.errors).toEqual([
      'themeJsonString.colors[0].value: must be a colour such as #1d4ed8 or rgb(29 78 216)',
    ]);
    expect((await config())?.themeJsonString).toBe(stored);
    for (const colour of ['#1d4ed8', 'rgb(29 78 216 / 50%)', 'teal', 'oklch(0.5 0.2 260)'])
      expect((await call(THEME, { appId: 'landing', theme: theme(colour) }, 'updateAppTheme')).status).toBe('success');
    await call(THEME, { appId: 'landing', theme: stored }, 'updateAppTheme');
  });

  it("refuses a base-component colour that is none, naming the option's path", async () => {
    const json = (value: string) =>
      JSON.stringify({ button: { primary: { root: { normal: { 'background-color': value, padding: '4px' } } } } });
    expect(await call(BASE, { appId: 'landing', json: json('notacolor') }, 'updateAppBaseComponentsVariants')).toEqual({
      status: 'failure',
      errors: [
        'baseComponentsVariantsJsonString.button.primary.root.normal.background-color: must be a colour such as #1d4ed8 or rgb(29 78 216)',
      ],
    });
    expect((await config())?.baseComponentsVariantsJsonString).toBeNull();
    expect(
      (await call(BASE, { appId: 'landing', json: json('var(--color8)') }, 'updateAppBaseComponentsVariants')).status,
    ).toBe('success');
  });
});

describe('images, links and dividers', () => {
  const link = (href: string) =>
    uiNode('JLink', { label: 'Call us', props: { href }, texts: { content: both('Call us', '致電我們') } });
  const image = (src: string) =>
    uiNode('JImage', { label: 'Hero', props: { src }, texts: { alt: both('Our team', '我們的團隊') } });

  it('stores a landing page of an image, links and a divider, as a template and back', async () => {
    const src = publicFileSrc('landing/hero photo.png', 'test');
    const tree = uiNode('JBox', {
      children: [
        image(src),
        uiNode('JDivider'),
        link('https://example.com/about?x=1'),
        link('mailto:sales@example.com'),
        link('tel:+85212345678'),
        link('/quote'),
      ],
    });
    expect(await saveTree(tree)).toMatchObject({ status: 'success' });
    const [home] = (
      await server.gql<{ components: { list: Array<{ id: string; vueTemplate: string; editorAst: string }> } }>(
        COMPONENTS,
        { appId: 'landing' },
        { token: server.token },
      )
    ).data.components.list.filter((component) => component.id === homeId);
    expect(home?.vueTemplate).toContain(`<j-image data-node-id="${tree.children[0]?.id}"`);
    expect(home?.vueTemplate).toContain(`src="${src}"`);
    expect(home?.vueTemplate).toContain('<j-divider ');
    expect(home?.vueTemplate).toContain('href="tel:+85212345678"');
    expect(JSON.parse(home?.editorAst ?? '{}')).toEqual(tree);
  });

  it('refuses a link that would run a script or leave for an unnamed place, and an image from elsewhere', async () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:x',
      'data:text/html,x',
      '//evil.test/x',
      'https://',
      'quote',
    ])
      expect(await saveTree(uiNode('JBox', { children: [link(href)] })), href).toMatchObject({
        status: 'failure',
        errors_2: [{ code: 'invalid_link' }],
      });
    expect((await saveTree(uiNode('JBox', { children: [link('javascript:alert(1)')] }))).errors[0]).toBe(
      'The link Call us cannot go to javascript:alert(1): A link goes to a page of the app (/path), http(s)://, mailto: or tel:.',
    );
    for (const src of [
      'https://evil.test/x.png',
      'javascript:alert(1)',
      '/api/v1/files/x.png',
      publicFileSrc('x.png', 'test_uat'),
    ])
      expect(await saveTree(uiNode('JBox', { children: [image(src)] })), src).toMatchObject({
        status: 'failure',
        errors_2: [{ code: 'invalid_image' }],
      });
  });

  it("shows a public image on the app's host under its policy; a private file stays private", async () => {
    expect(
      (
        await uploadTo(server, 'landing/', [{ name: 'hero.png', content: PNG }], {
          token: server.token,
          isPublic: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await uploadTo(server, 'landing/', [{ name: 'secret.png', content: PNG }], { token: server.token })).statusCode,
    ).toBe(200);
    const src = publicFileSrc('landing/hero.png', 'test');
    expect(await saveTree(uiNode('JBox', { children: [image(src)] }))).toMatchObject({ status: 'success' });
    expect(await call(PUBLISH, { appId: 'landing' }, 'publishApp')).toMatchObject({ status: 'success' });
    const page = await server.app.inject({ url: '/', headers: { host: 'landing-app.test' } });
    expect(page.body).toContain('published');
    const policy = String(page.headers['content-security-policy']);
    expect(policy.split('; ')).toContain("img-src 'self' data: blob:");
    // The src is a path on the app's own origin ('self'), answered without a token.
    const served = await server.app.inject({ url: src, headers: { host: 'landing-app.test' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const secret = await download(server, 'landing/secret.png?tenantIdIfNoToken=test', { host: 'landing-app.test' });
    expect(secret.statusCode).toBe(401);
  });
});
