import { uiNode } from '@carrier/contracts/ui-tree';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const LIST = `query($where: componentWhereInput, $sort: sortInput) { components(where: $where, sort: $sort) {
  totalCount list { id name appId status vueTemplate componentJson editorAst editorScript localesJsonString
    version { framework version } createdBy { username } } } }`;
const CREATE = `mutation($input: createComponentInput!) { createComponent(input: $input) {
  status errors errors_2 { code } createdStatus { id } } }`;
const UPDATE = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors errors_2 { code } } }`;
const DELETE = `mutation($id: String!) { deleteComponent(id: $id) { status errors } }`;
const PAGES = `mutation($appId: String!, $routes: [cmsComponentRouteInput!]!) { updateAppPages(appId: $appId, componentRoutes: $routes) { status errors } }`;
const THEME = `mutation($appId: String!, $theme: String!) { updateAppTheme(appId: $appId, themeJsonString: $theme) { status errors } }`;
const CONFIG = `query($appId: String) { cmsConfigs(where: { appId: $appId }) { themeJsonString componentRoutes { path name component } } }`;

type Result = { status: string; errors: string[]; errors_2?: Array<{ code: string }> };
type Created = Result & { createdStatus: { id: string } | null };
type Component = {
  id: string;
  name: string;
  appId: string;
  status: string;
  vueTemplate: string;
  componentJson: string;
  editorAst: string;
  editorScript: string;
  localesJsonString: string;
  version: { framework: string; version: string };
};

const server = useTestServer();
let uatToken: string;
beforeAll(async () => {
  uatToken = (await server.signIn('test_uat')).accessToken;
  for (const appId of ['quotes', 'other'])
    await server.gql(CREATE_APP, { input: { appId, appName: appId } }, { token: server.token });
});

const create = async (input: Record<string, unknown>, as = server.token) =>
  (await server.gql<{ createComponent: Created }>(CREATE, { input }, { token: as })).data.createComponent;
const update = async (id: string, input: Record<string, unknown>, as = server.token) =>
  (await server.gql<{ updateComponent: Result }>(UPDATE, { id, input }, { token: as })).data.updateComponent;
const list = async (where: Record<string, unknown>, as = server.token) =>
  (await server.gql<{ components: { totalCount: number; list: Component[] } }>(LIST, { where }, { token: as })).data
    .components;
const base = { appId: 'quotes', componentJsonString: '{}', version: { framework: 'vue', version: '2.6.11' } };

describe('components', () => {
  it('creates a component from the starting template: an empty box and the starter script', async () => {
    const answer = await create({ ...base, name: 'QuoteForm' });
    expect(answer.status).toBe('success');
    const [component] = (await list({ id: answer.createdStatus?.id })).list;
    expect(component).toMatchObject({ name: 'QuoteForm', appId: 'quotes', status: 'DRAFT', version: base.version });
    expect(JSON.parse(component?.editorAst ?? '{}')).toMatchObject({ component: 'JBox', children: [] });
    expect(component?.vueTemplate).toMatch(/^<j-box data-node-id="[a-z0-9]{8}" data-label="Box" class="[^"]+" \/>$/);
    expect(component?.editorScript).toContain('input9: null');
    expect(component?.editorScript).toContain('input12: null');
    expect(component?.editorScript).not.toMatch(/^\s*input10: null,$/m);
  });

  it('generates the template and the script texts from the tree, and reads texts per locale back', async () => {
    const tree = uiNode('JBox', {
      children: [
        uiNode('JHeadline', { texts: { content: { 'en-US': 'Your quote', 'zh-HK': '你的報價' } } }),
        uiNode('JInputText', {
          bindTo: 'form.input1',
          texts: { label: { 'en-US': 'Name' } },
          props: { required: true },
        }),
      ],
    });
    const answer = await create({ ...base, name: 'Quote', editorAst: JSON.stringify(tree) });
    const [component] = (await list({ id: answer.createdStatus?.id })).list;
    const [headline, input] = tree.children;
    expect(component?.vueTemplate).toContain(`{{ $t('${headline?.id}.content') }}`);
    expect(component?.vueTemplate).toContain(
      `v-model="form.input1" :label="$t('${input?.id}.label')" :required="true"`,
    );
    expect(JSON.parse(component?.localesJsonString ?? '{}')).toEqual({
      'en-US': { [`${headline?.id}.content`]: 'Your quote', [`${input?.id}.label`]: 'Name' },
      'zh-HK': { [`${headline?.id}.content`]: '你的報價' },
    });
    expect(JSON.parse(component?.editorAst ?? '{}')).toEqual(tree);
  });

  it('parses a template into the tree with the Vue 2.6.11 compiler; other versions have none', async () => {
    const answer = await create({ ...base, name: 'FromTemplate', vueTemplate: '<j-box><j-text>Hi</j-text></j-box>' });
    const [component] = (await list({ id: answer.createdStatus?.id })).list;
    expect(JSON.parse(component?.editorAst ?? '{}')).toMatchObject({
      component: 'JBox',
      children: [{ component: 'JText', editorSettings: { texts: { content: { 'en-US': 'Hi' } } } }],
    });
    const other = await create({ ...base, name: 'Vue3', version: { framework: 'vue', version: '3.4.0' } });
    expect(other).toMatchObject({
      status: 'failure',
      errors: ['There is no compiler for Vue of version 3.4.0 available'],
    });
    expect((await create({ ...base, name: 'Broken', vueTemplate: '<j-box><p></j-box>' })).errors_2?.[0]?.code).toBe(
      'invalid_template',
    );
  });

  it("refuses templates beyond a component's bounds before the compiler reads them, in clear words", async () => {
    // 250,000 '<': the compiler's parse is quadratic there (17 s).
    expect(await create({ ...base, name: 'ManyTags', vueTemplate: `<j-box>${'<'.repeat(250_000)}</j-box>` })).toEqual({
      status: 'failure',
      errors: ["The template cannot be read: it holds more than 10,000 '<' (a component has at most 5,000 elements)"],
      errors_2: [{ code: 'invalid_template' }],
      createdStatus: null,
    });
    // 20,000 levels: the compiler's recursion overflows the stack.
    const deep = `${'<j-box>'.repeat(20_000)}${'</j-box>'.repeat(20_000)}`;
    expect(await create({ ...base, name: 'DeepTags', vueTemplate: deep })).toMatchObject({
      status: 'failure',
      errors: ['The template cannot be read: it nests deeper than 60 levels'],
    });
    const fine = `${'<j-box>'.repeat(30)}<j-text>Hi</j-text>${'<br><input/>'.repeat(100)}${'</j-box>'.repeat(30)}`;
    expect((await create({ ...base, name: 'DeepEnough', vueTemplate: fine })).status).toBe('success');
  });

  it('refuses a missing or non-PascalCase name, a taken name, bad JSON and an unknown app', async () => {
    expect((await create({ ...base, name: ' ' })).errors).toEqual(['This field is required']);
    expect((await create({ ...base, name: 'quoteForm' })).errors_2?.[0]?.code).toBe('invalid_component_name');
    expect((await create({ ...base, name: 'QuoteForm' })).errors_2?.[0]?.code).toBe('component_exists');
    expect((await create({ ...base, name: 'Json', componentJsonString: '{' })).errors_2?.[0]?.code).toBe(
      'invalid_json',
    );
    expect((await create({ ...base, name: 'Tree', editorAst: '[1]' })).errors_2?.[0]?.code).toBe('invalid_editor_ast');
    expect((await create({ ...base, appId: 'nope', name: 'Lost' })).errors_2?.[0]?.code).toBe('app_not_found');
    let deep = uiNode('JBox');
    for (let level = 0; level < 80; level += 1) deep = uiNode('JBox', { children: [deep] });
    expect((await create({ ...base, name: 'Deep', editorAst: JSON.stringify(deep) })).errors_2?.[0]?.code).toBe(
      'invalid_editor_ast',
    );
  });

  it('updates the tree and name, lists by app, and deletes; other tenants see nothing', async () => {
    const { createdStatus } = await create({ ...base, appId: 'other', name: 'Card' });
    const id = createdStatus?.id as string;
    const tree = uiNode('JBox', { children: [uiNode('JButton', { texts: { content: { 'en-US': 'Go' } } })] });
    expect(await update(id, { name: 'PriceCard', editorAst: JSON.stringify(tree) })).toMatchObject({
      status: 'success',
    });
    const [updated] = (await list({ id })).list;
    expect(updated).toMatchObject({ name: 'PriceCard' });
    expect(updated?.vueTemplate).toContain('<j-button');
    expect(
      (await update(id, { vueTemplate: '<j-box />', version: { framework: 'vue', version: '2.5.0' } })).errors,
    ).toEqual(['There is no compiler for Vue of version 2.5.0 available']);
    expect((await list({ appId: 'other' })).list.map((component) => component.name)).toEqual(['HomePage', 'PriceCard']);
    const either = await list({ appId: 'other', or: [{ name: 'PriceCard' }, { name: 'Nothing' }] });
    expect(either.list.map((component) => component.name)).toEqual(['PriceCard']);
    expect((await list({ id }, uatToken)).totalCount).toBe(0);
    expect((await update(id, { name: 'Stolen' }, uatToken)).status).toBe('failure');
    const deleted = await server.gql<{ deleteComponent: Result }>(DELETE, { id }, { token: uatToken });
    expect(deleted.data.deleteComponent.status).toBe('failure');
    expect(
      (await server.gql<{ deleteComponent: Result }>(DELETE, { id }, { token: server.token })).data.deleteComponent
        .status,
    ).toBe('success');
    expect((await list({ id })).totalCount).toBe(0);
  });
});

describe('pages and theme of the UI editor', () => {
  it('stores the whole list of pages in order and the theme', async () => {
    const routes = [
      { path: '/new-path', name: 'NewPage', component: 'QuoteForm' },
      { path: '/', name: 'Home', component: 'HomePage' },
    ];
    expect(
      (await server.gql<{ updateAppPages: Result }>(PAGES, { appId: 'quotes', routes }, { token: server.token })).data
        .updateAppPages.status,
    ).toBe('success');
    const theme = JSON.stringify({ colors: [], shadows: [], typeFaces: [], customCss: { cssString: '' }, tokens: {} });
    expect(
      (await server.gql<{ updateAppTheme: Result }>(THEME, { appId: 'quotes', theme }, { token: server.token })).data
        .updateAppTheme.status,
    ).toBe('success');
    const config = await server.gql<{ cmsConfigs: Array<{ themeJsonString: string; componentRoutes: unknown[] }> }>(
      CONFIG,
      { appId: 'quotes' },
      { token: server.token },
    );
    expect(config.data.cmsConfigs[0]).toEqual({ themeJsonString: theme, componentRoutes: routes });
    const bad = await server.gql<{ updateAppPages: Result }>(
      PAGES,
      { appId: 'quotes', routes: [{ path: 'x' }] },
      { token: server.token },
    );
    expect(bad.data.updateAppPages.status).toBe('failure');
    const elsewhere = await server.gql<{ updateAppTheme: Result }>(
      THEME,
      { appId: 'quotes', theme },
      { token: uatToken },
    );
    expect(elsewhere.data.updateAppTheme.status).toBe('failure');
  });
});
