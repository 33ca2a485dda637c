import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_KEYS } from '@carrier/contracts';
import { type APIRequestContext, test as base, type Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, uniqueName } from './fixtures';
import { LoginPage } from './pages/login-page';
import { TemplatesPage } from './pages/templates-page';

const SHOTS = '/tmp/shots-promotion';
mkdirSync(SHOTS, { recursive: true });

type Texts = {
  createTemplate: string;
  create: string;
  sms: string;
  body: string;
  save: string;
  saved: string;
  promoteAction: string;
  target: string;
  compare: string;
  changed: string;
  showChanges: string;
  promote: string;
  confirmTitle: string;
  counts: RegExp;
  done: string;
  exportBundle: string;
  importBundle: string;
  importTitle: string;
  bundleFile: string;
  check: string;
  importApply: string;
  importConfirm: string;
  imported: string;
};

const EN: Texts = {
  createTemplate: 'Create template',
  create: 'Create',
  sms: 'SMS Notification',
  body: 'SMS body',
  save: 'Save',
  saved: 'Template saved',
  promoteAction: 'Promote…',
  target: 'Target environment',
  compare: 'Compare',
  changed: 'Changed',
  showChanges: 'Show changes',
  promote: 'Promote',
  confirmTitle: 'Promote to Acceptance (test_uat)?',
  counts: /0 new items\s*1 changed item/,
  done: 'Promoted to Acceptance (test_uat): 1 item copied.',
  exportBundle: 'Export bundle',
  importBundle: 'Import bundle',
  importTitle: 'Import a bundle',
  bundleFile: 'Bundle file (.zip)',
  check: 'Check bundle',
  importApply: 'Import',
  importConfirm: 'Import this bundle?',
  imported: 'The bundle was imported: 1 item copied.',
};
const ZH: Texts = {
  createTemplate: '建立範本',
  create: '建立',
  sms: '短訊通知',
  body: '短訊內容',
  save: '儲存',
  saved: '已儲存範本',
  promoteAction: '推送…',
  target: '目標環境',
  compare: '比較',
  changed: '已變更',
  showChanges: '顯示變更',
  promote: '推送',
  confirmTitle: '推送到驗收環境（test_uat）？',
  counts: /0 項新增\s*1 項已變更/,
  done: '已推送到驗收環境（test_uat）：已複製 1 項。',
  exportBundle: '匯出套件',
  importBundle: '匯入套件',
  importTitle: '匯入套件',
  bundleFile: '套件檔案（.zip）',
  check: '檢查套件',
  importApply: '匯入',
  importConfirm: '匯入此套件？',
  imported: '已匯入套件：已複製 1 項。',
};

/** One GraphQL call to the API as the seeded admin of `tenantId` (signing in first). */
async function asAdminOf(request: APIRequestContext, tenantId: string) {
  const post = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as { data?: Record<string, { status?: string; accessToken?: string }> };
    return body.data ?? {};
  };
  const signedIn = await post(
    'query($t: String!, $u: String!, $p: String!) { token_2(tenantId: $t, clientId: "studio", username: $u, password: $p) { accessToken } }',
    { t: tenantId, u: E2E_ADMIN_EMAIL, p: E2E_ADMIN_PASSWORD },
  );
  const token = signedIn.token_2?.accessToken;
  expect(token, `signed in to ${tenantId}`).toBeTruthy();
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const data = await post(query, variables, token);
    const [result] = Object.values(data);
    expect(result?.status, query).toBe('success');
  };
}

/** Gives a tenant its own host and signs in to the studio there, in `locale` (the studio picks the tenant by host). */
async function signInToTenant(page: Page, tenantId: string, locale: string) {
  const host = `${uniqueName(tenantId.replace(/_/g, '-'))}.promotion.test`.replace(/_/g, '-');
  const gql = await asAdminOf(page.request, tenantId);
  await gql('mutation($h: String) { addHostToTenantSettings(host: $h) { status } }', { h: host });
  await page.goto(`/login?hostOverride=${host}`);
  const login = new LoginPage(page);
  // The studio has taken the new host, and dropped the other tenant's session, once the form shows: opening
  // /login before that kept the stored host, and with it the session, and went on to the other tenant's dashboard.
  await expect(login.email()).toBeVisible();
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.locale, locale] as const);
  await login.open();
  await login.signIn(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-tenant')).toHaveText(tenantId);
}

async function shot(page: Page, name: string, allow: string[]) {
  const locale = await page.evaluate(() => document.documentElement.lang);
  await page.screenshot({ path: join(SHOTS, `${locale}-${name}-1280.png`), fullPage: true });
  if (locale === 'zh-HK') await expectNoEnglish(page, { allow });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SHOTS, `${locale}-${name}-390.png`), fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

