import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { E2E_PORT } from './env';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, test } from './fixtures';

const SHOTS = '/tmp/publish-ux-shots';
// The second test reads the app the first one published.
test.describe.configure({ mode: 'serial' });
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const unique = Date.now().toString(36);
const appId = `flow${unique}`;
const host = `flow-${unique}.studio.test`;
const liveUrl = `http://${host}/`;

// The app's test subdomain reaches this server, as DNS would send a real domain to it.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP *.studio.test 127.0.0.1:${E2E_PORT}`,
    ],
  },
});

/**
 * One GraphQL call as the admin, with a token of its own (signed in for the call: the e2e server's
 * access tokens live 5 s, and the studio in the page rotates its own refresh token).
 */
async function api(page: Page, query: string, variables: Record<string, unknown>) {
  const post = async (body: Record<string, unknown>, token?: string) =>
    (await (
      await page.request.post('/graphql', {
        data: body,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).json()) as { data: Record<string, unknown> };
  const signIn = await post({
    query: `query($u: String!, $p: String!) { token_2(tenantId: "test", clientId: "studio", username: $u, password: $p) { accessToken } }`,
    variables: { u: E2E_ADMIN_EMAIL, p: E2E_ADMIN_PASSWORD },
  });
  const token = (signIn.data.token_2 as { accessToken: string }).accessToken;
  return post({ query, variables }, token);
}

/** The home page's tree: one headline in both locales. */
async function setHeadline(page: Page, en: string, zh: string) {
  const components = await api(
    page,
    'query($appId: String) { components(where: { appId: $appId }) { list { id name } } }',
    {
      appId,
    },
  );
  const list = (components.data.components as { list: Array<{ id: string; name: string }> }).list;
  const id = list.find((component) => component.name === 'HomePage')?.id;
  const node = (
    nodeId: string,
    component: string,
    texts: Record<string, Record<string, string>>,
    children: unknown[],
  ) => ({
    id: nodeId,
    component,
    label: component.slice(1),
    attrsMap: {},
    editorSettings: { props: {}, texts },
    children,
  });
  const tree = node('root', 'JBox', {}, [node('headline', 'JHeadline', { content: { 'en-US': en, 'zh-HK': zh } }, [])]);
  const answer = await api(
    page,
    'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }',
    { id, input: { editorAst: JSON.stringify(tree) } },
  );
  expect((answer.data.updateComponent as { status: string }).status).toBe('success');
}

/** The publish modal, opened from the UI editor. */
async function openPublish(page: Page, title = 'Publish') {
  await page.goto(`/ui-editor/${appId}`);
  await page.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('region').first()).toBeVisible();
  return dialog;
}

/**
 * The dialog's buttons all lie inside it, none cut off (the 390 px bug: "Publish vN again"). Measured in
 * one pass in the page, and again until it holds, since the dialog may still be re-rendering.
 */
async function expectButtonsInside(page: Page) {
  await expect(async () => {
    const problems = await page.getByRole('dialog').evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      const found: string[] = [];
      for (const button of Array.from(dialog.querySelectorAll('button, [role="button"]'))) {
        const own = button.getBoundingClientRect();
        if (own.width === 0 && own.height === 0) continue;
        const cut = button.scrollWidth > button.clientWidth + 1;
        if (own.left < box.left - 1 || own.right > box.right + 1 || cut) found.push(button.textContent ?? '');
      }
      if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways');
      return found;
    });
    expect(problems).toEqual([]);
  }).toPass({ timeout: 10_000 });
}

