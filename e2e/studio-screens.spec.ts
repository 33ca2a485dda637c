import type { Page } from '@playwright/test';
import { englishLeftovers, expectNoEnglish } from './english-text';
import { anonymousTest, expect, test, uniqueName } from './fixtures';
import { ProductsListPage } from './pages/products-list-page';

// Every screen of the studio, as staff meet it: in zh-HK with no English left (beyond ids, codes and
// the test's own data), and at 360 px with nothing wider than the window.

/** A screen, how to tell it has loaded, and the user data (names of buckets, ids) it may show. */
type Screen = { name: string; path: string; ready: (page: Page) => Promise<unknown>; allow?: string[] };

async function productScreens(page: Page): Promise<{ screens: Screen[]; userData: string[] }> {
  const plan = uniqueName('screens');
  const name = 'Screen Check Cover';
  await new ProductsListPage(page).createThroughApi([
    {
      plan,
      type: 'single_trip',
      version: '1',
      name,
      insurerId: 'harbour_mutual',
      benefitInputs: [
        { typeId: 'medical', optionKey: 'option_0', valueJsonString: '100000', currencyCode: 'HKD' },
        { typeId: 'medical', optionKey: 'option_1', valueJsonString: '250000', currencyCode: 'HKD' },
      ],
    },
  ]);
  const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const screens: Screen[] = [
    { name: 'dashboard', path: '/dashboard', ready: (page) => expect(page.getByTestId('intro-card')).toBeVisible() },
    { name: 'products', path: '/products', ready: (page) => expect(page.getByTestId('products-total')).toBeVisible() },
    {
      name: 'product-detail',
      path: `/products/detail/info/${plan}/single_trip/1`,
      ready: (page) => expect(page.getByTestId('product-name')).toBeVisible(),
    },
    {
      name: 'benefits',
      path: `/products/detail/benefits/${plan}/single_trip/1`,
      ready: (page) => expect(page.getByTestId('benefit-medical')).toBeVisible(),
      allow: ['medical'],
    },
    {
      name: 'taxes',
      path: `/products/detail/taxes/${plan}/single_trip/1`,
      ready: (page) => expect(page.getByTestId('premium-limits')).toBeVisible(),
    },
    {
      name: 'rate-tables',
      path: `/products/detail/rateTables/${plan}/single_trip/1`,
      ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    },
    {
      name: 'files',
      path: '/files',
      ready: (page) => expect(page.getByRole('button', { name: /default$/ })).toBeVisible(),
      allow: ['default'],
    },
    {
      name: 'files-bucket',
      path: '/files?bucket=default',
      ready: (page) => expect(page.getByRole('toolbar')).toBeVisible(),
      // The document-runs spec (same database) leaves its output folder here: user data.
      allow: ['default', 'document-runs'],
    },
    { name: 'kit', path: '/kit', ready: (page) => expect(page.getByTestId('section-validators')).toBeVisible() },
    { name: 'languages', path: '/languages', ready: heading },
    { name: 'apps', path: '/apps', ready: heading },
    { name: 'templates', path: '/templates', ready: heading },
    { name: 'outbox', path: '/outbox', ready: heading },
    { name: 'audit', path: '/audit', ready: heading },
    // The subtitle names the signed-in tenant by its id.
    { name: 'promotion', path: '/promotion', ready: heading, allow: ['test'] },
  ];
  return { screens, userData: [name, plan] };
}

async function useLocale(page: Page, locale: 'en-US' | 'zh-HK') {
  await page.evaluate((value) => localStorage.setItem('studio.locale', value), locale);
}

test('every screen in zh-HK shows no English beyond ids, codes and user data', async ({ page }) => {
  test.setTimeout(120_000);
  const { screens, userData } = await productScreens(page);
  await useLocale(page, 'zh-HK');
  const english: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    const left = await englishLeftovers(page, { allow: [...userData, ...(screen.allow ?? [])] });
    if (left.length > 0) english[screen.name] = left;
  }
  // Dialogs too: creating a product, the benefit side panel, uploading a refused file.
  const dialogs: Array<{ name: string; path: string; open: () => Promise<unknown>; allow: string[] }> = [
    {
      name: 'create-product',
      path: '/products',
      open: () => page.getByRole('button', { name: /建立產品/ }).click(),
      allow: [],
    },
    {
      name: 'benefit-panel',
      path: screens.find((screen) => screen.name === 'benefits')?.path ?? '',
      open: () => page.getByRole('button', { name: '更新 medical', exact: true }).click(),
      allow: ['medical'],
    },
    {
      name: 'upload',
      path: '/files?bucket=default',
      open: async () => {
        await page.getByRole('button', { name: '上載檔案' }).click();
        await page
          .getByTestId('upload-input')
          .setInputFiles([{ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
        await expect(page.getByTestId('upload-item')).toHaveAttribute('data-status', 'failure');
      },
      allow: ['tool.exe', 'default', 'document-runs'],
    },
  ];
  for (const dialog of dialogs) {
    await page.goto(dialog.path);
    await dialog.open();
    await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
    const left = await englishLeftovers(page, { allow: [...userData, ...dialog.allow] });
    if (left.length > 0) english[dialog.name] = left;
  }
  expect(english).toEqual({});
});

anonymousTest('the sign-in screen in zh-HK shows no English', async ({ page }) => {
  await page.goto('/login');
  await useLocale(page, 'zh-HK');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page);
});

test('every screen fits a 360 px window: no page wider than the screen', async ({ page }) => {
  test.setTimeout(120_000);
  const { screens } = await productScreens(page);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const locale of ['en-US', 'zh-HK'] as const) {
    await useLocale(page, locale);
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${screen.name} in ${locale} at 360 px`).toBeLessThanOrEqual(360);
    }
  }
  // The top bar folds its links, language and tenant into a menu.
  await useLocale(page, 'en-US');
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Files' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Files' })).toBeVisible();
  await expect(page.locator('#top-bar-menu').getByTestId('current-tenant')).toBeVisible();
});

test('one toast area: above an open modal, clear of the page title actions', async ({ page }) => {
  const list = new ProductsListPage(page);
  const plan = uniqueName('toasts');
  await list.createThroughApi([{ plan, type: 'dog', version: '1', name: 'Toast Check', insurerId: 'peak_assurance' }]);
  await list.open();
  await page.getByRole('button', { name: /Create product/ }).click();
  await list.fillCreateForm({ name: 'Toast Check', plan, type: 'dog', version: '1', insurer: 'Peak Assurance' });
  await list.submitCreate();
  // The product exists: the modal stays open and the failure toasts above it, where it can be read and closed.
  const toast = list.modal().getByTestId('toast-error');
  await expect(toast).toBeVisible();
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop).toBe(true);
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);
  await list.modal().getByRole('button', { name: 'Cancel' }).click();

  // A success toast does not cover the page title's main action.
  await page.getByRole('button', { name: /Create product/ }).click();
  await list.fillCreateForm({ name: 'Toast Check 2', plan, type: 'dog', version: '2', insurer: 'Peak Assurance' });
  await list.submitCreate();
  const success = page.getByTestId('toast-success');
  await expect(success).toBeVisible();
  const [toastBox, buttonBox] = await Promise.all([
    success.boundingBox(),
    page.getByRole('button', { name: /Create product/ }).boundingBox(),
  ]);
  const overlaps =
    toastBox !== null &&
    buttonBox !== null &&
    toastBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < toastBox.x + toastBox.width &&
    toastBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < toastBox.y + toastBox.height;
  expect(overlaps).toBe(false);
});
