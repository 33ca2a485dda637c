import { uiNode } from '@carrier/contracts/ui-tree';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server';
import { STUDIO_CONTENT_SECURITY_POLICY } from './app';
import { themeStyleOrigins } from './published-csp';

const FONTS_CSS = 'https://fonts.googleapis.com/css2?family=Noto+Sans+HK&display=swap';
const THEME = JSON.stringify({
  colors: [],
  shadows: [],
  typeFaces: [{ id: 'primary', name: 'Noto Sans HK', value: "'Noto Sans HK'", url: FONTS_CSS }],
  customCss: { cssString: '@import url("https://use.typekit.net/abc.css");\nbody { color: red; }' },
  tokens: { fontFamilyPrimary: 'primary' },
});

const server = useTestServer({}, { studioDist: true });
beforeAll(async () => {
  const token = server.token;
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const answer = await server.gql<Record<string, { status: string; errors: string[] } | null>>(query, variables, {
      token,
    });
    const result = Object.values(answer.data ?? {})[0];
    if (answer.errors || (result && result.status !== 'success')) throw new Error(JSON.stringify(answer));
    return answer.data;
  };
  await gql('mutation($input: createAppInput!) { createApp(input: $input) { status errors } }', {
    input: { appId: 'fonts', appName: 'Fonts', host: 'fonts-app.test' },
  });
  const components = await server.gql<{ components: { list: Array<{ id: string; name: string }> } }>(
    'query { components(where: { appId: "fonts" }) { list { id name } } }',
    {},
    { token },
  );
  const home = components.data.components.list.find((component) => component.name === 'HomePage');
  const tree = uiNode('JBox', {
    children: [uiNode('JHeadline', { texts: { content: { 'en-US': 'Fonts', 'zh-HK': '字型' } } })],
  });
  await gql(
    'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }',
    {
      id: home?.id,
      input: { editorAst: JSON.stringify(tree) },
    },
  );
  await gql(
    'mutation($appId: String!, $theme: String!) { updateAppTheme(appId: $appId, themeJsonString: $theme) { status errors } }',
    { appId: 'fonts', theme: THEME },
  );
  await gql('mutation($appId: String!) { publishApp(appId: $appId) { status errors } }', { appId: 'fonts' });
});

const policyOf = async (host: string, url: string) => {
  const response = await server.app.inject({ url, headers: { host } });
  expect(response.body).toContain(host === 'fonts-app.test' || url.includes('hostOverride') ? 'published' : 'studio');
  return String(response.headers['content-security-policy']);
};
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe("the published app's content security policy", () => {
  it("allows the stylesheets its theme imports and their fonts, on its host and with hostOverride on the studio's", async () => {
    for (const [host, url] of [
      ['fonts-app.test', '/'],
      ['localhost:4000', '/quote?hostOverride=fonts-app.test'],
    ] as const) {
      const policy = await policyOf(host, url);
      expect(directive(policy, 'style-src')).toBe(
        "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com https://use.typekit.net",
      );
      expect(directive(policy, 'font-src')).toBe("font-src 'self' data: https:");
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    }
  });

  it("leaves the studio's own policy as it is", async () => {
    expect(await policyOf('localhost:4000', '/quote')).toBe(STUDIO_CONTENT_SECURITY_POLICY);
    expect(directive(STUDIO_CONTENT_SECURITY_POLICY, 'font-src')).toBe("font-src 'self' data:");
  });

  it('takes only http(s) origins from a theme, never text that could add a directive', () => {
    const theme = JSON.stringify({
      typeFaces: [
        { id: 'a', name: 'a', value: 'a', url: "https://fonts.example/css; script-src 'unsafe-inline'" },
        { id: 'b', name: 'b', value: 'b', url: 'https://fonts.example:8443/x.css' },
        { id: 'c', name: 'c', value: 'c', url: 'javascript:alert(1)' },
        { id: 'd', name: 'd', value: 'd', url: 'https://bad host/x.css' },
      ],
      customCss: { cssString: "@import 'https://more.example/y.css'; @import url(/local.css);" },
    });
    expect(themeStyleOrigins(theme)).toEqual([
      'https://fonts.example',
      'https://fonts.example:8443',
      'https://more.example',
    ]);
  });
});
