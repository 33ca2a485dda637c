import { STORAGE_KEYS } from '@carrier/contracts';
import type { Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { expect, test } from './fixtures';
import { openNewSmsTemplate, SMS_EN, SMS_ZH, type SmsTexts, shotsIn, uniqueLabel } from './pages/sms-template';

const shot = shotsIn('/tmp/shots-tplversions');
/** The test's own data, and the product names the editor behind the panel shows (Liquid, GraphQL). */
const ALLOWED = (name: string) => [name, 'An unsaved draft', /^Liquid /, /^GraphQL /];

type Texts = SmsTexts & {
  unsaved: string;
  history: string;
  panel: string;
  restoreVersion2: string;
  discardAndRestore: string;
  restoredFrom2: string;
  comparing: string;
};

const EN: Texts = {
  ...SMS_EN,
  unsaved: 'Changes unsaved',
  history: 'History',
  panel: 'Version history',
  restoreVersion2: 'Restore version 2',
  discardAndRestore: 'Discard my changes and restore',
  restoredFrom2: 'restored from version 2',
  comparing: 'Changes from version 2 to version 3',
};
const ZH: Texts = {
  ...SMS_ZH,
  unsaved: '尚未儲存變更',
  history: '版本記錄',
  panel: '版本記錄',
  restoreVersion2: '還原第 2 版',
  discardAndRestore: '捨棄我的變更並還原',
  restoredFrom2: '還原自第 2 版',
  comparing: '由第 2 版至第 3 版的變更',
};

/** Edits an SMS template twice, then diffs the two saves and restores the first over unsaved changes. */
async function editTwiceDiffAndRestore(page: Page, texts: Texts, locale: string) {
  const name = uniqueLabel(`History ${locale}`);
  const editor = await openNewSmsTemplate(page, texts, name);
  const body = editor.body;
  const save = async () => {
    await editor.save();
    await expect(page.getByText(texts.unsaved)).toBeHidden();
  };
  await body.fill('Dear {{ data.name }},\nyour claim is open.\nRegards');
  await save();
  await body.fill('Dear {{ data.name }},\nyour claim is paid.\nRegards');
  await save();
  await body.fill('An unsaved draft');
  await expect(page.getByText(texts.unsaved)).toBeVisible();

  await page.getByRole('button', { name: texts.history, exact: true }).click();
  const panel = page.getByRole('dialog', { name: texts.panel });
  await expect(panel.locator('li[data-version]')).toHaveCount(3);
  await expect(panel.getByText(texts.comparing)).toBeVisible();
  const diff = panel.getByTestId('version-diff');
  await expect(diff.locator('tr[data-kind="removed"]')).toHaveText(/your claim is open\./);
  await expect(diff.locator('tr[data-kind="added"]')).toHaveText(/your claim is paid\./);
  await page.screenshot(shot(`${locale}-diff`));
  // On a phone the panel takes the width and only the diff's long lines scroll sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => panel.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot(shot(`${locale}-diff-390`));
  if (desktop) await page.setViewportSize(desktop);
  if (locale === 'zh-HK') await expectNoEnglish(page, { allow: ALLOWED(name) });

  await panel.getByRole('button', { name: texts.restoreVersion2 }).click();
  const confirm = panel.getByRole('alertdialog');
  await expect(confirm.getByRole('alert')).toBeVisible();
  await page.screenshot(shot(`${locale}-confirm`));
  if (locale === 'zh-HK') await expectNoEnglish(page, { allow: ALLOWED(name) });
  await confirm.getByRole('button', { name: texts.discardAndRestore }).click();

  await expect(panel.locator('li[data-version]')).toHaveCount(4);
  await expect(panel.locator('li[data-version="4"]')).toContainText(texts.restoredFrom2);
  await page.screenshot(shot(`${locale}-history-after-restore`));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(body).toHaveValue('Dear {{ data.name }},\nyour claim is open.\nRegards');
  await expect(page.getByText(texts.unsaved)).toBeHidden();
  await page.screenshot(shot(`${locale}-restored`));

  // What was restored is what the server holds.
  await page.reload();
  await expect(page.getByRole('textbox', { name: texts.body })).toHaveValue(
    'Dear {{ data.name }},\nyour claim is open.\nRegards',
  );
}

test('template history: edit twice, diff the saves, restore the first over unsaved changes', async ({ page }) => {
  await editTwiceDiffAndRestore(page, EN, 'en-US');
});

test('template history in zh-HK', async ({ page }) => {
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await editTwiceDiffAndRestore(page, ZH, 'zh-HK');
});
