import { mkdirSync } from 'node:fs';
import { expect, test, uniqueName } from './fixtures';
import { studioGraphql } from './studio-graphql';

const SHOTS = process.env.RUNS_SHOTS_DIR ?? '/tmp/shots-runs';
const QUERY = 'query($limit: Int) { policies(limit: $limit) { list { issuerNumber holder { name } } } }';
const TEXTS = {
  'en-US': { runForMany: 'Run for many…', folder: 'Folder', start: 'Start run', done: 'Done', title: 'Document runs' },
  'zh-HK': { runForMany: '批量產生…', folder: '資料夾', start: '開始執行', done: '已完成', title: '批量文件' },
} as const;

for (const locale of ['en-US', 'zh-HK'] as const) {
  test(`a template runs for every policy from the studio and the run completes (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const texts = TEXTS[locale];
    await page.evaluate((value) => localStorage.setItem('studio.locale', value), locale);
    const name = uniqueName('renewal_sms');
    const created = await studioGraphql(
      page,
      'mutation($input: createSmsTemplateInput!) { createSmsTemplate(input: $input) { status } }',
      { input: { name, graphQlQuery: QUERY, bodyLiquid: 'Policy {{ data.policies.list[0].issuerNumber }}' } },
    );
    expect(created.errors).toBeUndefined();
    const found = await studioGraphql<{ templates: { list: Array<{ id: string }> } }>(
      page,
      'query($name: String) { templates(where: { name: $name }) { list { id } } }',
      { name },
    );
    const templateId = found.data?.templates.list[0]?.id;
    expect(templateId).toBeTruthy();

    await page.goto(`/templates/sms-notifications/${templateId}`);
    await page.getByTestId('run-for-many').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: texts.folder })).toHaveValue('document-runs');
    await dialog.getByRole('button', { name: texts.start }).click();

    await expect(page).toHaveURL(/\/templates\/runs\?run=/);
    await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
    const view = page.getByTestId('document-run-view');
    await expect(view.getByTestId('run-status').first()).toHaveText(texts.done, { timeout: 120_000 });
    const items = view.getByTestId('document-run-item');
    await expect(items.first()).toContainText(/document-runs\/run-[0-9a-f]{8}\/row-00001\.txt/);
    await expect(items.filter({ has: page.getByTestId('run-status').getByText(texts.done) })).toHaveCount(
      await items.count(),
    );
    await page.screenshot({ path: `${SHOTS}/run-${locale}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/run-${locale}-390.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('document-run-row').first()).toContainText(name);
    await page.screenshot({ path: `${SHOTS}/list-${locale}-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/list-${locale}-1280.png` });
    await page.goto(`/templates/sms-notifications/${templateId}`);
    await page.getByTestId('run-for-many').click();
    await page.screenshot({ path: `${SHOTS}/modal-${locale}-1280.png` });
  });
}
