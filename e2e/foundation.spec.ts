import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR, E2E_PORT } from './env';
import { anonymousTest, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, signIn, test } from './fixtures';
import { LoginPage } from './pages/login-page';

anonymousTest.describe('sign-in and guard', () => {
  anonymousTest('any route without a token goes to the login screen', async ({ page }) => {
    await page.goto('/products');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(new LoginPage(page).email()).toHaveAttribute('type', 'email');
  });

  anonymousTest('wrong credentials show the login error', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(E2E_ADMIN_EMAIL, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect login information');
    await expect(page).toHaveURL(/\/login$/);
  });

  anonymousTest('signing in stores both tokens and opens the dashboard', async ({ page }) => {
    await signIn(page);
    const tokens = await page.evaluate(() => [
      localStorage.getItem('studio.accessToken'),
      localStorage.getItem('studio.refreshToken'),
    ]);
    expect(tokens[0]).toMatch(/^ey/);
    expect(tokens[1]).toMatch(/^rt_/);
    await expect(page.getByTestId('intro-card')).toBeVisible();
    await page.getByRole('button', { name: /Start building/ }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  anonymousTest('forgot password sends a recovery link that sets a new password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    // A malformed address is refused before anything is sent.
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send recovery link' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('Email address').fill(E2E_ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Send recovery link' }).click();
    await expect(page.getByRole('status')).toContainText('recovery link');

    const outbox = join(E2E_DATA_DIR, 'outbox');
    const newest = readdirSync(outbox).sort().at(-1) ?? '';
    const mail = readFileSync(join(outbox, newest), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/)?.[0] ?? '';
    expect(link).toContain('/reset-password?token=');

    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel(/^New password/).fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel(/^Repeat the new password/).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);
  });

  anonymousTest('an unknown host is refused at start-up', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    const dialog = page.waitForEvent('dialog');
    await page.goto('/login?hostOverride=unknown.example.test');
    expect((await dialog).message()).toBe("This application doesn't exist.");
    await expect(page.getByRole('alert')).toContainText("Couldn't load envConfig");
    await page.evaluate(() => localStorage.clear());
  });
});

test.describe('signed in', () => {
  test('the top bar shows the areas and the tenant, and log out returns to login', async ({ page }) => {
    const banner = page.getByRole('banner');
    for (const name of ['Apps', 'Templates', 'Files']) await expect(banner.getByRole('link', { name })).toBeVisible();
    await expect(page.getByTestId('current-tenant')).toHaveText('test');
    await page.getByRole('button', { name: 'Tenant menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Log out reloads the root; read storage once the page has settled.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('studio.accessToken')).catch(() => 'navigating'))
      .toBeNull();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('unknown paths go to the dashboard; editors hide the top bar', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/ui-editor/some-app');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/languages');
    await expect(page.getByTestId('languages-page')).toBeAttached();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a refused access token is refreshed once and the request retried', async ({ page }) => {
    // A token whose signature no longer matches is refused like an expired one, with no waiting.
    const before = await page.evaluate(() => {
      const token = localStorage.getItem('studio.accessToken') ?? '';
      localStorage.setItem('studio.accessToken', `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
      return localStorage.getItem('studio.refreshToken');
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('refreshToken(')) refreshes.push(request.url());
    });
    await page.getByRole('button', { name: 'Tenant menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(refreshes).toHaveLength(1);
    expect(before).not.toBeNull();
  });

  test('a hostOverride for another host clears the stored token; the tenant comes from the host', async ({ page }) => {
    expect(await page.evaluate(() => localStorage.getItem('studio.host'))).toBe(`localhost:${E2E_PORT}`);
    await page.goto('/dashboard?hostOverride=127.0.0.1');
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('studio.host'), localStorage.getItem('studio.accessToken')]),
    ).toEqual(['127.0.0.1', null]);
    await signIn(page);
    await expect(page.getByTestId('current-tenant')).toHaveText('test');
    await page.evaluate(() => localStorage.removeItem('studio.host'));
  });

  test('the locale switch translates the studio and survives a reload', async ({ page }) => {
    await page.getByLabel('Language').first().selectOption('zh-HK');
    await expect(page.getByRole('banner').getByRole('link', { name: '範本' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '歡迎使用 Carrier Studio' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: '檔案' })).toBeVisible();
    await page.getByLabel('語言').first().selectOption('en-US');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Files' })).toBeVisible();
  });
});
