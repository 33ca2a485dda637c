import { expect, test } from './fixtures';
import { UiEditorPage } from './pages/ui-editor-page';

const shot = (name: string) => ({ path: `/tmp/uieditor-shots/${name}.png` });
const unique = () => Date.now().toString(36);

test('build a quote form, style it for md and hover, add a page, save, reload, see the same; undo a delete', async ({
  page,
}) => {
  const editor = new UiEditorPage(page);
  const appId = `quotes${unique()}`;
  await editor.createApp(appId);
  await editor.open(appId);
  await expect(page.getByText('Select a component to render on the canvas')).toBeVisible();

  // Create component: the name is required and PascalCase on blur.
  await page.getByRole('button', { name: 'Create component' }).click();
  const create = page.getByRole('dialog', { name: 'Create component' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('This field is required')).toBeVisible();
  await create.getByLabel(/^Component name/).fill('quote form');
  await create.getByLabel(/^Component name/).blur();
  await expect(create.getByLabel(/^Component name/)).toHaveValue('QuoteForm');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByLabel('Component', { exact: true })).toHaveValue(/.+/);
  await expect(editor.treeRow('Box')).toBeVisible();

  // A headline (clicked in the gallery), its text per locale.
  await editor.select('Box');
  await editor.galleryItem('JHeadline').click();
  await editor.inspector.getByLabel('Text · English (en-US)').fill('Get your travel quote');
  await editor.inspector.getByLabel('Text · Chinese (zh-HK)').fill('取得旅遊報價');
  await expect(editor.canvas.getByRole('heading', { name: 'Get your travel quote' })).toBeVisible();

  // Five kit inputs: the first dragged from the gallery onto the canvas, the others added by click.
  await editor.select('Box');
  await editor.drag(editor.galleryItem('JInputText'), page.getByTestId('ui-editor-canvas'));
  await expect(editor.treeRow('Text input')).toBeVisible();
  await editor.inspector.getByLabel('Label · English (en-US)').fill('Full name');
  await editor.tab('Props').click();
  await editor.inspector.getByLabel('Bound to form field').selectOption('form.input1');
  await editor.inspector.getByLabel('Required', { exact: true }).check();
  await editor.inspector.getByLabel('No Chinese characters').check();
  for (const type of ['JInputNumber', 'JSelect', 'JInputDateOfBirth', 'JCheckbox']) {
    await editor.select('Box');
    await editor.galleryItem(type).click();
  }
  await editor.select('Box');
  await editor.galleryItem('JButton').click();
  await editor.inspector.getByLabel('Text · English (en-US)').fill('See prices');
  await expect(editor.canvas.getByText('Full name')).toBeVisible();
  await expect(editor.canvas.getByRole('button', { name: 'See prices' })).toBeVisible();
  await expect(editor.canvas.locator('input, select, [role="combobox"]').first()).toBeVisible();

  // Design: the headline larger from md up, the button's text coloured on hover.
  await editor.select('Headline');
  await editor.tab('Design').click();
  await editor.inspector.getByRole('button', { name: 'MD' }).click();
  await editor.inspector.getByLabel('Text size').selectOption('text-4xl');
  await editor.select('Button');
  await editor.tab('Design').click();
  await editor.inspector.getByRole('button', { name: 'Hover' }).click();
  await editor.inspector.getByLabel('Text colour').selectOption('text-color8');
  const headline = editor.canvas.getByRole('heading', { name: 'Get your travel quote' });
  await expect(headline).toHaveCSS('font-size', '24px');
  await page.getByLabel('Size', { exact: true }).selectOption('md');
  await expect(headline).toHaveCSS('font-size', '36px');
  await page.screenshot(shot('built-md'));

  // A page for it: new at the top as 'New Page' '/new-path' with its edit form open.
  await page.getByRole('button', { name: 'Pages' }).click();
  const pages = page.getByRole('dialog', { name: 'Pages' });
  await pages.getByRole('button', { name: '+ Add page' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit page' });
  await expect(edit.getByLabel('Path')).toHaveValue('/new-path');
  await expect(edit.getByLabel('Name')).toHaveValue('New Page');
  await edit.getByLabel('Component').selectOption('QuoteForm');
  await expect(edit.getByLabel('Name')).toHaveValue('QuoteForm');
  await edit.getByLabel('Path').fill('/quote');
  await edit.getByRole('button', { name: 'Done' }).click();
  await expect(pages.locator('[data-page-row]').first()).toContainText('/quote');
  await pages.getByRole('button', { name: 'Save' }).click();
  await expect(pages).toBeHidden();

  // Save, reload: the same tree, texts, design and page.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(editor.canvas.getByRole('heading', { name: 'Get your travel quote' })).toBeVisible();
  for (const label of ['Headline', 'Text input', 'Number', 'Select', 'Date of birth', 'Checkbox', 'Button'])
    await expect(editor.treeRow(label)).toHaveCount(1);
  await expect(editor.canvas.getByText('Full name')).toBeVisible();
  await page.getByLabel('Size', { exact: true }).selectOption('md');
  await expect(headline).toHaveCSS('font-size', '36px');
  await page.getByRole('button', { name: 'Show code' }).click();
  const code = page.getByTestId('ui-editor-code');
  await expect(code).toContainText('md:text-4xl');
  await expect(code).toContainText('hover:text-color8');
  await expect(code).toContainText('v-model="form.input1"');
  await expect(code).toContainText(':validators="[&quot;noChinese&quot;]"');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Pages' }).click();
  await expect(pages.locator('[data-page-row]').first()).toContainText('/quote');
  await pages.getByRole('button', { name: 'Discard' }).click();
  await page.getByLabel('Texts in').selectOption('zh-HK');
  await expect(editor.canvas.getByRole('heading', { name: '取得旅遊報價' })).toBeVisible();

  // Delete the button by keyboard, undo, redo, undo again.
  await editor.select('Button');
  await page.keyboard.press('Delete');
  await expect(editor.treeRow('Button')).toHaveCount(0);
  await expect(editor.canvas.getByRole('button', { name: 'See prices' })).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(editor.treeRow('Button')).toHaveCount(1);
  await expect(editor.canvas.getByRole('button', { name: 'See prices' })).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(editor.treeRow('Button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(editor.treeRow('Button')).toHaveCount(1);
  await page.screenshot(shot('after-undo'));
});
