import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './env';
import { LoginPage } from './pages/login-page';

export { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect };

/** Signs in through the real login screen, once per test. */
export async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** `page` is already signed in to the studio as the seeded admin of tenant `test`. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

/**
 * A snake-case name no other test (or earlier run on the same database) uses: each test makes its own
 * data under such names and asserts only on it.
 */
export function uniqueName(base: string): string {
  return `${base}_${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
}

/** A page that is not signed in. */
export const anonymousTest = base;
