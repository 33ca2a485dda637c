import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formHost, ZCreateAppForm, ZUpdateAppForm } from './app-form';

const form = {
  appName: 'Travel',
  appId: 'travel',
  template: 'blank' as const,
  domainMode: 'existing' as const,
  host: 'localhost',
  subdomain: '',
  routePattern: '/.*',
};
const messages = (value: unknown, schema: z.ZodType = ZCreateAppForm) =>
  schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('create app form', () => {
  it('needs a name, a camel-case app id and a host', () => {
    expect(messages(form)).toEqual([]);
    expect(messages({ ...form, appName: ' ', appId: '', host: '' })).toEqual([
      'appName: apps.validation.required',
      'appId: apps.validation.required',
      'appId: apps.validation.appId',
      'host: apps.validation.required',
    ]);
    expect(messages({ ...form, appId: 'Travel-app' })).toEqual(['appId: apps.validation.appId']);
  });

  it('needs a kebab-case subdomain for a new domain, joined with the test domain', () => {
    const fresh = { ...form, domainMode: 'new' as const, host: '' };
    expect(messages(fresh)).toEqual(['subdomain: apps.validation.required']);
    expect(messages({ ...fresh, subdomain: 'My App' })).toEqual(['subdomain: apps.validation.subdomain']);
    expect(formHost({ ...fresh, subdomain: 'my-app' })).toBe('my-app.studio.test');
    expect(formHost(form)).toBe('localhost');
  });

  it('refuses a route pattern that is not a regular expression', () => {
    expect(messages({ ...form, routePattern: '/(' })).toEqual(['routePattern: apps.validation.pattern']);
  });
});

describe('update app form', () => {
  it('needs a name and a valid email when one is given', () => {
    const update = { appName: 'A', regexPattern: 'a.test/.*', email: '', emailSenderName: '' };
    expect(messages(update, ZUpdateAppForm)).toEqual([]);
    expect(messages({ ...update, appName: '', email: 'nope' }, ZUpdateAppForm)).toEqual([
      'appName: apps.validation.required',
      'email: apps.validation.email',
    ]);
  });
});
