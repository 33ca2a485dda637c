import type { TPublishedApp } from '@carrier/contracts';
import { describe, expect, it } from 'vitest';
import { snapshotChanges } from './snapshot-diff';

const base: TPublishedApp = {
  appId: 'a',
  appName: 'Harbour',
  version: 1,
  publishedAt: '2026-01-01T00:00:00.000Z',
  allowedLocales: ['en-US', 'zh-HK'],
  defaultLocale: 'en-US',
  pages: [{ path: '/', name: 'Home', component: 'HomePage' }],
  components: [{ id: 'c1', name: 'HomePage', editorAst: { id: 'root', children: [] }, locales: {} }],
  themeJsonString: '{}',
  baseComponentsVariantsJsonString: null,
  hasGuest: true,
};

describe('snapshotChanges', () => {
  it('ignores the version and publish time: two publishes of one app differ in nothing', () => {
    const republished: TPublishedApp = { ...base, version: 2, publishedAt: '2026-02-01T00:00:00.000Z' };
    expect(snapshotChanges(base, republished)).toEqual([]);
  });

  it('says settings with their before and after when short, and only that the theme changed', () => {
    const changes = snapshotChanges(base, {
      ...base,
      appName: 'Harbour Life',
      allowedLocales: ['en-US'],
      themeJsonString: '{"colors":[]}',
      hasGuest: false,
    });
    expect(changes.map((change) => [change.name, change.from, change.to])).toEqual([
      ['appName', 'Harbour', 'Harbour Life'],
      ['allowedLocales', 'en-US, zh-HK', 'en-US'],
      ['theme', null, null],
      ['guest', 'true', 'false'],
    ]);
  });

  it('names added and removed components and pages, and a page that shows another component', () => {
    const changes = snapshotChanges(base, {
      ...base,
      pages: [
        { path: '/', name: 'Home', component: 'QuotePage' },
        { path: '/faq', name: 'FAQ', component: 'QuotePage' },
      ],
      components: [{ id: 'c2', name: 'QuotePage', editorAst: { id: 'root', children: [] }, locales: {} }],
    });
    expect(changes.map((change) => [change.area, change.change, change.name, change.from, change.to])).toEqual([
      ['page', 'added', '/faq', null, null],
      ['page', 'changed', '/', 'HomePage', 'QuotePage'],
      ['component', 'added', 'QuotePage', null, null],
      ['component', 'removed', 'HomePage', null, null],
    ]);
  });
});
