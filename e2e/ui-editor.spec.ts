import { expectNoEnglish } from './english-text';
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
  await expect(editor.canvas.getByText('Full name')).toBeVisible();
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
  const buttonFrame = editor.canvas.getByRole('button', { name: 'See prices' }).locator('..');
  await buttonFrame.hover();
  await expect(buttonFrame).toHaveCSS('color', 'rgb(29, 78, 216)');
  await page.screenshot(shot('built-md'));

  // A page for it: new at the top as 'New Page' '/new-path' with its edit form open.
  await page.getByRole('button', { name: 'Pages' }).click();
  const pages = page.getByRole('dialog', { name: 'Pages' });
  await pages.getByRole('button', { name: '+ Add page' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit page' });
  await expect(edit.getByLabel('Path')).toHaveValue('/new-path');
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('New Page');
  await edit.getByLabel('Component').selectOption('QuoteForm');
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('QuoteForm');
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
  for (const label of ['Headline', 'Text input', 'Number input', 'Select', 'Date of birth', 'Checkbox', 'Button'])
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

  // The app's own components are in the gallery; an instance shows that component's tree.
  await editor.select('Box');
  await editor.gallery.locator('[data-gallery-item^="component-"]').filter({ hasText: 'HomePage' }).click();
  await expect(editor.treeRow('HomePage')).toHaveCount(1);
  // The canvas shows the zh-HK texts here, and the starter's home page has them.
  await expect(editor.canvas.getByText('歡迎')).toBeVisible();
});

