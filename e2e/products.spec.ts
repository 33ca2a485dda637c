import { expect, test, uniqueName } from './fixtures';
import { ProductsBenefitsPage } from './pages/products-benefits-page';
import { ProductsDetailPage } from './pages/products-detail-page';
import { ProductsListPage, seeToast } from './pages/products-list-page';

const shot = (name: string) => ({ path: `/tmp/products-${name}.png`, fullPage: true });

const BENEFITS_JSON = JSON.stringify([
  { typeId: 'medical', optionKey: 'option_0', valueJsonString: '100000', currencyCode: 'HKD' },
  { typeId: 'medical', optionKey: 'option_1', valueJsonString: '250000', currencyCode: 'HKD' },
]);

test('a product from creation to deletion: benefits over three levels, a version, two languages', async ({ page }) => {
  test.setTimeout(120_000);
  const list = new ProductsListPage(page);
  const detail = new ProductsDetailPage(page);
  const benefits = new ProductsBenefitsPage(page);
  const plan = uniqueName('travel_care');

  // On an empty list, the dotted add box; other specs may have left products behind.
  await list.open();
  await expect(list.total()).toHaveText(/^\d+$/);
  const before = Number(await list.total().textContent());
  if (before === 0) {
    await page.screenshot(shot('empty'));
    await page.getByRole('button', { name: /Add new product/ }).click();
  } else {
    await page.getByRole('button', { name: /Create product/ }).click();
  }

  // Validation of spec 000 §5.
  await list.submitCreate();
  await expect(list.modal().getByText('This field is required')).toHaveCount(4);
  await expect(list.modal().getByText('Insurer is a required field')).toBeVisible();
  await list.fillCreateForm({
    name: 'Travel Care',
    plan: 'Travel Care',
    type: 'single_trip',
    version: '1',
    insurer: 'Harbour Mutual',
  });
  await list.submitCreate();
  await expect(list.modal().getByLabel(/^Plan/)).toHaveAccessibleDescription(
    'This field only allow snake case (eg: travel_insurance)',
  );
  await list.fillCreateForm({ plan });
  await list.typeBenefitsJson('[{ "typeId": ');
  await list.submitCreate();
  await expect(list.modal().getByRole('alert')).toHaveText('There is a problem with the benefits JSON file');
  await list.typeBenefitsJson(BENEFITS_JSON);
  await page.screenshot(shot('create-modal'));
  await list.submitCreate();
  await seeToast(page, 'Add product successfully');
  await expect(list.total()).toHaveText(String(before + 1));
  await expect(list.row(plan, 'single_trip')).toBeVisible();

  // A new version, pre-filled from the first.
  await list.expand(plan, 'single_trip');
  await page.getByRole('button', { name: 'Create version' }).click();
  await expect(list.modal().getByLabel(/^Plan/)).toHaveValue(plan);
  await expect(list.modal().getByLabel(/^Type/)).toHaveValue('single_trip');
  await expect(list.modal().getByLabel(/^Name/)).toHaveValue('Travel Care');
  await expect(list.modal().getByLabel(/^Insurer/)).toHaveValue('harbour_mutual');
  await list.fillCreateForm({ version: '2', name: 'Travel Care 2' });
  await list.submitCreate();
  await seeToast(page, 'Add product successfully');
  await expect(list.total()).toHaveText(String(before + 2));
  await expect(page.getByRole('link', { name: 'Travel Care 2' })).toBeVisible();
  await page.screenshot(shot('list'));

  // Without a version, the detail address opens the newest version under its own address.
  await page.goto(`/products/detail/info/${plan}/single_trip`);
  await expect(page).toHaveURL(new RegExp(`/products/detail/info/${plan}/single_trip/2$`));
  await expect(detail.name()).toHaveText('Travel Care 2');
  await page.goBack();
  await list.expand(plan, 'single_trip');

  // Detail of version 1.
  await page.getByRole('link', { name: 'Travel Care', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products/detail/info/${plan}/single_trip/1$`));
  await expect(detail.name()).toHaveText('Travel Care');
  await expect(detail.field('Insurer')).toHaveText('Harbour Mutual');
  await expect(detail.field('Version')).toHaveText('1');
  await expect(detail.field('Created')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} by admin@studio\.test$/);
  for (const editor of ['Pricing', 'Underwriting', 'Benefits', 'Discount Codes', 'Loading Codes'])
    await expect(page.getByRole('link', { name: new RegExp(`^${editor}: (Open Editor|Manage)$`) })).toBeVisible();
  await page.screenshot(shot('detail'));

  // Benefits: the JSON's level with options, two more levels and one more option.
  await detail.openEditor('Benefits');
  await expect(page).toHaveURL(new RegExp(`/products/detail/benefits/${plan}/single_trip/1$`));
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(benefits.option('medical', 'option_1')).toContainText('HKD 250,000');

  await page.getByRole('button', { name: 'Add child benefit to medical' }).click();
  await benefits.fill({
    typeId: 'Baggage Cover',
    name: 'Baggage',
    parentOptionKeys: ' option_1 ',
    valueType: 'Text',
    value: 'Covered',
  });
  await expect(page.getByRole('dialog').getByLabel(/^Type id/)).toHaveValue('baggage_cover');
  await benefits.add();
  await expect(benefits.benefit('baggage_cover')).toContainText('when option_1');

  await page.getByRole('button', { name: 'Add child benefit to Baggage' }).click();
  await benefits.fill({ typeId: 'item_limit', name: 'Per item', valueType: 'Number', value: '500', currency: 'HKD' });
  await benefits.add();
  await expect(benefits.benefit('item_limit')).toContainText('HKD 500');
  const indent = (typeId: string) => benefits.benefitRow(typeId).evaluate((row) => getComputedStyle(row).paddingLeft);
  expect([await indent('medical'), await indent('baggage_cover'), await indent('item_limit')]).toEqual([
    '12px',
    '44px',
    '76px',
  ]);

  await page.getByRole('button', { name: 'Add option to medical' }).click();
  await benefits.fill({ optionKey: 'Option 2', valueType: 'Number', value: '500000', currency: 'HKD' });
  await expect(page.getByRole('dialog').getByLabel(/^Option key/)).toHaveValue('option_2');
  await benefits.add();
  await expect(benefits.option('medical', 'option_2')).toContainText('HKD 500,000');

  // Update in the side panel: Escape asks before throwing edits away; name, description and formats saved together.
  await page.getByRole('button', { name: 'Update medical' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel(/^Name/).fill('Medical expenses');
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('alert')).toContainText('Discard your changes?');
  await panel.getByRole('button', { name: 'Keep editing' }).click();
  await expect(panel.getByLabel(/^Name/)).toHaveValue('Medical expenses');
  await panel.getByLabel('Description').fill('Doctor and hospital bills');
  await expect(panel.getByLabel('Type id', { exact: true })).toHaveAttribute('readonly', '');
  await page.screenshot(shot('benefit-panel'));
  await panel.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'The benefit was updated');
  await expect(benefits.benefitRow('medical')).toContainText('Medical expenses');

  await page.getByRole('button', { name: 'Update option option_1 of medical' }).click();
  await page.getByRole('dialog').getByLabel('Detailed value format').fill('Premier: {{value}}');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(benefits.option('medical', 'option_1')).toContainText('Premier: HKD 250,000');

  // The tree in zh-HK: untranslated names fall back, a translated one shows.
  await benefits.textsIn('zh-HK');
  await page.getByRole('button', { name: 'Update Medical expenses' }).click();
  await expect(page.getByRole('dialog').getByLabel(/^Name/)).toHaveValue('');
  await page.getByRole('dialog').getByLabel(/^Name/).fill('醫療費用');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(benefits.benefitRow('medical')).toContainText('醫療費用');
  await page.screenshot(shot('benefits'));
  await benefits.textsIn('en-US');
  await expect(benefits.benefitRow('medical')).toContainText('Medical expenses');

  // Remove a child with its grandchild.
  await page.getByRole('button', { name: 'Remove Baggage' }).click();
  await expect(page.getByRole('dialog')).toContainText('its child benefit');
  await page.getByRole('dialog').getByLabel('Type DELETE').fill('DELETE');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(benefits.benefit('baggage_cover')).toHaveCount(0);
  await expect(benefits.benefit('item_limit')).toHaveCount(0);

  // Rename the product in zh-HK and see both languages.
  await page.getByRole('link', { name: 'Back to the product' }).click();
  await detail.textsIn('zh-HK');
  await expect(detail.field('Name')).toHaveText('Travel Care (not translated yet)');
  await detail.rename('旅遊保障');
  await expect(detail.name()).toHaveText('旅遊保障');
  await detail.textsIn('en-US');
  await expect(detail.name()).toHaveText('Travel Care');
  await page.getByLabel('Language').first().selectOption('zh-HK');
  await page.getByRole('link', { name: '所有產品' }).click();
  await page.getByRole('button', { name: `顯示 ${plan} / single_trip 的版本` }).click();
  await expect(page.getByRole('link', { name: '旅遊保障' })).toBeVisible();
  await page.screenshot(shot('list-zh'));
  await page.getByLabel('語言').first().selectOption('en-US');

  // Delete version 1: its version 2 stays.
  await page.getByRole('link', { name: 'Travel Care', exact: true }).click();
  await detail.delete();
  await seeToast(page, 'Delete product successfully');
  await expect(page).toHaveURL(/\/products$/);
  await expect(list.total()).toHaveText(String(before + 1));
  await list.expand(plan, 'single_trip');
  await expect(page.getByRole('link', { name: 'Travel Care 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Travel Care', exact: true })).toHaveCount(0);
});

test('an empty benefits editor says so', async ({ page }) => {
  const list = new ProductsListPage(page);
  await list.open();
  await page.getByRole('button', { name: /Create product/ }).click();
  const plan = uniqueName('pet');
  await list.fillCreateForm({ name: 'Pet Care', plan, type: 'dog', version: '1', insurer: 'Peak Assurance' });
  await list.submitCreate();
  await seeToast(page, 'Add product successfully');
  await page.goto(`/products/detail/benefits/${plan}/dog/1`);
  await expect(page.getByText('there are currently no benefits')).toBeVisible();
});

test('the list pages over plans and types: ten rows a page, each with its newest version', async ({ page }) => {
  const list = new ProductsListPage(page);
  await list.open();
  await expect(list.total()).toHaveText(/^\d+$/);
  const before = Number(await list.total().textContent());
  const plan = uniqueName('paging');
  // Eleven plan + type groups of two versions; every second version is newer than every first one.
  const kinds = Array.from({ length: 11 }, (_, index) => `kind_${String(index).padStart(2, '0')}`);
  await list.createThroughApi(
    ['1', '2'].flatMap((version) =>
      kinds.map((type, index) => ({
        plan,
        type,
        version,
        name: `Paging ${index} v${version}`,
        insurerId: version === '2' ? 'peak_assurance' : 'harbour_mutual',
      })),
    ),
  );
  await page.reload();

  await expect(list.total()).toHaveText(String(before + 22));
  await expect(list.showing()).toHaveText(/^Showing 1–10 of \d+ plans and types$/);
  const groups = Number(/of (\d+) plans/.exec((await list.showing().textContent()) ?? '')?.[1]);
  expect(groups).toBeGreaterThanOrEqual(11);
  const first = await list.groupLabels();
  expect(first).toHaveLength(10);
  expect(first.slice(0, 3)).toEqual([`${plan} / kind_10`, `${plan} / kind_09`, `${plan} / kind_08`]);
  const newest = list.row(plan, 'kind_10');
  await expect(newest).toContainText('Paging 10 v2');
  await expect(newest).toContainText('Peak Assurance');
  await expect(newest).toContainText('2 versions');
  await page.screenshot(shot('list-paging'));

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(list.showing()).toHaveText(`Showing 11–${Math.min(20, groups)} of ${groups} plans and types`);
  // The page lives in the URL: a reload stays on it.
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await page.reload();
  await expect(list.showing()).toHaveText(`Showing 11–${Math.min(20, groups)} of ${groups} plans and types`);
  await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
  const second = await list.groupLabels();
  expect(second).toHaveLength(Math.min(10, groups - 10));
  expect(second.filter((label) => first.includes(label))).toEqual([]);
  expect(second[0]).toBe(`${plan} / kind_00`);

  await list.expand(plan, 'kind_00');
  await expect(page.getByRole('link', { name: 'Paging 0 v1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paging 0 v2' })).toBeVisible();
  await page.screenshot(shot('list-paging-2'));
});