test('publish with a note, open the live app, preview the draft, roll back after seeing the diff, unpublish, publish again', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const created = await api(page, 'mutation($input: createAppInput!) { createApp(input: $input) { status errors } }', {
    input: { appId, appName: 'Harbour Flow', host, appTemplateId: 'blank' },
  });
  expect((created.data.createApp as { status: string }).status).toBe('success');
  await setHeadline(page, 'Welcome', '歡迎');

  // Never published: the host answers a clear page, not the studio.
  const visitor = await context.newPage();
  await visitor.goto(liveUrl);
  await expect(visitor.getByRole('heading', { name: 'This app is not published' })).toBeVisible();

  // Publish with a note: the note is listed with the version and the live link shows.
  let dialog = await openPublish(page);
  await expect(dialog.getByText('Not live: visitors see a “not published” page.')).toBeVisible();
  await dialog.getByLabel('Publish note').fill('Launch of the quote site');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published as version 1')).toBeVisible();
  await expect(dialog.locator('[data-version="1"]')).toContainText('Launch of the quote site');
  await expect(dialog.locator('[data-version="1"]')).toContainText('Live');
  const liveLink = dialog.getByRole('link', { name: `Open the live app: ${liveUrl}` });
  await expect(liveLink).toHaveAttribute('href', liveUrl);
  await expect(dialog.getByLabel('Publish note')).toHaveValue('');

  // The live link opens the app.
  const [opened] = await Promise.all([context.waitForEvent('page'), liveLink.click()]);
  await expect(opened.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  expect(opened.url()).toBe(liveUrl);

  // A draft edit: the preview link shows it, the live app does not.
  await setHeadline(page, 'Welcome back', '歡迎回來');
  dialog = await openPublish(page);
  await dialog.getByRole('button', { name: 'Preview the draft' }).click();
  const previewLink = dialog.getByTestId('preview-link');
  await expect(previewLink).toContainText('Open the preview (until');
  const [preview] = await Promise.all([context.waitForEvent('page'), previewLink.click()]);
  await expect(preview.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(preview.getByRole('contentinfo')).toHaveText(
    'Preview of unpublished changes: visitors do not see this yet.',
  );
  expect(new URL(preview.url()).searchParams.get('preview')).toMatch(/^[\w-]{43}$/);
  await opened.reload();
  await expect(opened.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await preview.close();

  await dialog.getByLabel('Publish note').fill('Warmer welcome');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published as version 2')).toBeVisible();
  await expect(dialog.locator('[data-version="2"]')).toContainText('Warmer welcome');

  // Rollback: the confirmation says what changes against the live version before anything happens.
  await dialog.locator('[data-version="1"]').getByRole('button', { name: 'Publish v1 again' }).click();
  const confirm = dialog.getByRole('region', { name: 'Publish v1 again?' });
  await expect(confirm.getByTestId('rollback-changes')).toHaveText('HomePage: 1 element changed.');
  await shot(page, 'rollback-confirm-en-1280');
  await confirm.getByLabel('Note for the new version').fill('Back to the launch text');
  await confirm.getByRole('button', { name: 'Publish v1 again' }).click();
  await expect(page.getByText('Rolled back: live as version 3')).toBeVisible();
  await expect(dialog.locator('[data-version="3"]')).toContainText('Back to the launch text');
  await expect(dialog.locator('[data-version="3"]')).toContainText('again from v1');
  await opened.reload();
  await expect(opened.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await shot(page, 'publish-modal-en-1280');

  // Unpublish asks first; then the host says the app is not published, in the visitor's language.
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(dialog.getByRole('alertdialog')).toContainText('Take the app offline?');
  await shot(page, 'unpublish-confirm-en-1280');
  await dialog.getByRole('button', { name: 'Yes, unpublish' }).click();
  await expect(page.getByText('The app is offline.')).toBeVisible();
  await expect(dialog.getByText('Not live: visitors see a “not published” page.')).toBeVisible();
  await opened.reload();
  await expect(opened.getByRole('heading', { name: 'This app is not published' })).toBeVisible();
  const chinese = await context.browser()?.newContext({ locale: 'zh-HK' });
  const zhVisitor = await chinese?.newPage();
  if (!zhVisitor || !chinese) throw new Error('no browser');
  await zhVisitor.goto(liveUrl);
  await expect(zhVisitor.getByRole('heading', { name: '此應用程式尚未發佈' })).toBeVisible();
  await zhVisitor.screenshot({ path: `${SHOTS}/not-published-zh.png` });
  await opened.screenshot({ path: `${SHOTS}/not-published-en.png` });

  // Publishing again brings it back.
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published as version 4')).toBeVisible();
  await zhVisitor.reload();
  // The app itself is back (its language is the live app's own negotiation, tested elsewhere).
  await expect(zhVisitor.getByRole('heading', { name: /^(Welcome back|歡迎回來)$/ })).toBeVisible();
  await chinese.close();

  // At 390 px every button of the modal fits, "Publish v1 again" included.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectButtonsInside(page);
  await shot(page, 'publish-modal-en-390');
  await dialog.locator('[data-version="1"]').getByRole('button', { name: 'Publish v1 again' }).click();
  await expect(dialog.getByTestId('rollback-changes')).toBeVisible();
  await expectButtonsInside(page);
  await shot(page, 'rollback-confirm-en-390');

  // zh-HK: the same modal, no English beyond user data, and it fits at 390 px too.
  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await page.setViewportSize({ width: 1280, height: 900 });
  dialog = await openPublish(page, '發佈');
  await expect(dialog.getByRole('link', { name: `開啟線上應用程式: ${liveUrl}` })).toBeVisible();
  await dialog.locator('[data-version="1"]').getByRole('button', { name: '重新發佈 v1' }).click();
  await expect(dialog.getByTestId('rollback-changes')).toHaveText('HomePage：變更 1 個元素。');
  await expectNoEnglish(page);
  await shot(page, 'publish-modal-zh-1280');
  await dialog.getByRole('button', { name: '取消發佈' }).click();
  await expect(dialog.getByRole('alertdialog')).toContainText('要將應用程式下線嗎？');
  await expectNoEnglish(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectButtonsInside(page);
  await shot(page, 'publish-modal-zh-390');
});

test("the app's page shows where it is live and adds a custom domain with the DNS record to create", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const domain = `quotes-${unique}.example`;
  for (const [locale, width] of [
    ['en-US', 1280],
    ['zh-HK', 390],
    ['en-US', 390],
    ['zh-HK', 1280],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem('studio.locale', value), locale);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/apps/detail/${appId}`);
    const status = page.getByTestId('app-live-status');
    await expect(status).toContainText(locale === 'en-US' ? 'Live: v4' : '線上：v4');
    await expect(status.getByRole('link', { name: liveUrl })).toHaveAttribute('href', liveUrl);
    if (locale === 'en-US' && width === 1280) {
      // The UI refuses what the host rules refuse (the studio's own hosts).
      await page.getByLabel('Add a domain').fill('localhost');
      await page.getByRole('button', { name: 'Add domain' }).click();
      await expect(page.getByText("This is the studio's own host; an app needs a domain of its own.")).toBeVisible();
      await page.getByLabel('Add a domain').fill(domain);
      await page.getByRole('button', { name: 'Add domain' }).click();
      await expect(page.getByText(`${domain} added`)).toBeVisible();
    }
    const row = page.locator(`[data-domain="${domain}"]`);
    await expect(row.getByTestId('domain-state')).toHaveText(locale === 'en-US' ? 'Waiting for DNS' : '等待 DNS 驗證');
    await expect(row.getByTestId('txt-name')).toHaveText(`_carrier-verify.${domain}`);
    await expect(row.getByTestId('txt-value')).toHaveText(/^carrier-verify=[0-9a-f]{32}$/);
    if (locale === 'en-US' && width === 1280) {
      // No such record on the internet: Verify says so (or that the lookup failed, offline), and it stays pending.
      await row.getByRole('button', { name: 'Verify' }).click();
      await expect(row.getByRole('alert')).toHaveText(
        /^(The TXT record was not found yet\. DNS changes can take up to an hour to show\.|The DNS lookup failed\. Try again later\.)$/,
        { timeout: 20_000 },
      );
      await expect(row.getByTestId('domain-state')).toHaveText('Waiting for DNS');
    }
    // The app's name and id are user data; the CMS config's help names JSON keys (head) as they are.
    if (locale === 'zh-HK') await expectNoEnglish(page, { allow: ['TXT', 'Harbour Flow', appId, /JSON.*head/] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `app-page-${locale === 'en-US' ? 'en' : 'zh'}-${width}`);
  }
});
