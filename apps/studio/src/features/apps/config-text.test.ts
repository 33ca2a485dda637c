import { describe, expect, it } from 'vitest';
import { checkConfigText, configText } from './config-text';

describe('config text', () => {
  it('shows the set fields of a config, without its app', () => {
    const text = configText({
      app: { appName: 'x' },
      defaultLocale: 'en-US',
      head: null,
      componentRoutes: [{ path: '/', name: null, children: null }],
    });
    expect(JSON.parse(text)).toEqual({ defaultLocale: 'en-US', componentRoutes: [{ path: '/' }] });
    expect(text).toContain('\n  "defaultLocale"');
  });

  it('tells a JSON problem from a schema problem', () => {
    expect(checkConfigText('{ "a": ')).toMatchObject({ kind: 'json' });
    expect(checkConfigText('[]')).toMatchObject({ kind: 'schema' });
    expect(checkConfigText('{ "componentRoutes": [{ "path": "x" }] }')).toEqual({
      kind: 'schema',
      issues: [
        { path: 'componentRoutes[0].path', rule: 'routePath', message: "must start with '/'" },
        {
          path: 'componentRoutes[0].component',
          rule: 'pageComponent',
          message: 'is required: a page shows a component (or redirects)',
        },
      ],
    });
    expect(checkConfigText('{ "defaultLocale": "en-US" }')).toEqual({
      kind: 'ok',
      config: { defaultLocale: 'en-US' },
    });
  });
});