test('keyboard copy, paste, duplicate and arrow moves; drag in the tree; a failed save loses nothing', async ({
  page,
}) => {
  const editor = new UiEditorPage(page);
  const appId = `keys${unique()}`;
  await editor.createApp(appId);
  await editor.open(appId);
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'HomePage' });
  await expect(editor.treeRow('Headline')).toBeVisible();

  // The gallery search matches names and labels, case-insensitively.
  await page.getByRole('button', { name: '+ Add Element' }).click();
  await expect(editor.gallery.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('jradio');
  await expect(editor.galleryItem('JRadios')).toBeVisible();
  await expect(editor.galleryItem('JText')).toHaveCount(0);
  await editor.gallery.getByRole('searchbox').fill('DATE');
  await expect(editor.galleryItem('JDatePicker')).toBeVisible();
  await expect(editor.galleryItem('JInputDateOfBirth')).toBeVisible();
  await editor.gallery.getByRole('searchbox').fill('');

  // Ctrl+D duplicates the text after itself; copy and paste put another copy after the selection.
  await editor.select('Text');
  await page.keyboard.press('Control+d');
  await expect(editor.treeRow('Text')).toHaveCount(2);
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(editor.treeRow('Text')).toHaveCount(3);
  await expect(editor.tree.locator('[data-tree-row]')).toHaveCount(5);

  // ArrowUp moves the selected node above its sibling.
  await editor.select('Headline');
  await page.keyboard.press('ArrowDown');
  await expect(editor.tree.locator('[data-tree-row]').nth(2)).toContainText('Headline');
  await page.keyboard.press('ArrowUp');
  await expect(editor.tree.locator('[data-tree-row]').nth(1)).toContainText('Headline');

  // Drag the headline below the last text in the layout tree.
  await editor.drag(
    editor.treeRow('Headline').getByRole('button', { name: 'Headline' }),
    editor.tree.locator('[data-tree-row]').last(),
    'bottom',
  );
  await expect(editor.tree.locator('[data-tree-row]').last()).toContainText('Headline');

  // A failed save keeps every change, unsaved, and says why.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('uiEditorSaveComponent'))
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"data":{"updateComponent":{"status":"failure","errors":["Storage is full."]}}}',
      });
    else await route.continue();
  });
  // Ctrl+S here, the button below: both ways of saving are tested.
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Storage is full.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(editor.treeRow('Text')).toHaveCount(3);
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(editor.treeRow('Text')).toHaveCount(3);
  await expect(editor.tree.locator('[data-tree-row]').last()).toContainText('Headline');

  // Pages: a second page, dragged above the first; Discard forgets, Save stores the order.
  await page.getByRole('button', { name: 'Pages' }).click();
  const pages = page.getByRole('dialog', { name: 'Pages' });
  await pages.getByRole('button', { name: '+ Add page' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit page' });
  await edit.getByLabel('Component').selectOption('HomePage');
  await edit.getByLabel('Path').fill('/about');
  await edit.getByLabel('Name', { exact: true }).fill('about us');
  await edit.getByLabel('Name', { exact: true }).blur();
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('AboutUs');
  await edit.getByRole('button', { name: 'Done' }).click();
  const rows = pages.locator('[data-page-row]');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('/about');
  await editor.drag(rows.nth(1).getByRole('button', { name: 'Drag to reorder' }), rows.first(), 'top');
  await expect(rows.first()).toContainText('Home');
  // dnd-kit swallows clicks for 50 ms after a drop (its capture listener outlives the drag by a tick):
  // a click that fast is retried, as a person's second click would be.
  await expect(async () => {
    await pages.getByRole('button', { name: 'Save' }).click();
    await expect(pages).toBeHidden({ timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'Pages' }).click();
  await expect(rows.nth(1)).toContainText('/about');
  await rows.first().getByRole('button', { name: 'Delete' }).click();
  await pages.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Pages' }).click();
  await expect(rows).toHaveCount(2);
  await pages.getByRole('button', { name: 'Discard' }).click();

  // Theme: the brand colour changes the canvas.
  await page.getByRole('button', { name: 'Theme' }).click();
  const theme = page.getByRole('dialog', { name: 'Theme' });
  await theme.getByRole('textbox', { name: 'Value' }).first().fill('#ff0000');
  await theme.getByRole('button', { name: 'Save' }).click();
  await expect(theme).toBeHidden();
  await editor.select('Box');
  await editor.galleryItem('JButton').click();
  await expect(editor.canvas.locator('.ck-button').first()).toHaveCSS('background-color', 'rgb(255, 0, 0)');
});

test('the editor, its inspector tabs and its modals in zh-HK show no English beyond user data', async ({ page }) => {
  const editor = new UiEditorPage(page);
  const appId = `zh${unique()}`;
  await editor.createApp(appId);
  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await editor.open(appId);
  await expect(page.getByText('請選擇要在畫布上顯示的元件')).toBeVisible();
  await expectNoEnglish(page);
  await page.getByLabel('元件', { exact: true }).selectOption({ label: 'HomePage' });
  // A default element name is said in the studio's language.
  await page.locator('[data-tree-row]').filter({ hasText: '標題' }).getByRole('button').last().click();
  await expectNoEnglish(page);
  await page.screenshot(shot('zh-content'));
  for (const tab of ['設計', '屬性']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoEnglish(page);
  }
  await page.screenshot(shot('zh-design'));
  await page.getByRole('button', { name: '主題' }).click();
  await expectNoEnglish(page);
  await page.screenshot(shot('zh-theme'));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '頁面' }).click();
  await expectNoEnglish(page);
  await page.screenshot(shot('zh-pages'));
});

