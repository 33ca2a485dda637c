import type { Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, test } from './fixtures';
import { UiEditorPage } from './pages/ui-editor-page';

const shot = (name: string) => ({ path: `/tmp/quote-wiring-shots/${name}.png`, fullPage: true });
const unique = Date.now().toString(36);
const product = { plan: `wired_${unique}`, type: 'term_life', version: '1' };
const productLabel = `${product.plan}/${product.type}/${product.version}`;
// age (a date of birth gives it), sumInsured (mapped in the panel) and smoker (no field: flagged).
const RULE = JSON.stringify({
  '*': [
    { if: [{ '<': [{ var: 'age' }, 40] }, 1, 1.5] },
    { if: [{ var: 'smoker' }, 2, 1] },
    { '/': [{ var: 'sumInsured' }, 1000] },
  ],
});

const node = (id: string, component: string, extra: Record<string, unknown> = {}) => ({
  id,
  component,
  label: component.replace(/^J/, ''),
  attrsMap: {},
  editorSettings: { props: {}, texts: {} },
  children: [],
  ...extra,
});
// The quote page as a builder leaves it before wiring: a date of birth, a number, and a quote button without a product.
const HOME = node('root0001', 'JBox', {
  children: [
    node('dob00001', 'JInputDateOfBirth', { label: 'Birthday', bindTo: 'form.input1' }),
    node('cover001', 'JInputNumber', { label: 'Cover', bindTo: 'form.input2' }),
    node('button01', 'JButton', {
      label: 'GetQuote',
      editorSettings: {
        props: { action: 'quote' },
        texts: { content: { 'en-US': 'Get my quote', 'zh-HK': '計算保費' } },
      },
    }),
  ],
});

/** The product with its rule, and an app whose home page is HOME, with a guest and two locales, through the API. */
async function prepare(page: Page, appId: string) {
  return page.evaluate(
    async ({ appId, product, rule, home, username, password }) => {
      const call = async (query: string, variables: Record<string, unknown>) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${localStorage.getItem('studio.accessToken')}`,
          },
          body: JSON.stringify({ query, variables }),
        });
        const answer = await response.json();
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        return answer.data;
      };
      await call('mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }', {
        product: { productId: product, insurerId: 'harbour_mutual' },
      });
      await call(
        'mutation($p: productIdInput!, $i: priceLogicInput!) { updatePriceLogic(productId: $p, input: $i) { status } }',
        { p: product, i: { amountLogic: rule } },
      );
      await call('mutation($input: createAppInput!) { createApp(input: $input) { status errors } }', {
        input: { appId, appName: 'Wired Life', appTemplateId: 'blank' },
      });
      await call(
        'mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status } }',
        {
          appId,
          config: {
            allowedLocales: ['en-US', 'zh-HK'],
            defaultLocale: 'en-US',
            guestLoginCredentials: { username, password },
            componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage' }],
          },
        },
      );
      const components = await call(
        'query($appId: String) { components(where: { appId: $appId }) { list { id name } } }',
        {
          appId,
        },
      );
      const id = components.components.list.find((component: { name: string }) => component.name === 'HomePage').id;
      const saved = await call(
        'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }',
        { id, input: { editorAst: JSON.stringify(home) } },
      );
      return saved.updateComponent.status;
    },
    { appId, product, rule: RULE, home: HOME, username: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  );
}

test('a quote button: product picked in the inspector, its inputs mapped, an unfed one flagged and refused on publish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const appId = `wired${unique}`;
  await page.setViewportSize({ width: 1280, height: 1000 });
  expect(await prepare(page, appId)).toBe('success');

  const editor = new UiEditorPage(page);
  await editor.open(appId);
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'HomePage' });
  await editor.select('GetQuote');
  await editor.tab('Props').click();
  const inspector = editor.inspector;
  await expect(inspector.getByText('Choose the product this button quotes.')).toBeVisible();

  // The picker searches the tenant's products; the choice is stored as plan/type/version.
  const picker = inspector.getByRole('combobox', { name: 'Product (for a quote)' });
  await picker.fill(`wired_${unique}`);
  await expect(inspector.getByRole('option', { name: new RegExp(productLabel) })).toBeVisible();
  await page.screenshot(shot('picker-en'));
  await inspector.getByRole('option', { name: new RegExp(productLabel) }).click();
  await expect(picker).toHaveValue(productLabel);

  // The mapping: age from the date of birth; sumInsured and smoker fed by no field of that name.
  const row = (variable: string) => inspector.locator(`[data-variable="${variable}"]`);
  await expect(row('age')).toHaveAttribute('data-status', 'fed');
  await expect(row('age')).toContainText('The age in whole years, from the date of birth.');
  await expect(row('sumInsured')).toHaveAttribute('data-status', 'unfed');
  await inspector.getByLabel('Field for sumInsured').selectOption('form.input2');
  await expect(row('sumInsured')).toHaveAttribute('data-status', 'fed');
  await expect(row('smoker')).toHaveAttribute('data-status', 'unfed');
  await expect(inspector.locator('[data-status="unfed"]')).toHaveCount(1);
  await expect(inspector.getByRole('heading', { name: /^Quote inputs\s*· 1 not fed$/ })).toBeVisible();
  await expect(row('smoker')).toContainText('No field feeds it');
  await row('smoker').scrollIntoViewIfNeeded();
  await page.screenshot(shot('mapping-en'));

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('dialog', { name: 'Publish' });
  const refusal = `The page /: the quote button GetQuote needs smoker for ${productLabel}, and no field feeds it.`;
  await expect(publish.getByRole('alert')).toContainText(refusal);
  await page.screenshot(shot('publish-refused-en'));
  await page.keyboard.press('Escape');

  // The same in zh-HK: the panel and the finding in the studio's language, the names as they are.
  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await editor.open(appId);
  await page.getByLabel('元件', { exact: true }).selectOption({ label: 'HomePage' });
  const zhInspector = page.getByRole('complementary', { name: '檢視器' });
  const zhRow = (variable: string) => zhInspector.locator(`[data-variable="${variable}"]`);
  const selectButton = () =>
    page
      .getByRole('complementary', { name: '版面' })
      .locator('[data-tree-row]')
      .getByRole('button', { name: 'GetQuote' })
      .first()
      .click();
  await selectButton();
  await zhInspector.getByRole('tab', { name: '屬性' }).click();
  await expect(zhRow('smoker')).toContainText('沒有欄位提供此變數');
  await expect(zhRow('sumInsured')).toHaveAttribute('data-status', 'fed');
  await zhRow('smoker').scrollIntoViewIfNeeded();
  // The names are the builder's and the product's: the layers, the variables and the fields.
  await expectNoEnglish(page, { allow: [/Birthday|Cover|GetQuote|Box|HomePage|Wired Life/, /^[a-zA-Z]+ 的欄位$/] });
  await page.screenshot(shot('mapping-zh'));
  await page.getByRole('button', { name: '發佈' }).click();
  const zhPublish = page.getByRole('dialog', { name: '發佈' });
  await expect(zhPublish.getByRole('alert')).toContainText(
    `頁面 /：報價按鈕 GetQuote 需要 smoker 才能為 ${productLabel} 報價，但沒有欄位提供。`,
  );
  await page.screenshot(shot('publish-refused-zh'));

  // On a phone the panel fits.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await zhRow('smoker').scrollIntoViewIfNeeded();
  await expect(zhRow('smoker')).toBeVisible();
  await page.screenshot(shot('mapping-zh-390'));
});
