import { mkdirSync } from 'node:fs';
import { STORAGE_KEYS } from '@carrier/contracts';
import { expect, test, uniqueName } from './fixtures';
import { studioGraphql } from './studio-graphql';

const SHOTS = process.env.TPLUX_SHOTS_DIR ?? '/tmp/shots-tplux';
const HTML = '<h1>Dear {{ data.holder }}</h1><p>{{ data.holder | shout }}</p>';

/** An HTML-to-PDF template made through the API, and its editor's address. */
async function template(page: import('@playwright/test').Page) {
  const name = uniqueName('layout_letter');
  const created = await studioGraphql<{ createWkhtmltopdfTemplate: { createdStatus: { id: string } } }>(
    page,
    'mutation($input: createWkhtmltopdfTemplateInput!) { createWkhtmltopdfTemplate(input: $input) { status errors createdStatus { id } } }',
    { input: { name, html: HTML } },
  );
  return `/templates/html-pdf/${created.data?.createWkhtmltopdfTemplate.createdStatus.id}`;
}

async function previewOn(page: import('@playwright/test').Page, previewLabel: string) {
  await page.getByRole('checkbox', { name: previewLabel }).check();
  await expect(page.locator('canvas[data-page="1"]')).toBeVisible({ timeout: 30_000 });
}

const SCREENS: ReadonlyArray<readonly [width: number, height: number]> = [
  [1280, 800],
  [1440, 900],
  [1920, 1080],
];
for (const [width, height] of SCREENS) {
  test(`HTML to PDF at ${width}x${height}: the preview sits beside the editor, in view, fitted to its width`, async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height });
    await page.goto(await template(page));
    await previewOn(page, 'Preview');
    const editor = page.getByRole('region', { name: 'HTML editor' });
    const viewer = page.getByRole('region', { name: 'PDF viewer' });
    const [editorBox, viewerBox] = [await editor.boundingBox(), await viewer.boundingBox()];
    expect(viewerBox && editorBox && viewerBox.x > editorBox.x + editorBox.width - 1).toBe(true);
    expect(viewerBox && viewerBox.y + 100 < height).toBe(true);
    // Fitted: the page is as wide as the viewer's area, less its padding.
    const canvas = await page.locator('canvas[data-page="1"]').boundingBox();
    expect(canvas && viewerBox && canvas.width > viewerBox.width - 60 && canvas.width <= viewerBox.width).toBe(true);
    // The unknown filter is reported, named, with where it is; the PDF printed all the same.
    await expect(page.getByTestId('debug-console')).toContainText('Unknown filter "shout"');
    await page.screenshot({ path: `${SHOTS}/htmlpdf-${width}-en.png` });

    // The divider moves the split.
    const divider = page.getByRole('separator', { name: 'Resize the editor and the preview' });
    await divider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(divider).toHaveAttribute('aria-valuenow', '45');

    await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
    await page.reload();
    await previewOn(page, '預覽');
    await expect(page.getByRole('separator', { name: '調整編輯器與預覽的闊度' })).toBeVisible();
    await expect(page.getByTestId('debug-console')).toContainText('未知的篩選器「shout」');
    await page.screenshot({ path: `${SHOTS}/htmlpdf-${width}-zh.png` });
    await page.evaluate((key) => localStorage.setItem(key, 'en-US'), STORAGE_KEYS.locale);
  });
}

test('HTML to PDF at 390 px: the editor and the preview take turns in tabs', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await template(page));
  await page.getByRole('checkbox', { name: 'Preview' }).check();
  await expect(page.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const canvas = page.locator('canvas[data-page="1"]');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  const box = await canvas.boundingBox();
  expect(box && box.width > 250 && box.x + box.width <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/htmlpdf-390-en.png` });
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await page.reload();
  await page.getByRole('checkbox', { name: '預覽' }).check();
  await page.getByRole('tab', { name: '預覽' }).click();
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/htmlpdf-390-zh.png` });
  await page.evaluate((key) => localStorage.setItem(key, 'en-US'), STORAGE_KEYS.locale);
});
