import { APP_TEMPLATES } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const CREATE = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const PROBLEMS = `query($appId: String!) { appPublishProblems(appId: $appId) { code message } }`;
const CONFIGS = `query($appId: String) { cmsConfigs(where: { appId: $appId }) {
  componentRoutes { path name metaJsonString } } }`;

type Route = { path: string; name: string; metaJsonString: string | null };

const server = useTestServer();
const asAdmin = () => ({ token: server.token });

async function createFrom(template: string) {
  const appId = `from${template.replace(/_/g, '')}`;
  const input = { appId, appName: template, appTemplateId: template };
  expect(
    (await server.gql<{ createApp: { status: string } }>(CREATE, { input }, asAdmin())).data.createApp.status,
  ).toBe('success');
  return appId;
}

describe('built-in starters', () => {
  it.each(APP_TEMPLATES)('%s: a fresh app passes the publish checks in every allowed locale', async (template) => {
    const appId = await createFrom(template);
    const { data } = await server.gql<{ appPublishProblems: Array<{ code: string; message: string }> }>(
      PROBLEMS,
      { appId },
      asAdmin(),
    );
    expect(data.appPublishProblems.map((problem) => problem.message)).toEqual([]);
  });

  it.each(APP_TEMPLATES)(
    '%s: its first page is its home (/) and every page is named in both locales',
    async (template) => {
      const appId = `pages${template.replace(/_/g, '')}`;
      await server.gql(CREATE, { input: { appId, appName: template, appTemplateId: template } }, asAdmin());
      const { data } = await server.gql<{ cmsConfigs: Array<{ componentRoutes: Route[] }> }>(
        CONFIGS,
        { appId },
        asAdmin(),
      );
      const routes = data.cmsConfigs[0]?.componentRoutes ?? [];
      expect(routes[0]?.path).toBe('/');
      for (const route of routes) {
        const names = JSON.parse(route.metaJsonString ?? '{}').names ?? {};
        expect(names['en-US'], route.name).toBeTruthy();
        expect(names['zh-HK'], route.name).toMatch(/\p{Script=Han}/u);
      }
    },
  );
});
