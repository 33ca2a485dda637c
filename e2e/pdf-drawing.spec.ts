import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORAGE_KEYS } from '@carrier/contracts';
import type { Locator, Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { expect, test, uniqueName } from './fixtures';
import { FilesPage } from './pages/files-page';
import { TemplatesPage } from './pages/templates-page';
import { studioGraphql } from './studio-graphql';

const SHOTS = process.env.PDF_DRAWING_SHOTS_DIR ?? '/tmp/pdfdrawing-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (name: string) => ({ path: join(SHOTS, `${name}.png`), fullPage: true });

/** A two-page A4 claim form with printed labels, written object by object with its cross-reference table. */
function claimForm(): Buffer {
  const content = (title: string) => {
    const text = `BT /F1 18 Tf 60 790 Td (${title}) Tj ET BT /F1 10 Tf 60 740 Td (Policy holder) Tj ET`;
    return `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  };
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    content('Claim form'),
    content('Declaration'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const start = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${start}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Drags on the drawing overlay from one page point to another (100% zoom: one unit is one pixel). */
async function drag(page: Page, overlay: Locator, from: [number, number], to: [number, number]) {
  const box = await overlay.boundingBox();
  if (!box) throw new Error('no overlay');
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + (from[0] + to[0]) / 2, box.y + (from[1] + to[1]) / 2, { steps: 4 });
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 4 });
  await page.mouse.up();
}

const pdfTextOf = (base64: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'pdfdrawing-e2e-')), 'preview.pdf');
  writeFileSync(file, Buffer.from(base64, 'base64'));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

test('a PDF drawing: upload a form, draw three boxes bound to policy fields, move one, preview', async ({ page }) => {
  await page.setViewportSize({ width: 1720, height: 1100 });
  const templates = new TemplatesPage(page);
  // A code-like name: other specs read the shared template list in zh-HK.
  const name = uniqueName('claim_form');
  const folder = uniqueName('forms');
  await templates.open();
  await templates.create({ create: 'Create template', name, typeLabel: 'PDF Drawing', submit: 'Create' });
  await templates.openEditor(name);
  await expect(page).toHaveURL(/\/templates\/pdf-drawing\//);
  // Before a file is chosen the canvas shows an empty state with the picker's button.
  const empty = page.getByRole('status').filter({ hasText: 'Choose the PDF file to draw on.' });
  await expect(empty).toBeVisible();

  // Upload the form through the select-or-upload picker, pick it, save the template.
  await empty.getByRole('button', { name: 'Select or upload file' }).click();
  const picker = new FilesPage(page).picker();
  await picker.createFolder(folder);
  await picker.openFolder(folder);
  await picker.toolbarButton('Upload files').click();
  const files = new FilesPage(page);
  await files.chooseFiles([{ name: 'claim.pdf', mimeType: 'application/pdf', buffer: claimForm() }]);
  await files.uploadDialog().getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(files.uploadDialog().getByText('All files were uploaded.')).toBeVisible();
  await files.uploadDialog().getByRole('button', { name: 'Close' }).first().click();
  await expect(files.uploadDialog()).toBeHidden();
  await picker.row('claim.pdf').click();
  await page
    .getByRole('dialog', { name: 'Select a file' })
    .getByRole('button', { name: 'Select', exact: true })
    .click();
  await expect(page.getByRole('textbox', { name: 'PDF file' })).toHaveValue(`${folder}/claim.pdf`);
  const query = await templates.openSection('GraphQL query');
  await query.getByRole('combobox').selectOption({ label: 'Policies' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(page.getByTestId('pdf-page-status')).toHaveText('Page 1 of 2');

  // Three boxes drawn with the rectangle tool (Ctrl+2), each bound to a policy field and saved.
  const overlay = page.getByTestId('drawing-overlay');
  await page.keyboard.press('Control+2');
  await expect(page.getByRole('button', { name: 'Rectangle' })).toHaveAttribute('aria-pressed', 'true');
  const boxes: Array<{ at: [number, number, number, number]; path: string[]; source: string }> = [
    { at: [60, 90, 300, 120], path: ['policies', 'list', 'holder', 'name'], source: 'holder.name' },
    { at: [60, 140, 300, 170], path: ['policies', 'list', 'issuerNumber'], source: 'issuerNumber' },
    { at: [320, 90, 540, 120], path: ['policies', 'list', 'premium', 'formattedPrice'], source: 'formattedPrice' },
  ];
  for (const [index, box] of boxes.entries()) {
    await drag(page, overlay, [box.at[0], box.at[1]], [box.at[2], box.at[3]]);
    const panel = page.getByRole('form', { name: `Box ${index + 1}` });
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('drawing-box')).toHaveCount(index + 1);
    await templates.pick(box.path, { open: 'Liquid picker', insert: 'Insert' });
    await expect(panel.getByRole('textbox', { name: 'Text source' })).toHaveValue(new RegExp(box.source));
    await panel.getByRole('button', { name: 'Save box' }).click();
    await expect(page.getByText('PDF drawing updated successfully').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Boxes' }).getByRole('listitem').nth(index)).toContainText(
      box.source,
    );
  }
  await page.screenshot(shot('drawn'));

  // Move the first box down 150 units with the select tool (Ctrl+1): saved at once, there when the editor opens again.
  await page.keyboard.press('Control+1');
  await drag(page, overlay, [180, 105], [180, 255]);
  const first = page.getByRole('form', { name: 'Box 1' });
  await expect(first.getByRole('spinbutton', { name: 'Y' })).toHaveValue('240');
  await page.getByRole('button', { name: 'Templates' }).first().click();
  await expect(page).toHaveURL(/\/templates$/);
  await templates.openEditor(name);
  await page.getByRole('button', { name: /^Box 1 · page 1/ }).click();
  await expect(page.getByRole('form', { name: 'Box 1' }).getByRole('spinbutton', { name: 'Y' })).toHaveValue('240');
  await expect(page.getByRole('form', { name: 'Box 1' }).getByRole('spinbutton', { name: 'X' })).toHaveValue('60');

  // Ctrl+D duplicates the selected box, Ctrl+Delete removes it.
  await page.keyboard.press('Control+d');
  await expect(page.getByTestId('drawing-box')).toHaveCount(4);
  await expect(page.getByRole('form', { name: 'Box 4' })).toBeVisible();
  await page.keyboard.press('Control+Delete');
  await expect(page.getByTestId('drawing-box')).toHaveCount(3);

  // Preview: the saved template rendered with the newest policy (Lee Ka Ho, HKD 540.50 a month).
  // Access tokens live 5 s here: a call refused for an expired token is retried, so wait for the answer with data.
  const rendered = page.waitForResponse(async (response) => {
    const sent = response.request().postData() ?? '';
    if (!sent.includes('renderPdfDrawingTemplate') || !sent.includes('Lee Ka Ho')) return false;
    return Boolean(((await response.json()) as { data?: unknown }).data);
  });
  await page.getByRole('checkbox', { name: 'Preview' }).check();
  const answer = (await (await rendered).json()) as {
    data: { renderPdfDrawingTemplate: { status: string; errors: string[]; base64: string } };
  };
  expect(answer.data.renderPdfDrawingTemplate.errors).toEqual([]);
  const text = pdfTextOf(answer.data.renderPdfDrawingTemplate.base64);
  expect(text).toContain('Lee Ka Ho');
  expect(text).toContain('TEST-POL-0003');
  expect(text).toContain('HKD 540.50');
  expect(text).toContain('Claim form');
  await expect(page.getByText('Preview of the saved template with the preview data.')).toBeVisible();
  await expect(page.getByTestId('drawing-overlay')).toHaveCount(0);
  await expect(page.locator('canvas[data-page="1"]')).toBeVisible();
  await page.screenshot(shot('preview'));
});

test('the PDF drawing editor in zh-HK shows no English', async ({ page }) => {
  const templates = new TemplatesPage(page);
  const name = uniqueName('理賠表格');
  await templates.open();
  await templates.create({ create: 'Create template', name, typeLabel: 'PDF Drawing', submit: 'Create' });
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await templates.open();
  await templates.openEditor(name);
  await expect(page.getByRole('button', { name: '選擇或上載檔案' })).toHaveCount(2);
  await page.screenshot(shot('zh-HK'));
  // Names of languages and keys stay as they are: Liquid, GraphQL, Ctrl, Shift.
  await expectNoEnglish(page, { allow: [name, 'Liquid', 'GraphQL', 'Ctrl', 'Shift'] });
});

/** A PDF drawing template made through the API (the form uploaded, the boxes added); answers its id. */
async function drawingTemplate(page: Page, name: string, boxes: Array<[number, number, number, number]>) {
  const folder = uniqueName('handles');
  const status = await page.evaluate(
    async ({ folder, base64 }) => {
      const form = new FormData();
      form.append('file', new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]), 'claim.pdf');
      const response = await fetch(`/api/v1/files/${folder}/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('studio.accessToken')}` },
        body: form,
      });
      return response.status;
    },
    { folder, base64: claimForm().toString('base64') },
  );
  expect(status).toBe(200);
  await studioGraphql(
    page,
    'mutation($input: createPdfDrawingTemplateInput!) { createPdfDrawingTemplate(input: $input) { status } }',
    { input: { name, fileKey: boxes.length ? `${folder}/claim.pdf` : null } },
  );
  const found = await studioGraphql<{ templates: { list: Array<{ id: string }> } }>(
    page,
    'query($name: String) { templates(where: { name: $name }) { list { id } } }',
    { name },
  );
  const id = found.data?.templates.list[0]?.id ?? '';
  for (const [x1, y1, x2, y2] of boxes)
    await studioGraphql(
      page,
      'mutation($id: String!, $input: addPdfDrawingInput!) { addPdfDrawing(templateId: $id, input: $input) { status } }',
      { id, input: { page: 1, point1: { x: x1, y: y1 }, point2: { x: x2, y: y2 }, liquidSource: `Box at ${x1}` } },
    );
  return id;
}

const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the PDF drawing editor: a handle resizes from its outer edge over an overlapping box, undo and redo, 390 px wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/templates');
  // Box 2 lies over the bottom right corner (300, 120) of box 1.
  const id = await drawingTemplate(page, uniqueName('handles'), [
    [60, 90, 300, 120],
    [280, 110, 400, 140],
  ]);
  await page.goto(`/templates/pdf-drawing/${id}`);
  await expect(page.getByTestId('pdf-page-status')).toHaveText('Page 1 of 2');
  const overlay = page.getByTestId('drawing-overlay');
  await expect(overlay).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: /^Box 1 · page 1/ }).click();
  const panel = page.getByRole('form', { name: 'Box 1' });
  await expect(panel.getByRole('spinbutton', { name: 'Width' })).toHaveValue('240');

  // 6 px beyond the corner, where the old handle did not reach and box 2 lies: box 1 grows.
  await drag(page, overlay, [306, 126], [340, 156]);
  await expect(panel.getByRole('spinbutton', { name: 'Width' })).toHaveValue('274');
  await expect(panel.getByRole('spinbutton', { name: 'Height' })).toHaveValue('60');
  await page.screenshot({ path: join(SHOTS, 'handles-1280-en.png') });

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Box 1' }).getByRole('spinbutton', { name: 'Width' })).toHaveValue('240');
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.getByRole('form', { name: 'Box 1' }).getByRole('spinbutton', { name: 'Width' })).toHaveValue('274');

  // The new box select picks the kind the rectangle tool draws: a QR code box.
  await page.getByRole('combobox', { name: 'New box' }).selectOption({ label: 'QR code' });
  await expect(page.getByRole('button', { name: 'Rectangle' })).toHaveAttribute('aria-pressed', 'true');
  await drag(page, overlay, [60, 300], [160, 400]);
  const qr = page.getByRole('form', { name: 'Box 3' });
  await expect(qr.getByRole('combobox', { name: 'Box type' })).toHaveValue('QR_CODE');
  await expect(qr.getByRole('combobox', { name: 'Font family' })).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'qr-box-1280-en.png') });

  // 390 px: the page does not scroll sideways; the canvas scrolls inside its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
  const canvasBox = await page.getByTestId('drawing-canvas').boundingBox();
  expect((canvasBox?.x ?? 0) + (canvasBox?.width ?? 999)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SHOTS, 'editor-390-en.png'), fullPage: true });

  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await page.reload();
  await expect(page.getByTestId('pdf-page-status')).toBeVisible();
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SHOTS, 'editor-390-zh.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /^方框 1/ }).click();
  await page.screenshot({ path: join(SHOTS, 'editor-1280-zh.png') });
  await page.evaluate((key) => localStorage.setItem(key, 'en-US'), STORAGE_KEYS.locale);
});

test('the PDF drawing editor before a PDF is chosen: an empty state, not "Page 0 of 0"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/templates');
  const id = await drawingTemplate(page, uniqueName('no_file'), []);
  await page.goto(`/templates/pdf-drawing/${id}`);
  const empty = page.getByRole('status').filter({ hasText: 'No PDF chosen yet' });
  await expect(empty).toBeVisible();
  await expect(page.getByText('Page 0 of 0')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'empty-1280-en.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => pageScrollWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(SHOTS, 'empty-390-en.png'), fullPage: true });
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '尚未選擇 PDF' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'empty-390-zh.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(SHOTS, 'empty-1280-zh.png') });
  await page.evaluate((key) => localStorage.setItem(key, 'en-US'), STORAGE_KEYS.locale);
});
