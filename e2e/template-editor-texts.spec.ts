import { mkdirSync } from 'node:fs';
import { STORAGE_KEYS } from '@carrier/contracts';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';
import { TemplatesPage } from './pages/templates-page';
import { studioGraphql } from './studio-graphql';

const SHOTS = process.env.TPLUX_SHOTS_DIR ?? '/tmp/shots-tplux';

/** Creates a template of `kind` through the API and answers its id. */
async function create(page: Page, kind: 'Wkhtmltopdf' | 'EmailMjml' | 'Sms', input: Record<string, unknown>) {
  const field = `create${kind}Template`;
  const answer = await studioGraphql<Record<string, { status: string; createdStatus?: { id: string } }>>(
    page,
    `mutation($input: create${kind}TemplateInput!) { ${field}(input: $input) { status errors ${kind === 'Wkhtmltopdf' ? 'createdStatus { id }' : ''} } }`,
    { input },
  );
  expect(answer.data?.[field]?.status).toBe('success');
  if (kind === 'Wkhtmltopdf') return String(answer.data?.[field]?.createdStatus?.id);
  const found = await studioGraphql<{ templates: { list: Array<{ id: string }> } }>(
    page,
    'query($name: String) { templates(where: { name: $name }) { list { id } } }',
    { name: input.name },
  );
  return String(found.data?.templates.list[0]?.id);
}

const setLocale = (page: Page, locale: string) =>
  page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [STORAGE_KEYS.locale, locale]);

test("email editor: same-named attachment templates told apart; the test email starts from the preview's variables", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const twin = uniqueName('schedule');
  const [first, second] = [
    await create(page, 'Wkhtmltopdf', { name: twin, html: '<p>a</p>' }),
    await create(page, 'Wkhtmltopdf', { name: twin, html: '<p>b</p>' }),
  ];
  const email = await create(page, 'EmailMjml', {
    name: uniqueName('welcome'),
    mjml: '<mjml><mj-body></mj-body></mjml>',
  });
  const templates = new TemplatesPage(page);
  for (const [locale, texts] of [
    [
      'en-US',
      {
        query: 'GraphQL query',
        variables: 'Variables (JSON)',
        send: 'Send test email',
        picker: 'Template (rendered as PDF)',
      },
    ],
    ['zh-HK', { query: 'GraphQL 查詢', variables: '變數（JSON）', send: '發送測試電郵', picker: '範本（轉換為 PDF）' }],
  ] as const) {
    await setLocale(page, locale);
    await page.goto(`/templates/email-mjml/${email}`);
    const options = page.getByRole('combobox', { name: texts.picker }).locator('option');
    await expect(options.filter({ hasText: `#${first.slice(0, 8)}` })).toHaveCount(1);
    await expect(options.filter({ hasText: `#${second.slice(0, 8)}` })).toHaveCount(1);
    const query = await templates.openSection(texts.query);
    await query.getByRole('textbox', { name: texts.variables }).fill('{"policyId": "P-1004"}');
    await page.getByRole('button', { name: texts.send }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('send-test-variables')).toHaveValue('{"policyId": "P-1004"}');
    await page.screenshot({ path: `${SHOTS}/email-send-${locale}.png` });
    await page.keyboard.press('Escape');
  }
  await setLocale(page, 'en-US');
});

test('SMS editor: query problems in the spec words, Liquid errors in the studio language', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const id = await create(page, 'Sms', {
    name: uniqueName('reminder'),
    bodyLiquid: 'Hi {{ data.name',
    graphQlQuery: '{ nope }',
  });
  const templates = new TemplatesPage(page);
  for (const [locale, texts] of [
    ['en-US', { preview: 'Preview', query: 'GraphQL query', problem: 'There is a problem with your GraphQl query' }],
    ['zh-HK', { preview: '預覽', query: 'GraphQL 查詢', problem: '你的 GraphQL 查詢有問題' }],
  ] as const) {
    await setLocale(page, locale);
    await page.goto(`/templates/sms-notifications/${id}`);
    await page.getByRole('checkbox', { name: texts.preview }).check();
    const query = await templates.openSection(texts.query);
    await expect(query.getByRole('alert')).toHaveText(texts.problem);
    await page.screenshot({ path: `${SHOTS}/sms-query-problem-${locale}.png` });
  }
  // With a query that runs, the Liquid syntax error shows in the studio's language.
  await studioGraphql(
    page,
    'mutation($id: String!) { updateSmsTemplate(templateId: $id, input: { graphQlQuery: "" }) { status } }',
    { id },
  );
  await page.goto(`/templates/sms-notifications/${id}`);
  await page.getByRole('checkbox', { name: '預覽' }).check();
  await expect(page.getByTestId('debug-console')).toContainText('Liquid："{{ data.name" 未有關閉。');
  await page.screenshot({ path: `${SHOTS}/sms-liquid-error-zh-HK.png` });
  await setLocale(page, 'en-US');
  await page.reload();
  await page.getByRole('checkbox', { name: 'Preview' }).check();
  await expect(page.getByTestId('debug-console')).toContainText('output "{{ data.name" not closed');
  await page.screenshot({ path: `${SHOTS}/sms-liquid-error-en-US.png` });
});
