import { readFileSync, writeFileSync } from 'node:fs';
import { STORAGE_KEYS } from '@carrier/contracts';
import { expectNoEnglish } from './english-text';
import { expect, test, uniqueName } from './fixtures';
import { FilesPage } from './pages/files-page';
import { TemplatesPage } from './pages/templates-page';

const shot = (name: string) => ({ path: `/tmp/email-shots/${name}.png`, fullPage: true });

// The newest seeded policy of the tenant (limit 1) is Lee Ka Ho's.
const MJML = `<mjml>
  <mj-body background-color="#f4f6f8">
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-size="20px">Dear {{ data.policies.list[0].holder.name }},</mj-text>
        <mj-text>Your policy documents are attached.</mj-text>
        <mj-button href="https://example.test/renew">Renew now</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

test('an email with a policy field and a PDF attachment: preview, test email, and the outbox', async ({ page }) => {
  test.setTimeout(120_000);
  const templates = new TemplatesPage(page);
  const name = uniqueName('renewal_email');
  const folder = uniqueName('email_docs');
  const fileName = `${folder}.pdf`;
  const schedule = uniqueName('policy_schedule');
  await templates.open();
  await templates.create({ create: 'Create template', name: schedule, typeLabel: 'Html to Pdf', submit: 'Create' });
  await templates.create({ create: 'Create template', name, typeLabel: 'Email', submit: 'Create' });
  await templates.openEditor(name);
  await expect(page).toHaveURL(/\/templates\/email-mjml\//);
  const editorUrl = page.url();

  // Subject and MJML with a policy field; the query comes from the library.
  await page.getByLabel('Subject').fill('Renewal for {{ data.policies.list[0].holder.name }}');
  await page.getByRole('textbox', { name: 'MJML' }).fill(MJML);
  const query = await templates.openSection('GraphQL query');
  await query.getByRole('combobox').selectOption({ label: 'Policies' });
  await page.getByRole('checkbox', { name: 'Preview' }).check();
  const frame = page.frameLocator('[data-testid="email-preview-frame"]');
  await expect(frame.getByText('Dear Lee Ka Ho,')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Renew now' })).toHaveAttribute('href', 'https://example.test/renew');
  await expect(page.getByTestId('email-preview-subject')).toHaveText('Renewal for Lee Ka Ho');
  await page.screenshot(shot('editor-desktop'));
  await page.getByText('Mobile', { exact: true }).click();
  await expect(page.getByTestId('email-preview-frame')).toHaveAttribute('data-width', 'mobile');
  expect((await page.getByTestId('email-preview-frame').boundingBox())?.width).toBeLessThanOrEqual(376);
  await page.screenshot(shot('editor-mobile'));

  // An MJML mistake shows as a warning with its line; mj-include is refused.
  await page
    .getByRole('textbox', { name: 'MJML' })
    .fill(MJML.replace('<mj-button', '<mj-include path="/etc/passwd" />\n<mj-button'));
  await expect(page.getByTestId('email-warnings')).toContainText('Line 7: mj-include is not allowed');
  await expect(frame.getByText('root:')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'MJML' }).fill(MJML);
  await expect(page.getByTestId('email-warnings')).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved')).toBeVisible();

  // An HTML-to-PDF template as an attachment, named after it, and a PDF from the file explorer.
  await page.getByLabel('Template (rendered as PDF)').selectOption({ label: `${schedule} (Html to Pdf)` });
  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByText('added attachment')).toBeVisible();
  const templateAttachment = page.getByTestId('email-attachment').filter({ hasText: `${schedule}.pdf` });
  await expect(templateAttachment).toContainText('Template');
  const rendered = page.waitForEvent('download');
  await templateAttachment.getByRole('button', { name: `Download ${schedule}.pdf` }).click();
  expect((await rendered).suggestedFilename()).toBe(`${schedule}.pdf`);

  await page.getByRole('button', { name: 'Add file' }).click();
  const picker = new FilesPage(page, page.getByRole('dialog', { name: 'Choose a file to attach' }));
  await picker.createFolder(folder);
  await picker.openFolder(folder);
  await picker.toolbarButton('Upload files').click();
  await picker.chooseFiles([{ name: fileName, mimeType: 'application/pdf', buffer: PDF }]);
  await picker.uploadDialog().getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(picker.row(fileName)).toBeVisible();
  if (await picker.uploadDialog().isVisible())
    await picker.uploadDialog().getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(picker.uploadDialog()).toBeHidden();
  await picker.row(fileName).click();
  await page
    .getByRole('dialog', { name: 'Choose a file to attach' })
    .getByRole('button', { name: /^Select/ })
    .click();
  await expect(page.getByText('added attachment')).toBeVisible();
  const attachment = page.getByTestId('email-attachment').filter({ hasText: fileName });
  await expect(attachment).toContainText('File');
  const download = page.waitForEvent('download');
  await attachment.getByRole('button', { name: `Download ${fileName}` }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  await page.screenshot(shot('editor-attachments'));

  // The test email: recipient and variables; it goes to the outbox.
  await page.getByRole('button', { name: 'Send test email' }).click();
  const send = page.getByRole('dialog', { name: 'Send a test email' });
  await send.getByLabel('Recipient').fill('not-an-address');
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(send.getByText('Enter a valid email address')).toBeVisible();
  await send.getByLabel('Recipient').fill('reviewer@example.test');
  await send.getByTestId('send-test-variables').fill('{ "limit": 1 }');
  await page.screenshot(shot('send-test'));
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(send).toBeHidden();
  await expect(page.getByText('Test email sent to reviewer@example.test')).toBeVisible();

  // The outbox: the message as the recipient sees it, with its attachment to open.
  await page.getByRole('button', { name: 'Templates' }).first().click();
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  const row = page.getByTestId('outbox-row').filter({ hasText: 'Renewal for Lee Ka Ho' }).first();
  await expect(row).toContainText('reviewer@example.test');
  await expect(row).toContainText('In outbox');
  await row.getByRole('button', { name: 'Renewal for Lee Ka Ho' }).click();
  await expect(page).toHaveURL(/\/outbox\?message=/);
  const message = page.getByRole('dialog', { name: 'Email' });
  await expect(message.getByTestId('sent-email-subject')).toHaveText('Renewal for Lee Ka Ho');
  await expect(message).toContainText('Carrier Studio <no-reply@studio.test>');
  const received = page.frameLocator('[data-testid="sent-email-frame"]');
  await expect(received.getByText('Dear Lee Ka Ho,')).toBeVisible();
  await page.screenshot(shot('outbox-message'));
  await expect(message.getByText(`${schedule}.pdf`)).toBeVisible();
  const saved = page.waitForEvent('download');
  await message.getByRole('button', { name: `Download ${fileName}` }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(fileName);
  const printed = page.waitForEvent('download');
  await message.getByRole('button', { name: `Download ${schedule}.pdf` }).click();
  const pdf = readFileSync(await (await printed).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  writeFileSync('/tmp/email-shots/attached-schedule.pdf', pdf);
  await message.getByRole('tab', { name: 'Plain text' }).click();
  await expect(message.locator('pre')).toContainText('Dear Lee Ka Ho,');
  await expect(message.locator('pre')).toContainText('Renew now [https://example.test/renew]');

  // Reload keeps the open message (it lives in the URL); the outbox and editor in zh-HK.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Email' }).getByTestId('sent-email-subject')).toBeVisible();
  await page.screenshot(shot('outbox-en'));
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { name: '寄件匣', level: 1 })).toBeVisible();
  await expect(page.getByTestId('outbox-row').first()).toContainText('已存入寄件匣');
  await expectNoEnglish(page, { allow: ['reviewer@example.test', 'Renewal for Lee Ka Ho'] });
  await page.screenshot(shot('outbox-zh'));
  await page.goBack();
  const zhMessage = page.getByRole('dialog', { name: '電郵' });
  await expect(zhMessage.getByText(fileName)).toBeVisible();
  await expect(page.frameLocator('[data-testid="sent-email-frame"]').getByText('Dear Lee Ka Ho,')).toBeVisible();
  await expectNoEnglish(page, {
    allow: ['reviewer@example.test', 'Renewal for Lee Ka Ho', 'Carrier Studio', fileName, `${schedule}.pdf`],
  });
  await page.screenshot(shot('outbox-message-zh'));

  // The editor in zh-HK: its own texts translated (the MJML and the preview are the user's).
  await page.goto(editorUrl);
  await expect(page.getByRole('heading', { name: '電郵預覽' })).toBeVisible();
  await expect(page.getByTestId('email-attachment')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '加入範本' })).toBeVisible();
  await page.screenshot(shot('editor-zh'));
  await page.getByRole('button', { name: '發送測試電郵' }).click();
  await expect(page.getByRole('dialog', { name: '發送測試電郵' })).toBeVisible();
  // Product and language names stay as they are: GraphQL, Liquid, MJML, mj-include and the variable data.
  await expectNoEnglish(page, {
    allow: [name, fileName, `${schedule}.pdf`, 'GraphQL', 'Liquid', 'MJML', 'mj-include', '（data）', 'JSON'],
  });
  await page.screenshot(shot('send-test-zh'));
});
