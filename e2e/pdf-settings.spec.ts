import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { STORAGE_KEYS } from '@carrier/contracts';
import { expect, test } from './fixtures';
import { TemplatesPage } from './pages/templates-page';

const SHOTS = process.env.PDFMETA_SHOTS_DIR ?? '/tmp/shots-pdfmeta';
const MM = 72 / 25.4;

/** pdfinfo's fields of a PDF file (with the password when given). */
function pdfInfo(file: string, password?: string): Record<string, string> {
  const args = password ? ['-upw', password, file] : [file];
  const out = execFileSync('pdfinfo', args, { encoding: 'utf8' });
  return Object.fromEntries(
    out.split('\n').map((line) => [line.split(':')[0], line.slice(line.indexOf(':') + 1).trim()]),
  );
}

test('HTML to PDF settings: the preview carries the password, paper size and properties the API renders', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const templates = new TemplatesPage(page);
  const name = `pdf_settings_${Date.now().toString(36)}`;
  await templates.open();
  await templates.create({ create: 'Create template', name, typeLabel: 'Html to Pdf', submit: 'Create' });
  await templates.openEditor(name);
  await page.getByRole('checkbox', { name: 'Developer mode (code editor)' }).check();
  const code = page.getByRole('textbox', { name: 'Body HTML' });
  await code.click();
  await page.keyboard.insertText('<p>Holder {{ data.holder }}</p>');

  const settings = page.getByRole('region', { name: 'PDF settings' });
  await settings.getByRole('textbox', { name: 'Password (Liquid)' }).fill('{{ data.birthDate }}');
  await settings.getByRole('combobox', { name: 'Paper size' }).selectOption('A5');
  await settings.getByRole('combobox', { name: 'Orientation' }).selectOption('LANDSCAPE');
  await settings.getByRole('textbox', { name: 'Title', exact: true }).fill('保單 {{ data.holder }}');
  await settings.getByRole('textbox', { name: 'Author' }).fill('Carrier Insurance');
  await settings.scrollIntoViewIfNeeded();
  await settings.screenshot({ path: `${SHOTS}/settings-en-US.png` });

  const data = await templates.openSection('Preview data');
  await data
    .getByRole('textbox', { name: 'Mock data (JSON)' })
    .fill('{"holder": "Chan Tai Man", "birthDate": "19800131"}');
  await page.getByRole('checkbox', { name: 'Preview' }).check();
  const viewer = page.getByRole('region', { name: 'PDF viewer' });
  // The preview is encrypted as the API renders it: the viewer asks for the password, as a reader would.
  await expect(viewer.getByText('This PDF is protected: enter its password to view it.')).toBeVisible();
  await viewer.screenshot({ path: `${SHOTS}/password-en-US.png` });
  await viewer.getByLabel('PDF password').fill('19800131');
  await viewer.getByRole('button', { name: 'Open' }).click();
  await expect(viewer.getByTestId('pdf-page-status')).toHaveText('Page 1 of 1');
  await viewer.screenshot({ path: `${SHOTS}/preview-a5-landscape.png` });

  const downloading = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download preview' }).click();
  const file = `${SHOTS}/preview-a5-landscape.pdf`;
  await (await downloading).saveAs(file);
  // Encrypted as the API renders it: no password, no PDF.
  expect(() => pdfInfo(file)).toThrow();
  const info = pdfInfo(file, '19800131');
  expect(info.Encrypted).toMatch(/^yes/);
  expect(info.Title).toBe('保單 Chan Tai Man');
  expect(info.Author).toBe('Carrier Insurance');
  const [width, height] = (info['Page size']?.match(/[\d.]+/g) ?? []).map(Number);
  expect(Math.abs((width ?? 0) - 210 * MM)).toBeLessThan(1.5);
  expect(Math.abs((height ?? 0) - 148 * MM)).toBeLessThan(1.5);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-upw', '19800131', file, `${SHOTS}/a5-landscape`]);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved')).toBeVisible();

  // The settings come back after a reload, in zh-HK too.
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await page.reload();
  const zhSettings = page.getByRole('region', { name: 'PDF 設定' });
  await expect(zhSettings.getByRole('combobox', { name: '紙張大小' })).toHaveValue('A5');
  await expect(zhSettings.getByRole('textbox', { name: '標題' })).toHaveValue('保單 {{ data.holder }}');
  await expect(zhSettings.getByRole('textbox', { name: '作者' })).toHaveValue('Carrier Insurance');
  await zhSettings.scrollIntoViewIfNeeded();
  await zhSettings.screenshot({ path: `${SHOTS}/settings-zh-HK.png` });

  // The viewer asks for the password in zh-HK too, and says when it is wrong.
  const zhData = await templates.openSection('預覽資料');
  await zhData.getByRole('textbox', { name: '模擬資料（JSON）' }).fill('{"holder": "陳大文", "birthDate": "19800131"}');
  await page.getByRole('checkbox', { name: '預覽' }).check();
  const zhViewer = page.getByRole('region', { name: 'PDF 檢視器' });
  await zhViewer.getByLabel('PDF 密碼').fill('wrong');
  await zhViewer.getByRole('button', { name: '開啟' }).click();
  await expect(zhViewer.getByRole('alert')).toHaveText('密碼不正確。');
  await zhViewer.screenshot({ path: `${SHOTS}/password-zh-HK.png` });
});
