import { mkdirSync, readFileSync } from 'node:fs';
import { STORAGE_KEYS } from '@carrier/contracts';
import type { Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { E2E_ADMIN_EMAIL, expect, test } from './fixtures';
import { TemplatesPage } from './pages/templates-page';

const SHOTS = '/tmp/shots-audit';
mkdirSync(SHOTS, { recursive: true });
const shot = (name: string) => ({ path: `${SHOTS}/${name}.png` });
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

type Texts = {
  create: string;
  submit: string;
  kind: string;
  body: string;
  save: string;
  saved: string;
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
  create: 'Create template',
  submit: 'Create',
  kind: 'SMS Notification',
  body: 'SMS body',
  save: 'Save',
  saved: 'Template saved',
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
  create: '建立範本',
  submit: '建立',
  kind: '短訊通知',
  body: '短訊內容',
  save: '儲存',
  saved: '已儲存範本',
  changeLog: '更改記錄',
  created: '建立',
  changed: '更改',
  showChanges: '顯示更改',
  tenantMenu: '租戶選單',
  auditLog: '審計記錄',
  recordId: '記錄編號',
  download: '下載 CSV',
};

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
  const templates = new TemplatesPage(page);
  const name = unique(`Audit ${locale}`);
  await templates.open();
  await templates.create({ create: texts.create, name, typeLabel: texts.kind, submit: texts.submit });
  await templates.openEditor(name);
  const templateId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await page.getByRole('textbox', { name: texts.body }).fill('Your premium is due.');
  await page.getByRole('button', { name: texts.save, exact: true }).click();
  await expect(page.getByText(texts.saved).last()).toBeVisible();

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
});

test('audit in zh-HK', async ({ page }) => {
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await changeAndAudit(page, ZH, 'zh-HK');
});
