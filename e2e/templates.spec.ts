import { STORAGE_KEYS } from '@carrier/contracts';
import { expect, test } from './fixtures';
import { TemplatesPage } from './pages/templates-page';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test('an SMS template bound to a policy query: picker, rendered preview and the debug hint', async ({ page }) => {
  const templates = new TemplatesPage(page);
  const name = unique('Renewal SMS');
  await templates.open();
  await templates.create({ create: 'Create template', name, typeLabel: 'SMS Notification', submit: 'Create' });
  await expect(page.getByRole('link', { name })).toBeVisible();
  await templates.openEditor(name);
  await expect(page).toHaveURL(/\/templates\/sms-notifications\//);

  const query = await templates.openSection('GraphQL query');
  await query.getByRole('combobox').selectOption({ label: 'Policies' });
  await expect(page.getByTestId('graphql-query')).toHaveValue(/policies\(limit: \$limit\)/);

  const body = page.getByRole('textbox', { name: 'SMS body' });
  await body.fill('Dear ');
  const picker = { open: 'Liquid picker', insert: 'Insert' };
  await templates.pick(['policies', 'list', 'holder', 'name'], picker);
  await body.press('End');
  await body.pressSequentially(', you pay ');
  await templates.pick(['policies', 'list', 'premium', 'formattedPrice'], picker);
  await expect(body).toHaveValue(
    'Dear {{ data.policies.list[0].holder.name }}, you pay {{ data.policies.list[0].premium.formattedPrice }}',
  );
  await expect(page.getByTestId('sms-length')).toContainText('1 SMS');

  await page.getByRole('checkbox', { name: 'Preview' }).check();
  // The newest seeded policy of the tenant (limit 1): Lee Ka Ho, HKD 540.50 a month.
  await expect(page.getByTestId('sms-rendered')).toHaveText('Dear Lee Ka Ho, you pay HKD 540.50');

  await expect(page.getByText('Changes unsaved')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(page.getByText('Changes unsaved')).toBeHidden();

  await body.press('End');
  await body.pressSequentially(' {{ data.policies | }');
  const debug = templates.debugConsole();
  await expect(debug).toContainText('not closed');
  await expect(debug).toContainText('✖');
  await expect(debug).toContainText('{{ data.policies | }');

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Templates' }).first().click();
  await expect(page).toHaveURL(/\/templates$/);
});

test('a notification in zh-HK, written with the rich-text editor and previewed', async ({ page }) => {
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  const templates = new TemplatesPage(page);
  const name = unique('付款通知');
  await templates.open();
  await expect(page.getByRole('heading', { name: '範本' })).toBeVisible();
  await templates.create({ create: '建立範本', name, typeLabel: '通知', submit: '建立' });
  await templates.openEditor(name);
  await expect(page).toHaveURL(/\/templates\/notification\//);

  const editor = page.getByRole('textbox', { name: 'zh-HK 內容' });
  await editor.click();
  await editor.pressSequentially('親愛的 {{ data.name }}，你的保費已到期。');
  await page.getByRole('textbox', { name: '預覽資料（JSON）' }).fill('{"name":"陳大文"}');
  await expect(page.frameLocator('[data-testid="notification-rendered"]').locator('body')).toContainText(
    '親愛的 陳大文，你的保費已到期。',
  );
  await page.getByRole('button', { name: '儲存', exact: true }).click();
  await expect(page.getByText('已儲存範本')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'zh-HK 內容' })).toContainText('親愛的 {{ data.name }}');
  await page.getByRole('combobox', { name: '內容語言' }).selectOption('en-US');
  await expect(page.getByRole('textbox', { name: 'en-US 內容' })).not.toContainText('親愛的');
});

test('a dynamic template: Create JSON, save, and read it back', async ({ page }) => {
  const templates = new TemplatesPage(page);
  const name = unique('Benefit table');
  await templates.open();
  await templates.create({ create: 'Create template', name, typeLabel: 'Dynamic', submit: 'Create' });
  await templates.openEditor(name);
  await expect(page).toHaveURL(/\/templates\/dynamic\//);
  await page.getByRole('button', { name: 'Create JSON' }).click();
  const value = page.getByRole('textbox', { name: 'Value (JSON)' });
  await expect(value).toContainText('"hello": "World!"');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Value (JSON)' })).toContainText('"hello": "World!"');

  await page.getByRole('button', { name: 'Delete template' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await page.getByRole('searchbox').fill(name);
  await expect(page.getByText('No templates match.')).toBeVisible();
});
