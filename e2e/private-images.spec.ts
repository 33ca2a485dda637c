import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { FilesPage } from './pages/files-page';
import { TemplatesPage } from './pages/templates-page';

const SHOTS = process.env.PRIVATE_IMAGES_SHOTS_DIR ?? '/tmp/private-images-shots';
/** A 1 x 1 red PNG (the editor shows it at its own size; the PDF at the size the HTML gives). */
const RED_PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

test('HTML to PDF: a private image from the file picker shows in the editor, and a missing one is reported', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const folder = `private_images_${Date.now().toString(36)}`;
  const templates = new TemplatesPage(page);
  await templates.open();
  // Uploaded private (the default), as the file explorer does.
  const status = await page.evaluate(
    async ({ folder, base64 }) => {
      const form = new FormData();
      form.append('isPublic', 'false');
      form.append('file', new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]), 'stamp.png');
      const response = await fetch(`/api/v1/files/${folder}/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('studio.accessToken')}` },
        body: form,
      });
      return response.status;
    },
    { folder, base64: RED_PIXEL },
  );
  expect(status).toBe(200);

  const name = `stamped_letter_${Date.now().toString(36)}`;
  await templates.create({ create: 'Create template', name, typeLabel: 'Html to Pdf', submit: 'Create' });
  await templates.openEditor(name);
  await page.getByRole('textbox', { name: 'Body HTML' }).click();
  await page.getByRole('button', { name: 'Advanced' }).click();
  await page.getByRole('menuitem', { name: 'File Picker' }).click();
  const picker = new FilesPage(page).picker();
  await picker.openFolder(folder);
  await picker.row('stamp.png').click();
  await page
    .getByRole('dialog', { name: 'Select a file' })
    .getByRole('button', { name: 'Select', exact: true })
    .click();

  // The editor shows the private file (fetched with the staff token); the HTML keeps its address.
  const image = page.getByRole('textbox', { name: 'Body HTML' }).locator('img[alt="stamp.png"]');
  await expect(image).toHaveAttribute('data-file-src', new RegExp(`/api/v1/files/${folder}/stamp\\.png$`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await image.evaluate((img: HTMLImageElement) => {
    img.style.width = '120px';
  });
  await page.screenshot({ path: `${SHOTS}/editor-image.png`, fullPage: false });

  // A missing image in the code: the PDF prints, and the debug console says which image and why.
  await page.getByRole('checkbox', { name: 'Developer mode (code editor)' }).check();
  const code = page.getByRole('textbox', { name: 'Body HTML' });
  await code.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('<img src="/api/v1/files/nowhere/missing.png">');
  const data = await templates.openSection('Preview data');
  await data.getByRole('textbox', { name: 'Mock data (JSON)' }).fill('{}');
  await page.getByRole('checkbox', { name: 'Preview' }).check();
  await expect(page.getByRole('region', { name: 'PDF viewer' }).getByTestId('pdf-page-status')).toHaveText(
    'Page 1 of 1',
  );
  await expect(templates.debugConsole()).toContainText(
    "The image /api/v1/files/nowhere/missing.png could not be loaded: there is no such file in this tenant's files.",
  );
  await expect(templates.debugConsole()).not.toContainText('stamp.png');
  await templates.debugConsole().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/warning.png`, fullPage: false });
});
