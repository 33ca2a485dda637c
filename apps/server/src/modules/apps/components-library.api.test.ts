import type { TPublishedApp } from '@carrier/contracts';
import { uiNode } from '@carrier/contracts/ui-tree';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

/** A component created without an app (the reference's createComponentInput has no appId) is the tenant's. */
const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const CREATE = `mutation($input: createComponentInput!) { createComponent(input: $input) {
  status errors errors_2 { code } createdStatus { id } } }`;
const UPDATE = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) {
  status errors errors_2 { code } } }`;
// The UI editor's list of an app's components (apps/studio ui-editor.ts sends the same filter).
const LIST = `query($appId: String) { components(where: { appId: $appId }, sort: { fieldName: "name", type: "asc" }) {
  totalCount list { id name appId } } }`;
const PUBLISH = `mutation($appId: String!) { publishApp(appId: $appId) { status errors createdStatus { id } } }`;
const VERSIONS = `query($appId: String!) { appVersions(appId: $appId) { version snapshotJsonString } }`;

type Created = {
  status: string;
  errors: string[];
  errors_2: Array<{ code: string }>;
  createdStatus: { id: string } | null;
};
type Listed = { id: string; name: string; appId: string | null };

const server = useTestServer({}, { studioDist: true });
let uatToken: string;
const texts = (en: string, zh: string) => ({ content: { 'en-US': en, 'zh-HK': zh } });
const tree = (en: string, zh: string) =>
  JSON.stringify(uiNode('JBox', { children: [uiNode('JHeadline', { texts: texts(en, zh) })] }));

const create = async (input: Record<string, unknown>, as = server.token) =>
  (await server.gql<{ createComponent: Created }>(CREATE, { input }, { token: as })).data.createComponent;
const listOf = async (appId: string | null, as = server.token) =>
  (await server.gql<{ components: { list: Listed[] } }>(LIST, { appId }, { token: as })).data.components.list;

beforeAll(async () => {
  uatToken = (await server.signIn('test_uat')).accessToken;
  for (const appId of ['travel', 'motor'])
    expect(
      (await server.gql(CREATE_APP, { input: { appId, appName: appId } }, { token: server.token })).errors,
    ).toBeUndefined();
});

describe("the tenant's component library", () => {
  it('takes a component without an app, and every app of the tenant lists it beside its own', async () => {
    const made = await create({
      name: 'BrandFooter',
      componentJsonString: '{}',
      editorAst: tree('Since 1990', '自1990年'),
    });
    expect(made).toMatchObject({ status: 'success', createdStatus: { id: expect.any(String) } });
    for (const appId of ['travel', 'motor']) {
      const listed = await listOf(appId);
      expect(listed).toContainEqual({ id: made.createdStatus?.id, name: 'BrandFooter', appId: null });
      expect(listed.some((component) => component.appId === appId)).toBe(true);
    }
    // An app's own components stay its own.
    const travelOwn = (await listOf('travel')).filter((component) => component.appId === 'travel');
    expect((await listOf('motor')).map((component) => component.id)).not.toContain(travelOwn[0]?.id);
  });

  it('refuses a second library component of the same name, and renames within the library only', async () => {
    expect((await create({ name: 'BrandFooter', componentJsonString: '{}' })).errors_2).toEqual([
      { code: 'component_exists' },
    ]);
    // An app may still have its own component of a library component's name.
    expect((await create({ name: 'BrandFooter', componentJsonString: '{}', appId: 'motor' })).status).toBe('success');
    const other = await create({ name: 'BrandHeader', componentJsonString: '{}' });
    const renamed = await server.gql<{ updateComponent: Created }>(
      UPDATE,
      { id: other.createdStatus?.id, input: { name: 'BrandFooter' } },
      { token: server.token },
    );
    expect(renamed.data.updateComponent.errors_2).toEqual([{ code: 'component_exists' }]);
  });

  it('goes into a published app; where the app has its own of that name, the app uses its own', async () => {
    const home = (await listOf('travel')).find((component) => component.name === 'HomePage');
    const set = await server.gql<{ updateComponent: Created }>(
      UPDATE,
      { id: home?.id, input: { editorAst: tree('Welcome', '歡迎') } },
      { token: server.token },
    );
    expect(set.data.updateComponent.status).toBe('success');
    const published = await server.gql<{ publishApp: Created }>(PUBLISH, { appId: 'travel' }, { token: server.token });
    expect(published.data.publishApp).toMatchObject({ status: 'success' });
    const versions = (
      await server.gql<{ appVersions: Array<{ snapshotJsonString: string }> }>(
        VERSIONS,
        { appId: 'travel' },
        { token: server.token },
      )
    ).data.appVersions;
    const snapshot = JSON.parse(versions[0]?.snapshotJsonString ?? '{}') as TPublishedApp;
    const footers = snapshot.components.filter((component) => component.name === 'BrandFooter');
    expect(footers).toHaveLength(1);
    expect(JSON.stringify(footers[0]?.editorAst)).toContain('自1990年');

    // motor has its own BrandFooter (empty box): its published app uses that one, not the library's.
    const motorHome = (await listOf('motor')).find((component) => component.name === 'HomePage');
    await server.gql(
      UPDATE,
      { id: motorHome?.id, input: { editorAst: tree('Drive', '駕駛') } },
      { token: server.token },
    );
    expect(
      (await server.gql<{ publishApp: Created }>(PUBLISH, { appId: 'motor' }, { token: server.token })).data.publishApp
        .status,
    ).toBe('success');
    const motor = JSON.parse(
      (
        await server.gql<{ appVersions: Array<{ snapshotJsonString: string }> }>(
          VERSIONS,
          { appId: 'motor' },
          { token: server.token },
        )
      ).data.appVersions[0]?.snapshotJsonString ?? '{}',
    ) as TPublishedApp;
    const motorFooters = motor.components.filter((component) => component.name === 'BrandFooter');
    expect(motorFooters).toHaveLength(1);
    expect(JSON.stringify(motorFooters[0]?.editorAst)).not.toContain('自1990年');
  });

  it("never shows one tenant's library to another", async () => {
    expect(
      (await server.gql(CREATE_APP, { input: { appId: 'travel', appName: 'travel' } }, { token: uatToken })).errors,
    ).toBeUndefined();
    const uat = await listOf('travel', uatToken);
    expect(uat.filter((component) => component.appId === null)).toEqual([]);
    expect((await create({ name: 'BrandFooter', componentJsonString: '{}' }, uatToken)).status).toBe('success');
  });
});
