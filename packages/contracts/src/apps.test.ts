import { describe, expect, it } from 'vitest';
import { toCamelCase, toKebabCase, ZAppId } from './apps';
import { cmsConfigIssues } from './cms-config';

describe('app id and domain cases', () => {
  it('camel-cases a name into an app id', () => {
    expect(toCamelCase('My travel App')).toBe('myTravelApp');
    expect(toCamelCase('  client-portal_v2 ')).toBe('clientPortalV2');
    expect(toCamelCase('myTravelApp')).toBe('myTravelApp');
    expect(toCamelCase('Café Crème')).toBe('cafeCreme');
    expect(toCamelCase('旅遊')).toBe('');
    expect(ZAppId.safeParse(toCamelCase('3D Portal')).success).toBe(false);
  });

  it('kebab-cases a subdomain', () => {
    expect(toKebabCase('My Travel_App')).toBe('my-travel-app');
    expect(toKebabCase('myTravelApp')).toBe('my-travel-app');
    expect(toKebabCase('--a--b--')).toBe('a-b');
  });
});

describe('cmsConfigIssues', () => {
  it('accepts a full config and an empty one', () => {
    expect(cmsConfigIssues({})).toEqual([]);
    expect(
      cmsConfigIssues({
        allowedLocales: ['en-US', 'zh-HK'],
        defaultLocale: 'zh-HK',
        componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage', children: { path: '/a' } }],
        guestLoginCredentials: { username: 'guest', password: 'pw' },
        head: { title: 't', script: [{ src: '/a.js', async: true }], noScript: [] },
        themeJsonString: '{}',
      }),
    ).toEqual([]);
  });

  it('names each problem by its path and rule', () => {
    expect(
      cmsConfigIssues({
        colour: 'red',
        guestLoginCredentials: { username: '' },
        componentRoutes: [{ path: 3 }],
        head: { script: 'x' },
      }),
    ).toEqual([
      { path: 'componentRoutes[0].path', rule: 'type', message: 'has the wrong type' },
      { path: 'guestLoginCredentials.username', rule: 'required', message: 'is required' },
      { path: 'guestLoginCredentials.password', rule: 'type', message: 'has the wrong type' },
      { path: 'head.script', rule: 'type', message: 'has the wrong type' },
      { path: 'colour', rule: 'unknownKey', message: 'is not a field of the CMS config' },
    ]);
  });

  it('bounds nesting, lists and size', () => {
    let route: Record<string, unknown> = { path: '/deep' };
    for (let level = 0; level < 6; level++) route = { path: '/', children: route };
    expect(cmsConfigIssues({ componentRoutes: [route] }).map((issue) => issue.rule)).toContain('tooDeep');
    const routes = Array.from({ length: 501 }, () => ({ path: '/' }));
    expect(cmsConfigIssues({ componentRoutes: routes })).toEqual([
      { path: 'componentRoutes', rule: 'tooMany', message: 'has too many items' },
    ]);
    expect(cmsConfigIssues({ themeJsonString: 'x'.repeat(1_000_001) })[0]?.rule).toBe('tooLarge');
  });
});
