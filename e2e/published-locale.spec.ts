import { uiNode } from '@carrier/contracts/ui-tree';
import type { Browser, Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, test } from './fixtures';
import { UiEditorPage } from './pages/ui-editor-page';
import { studioGraphql } from './studio-graphql';

const shot = (name: string) => ({ path: `/tmp/live-locale-shots/${name}.png`, fullPage: true });
const unique = Date.now().toString(36);
const both = (en: string, zh: string) => ({ 'en-US': en, 'zh-HK': zh });

/** An app with two pages (one name each, as before names had locales) and a home page in both locales. */
async function makeApp(page: Page, appId: string, host: string) {
  const home = uiNode('JBox', {
    children: [
      uiNode('JHeadline', { texts: { content: both('Welcome', '歡迎') } }),
      uiNode('JText', { texts: { content: both('Cover for the whole family.', '全家人的保障。') } }),
    ],
  });
  return page.evaluate(
    async ({ appId, host, username, password, tree }) => {
      const call = async (query: string, variables: Record<string, unknown>) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${localStorage.getItem('studio.accessToken')}`,
          },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data: Record<string, { status?: string; list?: unknown }> };
      };
      const statuses = [];
      const created = await call('mutation($input: createAppInput!) { createApp(input: $input) { status } }', {
        input: { appId, appName: 'Harbour Life', host },
      });
      statuses.push(created.data.createApp?.status);
      const config = await call(
        'mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status } }',
        {
          appId,
          config: {
            allowedLocales: ['en-US', 'zh-HK'],
            defaultLocale: 'en-US',
            guestLoginCredentials: { username, password },
            componentRoutes: [
              { path: '/', name: 'Home', component: 'HomePage' },
              { path: '/about', name: 'About', component: 'HomePage' },
            ],
          },
        },
      );
      statuses.push(config.data.upsertCmsConfig?.status);
      const components = await call(
        'query($appId: String) { components(where: { appId: $appId }) { list { id name } } }',
        {
          appId,
        },
      );
      const list = components.data.components?.list as Array<{ id: string; name: string }>;
      const updated = await call(
        'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status } }',
        { id: list.find((component) => component.name === 'HomePage')?.id, input: { editorAst: JSON.stringify(tree) } },
      );
      statuses.push(updated.data.updateComponent?.status);
      return statuses;
    },
    { appId, host, username: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD, tree: home },
  );
}

async function publish(page: Page, appId: string) {
  const answer = await studioGraphql<{ publishApp: { status: string; errors: string[] } }>(
    page,
    'mutation($appId: String!) { publishApp(appId: $appId) { status errors } }',
    { appId },
  );
  return answer.data?.publishApp;
}

/** A visitor whose browser speaks `locale` (Accept-Language and navigator.languages). */
async function visitor(browser: Browser, baseURL: string | undefined, locale: string) {
  const context = await browser.newContext({ locale, baseURL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

// DD/MM/YYYY HH:mm:ss, the spec's date-time format, in 24 hours.
const today = () => {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
};

test('a published app opens in the browser language, with page names and dates in it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const appId = `lingo${unique}`;
  const host = `lingo-${unique}.test`;
  expect(await makeApp(page, appId, host)).toEqual(['success', 'success', 'success']);

  // The builder names each page for visitors in zh-HK where pages are named.
  const editor = new UiEditorPage(page);
  await editor.open(appId);
  await page.getByRole('button', { name: 'Pages' }).click();
  const pages = page.getByRole('dialog', { name: 'Pages' });
  for (const [row, name] of [
    ['Home', '首頁'],
    ['About', '關於我們'],
  ] as const) {
    const pageRow = pages.locator('[data-page-row]').filter({ has: page.getByText(row, { exact: true }) });
    await pageRow.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit page' });
    await form.getByLabel('Name visitors read · Chinese (zh-HK)').fill(name);
    await page.screenshot(shot('studio-page-names'));
    await form.getByRole('button', { name: 'Done' }).click();
    await expect(pages.locator('[data-page-row]').filter({ hasText: name })).toContainText(`${row} · ${name}`);
  }
  await pages.getByRole('button', { name: 'Save' }).click();
  await expect(pages).toBeHidden();
  // The same form in zh-HK on a phone.
  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('button', { name: '頁面' }).click();
  await page.getByRole('dialog', { name: '頁面' }).getByRole('button', { name: '編輯' }).first().click();
  await expect(page.getByLabel('訪客看到的名稱 · 中文 (zh-HK)')).toHaveValue('首頁');
  await page.screenshot(shot('studio-page-names-zh-HK-390'));
  await page.evaluate(() => localStorage.setItem('studio.locale', 'en-US'));
  expect(await publish(page, appId)).toEqual({ status: 'success', errors: [] });

  // A visitor whose browser speaks zh-HK: no ?locale=, yet everything in zh-HK, dates in DD/MM/YYYY HH:mm:ss.
  const zh = await visitor(browser, baseURL, 'zh-HK');
  await zh.goto(`/?hostOverride=${host}`);
  await expect(zh.getByRole('heading', { name: '歡迎' })).toBeVisible();
  await expect(zh.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(zh.getByRole('navigation').getByRole('link')).toHaveText(['首頁', '關於我們']);
  const footer = zh.getByRole('contentinfo');
  await expect(footer).toHaveText(new RegExp(`^版本 1 · 發佈於 ${today()} \\d{2}:\\d{2}:\\d{2}$`));
  await expect(footer).not.toContainText(/AM|PM|上午|下午/);
  await zh.screenshot(shot('zh-HK-1280'));
  await expectNoEnglish(zh);
  await zh.getByRole('link', { name: '關於我們' }).click();
  await expect(zh).toHaveURL(/\/about\?/);
  await zh.setViewportSize({ width: 390, height: 844 });
  expect(await zh.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await zh.screenshot(shot('zh-HK-390'));

  // The visitor switches to English: the choice is remembered on the next visit, and ?locale= still wins.
  await zh.getByLabel('語言').selectOption('en-US');
  await expect(zh.getByRole('navigation').getByRole('link')).toHaveText(['Home', 'About']);
  await zh.goto(`/?hostOverride=${host}`);
  await expect(zh.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(zh.getByRole('contentinfo')).toHaveText(
    new RegExp(`^Version 1 · published ${today()} \\d{2}:\\d{2}:\\d{2}$`),
  );
  await zh.screenshot(shot('remembered-en-US-390'));
  await zh.goto(`/?hostOverride=${host}&locale=zh-HK`);
  await expect(zh.getByRole('heading', { name: '歡迎' })).toBeVisible();
  await zh.context().close();

  // Browsers in other spellings: zh-TW reads zh-HK, en-GB reads en-US.
  const tw = await visitor(browser, baseURL, 'zh-TW');
  await tw.goto(`/about?hostOverride=${host}`);
  await expect(tw.getByRole('link', { name: '關於我們' })).toHaveAttribute('aria-current', 'page');
  await tw.context().close();
  const gb = await visitor(browser, baseURL, 'en-GB');
  await gb.goto(`/?hostOverride=${host}`);
  await expect(gb.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(gb.getByRole('navigation').getByRole('link')).toHaveText(['Home', 'About']);
  await gb.screenshot(shot('en-GB-1280'));
  await gb.context().close();
});
