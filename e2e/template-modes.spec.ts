import { mkdirSync } from 'node:fs';
import { STORAGE_KEYS } from '@carrier/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TemplatesPage } from './pages/templates-page';
import { studioGraphql } from './studio-graphql';

const SHOTS = process.env.TEMPLATE_MODES_SHOTS_DIR ?? '/tmp/template-modes-shots';

/** Built in developer mode (issue 26): styles, a table, a loop over its rows, a page break. */
const DEVELOPER_TEMPLATE = `<style>
  .members td, .members th { border: 1px solid #999; padding: 4px; }
  .schedule-break { page-break-before: always; }
</style>
<h1>Policy schedule {{ data.policyNo }}</h1>
<table class="members">
  <thead><tr><th>Member 成員</th><th>Relationship 關係</th></tr></thead>
  <tbody>
    {% for member in data.members %}
    <tr><td>{{ member.name }}</td><td>{{ member.relationship }}</td></tr>
    {% endfor %}
  </tbody>
</table>
<div class="schedule-break"></div>
<p>Benefits</p>`;

/** As the rich-text editor writes it. */
const RICH_TEXT_TEMPLATE = '<h1>Dear {{ data.holder }}</h1><p>Your policy is renewed.</p>';

const createTemplate = async (page: Page, name: string, html: string) => {
  const answer = await studioGraphql<{ createWkhtmltopdfTemplate: { createdStatus: { id: string } } }>(
    page,
    'mutation ($input: createWkhtmltopdfTemplateInput!) { createWkhtmltopdfTemplate(input: $input) { createdStatus { id } } }',
    { input: { name, html } },
  );
  const id = answer.data?.createWkhtmltopdfTemplate.createdStatus.id;
  if (!id) throw new Error(`template not created: ${JSON.stringify(answer.errors)}`);
  return id;
};

const storedHtml = async (page: Page, id: string) => {
  const answer = await studioGraphql<{ templates: { list: { html: string }[] } }>(
    page,
    'query ($id: String!) { templates(where: { id: $id }, limit: 1) { list { ... on wkhtmltopdfTemplate { html } } } }',
    { id },
  );
  return answer.data?.templates.list[0]?.html;
};

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
};

test('a developer-mode template opened where developer mode is off stays in code and saves byte for byte', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await new TemplatesPage(page).open();
  // This browser prefers rich text (the default).
  await page.evaluate(() => localStorage.removeItem('carrier.wkhtmltopdf.devMode'));
  const id = await createTemplate(page, `schedule_${Date.now().toString(36)}`, DEVELOPER_TEMPLATE);
  await page.goto(`/templates/html-pdf/${id}`);

  const toggle = page.getByRole('checkbox', { name: 'Developer mode (code editor)' });
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeDisabled();
  const why =
    'This template stays in the code editor: rich text cannot hold its body HTML exactly (it has CSS: a <style> block or style attributes), so editing it there would change the template.';
  await expect(page.getByRole('note')).toHaveText(why);
  await expect(toggle).toHaveAccessibleDescription(why);

  // Type one space at the end and save: every other byte stays.
  const code = page.getByRole('textbox', { name: 'Body HTML' });
  await expect(code).toContainText('{% for member in data.members %}');
  await page.screenshot({ path: `${SHOTS}/code-only-1280.png` });
  await code.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(' ');
  await save(page);
  expect(await storedHtml(page, id)).toBe(`${DEVELOPER_TEMPLATE} `);

  // Still code after a reload, and in zh-HK the note says why in Chinese.
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '開發者模式（程式碼編輯器）' })).toBeDisabled();
  await expect(page.getByRole('note')).toContainText('此範本保留在程式碼編輯器');
  await expect(page.getByRole('textbox', { name: '內文 HTML' })).toContainText('{% endfor %}');
  await page.screenshot({ path: `${SHOTS}/code-only-zh-HK-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('note').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/code-only-zh-HK-390.png` });
});

test('a template rich text can hold opens in rich text and saves only what was typed', async ({ page }) => {
  await new TemplatesPage(page).open();
  await page.evaluate(() => localStorage.removeItem('carrier.wkhtmltopdf.devMode'));
  const id = await createTemplate(page, `letter_${Date.now().toString(36)}`, RICH_TEXT_TEMPLATE);
  await page.goto(`/templates/html-pdf/${id}`);

  const toggle = page.getByRole('checkbox', { name: 'Developer mode (code editor)' });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await expect(page.getByRole('note')).toHaveCount(0);
  const editor = page.getByRole('textbox', { name: 'Body HTML' });
  await editor.getByText('Your policy is renewed.').click();
  await page.keyboard.press('End');
  // A trailing space is rich text's own writing (reading it back would drop it): it stays in rich text.
  await page.keyboard.insertText(' ');
  await expect(toggle).not.toBeChecked();
  await page.keyboard.insertText('!');
  await save(page);
  expect(await storedHtml(page, id)).toBe('<h1>Dear {{ data.holder }}</h1><p>Your policy is renewed. !</p>');

  // The code editor shows those very bytes.
  await toggle.check();
  await expect(page.getByRole('textbox', { name: 'Body HTML' })).toHaveText(
    '<h1>Dear {{ data.holder }}</h1><p>Your policy is renewed. !</p>',
  );
});
