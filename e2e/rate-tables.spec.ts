import type { Locator, Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { expect, test, uniqueName } from './fixtures';
import { PricingEditorPage } from './pages/pricing-page';
import { ProductsListPage, seeToast } from './pages/products-list-page';
import { studioGraphql } from './studio-graphql';

const shot = (name: string) => ({ path: `/tmp/shots-ratetables/${name}.png`, fullPage: true });

/** Term life: age band x smoker, the rate per 1,000 interpolated on the sum insured, as copied from Excel. */
const BLOCK = [
  ['18', '40', 'no', '100000', '1.20'],
  ['18', '40', 'no', '500000', '1.00'],
  ['18', '40', 'yes', '100000', '2.40'],
  ['18', '40', 'yes', '500000', '2.00'],
  ['40', '65', 'no', '100000', '3.10'],
  ['40', '65', 'no', '500000', '2.70'],
  ['40', '65', 'yes', '100000', '6.20'],
  ['40', '65', 'yes', '500000', '5.40'],
]
  .map((row) => row.join('\t'))
  .join('\r\n');

const RULE = JSON.stringify({
  '*': [
    { table: ['term_rates', { var: 'age' }, { var: 'smoker' }, { var: 'sumInsured' }] },
    { var: 'sumInsured' },
    0.001,
  ],
});

/** A paste of tab-separated lines into a grid cell, as Excel puts them on the clipboard. */
async function pasteInto(cell: Locator, text: string) {
  await cell.focus();
  await cell.evaluate((element, block) => {
    const data = new DataTransfer();
    data.setData('text/plain', block);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const cell = (page: Page, column: string, row: number) => page.getByRole('textbox', { name: `${column}, row ${row}` });

test('a term-life rate table by age band and smoker, interpolating the sum insured, priced in the test panel, in both locales', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const id = { plan: uniqueName('term_life'), type: 'term_cover', version: '1' };
  const list = new ProductsListPage(page);
  const editor = new PricingEditorPage(page);
  await list.open();
  await list.createThroughApi([{ ...id, name: 'Term Life', insurerId: 'harbour_mutual' }]);
  const tablesPath = `/products/detail/rateTables/${id.plan}/${id.type}/${id.version}`;

  // The table: age as a band, smoker exact, the sum insured interpolated; one output, the rate.
  await page.goto(tablesPath);
  await expect(page.getByText('No rate tables yet.')).toBeVisible();
  await page.getByRole('button', { name: '+ New rate table' }).click();
  await page.getByLabel('Name', { exact: true }).fill('term_rates');
  await page.getByRole('button', { name: '+ Add input' }).click();
  await page.getByLabel('Column name 2').fill('smoker');
  await page.getByRole('button', { name: '+ Add input' }).click();
  await page.getByLabel('Column name 3').fill('sumInsured');
  await page.getByLabel('Kind 3').selectOption('interpolate');
  await expect(page.getByRole('columnheader')).toContainText([
    '#',
    'age.from',
    'age.to',
    'smoker',
    'sumInsured',
    'rate',
  ]);

  // A block copied from Excel lands from the first cell, adding the rows it needs.
  await pasteInto(cell(page, 'age.from', 1), BLOCK);
  await expect(cell(page, 'rate', 8)).toHaveValue('5.40');
  // Spreadsheet keys: a wrong value typed, seen as an error at its cell, then fixed.
  await cell(page, 'rate', 2).click();
  await page.keyboard.type('x');
  await expect(cell(page, 'rate', 2)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText('Row 2, rate: "x" is not a number');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1.00');
  await page.keyboard.press('Enter');
  await expect(cell(page, 'rate', 3)).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save table' }).click();
  await seeToast(page, 'Rate table saved');
  await expect(page.getByRole('navigation', { name: 'Tables of this version' })).toContainText('term_rates');
  await page.screenshot(shot('tables-en-1280'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('tables-en-390'));
  await page.setViewportSize({ width: 1280, height: 800 });

  // The amount rule reads it; the panel prices and traces the row.
  await editor.open(id);
  await editor.typeRule(RULE);
  await editor.save();
  await seeToast(page, 'Saved successfully');
  await editor.extractVariables();
  await editor.variable('age').fill('50');
  await editor.variable('smoker').fill('yes');
  await editor.variable('sumInsured').fill('200000');
  await editor.test();
  // 6.20 + (5.40 - 6.20) x 100,000 / 400,000 = 6.00 per 1,000 on 200,000
  await expect(editor.amount()).toHaveText('HKD 1,200.00');
  await expect(page.getByTestId('trace-table')).toContainText('term_rates row 7, rate = 6');
  await page.screenshot(shot('panel-en'));
  await editor.variable('age').fill('70');
  await editor.test();
  await expect(page.getByTestId('quote-issues')).toContainText('No row of the rate table matches term_rates: age');

  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await page.goto(tablesPath);
  await expect(page.getByRole('heading', { name: /費率表/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'rate，第 8 行' })).toHaveValue('5.40');
  // Key and product names stay as they are on the keyboard and in the menu.
  await expectNoEnglish(page, {
    allow: ['Term Life', 'term_rates', 'smoker', 'sumInsured', 'age', 'rate', 'Enter', 'Tab', 'Excel', 'CSV'],
  });
  await page.screenshot(shot('tables-zh-1280'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('tables-zh-390'));
  await page.setViewportSize({ width: 1280, height: 800 });

  // The panel in zh-HK prices and traces the same row.
  await page.goto(`/products/detail/pricing/${id.plan}/${id.type}/${id.version}`);
  await page.getByRole('button', { name: '擷取變數' }).click();
  await editor.variable('age').fill('50');
  await editor.variable('smoker').fill('yes');
  await editor.variable('sumInsured').fill('200000');
  await page.getByRole('button', { name: '測試', exact: true }).click();
  await expect(editor.amount()).toHaveText('HKD 1,200.00');
  await expect(page.getByTestId('trace-table')).toContainText('term_rates 第 7 行，rate = 6');
  await page.screenshot(shot('panel-zh'));

  // Released: the table is frozen, shown read-only with the way forward.
  await page.evaluate(() => localStorage.setItem('studio.locale', 'en-US'));
  await page.goto(tablesPath);
  await expect(cell(page, 'rate', 1)).toHaveValue('1.20');
  const released = await studioGraphql(
    page,
    'mutation($i: createReleaseInput!) { createRelease(input: $i) { status errors } }',
    { i: { name: uniqueName('term_release'), productIds: [id] } },
  );
  expect(released.errors).toBeUndefined();
  await page.reload();
  await expect(page.getByTestId('frozen-banner')).toBeVisible();
  await expect(cell(page, 'rate', 1)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save table' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete table' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await page.screenshot(shot('tables-frozen-en'));
});
