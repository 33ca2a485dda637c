import { readFileSync } from 'node:fs';
import { STORAGE_KEYS } from '@carrier/contracts';
import type { Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { E2E_ADMIN_EMAIL, expect, test, uniqueName } from './fixtures';
import { openNewSmsTemplate, SMS_EN, SMS_ZH, type SmsTexts, shotsIn, uniqueLabel } from './pages/sms-template';
import { studioGraphql } from './studio-graphql';

const shot = shotsIn('/tmp/shots-audit');

type Texts = SmsTexts & {
  changeLog: string;
  created: string;
  changed: string;
  showChanges: string;
  tenantMenu: string;
  auditLog: string;
  recordId: string;
  download: string;
};

const EN: Texts = {
  ...SMS_EN,
  changeLog: 'Change log',
  created: 'Created',
  changed: 'Changed',
  showChanges: 'Show changes',
  tenantMenu: 'Tenant menu',
  auditLog: 'Audit log',
  recordId: 'Record ID',
  download: 'Download CSV',
};
const ZH: Texts = {
  ...SMS_ZH,
  changeLog: '更改記錄',
  created: '建立',
  changed: '更改',
  showChanges: '顯示更改',
  tenantMenu: '租戶選單',
  auditLog: '審計記錄',
  recordId: '記錄編號',
  download: '下載 CSV',
};

/** A discount code's row opens its own change log (at 390 px by the row's icon, named alike). */
async function codeChangeLog(page: Page, texts: Texts, locale: string) {
  const product = { plan: uniqueName('auditcode'), type: 'single_trip', version: '1' };
  const created = await studioGraphql(
    page,
    'mutation($p: createProductInput) { createProduct(product: $p) { productId { plan } } }',
    { p: { productId: product, insurerId: 'harbour_mutual' } },
  );
  expect(created.errors).toBeUndefined();
  const code = await studioGraphql(
    page,
    'mutation($p: productIdInput!, $i: adjustmentCodeInput!) { createDiscountCode(productId: $p, input: $i) { status } }',
    { p: product, i: { code: 'LOYAL', name: 'Loyalty', calculationKind: 'ratio', ratio: 5, order: 1 } },
  );
  expect(code.errors).toBeUndefined();
  await page.goto(`/products/detail/discountsCodes/${product.plan}/${product.type}/${product.version}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByTestId('code-row').getByRole('button', { name: texts.changeLog }).click();
    const panel = page.getByRole('dialog', { name: texts.changeLog });
    const entries = panel.getByTestId('audit-entry');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(texts.created);
    await expect(entries.first()).toContainText(E2E_ADMIN_EMAIL);
    await page.screenshot(shot(`${locale}-code-change-log-${width}`));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (locale === 'zh-HK') await expectNoEnglish(page, { allow: ['Loyalty', 'LOYAL', product.plan, /^5/] });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** At 390 px nothing but a diff's long lines may scroll sideways. */
async function atPhoneWidth(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot(shot(`${name}-390`));
  if (desktop) await page.setViewportSize(desktop);
}

/** Changes a template, finds the change in its change log and in the tenant's log, and downloads the log as CSV. */
async function changeAndAudit(page: Page, texts: Texts, locale: string) {
  const name = uniqueLabel(`Audit ${locale}`);
  const { body, save } = await openNewSmsTemplate(page, texts, name);
  const templateId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await body.fill('Your premium is due.');
  await save();

  await page.getByRole('button', { name: texts.changeLog }).click();
  const panel = page.getByRole('dialog', { name: texts.changeLog });
  const entries = panel.getByTestId('audit-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(texts.changed);
  await expect(entries.first()).toContainText(E2E_ADMIN_EMAIL);
  await expect(entries.last()).toContainText(texts.created);
  await entries.first().getByRole('button', { name: texts.showChanges }).click();
  await expect(entries.first().locator('[data-field="content.bodyLiquid"] tr[data-kind="added"]')).toHaveText(
    /Your premium is due\./,
  );
  await page.screenshot(shot(`${locale}-record-history`));
  if (locale === 'zh-HK')
    await expectNoEnglish(page, { allow: [name, 'Your premium is due.', /^Liquid /, /^GraphQL /] });
  await atPhoneWidth(page, `${locale}-record-history`);
  await page.keyboard.press('Escape');

  // The editor is full screen: the tenant menu is on the studio's other pages.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: texts.tenantMenu }).click();
  await page.getByRole('link', { name: texts.auditLog }).click();
  await expect(page.getByRole('heading', { name: texts.auditLog, level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: texts.recordId }).fill(templateId);
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(texts.changed);
  await page.screenshot(shot(`${locale}-log`));
  if (locale === 'zh-HK') await expectNoEnglish(page, { allow: [name] });
  await atPhoneWidth(page, `${locale}-log`);

  await rows.first().getByRole('button', { name: texts.changed }).click();
  const entry = page.getByRole('dialog');
  await expect(entry.locator('[data-field="content.bodyLiquid"] tr[data-kind="added"]')).toHaveText(
    /Your premium is due\./,
  );
  await page.screenshot(shot(`${locale}-log-entry`));
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.download }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('at,actor,actor_id,operation,request,record_type,record_id,changed,before,after');
  expect(csv).toHaveLength(3);
  expect(csv[1]).toContain(`,update,updateSmsTemplate,template,${templateId},`);
  expect(csv[1]).toContain('Your premium is due.');
}

test('audit: a template change is in its change log and in the tenant log, and downloads as CSV', async ({ page }) => {
  await changeAndAudit(page, EN, 'en-US');
  await codeChangeLog(page, EN, 'en-US');
});

test('audit in zh-HK', async ({ page }) => {
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await changeAndAudit(page, ZH, 'zh-HK');
  await codeChangeLog(page, ZH, 'zh-HK');
});
