import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { STORAGE_KEYS } from '@carrier/contracts';
import { expectNoEnglish } from './english-text';
import { expect, test } from './fixtures';
import { TemplatesPage } from './pages/templates-page';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
const SHOTS = process.env.HTMLPDF_SHOTS_DIR ?? '/tmp/htmlpdf-shots';

test('HTML to PDF: HTML with a Liquid field and a paged header, previewed, paged, zoomed and downloaded', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const templates = new TemplatesPage(page);
  // Snake case: the list shows it in zh-HK screens later, where it counts as an id, not English.
  const name = `policy_letter_${Date.now().toString(36)}`;
  await templates.open();
  await templates.create({ create: 'Create template', name, typeLabel: 'Html to Pdf', submit: 'Create' });
  await templates.openEditor(name);
  await expect(page).toHaveURL(/\/templates\/html-pdf\//);

  // Developer mode: the code editor.
  await page.getByRole('checkbox', { name: 'Developer mode (code editor)' }).check();
  const code = page.getByRole('textbox', { name: 'Body HTML' });
  await code.click();
  await page.keyboard.insertText(
    '<h1>Dear {{ data.holder }}</h1><p>Your policy is renewed.</p><p style="break-before: page">Terms on page two.</p>',
  );

  await page.getByRole('tab', { name: 'Header' }).click();
  await page.getByRole('textbox', { name: 'Header right' }).fill('Page [page] of [topage]');
  await page.getByRole('tab', { name: 'Body' }).click();
  await page.getByRole('spinbutton', { name: 'Top' }).fill('20');

  const data = await templates.openSection('Preview data');
  await data.getByRole('textbox', { name: 'Mock data (JSON)' }).fill('{"holder": "Chan Tai Man"}');
  await page.getByRole('checkbox', { name: 'Preview' }).check();

  const viewer = page.getByRole('region', { name: 'PDF viewer' });
  const status = viewer.getByTestId('pdf-page-status');
  await expect(status).toHaveText('Page 1 of 2');
  await expect(viewer.locator('canvas[data-page="1"]')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(status).toHaveText('Page 2 of 2');
  await expect(viewer.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.keyboard.press('Control+ArrowLeft');
  await expect(status).toHaveText('Page 1 of 2');
  await page.keyboard.press('Control+ArrowRight');
  await expect(status).toHaveText('Page 2 of 2');
  await page.keyboard.press('Control+ArrowUp');
  await expect(viewer.getByTestId('pdf-scale')).toHaveText('125%');
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await expect(viewer.getByTestId('pdf-scale')).toHaveText('75%');
  await viewer.getByRole('button', { name: 'Reset zoom' }).click();
  // Zoom 100% is the page fitted to the viewer's width (the canvas's own scale follows that width).
  await expect(viewer.getByTestId('pdf-scale')).toHaveText('100%');
  await page.keyboard.press('Control+ArrowLeft');
  await page.screenshot({ path: `${SHOTS}/editor-preview.png`, fullPage: false });

  const downloading = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download preview' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.pdf`);
  const file = `${SHOTS}/downloaded.pdf`;
  await download.saveAs(file);
  const pages = [1, 2].map((at) =>
    execFileSync('pdftotext', ['-f', String(at), '-l', String(at), file, '-'], { encoding: 'utf8' }),
  );
  expect(pages[0]).toContain('Dear Chan Tai Man');
  expect(pages[0]).toContain('Page 1 of 2');
  expect(pages[1]).toContain('Terms on page two.');
  expect(pages[1]).toContain('Page 2 of 2');
  execFileSync('pdftoppm', ['-png', '-r', '50', file, `${SHOTS}/downloaded`]);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await page.reload();
  // The code editor is remembered, and the saved HTML and header come back.
  await expect(page.getByRole('checkbox', { name: 'Developer mode (code editor)' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Body HTML' })).toContainText('Dear {{ data.holder }}');
  await page.getByRole('tab', { name: 'Header' }).click();
  await expect(page.getByRole('textbox', { name: 'Header right' })).toHaveValue('Page [page] of [topage]');
  await expect(page.getByRole('spinbutton', { name: 'Top' })).toHaveValue('20');
});

test('HTML to PDF in zh-HK: the rich-text editor, its Advanced menu and the preview', async ({ page }) => {
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  const templates = new TemplatesPage(page);
  const name = unique('保單信件');
  await templates.open();
  await templates.create({ create: '建立範本', name, typeLabel: 'HTML 轉 PDF', submit: '建立' });
  await templates.openEditor(name);
  const editor = page.getByRole('textbox', { name: '內文 HTML' });
  await editor.click();
  await editor.pressSequentially('親愛的 ');
  await page.getByRole('button', { name: '進階' }).click();
  await page.getByRole('menuitem', { name: 'Liquid 選擇器' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: '預覽' }).check();
  await expect(page.getByRole('region', { name: 'PDF 檢視器' }).getByTestId('pdf-page-status')).toHaveText(
    '第 1 頁，共 1 頁',
  );
  await page.screenshot({ path: `${SHOTS}/editor-zh-HK.png`, fullPage: false });
  await expectNoEnglish(page, { allow: [name, /Liquid/, /HTML/, /PDF/, /GraphQL/, /Ctrl/] });
});
