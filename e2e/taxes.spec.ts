import { expect, test, uniqueName } from './fixtures';
import { PricingEditorPage } from './pages/pricing-page';
import { ProductsListPage, seeToast } from './pages/products-list-page';
import { studioGraphql } from './studio-graphql';

const ZH_RUN = '測試';
const shot = (name: string) => ({ path: `/tmp/shots-taxes/${name}.png`, fullPage: true });

test('a levy with a cap, a minimum premium and the taxes in the test panel, in both locales', async ({ page }) => {
  test.setTimeout(120_000);
  const id = { plan: uniqueName('home_contents'), type: 'contents', version: '1' };
  const list = new ProductsListPage(page);
  const editor = new PricingEditorPage(page);
  await list.open();
  await list.createThroughApi([{ ...id, name: 'Home Contents', insurerId: 'harbour_mutual' }]);
  const logic = await studioGraphql(
    page,
    'mutation($p: productIdInput!) { updatePriceLogic(productId: $p, input: { amountLogic: "{\\"var\\":\\"base\\"}" }) { status } }',
    { p: id },
  );
  expect(logic.errors).toBeUndefined();

  // The Hong Kong insurance levy: 0.1%, at most HKD 5,000, added through the form.
  await page.goto(`/products/detail/taxes/${id.plan}/${id.type}/${id.version}`);
  await page.getByRole('button', { name: '+ Add tax or levy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Code/).fill('IA_LEVY');
  await dialog.getByLabel(/^Name/).fill('Insurance levy');
  await dialog.getByLabel(/^Percentage/).fill('0.1');
  await dialog.getByLabel(/^Cap/).fill('5000');
  await dialog.getByLabel('Rounding').selectOption({ label: 'Down' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('code-row')).toContainText('at most HKD 5,000.00');

  const limits = page.getByTestId('premium-limits');
  await limits.getByLabel(/^Minimum premium/).fill('500');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await seeToast(page, 'The premium limits are saved.');
  await page.screenshot(shot('taxes-en'));

  await editor.open(id);
  await editor.extractVariables();
  await editor.variable('base').fill('400');
  await editor.test();
  await expect(editor.amount()).toHaveText('HKD 500.50');
  await expect(editor.breakdown()).toContainText('Raised to the minimum premium');
  await expect(editor.breakdown()).toContainText('IA_LEVY');
  await page.screenshot(shot('panel-en'));

  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await page.reload();
  await page.getByRole('button', { name: '擷取變數' }).click();
  await editor.variable('base').fill('400');
  await page.getByRole('button', { name: ZH_RUN, exact: true }).click();
  await expect(editor.breakdown()).toContainText('提高至最低保費');
  await page.screenshot(shot('panel-zh'));
  await page.goto(`/products/detail/taxes/${id.plan}/${id.type}/${id.version}`);
  await expect(page.getByTestId('code-row')).toContainText('最多 HKD 5,000.00');
  await page.screenshot(shot('taxes-zh'));
  await page.evaluate(() => localStorage.setItem('studio.locale', 'en-US'));
});
