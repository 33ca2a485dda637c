import { expect, test, uniqueName } from './fixtures';
import { FilesPage, type UploadSpec } from './pages/files-page';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200_000, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const FILES: UploadSpec[] = [
  { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('meeting notes\n'.repeat(5000)) },
  { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
  { name: 'report.pdf', mimeType: 'application/pdf', buffer: PDF },
];
const shot = (name: string) => ({ path: `/tmp/files-${name}.png`, fullPage: true });

test('the file explorer: upload, privacy, rename, cut and paste, search, delete and the picker', async ({ page }) => {
  const files = new FilesPage(page);
  const docs = uniqueName('e2e_docs');
  const archive = uniqueName('archive');
  await files.open();
  await expect(page.getByRole('cell', { name: 'Local disk' })).toBeVisible();
  await page.screenshot(shot('buckets'));
  await files.openBucket('default');
  await files.createFolder(docs);
  await expect(files.toast('Folder created')).toBeVisible();
  await files.openFolder(docs);
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  // On a phone, the empty table's header cells still reach across it (no phantom columns).
  await page.setViewportSize({ width: 390, height: 800 });
  const gap = await page.locator('table').evaluate((table) => {
    const cells = Array.from(table.querySelectorAll('thead th')).filter(
      (cell) => cell.getBoundingClientRect().width > 0,
    );
    return table.getBoundingClientRect().right - Math.max(...cells.map((cell) => cell.getBoundingClientRect().right));
  });
  expect(gap).toBeLessThan(1);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Where you are lives in the URL: reload and back keep the place.
  await page.reload();
  await expect(files.breadcrumb().getByText(docs, { exact: true })).toBeVisible();
  await page.goBack();
  await expect(files.breadcrumb()).not.toContainText(docs);
  await page.goForward();
  await expect(files.breadcrumb().getByText(docs, { exact: true })).toBeVisible();

  // Three files and one that can never pass: each has its own progress bar and status.
  await files.toolbarButton('Upload files').click();
  await files.chooseFiles([
    ...FILES,
    { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(files.uploadDialog().getByTestId('upload-item')).toHaveCount(4);
  await expect(files.uploadItem('tool.exe')).toContainText('This type of file is not accepted.');
  await files.uploadItem('logo.png').getByLabel('Make logo.png public').check();
  await files.uploadDialog().getByRole('button', { name: 'Upload', exact: true }).click();
  for (const file of FILES) {
    await expect(files.uploadItem(file.name)).toHaveAttribute('data-status', 'success');
    await expect(files.uploadItem(file.name).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  }
  await expect(files.uploadItem('tool.exe')).toHaveAttribute('data-status', 'failure');
  await page.screenshot(shot('upload'));
  // Successes are skipped: with the bad file removed there is nothing left to send.
  await files.uploadDialog().getByRole('button', { name: 'Remove tool.exe' }).click();
  await expect(files.uploadDialog().getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  // The same name again is refused by the server as already existing.
  await files.chooseFiles([FILES[0] as UploadSpec]);
  await files.uploadDialog().getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(files.uploadItem('notes.txt').last()).toHaveAttribute('data-status', 'already_exists');
  await files.uploadDialog().getByRole('button', { name: 'Close', exact: true }).last().click();
  for (const file of FILES) await expect(files.row(file.name)).toBeVisible();
  await expect(files.row('logo.png')).toContainText('Public');
  await expect(files.row('report.pdf')).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d/);

  // Make the PDF public through the edit modal, then check that it is readable without a token.
  await files.rowAction('report.pdf', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit file' });
  await edit.getByLabel('Public').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(files.toast('File updated')).toBeVisible();
  await expect(files.row('report.pdf')).toContainText('Public');
  const anonymous = await page.request.get(`/api/v1/files/${docs}/report.pdf?tenantIdIfNoToken=test`);
  expect(anonymous.status()).toBe(200);
  expect((await page.request.get(`/api/v1/files/${docs}/notes.txt?tenantIdIfNoToken=test`)).status()).toBe(401);

  // Rename: only the base name changes, the extension stays.
  await files.rowAction('notes.txt', 'Edit');
  await expect(edit.getByText('.txt', { exact: true })).toBeVisible();
  await edit.getByLabel('Name').fill('minutes');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(files.row('minutes.txt')).toBeVisible();
  await expect(files.row('notes.txt')).toHaveCount(0);

  // Cut, then paste into a new folder.
  await files.createFolder(archive);
  await files.rowAction('report.pdf', 'Cut');
  await files.openFolder(archive);
  await files.toolbarButton('Paste').click();
  await expect(files.toast('File moved')).toBeVisible();
  await expect(files.row('report.pdf')).toBeVisible();
  await page.screenshot(shot('pasted'));

  // Search finds the renamed file and opens its folder with it selected.
  await files.toolbarButton('Search').click();
  await page.getByLabel('Search in default').fill('minutes');
  await page
    .getByTestId('search-results')
    .getByRole('button', { name: new RegExp(`${docs}/minutes\\.txt`) })
    .click();
  await expect(files.breadcrumb().getByText(docs, { exact: true })).toBeVisible();
  await expect(files.row('minutes.txt')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(`${docs}/minutes.txt`);
  await page.screenshot(shot('search'));
  await page.getByRole('button', { name: 'Close search' }).click();

  // Delete a folder with its contents, after typing DELETE: the warning says what it holds.
  await files.deleteWithConfirmation(archive, 'This folder holds 1 file, with everything inside them');
  await expect(files.toast('Folder deleted')).toBeVisible();
  await expect(files.row(archive)).toHaveCount(0);

  // The picker: a Select button only when every selected item is a file.
  await page.getByRole('button', { name: 'Open the file picker' }).click();
  const picker = files.picker();
  await picker.openFolder(docs);
  await picker.row('logo.png').click();
  await picker.row('minutes.txt').click();
  const pickerDialog = page.getByRole('dialog', { name: 'Select a file' });
  await expect(pickerDialog.getByRole('button', { name: 'Select 2 files' })).toBeVisible();
  await picker.row('minutes.txt').click();
  await page.screenshot(shot('picker'));
  await pickerDialog.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(pickerDialog).toBeHidden();
  await expect(page.getByTestId('picked-files')).toHaveText(`Picked: ${docs}/logo.png`);
});

test('a folder among the selected items hides the picker Select button', async ({ page }) => {
  const files = new FilesPage(page);
  await files.open();
  const folder = uniqueName('picker_check');
  await files.openBucket('default');
  await files.createFolder(folder);
  await files.openFolder(folder);
  await files.toolbarButton('Upload files').click();
  await files.chooseFiles([FILES[2] as UploadSpec]);
  await files.uploadDialog().getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(files.uploadDialog().getByText('All files were uploaded.')).toBeVisible();
  await files.uploadDialog().getByRole('button', { name: 'Close', exact: true }).last().click();
  await files.createFolder('inner');

  await page.getByRole('button', { name: 'Open the file picker' }).click();
  const picker = files.picker();
  await picker.openFolder(folder);
  await picker.row('report.pdf').click();
  await picker.row('inner').click();
  const dialog = page.getByRole('dialog', { name: 'Select a file' });
  await expect(dialog.getByRole('button', { name: /^Select/ })).toHaveCount(0);
  await picker.row('inner').click();
  await expect(dialog.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
});

test('a folder of 2,000 files renders only the rows in view, and scrolls to its last file', async ({ page }) => {
  const files = new FilesPage(page);
  const folder = uniqueName('bulk');
  await files.open();
  await files.seedFolder(folder, 2_000);
  await files.openBucket('default');
  await files.openFolder(folder);
  await expect(files.row('file-0000.txt')).toBeVisible();
  const rows = page.getByTestId('file-row');
  // The first page of the listing holds 200 entries; only those in view (and a few around them) exist.
  expect(await rows.count()).toBeLessThan(60);
  await expect(files.row('file-0199.txt')).toHaveCount(0);

  // Scrolling on loads the next pages as the end comes near, until the last file is in view.
  await files.row('file-0000.txt').hover();
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(files.row('file-1999.txt')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', '2001');
  expect(await rows.count()).toBeLessThan(60);
  await expect(files.row('file-0000.txt')).toHaveCount(0);
  await expect(files.row('file-1999.txt')).toHaveAttribute('aria-rowindex', '2001');
});

test('the explorer speaks Traditional Chinese', async ({ page }) => {
  const files = new FilesPage(page);
  await files.open();
  await page.getByLabel('Language').selectOption('zh-HK');
  await expect(page.getByRole('heading', { name: '檔案', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '開啟儲存桶 default' }).click();
  await expect(page.getByRole('toolbar', { name: '檔案操作' }).getByRole('button', { name: '上載檔案' })).toBeVisible();
  await page.screenshot(shot('zh-hk'));
});
