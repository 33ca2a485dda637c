import { expectNoEnglish } from './english-text';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, test } from './fixtures';
import { CodesPage, PricingEditorPage } from './pages/pricing-page';
import { ProductsListPage } from './pages/products-list-page';
import { UiEditorPage } from './pages/ui-editor-page';

const shot = (name: string) => ({ path: `/tmp/publish-shots/${name}.png`, fullPage: true });
const unique = Date.now().toString(36);
const product = { plan: `quote_${unique}`, type: 'term_life', version: '1' };
// Age bands, a smoker factor and the sum insured: the inputs the quote page's fields are bound to.
const RULE = JSON.stringify({
  '*': [
    { if: [{ '<': [{ var: 'age' }, 40] }, 1, 1.5] },
    { if: [{ var: 'input2' }, 2, 1] },
    { '/': [{ var: 'input3' }, 1000] },
  ],
});

/** The app's whole CMS config through the API: its guest, locales and pages (upsert replaces all). */
async function configureApp(page: import('@playwright/test').Page, appId: string, host: string) {
  return page.evaluate(
    async ({ appId, host, username, password }) => {
      const call = async (query: string, variables: Record<string, unknown>) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${localStorage.getItem('studio.accessToken')}`,
          },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data: Record<string, { status: string; errors: string[] }> };
      };
      const created = await call('mutation($input: createAppInput!) { createApp(input: $input) { status errors } }', {
        input: { appId, appName: 'Harbour Life', host, appTemplateId: 'blank' },
      });
      const config = await call(
        'mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }',
        {
          appId,
          config: {
            allowedLocales: ['en-US', 'zh-HK'],
            defaultLocale: 'en-US',
            guestLoginCredentials: { username, password },
            themeJsonString: JSON.stringify({
              colors: [{ id: 'brand', name: 'Brand', value: '#be123c' }],
              tokens: { color8: 'brand' },
            }),
            componentRoutes: [
              { path: '/', name: 'Home', component: 'HomePage' },
              { path: '/quote', name: 'Quote', component: 'QuotePage' },
            ],
          },
        },
      );
      return [created.data.createApp?.status, config.data.upsertCmsConfig?.status];
    },
    { appId, host, username: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  );
}

test('a quote page built in the UI editor, published at its host, quotes what the test panel gives', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A product with a pricing rule and a 10% discount code; the test panel's premium for the inputs.
  await new ProductsListPage(page).open();
  await new ProductsListPage(page).createThroughApi([{ ...product, name: 'Quote Term', insurerId: 'harbour_mutual' }]);
  const pricing = new PricingEditorPage(page);
  await pricing.open(product);
  await pricing.typeRule(RULE);
  await pricing.save();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  const codes = new CodesPage(page);
  await codes.open('discountsCodes', product);
  await codes.add({ code: 'TEN', name: 'Ten percent', kind: 'Ratio', value: '10' });
  await pricing.open(product);
  await pricing.extractVariables();
  await pricing.variable('age').fill('46');
  await pricing.variable('input2').check();
  await pricing.variable('input3').fill('200000');
  await pricing.test('TEN');
  await expect(pricing.amount()).toHaveText('HKD 540.00');
  const panelPremium = (await pricing.amount().textContent())?.trim() ?? '';

  // A distribution website at its own host, a guest, two locales.
  const appId = `harbour${unique}`;
  const host = `harbour-${unique}.test`;
  expect(await configureApp(page, appId, host)).toEqual(['success', 'success']);

  // The quote page, built in the UI editor.
  const editor = new UiEditorPage(page);
  await editor.open(appId);
  await page.getByRole('button', { name: 'Create component' }).click();
  const create = page.getByRole('dialog', { name: 'Create component' });
  await create.getByLabel(/^Component name/).fill('QuotePage');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(editor.treeRow('Box')).toBeVisible();

  const texts = async (field: string, en: string, zh: string) => {
    await editor.tab('Content').click();
    await editor.inspector.getByLabel(`${field} · English (en-US)`).fill(en);
    await editor.inspector.getByLabel(`${field} · Chinese (zh-HK)`).fill(zh);
  };
  const add = async (type: string) => {
    await editor.select('Box');
    await editor.galleryItem(type).click();
  };
  const bind = async (field: string) => {
    await editor.tab('Props').click();
    await editor.inspector.getByLabel('Bound to form field').selectOption(field);
  };
  await add('JHeadline');
  await texts('Text', 'Get a quote', '取得報價');
  await add('JInputDateOfBirth');
  await texts('Label', 'Date of birth', '出生日期');
  await bind('form.input1');
  await editor.inspector.getByLabel('Required', { exact: true }).check();
  await add('JToggle');
  await texts('Label', 'Smoker', '吸煙者');
  await bind('form.input2');
  await add('JInputNumber');
  await texts('Label', 'Sum insured', '保額');
  await bind('form.input3');
  await editor.inspector.getByLabel('Required', { exact: true }).check();
  await add('JInputText');
  await texts('Label', 'Discount code', '折扣碼');
  await bind('form.input4');
  await editor.inspector.getByLabel('No Chinese characters').check();
  await add('JButton');
  await texts('Text', 'Get my quote', '計算保費');
  await editor.tab('Props').click();
  await editor.inspector.getByLabel('Action in the published app').selectOption('quote');
  await editor.inspector.getByLabel('Product (for a quote)').fill(`${product.plan}/${product.type}/${product.version}`);
  await editor.inspector.getByLabel(/^Discount code field/).fill('form.input4');
  await editor.inspector.getByLabel(/^Discount code field/).blur();
  await expect(editor.canvas.getByRole('button', { name: 'Get my quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // The component theme editor: the kit's classes in five layers; a button background, saved.
  await page.getByRole('link', { name: 'Component theme' }).click();
  await expect(page.getByRole('heading', { name: 'Component theme editor' })).toBeVisible();
  await expect(page.getByText('Select to edit')).toBeVisible();
  for (const name of ['button', 'default', 'root'])
    await page.getByRole('button', { name: `Expand ${name}`, exact: true }).click();
  await page.locator('[data-theme-node="button/default/root/normal"]').click();
  await expect(page.getByText('.ck-button', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '+ Add option' }).click();
  await page.getByLabel('CSS property').fill('background-color');
  await page.getByLabel('Value', { exact: true }).fill('rgb(21, 128, 61)');
  await expect(page.getByTestId('theme-css')).toHaveText('.ck-button {\n  background-color: rgb(21, 128, 61);\n}');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Component theme saved')).toBeVisible();
  await page.screenshot(shot('theme-editor'));
  // The same theme as JSON: what the kit has no place for is named and cannot be saved; restart undoes it.
  await page.getByRole('button', { name: 'Edit as JSON' }).click();
  const json = page.getByRole('textbox', { name: 'Component theme JSON' });
  await expect(json).toContainText('"background-color": "rgb(21, 128, 61)"');
  await json.click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('End');
  await page.keyboard.type(' "slider": {},');
  await expect(page.getByRole('alert')).toHaveText('slider is not a component of the kit.');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.screenshot(shot('theme-json'));
  // Restart asks before it discards the edits.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit by layer' }).click();
  await page.getByRole('link', { name: 'Exit' }).click();
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'QuotePage' });
  // The canvas builds its stylesheet as the published app does: the saved component theme shows.
  await expect(editor.canvas.getByRole('button', { name: 'Get my quote' })).toHaveCSS(
    'background-color',
    'rgb(21, 128, 61)',
  );

  // Publish: the checks name what is missing (a home page text left without its zh-HK); fixed, it goes live.
  await editor.dropText(appId, { component: 'HomePage', node: 'Headline', field: 'content', locale: 'zh-HK' });
  await page.reload();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('dialog', { name: 'Publish' });
  await expect(publish.getByRole('alert')).toContainText('HomePage: the Text of Headline has no text in zh-HK.');
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await expect(publish.getByText('Not published yet.')).toBeVisible();
  await page.screenshot(shot('publish-problems'));
  await page.keyboard.press('Escape');
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'HomePage' });
  await editor.select('Headline');
  await texts('Text', 'Welcome', '歡迎');
  await editor.select('Text');
  await texts('Text', 'Start building your app here.', '在此開始建立您的應用程式。');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publish.getByRole('alert')).toHaveCount(0);
  await publish.getByLabel('Publish note').fill('First quote page');
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published as version 1')).toBeVisible();
  await expect(publish.locator('[data-version="1"]')).toContainText('Live');
  await expect(publish.locator('[data-version="1"]')).toContainText('First quote page');
  await page.screenshot(shot('published'));

  // Editing after publishing changes nothing live.
  await page.keyboard.press('Escape');
  await editor.select('Headline');
  await texts('Text', 'Changed after publishing', '發佈後修改');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // The published app at its host: validators first, then the quote, equal to the test panel's.
  await page.goto(`/quote?hostOverride=${host}`);
  await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page.getByTestId('quote-error')).toHaveText('Please correct the highlighted fields.');
  await expect(page.getByText('This field is required').first()).toBeVisible();
  const year = new Date().getFullYear() - 46;
  await page.locator('select.ck-dob__year').selectOption(String(year));
  await page.locator('select.ck-dob__month').selectOption('1');
  await page.locator('select.ck-dob__day').selectOption('1');
  await page.getByRole('switch', { name: 'Smoker' }).click();
  await page.getByLabel('Sum insured').fill('200000');
  await page.getByLabel('Discount code').fill('優惠');
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page.getByTestId('quote-error')).toBeVisible();
  await page.getByLabel('Discount code').fill('TEN');
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(page.getByTestId('quote-premium')).toHaveText(panelPremium);
  await expect(page.getByTestId('quote-result')).toContainText('Ten percent');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('button', { name: 'Get my quote' })).toHaveCSS('background-color', 'rgb(21, 128, 61)');
  await page.screenshot(shot('quote-en'));

  // The home page is the published one, not the edit made since.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('Changed after publishing')).toHaveCount(0);

  // zh-HK: the same quote.
  await page.goto(`/quote?hostOverride=${host}&locale=zh-HK`);
  await expect(page.getByRole('heading', { name: '取得報價' })).toBeVisible();
  await page.locator('select.ck-dob__year').selectOption(String(year));
  await page.locator('select.ck-dob__month').selectOption('1');
  await page.locator('select.ck-dob__day').selectOption('1');
  await page.getByRole('switch', { name: '吸煙者' }).click();
  await page.getByLabel('保額').fill('200000');
  await page.getByLabel('折扣碼').fill('TEN');
  await page.getByRole('button', { name: '計算保費' }).click();
  await expect(page.getByTestId('quote-premium')).toHaveText(panelPremium);
  await expect(page.getByText('您的報價')).toBeVisible();
  await page.screenshot(shot('quote-zh'));
  await expectNoEnglish(page);
  // Customers quote on phones: at 390 px the page is no wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot(shot('quote-zh-390'));
});

test('the publish modal and the component theme editor in zh-HK show no English beyond user data', async ({ page }) => {
  const editor = new UiEditorPage(page);
  const appId = `zhpublish${unique}`;
  await editor.createApp(appId);
  await editor.dropText(appId, { component: 'HomePage', node: 'Headline', field: 'content', locale: 'zh-HK' });
  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await editor.open(appId);
  await page.getByRole('button', { name: '發佈' }).click();
  const publish = page.getByRole('dialog', { name: '發佈' });
  await expect(publish.getByText('尚未發佈。')).toBeVisible();
  // The checks' findings in zh-HK; only the names they mention (user data) stay as they are.
  await expect(publish.getByRole('alert')).toContainText('HomePage：標題 的「文字」欠缺 zh-HK 文字。');
  await expectNoEnglish(page);
  await page.screenshot(shot('zh-publish'));
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: '元件主題' }).click();
  await expect(page.getByText('選擇以編輯')).toBeVisible();
  await page.getByRole('button', { name: '展開 toggle', exact: true }).click();
  await page.getByRole('button', { name: '展開 default', exact: true }).click();
  await page.locator('[data-theme-node="toggle/default/track"]').click();
  await expect(page.getByText('選擇一個鍵')).toBeVisible();
  // The layers are the kit's technical names (translate="no"); the expand buttons name them.
  await expectNoEnglish(page, { allow: [/^(展開|收合) [a-zA-Z]+$/] });
  await page.screenshot(shot('zh-theme-editor'));
  // The JSON view: the code is the kit's (translate="no"); what cannot be applied is said in zh-HK.
  await page.getByRole('button', { name: '以 JSON 編輯' }).click();
  await page.getByRole('textbox', { name: '元件主題 JSON' }).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('x');
  await expect(page.getByRole('alert')).toContainText('無法讀取 JSON');
  await expectNoEnglish(page);
  await page.screenshot(shot('zh-theme-json'));
  // On a phone the JSON view and the publish findings fit the window.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot(shot('zh-theme-json-390'));
  // Leaving drops the unreadable draft (the browser asks first).
  page.once('dialog', (dialog) => dialog.accept());
  await editor.open(appId);
  await page.getByRole('button', { name: '發佈' }).click();
  await expect(publish.getByRole('alert')).toContainText('HomePage：標題 的「文字」欠缺 zh-HK 文字。');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot(shot('zh-publish-390'));
});
