import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import { studioGraphql } from './studio-graphql';

const shot = (name: string) => ({ path: `/tmp/guest-access-shots/${name}.png`, fullPage: true });

/** A blank app of its own, made through the API as the signed-in admin. */
async function createApp(page: Page, appId: string) {
  const answer = await studioGraphql<{ createApp: { status: string } }>(
    page,
    'mutation($input: createAppInput!) { createApp(input: $input) { status errors } }',
    { input: { appId, appName: 'Guest Access', host: `${appId.toLowerCase()}.studio.test` } },
  );
  return answer.data?.createApp.status;
}

test("an app's guest access is one switch, on from the start, in both locales and at 390 px", async ({ page }) => {
  const appId = uniqueName('guest').replace(/[_]/g, '');
  expect(await createApp(page, appId)).toBe('success');
  await page.goto(`/apps/detail/${appId}`);
  const toggle = page.getByRole('switch', { name: 'Guest access' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.screenshot(shot('detail-on-1280'));

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Visitors of the published app cannot get quotes.', { exact: false })).toBeVisible();
  // The config page shows the same switch, and no credentials in its JSON.
  await page.goto(`/apps/detail/config/${appId}`);
  const configToggle = page.getByRole('switch', { name: 'Guest access' });
  await expect(configToggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('guestLoginCredentials')).toHaveCount(0);
  await configToggle.click();
  await expect(configToggle).toHaveAttribute('aria-checked', 'true');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('config-on-390'));

  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await page.goto(`/apps/detail/${appId}`);
  const zhToggle = page.getByRole('switch', { name: '訪客存取' });
  await expect(zhToggle).toHaveAttribute('aria-checked', 'true');
  await expect(zhToggle).toHaveText('開');
  await expect(page.getByText('已發佈應用程式的訪客以應用程式自己的訪客身份取得報價', { exact: false })).toBeVisible();
  await page.screenshot(shot('detail-zh-390'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await zhToggle.click();
  await expect(zhToggle).toHaveAttribute('aria-checked', 'false');
  await expect(zhToggle).toBeEnabled();
  await page.screenshot(shot('detail-zh-off-1280'));
});
