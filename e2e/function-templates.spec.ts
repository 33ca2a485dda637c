import { STORAGE_KEYS } from '@carrier/contracts';
import ExcelJS from 'exceljs';
import { expectNoEnglish } from './english-text';
import { expect, test, uniqueName } from './fixtures';
import { FilesPage } from './pages/files-page';
import { TemplatesPage } from './pages/templates-page';

const shot = (name: string) => ({ path: `/tmp/functions-shots/${name}.png`, fullPage: true });

/** A small rating workbook made here: an age band lookup, a plan factor, ROUND, a riders range. */
async function ratingWorkbook({ withPlan = true } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const rating = workbook.addWorksheet('Rating');
  const tables = workbook.addWorksheet('Tables');
  tables.addRows([
    ['From age', 'Base', 'Plan', 'Factor'],
    [0, 100, 'Bronze', 0.8],
    [30, 150, 'Silver', 1],
    [45, 220, 'Gold', 1.4],
  ]);
  rating.addRows([
    ['Age', 30],
    ['Plan', 'Silver'],
    ['Discount', 0],
    ['Base premium', { formula: 'VLOOKUP(B1,Tables!A2:B4,2,TRUE)' }],
    ['Premium', { formula: `ROUND(B4*${withPlan ? 'XLOOKUP(B2,Tables!C2:C4,Tables!D2:D4,1)' : '1'}*(1-B3),2)` }],
  ]);
  workbook.definedNames.add('Rating!$B$1', 'input_age');
  if (withPlan) workbook.definedNames.add('Rating!$B$2', 'input_plan');
  workbook.definedNames.add('Rating!$B$3', 'input_discount');
  workbook.definedNames.add('Rating!$B$4', 'output_base');
  workbook.definedNames.add('Rating!$B$5', 'output_premium');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a function template: upload a workbook, bind inputs, add outputs, preview the values', async ({ page }) => {
  const templates = new TemplatesPage(page);
  const name = uniqueName('Rating function');
  const folder = uniqueName('e2e_workbooks');
  await templates.open();
  await templates.create({ create: 'Create template', name, typeLabel: 'Function', submit: 'Create' });
  await templates.openEditor(name);
  await expect(page).toHaveURL(/\/templates\/function\//);
  await expect(page.getByTestId('input-input_age')).toHaveCount(0);

  // The Excel file: uploaded and picked through the file explorer; only xlsx is taken.
  await page.getByRole('button', { name: 'Select or upload file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select an Excel file' });
  const picker = new FilesPage(page, dialog);
  await picker.createFolder(folder);
  await picker.openFolder(folder);
  await picker.toolbarButton('Upload files').click();
  await picker.chooseFiles([
    { name: 'rating.xlsx', mimeType: 'application/octet-stream', buffer: await ratingWorkbook() },
    { name: 'rating-v2.xlsx', mimeType: 'application/octet-stream', buffer: await ratingWorkbook({ withPlan: false }) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a workbook') },
  ]);
  await picker.uploadDialog().getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(picker.uploadDialog().getByText('All files were uploaded.')).toBeVisible();
  await picker.uploadDialog().getByRole('button', { name: 'Close', exact: true }).last().click();
  await picker.row('notes.txt').click();
  await dialog.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'File not compatible, please select an excel file.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Select or upload file' }).click();
  await picker.openFolder(folder);
  await picker.row('rating.xlsx').click();
  await dialog.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('File path')).toHaveValue(`${folder}/rating.xlsx`);
  await expect(page.getByText('There are changes in the template. You need to Save them first')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(page.getByText('There are changes in the template.')).toBeHidden();

  // The workbook's names, none added yet.
  const age = page.getByTestId('input-input_age');
  await expect(age).toHaveAttribute('data-state', 'notAdded');
  await expect(age).toContainText('input not added');
  await expect(page.getByTestId('output-output_premium')).toContainText('output not added');

  // Bind inputs with their Liquid; add the outputs.
  const bind = async (variable: string, liquid: string, action: 'Add' | 'Update') => {
    await page.getByTestId(`input-${variable}`).getByRole('button').first().click();
    const modal = page.getByRole('dialog', { name: `${action} input ${variable}` });
    await modal.getByLabel('Liquid').fill(liquid);
    if (variable === 'input_age' && action === 'Add') await page.screenshot(shot('input-modal'));
    await modal.getByRole('button', { name: action, exact: true }).click();
    await expect(modal).toBeHidden();
  };
  await bind('input_age', '{{ data.age }}', 'Add');
  await expect(page.getByText('Input added')).toBeVisible();
  await expect(age).toHaveAttribute('data-state', 'normal');
  await bind('input_plan', '{{ data.plan }}', 'Add');
  await page.getByTestId('output-output_premium').getByRole('button').first().click();
  await expect(page.getByTestId('output-output_premium')).toHaveAttribute('data-state', 'normal');
  await page.getByTestId('output-output_base').getByRole('button').first().click();
  await expect(page.getByTestId('output-output_base')).toHaveAttribute('data-state', 'normal');
  await expect(page.getByTestId('input-input_discount')).toHaveAttribute('data-state', 'notAdded');

  // The preview: the outputs calculated from the preview data.
  await page.getByRole('checkbox', { name: 'Preview' }).check();
  const data = await templates.openSection('Preview data');
  await data.getByLabel('Mock data (JSON)').fill('{"age": 50, "plan": "Gold"}');
  const preview = page.getByTestId('function-preview');
  await expect(preview.getByRole('row', { name: /output_premium/ })).toContainText('308');
  await expect(preview.getByRole('row', { name: /output_base/ })).toContainText('220');
  await page.screenshot(shot('preview'));

  await bind('input_age', '{{ data.age | minus: 40 }}', 'Update');
  await expect(page.getByText('Input updated')).toBeVisible();
  await expect(preview.getByRole('row', { name: /output_base/ })).toContainText('100');
  await expect(preview.getByRole('row', { name: /output_premium/ })).toContainText('140');

  // Another workbook without input_plan: the template's input is marked as not existing, and removed.
  await page.getByRole('button', { name: 'Select or upload file' }).click();
  await picker.openFolder(folder);
  await picker.row('rating-v2.xlsx').click();
  await dialog.getByRole('button', { name: 'Select', exact: true }).click();
  const plan = page.getByTestId('input-input_plan');
  await expect(plan).toHaveAttribute('data-state', 'notExisting');
  await expect(plan).toContainText('input does not exist');
  await expect(page.getByText('There are changes in the template.')).toBeVisible();
  await page.screenshot(shot('not-existing'));
  await plan.getByRole('button', { name: 'Remove input_plan' }).click();
  await expect(page.getByText('Input removed')).toBeVisible();
  await expect(plan).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('There are changes in the template.')).toBeHidden();
  await expect(preview.getByRole('row', { name: /output_premium/ })).toContainText('100');

  // The same screen in zh-HK: no English left but ids and user data.
  await page.evaluate((key) => localStorage.setItem(key, 'zh-HK'), STORAGE_KEYS.locale);
  await page.reload();
  await expect(page.getByRole('heading', { name: '輸入' })).toBeVisible();
  await expect(page.getByTestId('input-input_discount')).toContainText('尚未加入輸入');
  // 'GraphQL' is the query section's shared title (templates/locales), a product name.
  await expectNoEnglish(page, { allow: [name, folder, 'GraphQL'] });
  await page.screenshot(shot('editor-zh-HK'));
  await page.evaluate((key) => localStorage.setItem(key, 'en-US'), STORAGE_KEYS.locale);
  await page.reload();

  // Delete returns to the list.
  await page.getByRole('button', { name: 'Delete template' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByLabel('Type DELETE').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/templates$/);
});