const BODY_UAT = 'Your claim is open.';
const BODY_DEV = 'Your claim is paid.';

/**
 * test_dev holds an SMS template that test_uat holds with another body: promote it with the diff, see it in
 * test_uat; then test_uat changes it and the bundle exported from test_dev puts it back (dry run, then import).
 */
async function promoteAndImport(page: Page, texts: Texts, locale: string) {
  const name = uniqueName(`promo_${locale.replace('-', '_')}`);
  const uat = await asAdminOf(page.request, 'test_uat');
  await uat('mutation($i: createSmsTemplateInput!) { createSmsTemplate(input: $i) { status } }', {
    i: { name, bodyLiquid: BODY_UAT },
  });

  await signInToTenant(page, 'test_dev', locale);
  const templates = new TemplatesPage(page);
  await templates.open();
  await templates.create({ create: texts.createTemplate, name, typeLabel: texts.sms, submit: texts.create });
  await templates.openEditor(name);
  await page.getByRole('textbox', { name: texts.body }).fill(BODY_DEV);
  await page.getByRole('button', { name: texts.save, exact: true }).click();
  await expect(page.getByText(texts.saved).last()).toBeVisible();

  await page.getByRole('link', { name: texts.promoteAction }).click();
  await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await page.getByLabel(texts.target).selectOption('test_uat');
  await shot(page, 'page', [name]);
  await page.getByRole('button', { name: texts.compare, exact: true }).click();
  const changed = page.getByTestId('promotion-plan').getByRole('region', { name: texts.changed, exact: true });
  await expect(changed).toContainText(name);
  await changed.getByRole('button', { name: new RegExp(texts.showChanges) }).click();
  await expect(changed.locator('tr[data-kind="removed"]', { hasText: BODY_UAT })).toBeVisible();
  await expect(changed.locator('tr[data-kind="added"]', { hasText: BODY_DEV })).toBeVisible();
  await shot(page, 'plan-diff', [name, BODY_DEV, BODY_UAT]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.exportBundle }).click();
  const bundle = join(SHOTS, `${locale}-bundle.zip`);
  await (await download).saveAs(bundle);

  await page.getByRole('button', { name: texts.promote, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: texts.confirmTitle });
  await expect(confirm.getByTestId('promotion-counts')).toHaveText(texts.counts);
  await shot(page, 'confirm', [name]);
  await confirm.getByRole('button', { name: texts.promote, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.done })).toBeVisible();

  await signInToTenant(page, 'test_uat', locale);
  await templates.open();
  await templates.openEditor(name);
  await expect(page.getByRole('textbox', { name: texts.body })).toHaveValue(BODY_DEV);

  // test_uat drifts; the bundle from test_dev brings it back, after a dry run that changes nothing.
  await page.getByRole('textbox', { name: texts.body }).fill(BODY_UAT);
  await page.getByRole('button', { name: texts.save, exact: true }).click();
  await expect(page.getByText(texts.saved).last()).toBeVisible();
  await page.getByRole('link', { name: texts.promoteAction }).click();
  await page.getByRole('button', { name: texts.importBundle }).click();
  const importing = page.getByRole('dialog', { name: texts.importTitle });
  await importing.getByLabel(texts.bundleFile).setInputFiles(bundle);
  await importing.getByRole('button', { name: texts.check }).click();
  const dryRun = importing.getByTestId('promotion-plan').getByRole('region', { name: texts.changed, exact: true });
  await dryRun.getByRole('button', { name: new RegExp(texts.showChanges) }).click();
  await expect(dryRun.locator('tr[data-kind="added"]', { hasText: BODY_DEV })).toBeVisible();
  await shot(page, 'import-dry-run', [name, BODY_DEV, BODY_UAT, `${locale}-bundle.zip`]);
  await importing.getByRole('button', { name: texts.importApply, exact: true }).click();
  const applyConfirm = page.getByRole('dialog', { name: texts.importConfirm });
  await applyConfirm.getByRole('button', { name: texts.importApply, exact: true }).click();
  await expect(page.getByText(texts.imported)).toBeVisible();
  await templates.open();
  await templates.openEditor(name);
  await expect(page.getByRole('textbox', { name: texts.body })).toHaveValue(BODY_DEV);
}

base(
  'promotion: promote a template from test_dev to test_uat with the diff, then import its bundle',
  async ({ page }) => {
    await promoteAndImport(page, EN, 'en-US');
  },
);

base('promotion in zh-HK', async ({ page }) => {
  await promoteAndImport(page, ZH, 'zh-HK');
});
