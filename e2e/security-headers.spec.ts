import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test('the studio runs under its Content-Security-Policy in Chromium', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/dashboard');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  await page.goto('/products');
  await expect(page.getByRole('button', { name: /Create product/ })).toBeVisible();
  await page.getByRole('button', { name: /Create product/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/files');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto('/kit');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