test('on the canvas a click selects an element (inspector, layout tree) and hovering outlines it', async ({ page }) => {
  const editor = new UiEditorPage(page);
  const appId = `canvas${unique()}`;
  await editor.createApp(appId);
  await editor.open(appId);
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'HomePage' });
  await expect(editor.treeRow('Headline')).toBeVisible();
  // The root collapsed: a click on the canvas opens the layout tree down to the element.
  await editor.treeRow('Box').getByRole('button', { name: 'Collapse' }).click();
  await expect(editor.treeRow('Headline')).toHaveCount(0);

  const headline = editor.canvasNode('Welcome');
  await headline.hover();
  await expect(headline).toHaveAttribute('data-ue-hover', '');
  const text = editor.canvasNode('Start building your app here.');
  await text.hover();
  await expect(text).toHaveAttribute('data-ue-hover', '');
  await expect(headline).not.toHaveAttribute('data-ue-hover', '');

  await headline.click();
  await expect(headline).toHaveAttribute('data-ue-selected', '');
  await expect(editor.inspector.getByLabel('Layer name')).toHaveValue('Headline');
  await expect(editor.treeButton('Headline')).toHaveAttribute('aria-current', 'true');

  await text.click();
  await expect(text).toHaveAttribute('data-ue-selected', '');
  await expect(headline).not.toHaveAttribute('data-ue-selected', '');
  await expect(editor.inspector.getByLabel('Layer name')).toHaveValue('Text');
  await expect(editor.treeButton('Text')).toHaveAttribute('aria-current', 'true');
  await expect(editor.treeButton('Headline')).not.toHaveAttribute('aria-current', 'true');

  // Keys typed into a field on the canvas stay the field's: Backspace there deletes no element.
  await editor.select('Box');
  await editor.galleryItem('JInputText').click();
  const input = editor.canvas.getByRole('textbox').first();
  await input.click();
  await expect(editor.treeButton('Text input')).toHaveAttribute('aria-current', 'true');
  await input.press('a');
  await input.press('Backspace');
  await expect(editor.treeRow('Text input')).toHaveCount(1);
});

test('at 390 and 360 px the editor fits the screen: its panels stack, nothing scrolls sideways', async ({ page }) => {
  const editor = new UiEditorPage(page);
  const appId = `narrow${unique()}`;
  await editor.createApp(appId);
  const fitsWidth = async (width: number) => {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  };
  for (const locale of ['en-US', 'zh-HK'] as const) {
    await page.evaluate((value) => localStorage.setItem('studio.locale', value), locale);
    const names =
      locale === 'en-US'
        ? { layout: 'Layout', inspector: 'Inspector', component: 'Component', headline: 'Headline' }
        : { layout: '版面', inspector: '檢視器', component: '元件', headline: '標題' };
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await editor.open(appId);
      await page.getByLabel(names.component, { exact: true }).selectOption({ label: 'HomePage' });
      const tree = page.getByRole('complementary', { name: names.layout });
      const inspector = page.getByRole('complementary', { name: names.inspector });
      await expect(tree.locator('[data-tree-row]').filter({ hasText: names.headline })).toBeVisible();
      await fitsWidth(width);
      // A click on the canvas selects; the inspector below it shows the element.
      // The canvas shows the en-US texts here, whatever the studio's language.
      await editor.canvasNode('Welcome').click();
      await inspector.scrollIntoViewIfNeeded();
      await expect(inspector.getByRole('textbox').first()).toHaveValue(names.headline);
      await fitsWidth(width);
      for (const box of [tree, page.getByTestId('ui-editor-canvas'), inspector]) {
        const bounds = await box.boundingBox();
        expect((bounds?.x ?? -1) >= 0 && (bounds?.x ?? 0) + (bounds?.width ?? width + 1) <= width).toBe(true);
      }
      if (width === 390) {
        await page.getByTestId('ui-editor-workspace').evaluate((element) => element.scrollTo(0, 0));
        await page.screenshot({ path: `/tmp/canvas-perf-shots/${locale}-390-top.png` });
        await inspector.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/canvas-perf-shots/${locale}-390-inspector.png` });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await editor.open(appId);
    await page.getByLabel(names.component, { exact: true }).selectOption({ label: 'HomePage' });
    await editor.canvasNode('Welcome').click();
    await expect(page.getByRole('complementary', { name: names.inspector }).getByRole('textbox').first()).toHaveValue(
      names.headline,
    );
    await page.screenshot({ path: `/tmp/canvas-perf-shots/${locale}-1280.png` });
  }
});
