import { expect, test, uniqueName } from './fixtures';
import { CodesPage, PricingEditorPage, ReleasesPage } from './pages/pricing-page';
import { ProductsListPage, seeToast } from './pages/products-list-page';

const shot = (name: string) => ({ path: `/tmp/pricing-${name}.png`, fullPage: true });
const ageBands = (rates: [number, number, number]) =>
  JSON.stringify({
    '*': [
      { if: [{ '<': [{ var: 'age' }, 30] }, rates[0], { '<': [{ var: 'age' }, 50] }, rates[1], rates[2]] },
      { '/': [{ var: 'sumInsured' }, 1000] },
    ],
  });

test('price a product, guard it with test cases, release it and see the premium impact of version 2', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const v1 = { plan: uniqueName('term_life'), type: 'level_term', version: '1' };
  const release = `Term life ${v1.plan}`;
  const list = new ProductsListPage(page);
  const editor = new PricingEditorPage(page);
  const codes = new CodesPage(page);
  const releases = new ReleasesPage(page);
  await list.open();
  await list.createThroughApi([{ ...v1, name: 'Level Term', insurerId: 'harbour_mutual' }]);

  // A pricing rule with age bands; a broken rule shows the red bar first.
  await editor.open(v1);
  await editor.typeRule('{"+": [1,');
  await expect(editor.errorBar()).toContainText(
    'Oops, there is a problem with your json logic, The rule is not valid JSON',
  );
  await editor.typeRule(ageBands([1, 1.5, 2.25]));
  await expect(editor.errorBar()).toHaveCount(0);
  await editor.save();
  await seeToast(page, 'Saved successfully');

  // Test it with variables typed from the rule.
  await editor.extractVariables();
  await editor.variable('age').fill('40');
  await editor.variable('sumInsured').fill('200000');
  await editor.test();
  await expect(editor.amount()).toHaveText('HKD 300.00');
  await expect(editor.trace()).toContainText('{"var":"age"}');

  // A 10% discount code and a flat loading for smokers.
  await codes.open('discountsCodes', v1);
  await codes.add({ code: 'TEN', name: 'Ten percent', kind: 'Ratio', value: '10' });
  await expect(codes.rows().filter({ hasText: 'TEN' })).toContainText('10.00%');
  await page.getByPlaceholder('Search name, code...').fill('ten');
  await expect(codes.rows()).toHaveCount(1);
  await page.screenshot(shot('discount-codes'));
  // On a phone, in Traditional Chinese: the codes table scrolls inside its box, the page does not.
  await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(codes.rows()).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot(shot('discount-codes-zh-390'));
  await page.evaluate(() => localStorage.setItem('studio.locale', 'en-US'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  await codes.open('loadingsCodes', v1);
  await codes.add({ code: 'SMOKER', name: 'Smoker', kind: 'Flat', value: '50', condition: '{"var": "smoker"}' });
  await expect(codes.rows().filter({ hasText: 'SMOKER' })).toContainText('HKD 50.00');

  // The breakdown: loading first, then the discount; unknown codes are named; two saved cases.
  await editor.open(v1);
  await editor.extractVariables();
  await editor.variable('age').fill('40');
  await editor.variable('sumInsured').fill('200000');
  await editor.test('TEN');
  await expect(editor.amount()).toHaveText('HKD 270.00');
  await editor.saveAsCase('non smoker');
  await seeToast(page, 'Test case saved');
  await editor.variable('smoker').check();
  await editor.test('TEN, NOPE');
  await expect(editor.amount()).toHaveText('HKD 315.00');
  await expect(editor.breakdown()).toContainText('Premium from the pricing logic');
  await expect(editor.breakdown()).toContainText('SMOKER');
  await expect(editor.breakdown()).toContainText('HKD 350.00');
  await expect(editor.breakdown()).toContainText('The discount code NOPE does not exist.');
  await expect(editor.trace().getByText('if', { exact: true })).toBeVisible();
  await editor.saveAsCase('smoker');
  await seeToast(page, 'Test case saved');
  await expect(editor.caseRows()).toHaveCount(2);
  await page.getByRole('button', { name: 'Run all' }).click();
  await expect(page.getByTestId('cases-summary')).toHaveText('All cases pass');
  await page.screenshot(shot('editor'));

  // Release version 1; it is frozen wherever it is edited.
  await releases.open();
  await releases.create(release, 'first launch', [`${v1.plan}/level_term/1`]);
  await seeToast(page, 'Product released');
  await expect(releases.row(release)).toContainText('first launch');
  await releases.row(release).getByRole('button', { name: 'See Details' }).click();
  await expect(page.getByTestId('release-versions')).toContainText(`${v1.plan}/level_term/1`);
  await page.screenshot(shot('release-details'));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await editor.open(v1);
  await expect(page.getByTestId('frozen-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.goto(`/products/detail/benefits/${v1.plan}/${v1.type}/1`);
  await expect(page.getByTestId('frozen-banner')).toBeVisible();

  // Version 2 from the frozen one (logic, codes and cases come along), with dearer bands.
  await editor.open(v1);
  await page.getByRole('button', { name: 'New version from this one' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/^Version/)
    .fill('2');
  await page.getByRole('dialog').getByRole('button', { name: 'Create version' }).click();
  await seeToast(page, 'Version 2 created');
  await expect(page).toHaveURL(new RegExp(`/products/detail/pricing/${v1.plan}/level_term/2$`));
  await expect(page.getByTestId('frozen-banner')).toHaveCount(0);
  await expect(editor.caseRows()).toHaveCount(2);
  await editor.typeRule(ageBands([1, 1.8, 2.25]));
  await editor.save();
  await seeToast(page, 'Saved successfully');
  // On version 2 compared with 1: 200 x 1.8 = 360, 10% off = 324 against 270, a rise: +54.00 (+20.00%).
  await editor.open({ ...v1, version: '2' });
  await page.getByLabel('Compare with version').selectOption('1');
  const impact = page.getByTestId('impact-table');
  await expect(impact.getByRole('row').filter({ hasText: 'non smoker' })).toContainText('324.00');
  await expect(impact.getByRole('row').filter({ hasText: 'non smoker' })).toContainText('+54.00 (+20.00%)');
  await page.screenshot(shot('impact'));
});
