import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { expect, test, uniqueName } from './fixtures';
import { mailedPasswordToken } from './mail-outbox';
import { LoginPage } from './pages/login-page';

const PASSWORD = 'roles-e2e-viewer-password';
const SHOTS = '/tmp/shots-roles';

const TEXTS = {
  'en-US': {
    tenantMenu: 'Tenant menu',
    users: 'Users',
    invite: 'Invite user',
    email: /^E-mail address/,
    send: 'Send invitation',
    viewer: 'Viewer',
    deactivated: 'Deactivated',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    createButtons: { '/products': '+ Create product', '/templates': '+ Create template', '/apps': '+ Create app' },
  },
  'zh-HK': {
    tenantMenu: '租戶選單',
    users: '使用者',
    invite: '邀請使用者',
    email: /^電郵地址/,
    send: '發送邀請',
    viewer: '檢視者',
    deactivated: '已停用',
    deactivate: '停用',
    reactivate: '重新啟用',
    createButtons: { '/products': '+ 建立產品', '/templates': '+ 建立範本', '/apps': '+ 建立應用程式' },
  },
} as const;
type Locale = keyof typeof TEXTS;

async function useLocale(page: Page, locale: Locale) {
  await page.evaluate((value) => localStorage.setItem('studio.locale', value), locale);
  await page.reload();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Signs `email` in through the API and runs `query` with the new token at once (e2e access tokens live
 * 5 s, so the studio's stored one may just have expired); `signIn` is the sign-in's error, if any.
 */
async function asUser(page: Page, email: string, query: string) {
  return page.evaluate(
    async ({ email, password, query }) => {
      const post = async (body: object, token?: string) =>
        (
          await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          })
        ).json();
      const signIn = await post({
        query:
          'query($u: String!, $p: String!) { token_2(tenantId: "test", clientId: "studio", username: $u, password: $p) { accessToken error } }',
        variables: { u: email, p: password },
      });
      const token = signIn.data?.token_2;
      if (!token?.accessToken) return { signIn: token?.error as string | undefined, errors: undefined };
      const answer = await post({ query }, token.accessToken);
      return { signIn: undefined, errors: answer.errors as Array<{ message: string }> | undefined };
    },
    { email, password: PASSWORD, query },
  );
}

/** The invited user chooses a password through the mailed link, then signs in, in a browser of their own. */
async function acceptInvitation(browser: Browser, email: string, locale: Locale): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.open();
  await page.evaluate((value) => localStorage.setItem('studio.locale', value), locale);
  await page.goto(`/reset-password?token=${encodeURIComponent(mailedPasswordToken(email))}`);
  const fields = page.locator('input[type="password"]');
  await fields.nth(0).fill(PASSWORD);
  await fields.nth(1).fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/login/);
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

for (const locale of ['en-US', 'zh-HK'] as const) {
  test(`an admin invites a viewer, who signs in and can change nothing (${locale})`, async ({ page, browser }) => {
    const texts = TEXTS[locale];
    const email = `${uniqueName('viewer')}@roles.test`;
    await useLocale(page, locale);

    // The admin opens Users from the tenant menu and invites a viewer.
    await page.getByRole('button', { name: texts.tenantMenu }).first().click();
    await page.getByTestId('tenant-menu-users').click();
    await expect(page.getByRole('heading', { name: texts.users, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: texts.invite }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(texts.email).fill(email);
    await expect(dialog.getByRole('checkbox', { name: new RegExp(texts.viewer) })).toBeChecked();
    await shoot(page, `invite-${locale}`);
    await dialog.getByRole('button', { name: texts.send }).click();
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toContainText(texts.viewer);
    await shoot(page, `users-${locale}`);
    if (locale === 'zh-HK') await expectNoEnglish(page, { allow: [/@/] });

    // The viewer sets a password through the mailed link, signs in and sees no way to change anything.
    const viewer = await acceptInvitation(browser, email, locale);
    for (const [path, create] of Object.entries(texts.createButtons)) {
      await viewer.goto(path);
      await expect(viewer.locator('main h1').first()).toBeVisible();
      // Once the roles have come (no request left), the create button is still not there.
      await viewer.waitForLoadState('networkidle');
      await expect(viewer.getByRole('button', { name: create })).toHaveCount(0);
    }
    await viewer.goto('/files');
    await viewer.getByRole('button', { name: / default$/ }).click();
    await expect(viewer.getByRole('toolbar')).toBeVisible();
    await expect(viewer.getByRole('toolbar').getByRole('button')).toHaveCount(2);
    await viewer.getByRole('button', { name: texts.tenantMenu }).first().click();
    await expect(viewer.getByTestId('tenant-menu-users')).toHaveCount(0);
    await shoot(viewer, `viewer-menu-${locale}`);

    // What the studio hides, the server refuses: a mutation sent with the viewer's (fresh) token.
    const refused = await asUser(
      viewer,
      email,
      'mutation { createInsurer(input: { id: "by_viewer", name: "No" }) { status } }',
    );
    expect(refused.errors).toEqual([expect.objectContaining({ message: 'You are not authorized' })]);

    // Deactivated, the viewer can no longer sign in.
    await row.getByRole('button', { name: texts.deactivate }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.deactivate }).click();
    await expect(row).toContainText(texts.deactivated);
    await expect(row.getByRole('button', { name: texts.reactivate })).toBeVisible();
    expect((await asUser(viewer, email, '{ me { id } }')).signIn).toBe('invalid_grant');
  });
}
