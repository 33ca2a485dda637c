import type { Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { expect, test, uniqueName } from './fixtures';
import { ProductsListPage, seeToast } from './pages/products-list-page';
import { studioGraphql } from './studio-graphql';

const SHOTS = '/tmp/shots-decisiontables';
const shot = (name: string) => ({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** The texts the spec reads, per locale. */
const TEXTS = {
  'en-US': {
    table: 'Decision table',
    code: 'Code',
    addCondition: 'Add condition',
    addRow: 'Add row',
    variable: (column: number) => `Variable of condition ${column}`,
    operator: (row: number, variable: string) => `Operator: Row ${row}, ${variable}`,
    value: (row: number, variable: string) => `Value: Row ${row}, ${variable}`,
    outcome: (row: number) => `Outcome: Row ${row}`,
    reason: (row: number) => `Reason: Row ${row}`,
    save: 'Save',
    saved: 'Saved successfully',
    extract: 'Extract Variables',
    run: 'Test',
    decline: 'Decline',
    accept: 'Accept',
    refusal: 'stays code',
    at: '(line 1, column 13)',
    template: 'Insert a template…',
    capAndFloor: 'Cap and floor',
  },
  'zh-HK': {
    table: '決策表',
    code: '程式碼',
    addCondition: '新增條件',
    addRow: '新增列',
    variable: (column: number) => `條件 ${column} 的變數`,
    operator: (row: number, variable: string) => `運算子：第 ${row} 列, ${variable}`,
    value: (row: number, variable: string) => `值：第 ${row} 列, ${variable}`,
    outcome: (row: number) => `結果：第 ${row} 列`,
    reason: (row: number) => `原因：第 ${row} 列`,
    save: '儲存',
    saved: '儲存成功',
    extract: '擷取變數',
    run: '測試',
    decline: '拒絕',
    accept: '接受',
    refusal: '保持為程式碼',
    at: '（第 1 行，第 13 欄）',
    template: '插入範本…',
    capAndFloor: '上限及下限',
  },
} as const;
type Locale = keyof typeof TEXTS;

async function writeTable(page: Page, locale: Locale) {
  const text = TEXTS[locale];
  await page.getByRole('button', { name: text.table, exact: true }).click();
  const table = page.getByTestId('decision-table');
  await table.getByRole('combobox', { name: text.variable(1) }).fill('age');
  await table.getByRole('combobox', { name: text.operator(1, 'age') }).selectOption('>');
  await table.getByRole('textbox', { name: text.value(1, 'age') }).fill('65');
  await table.getByRole('combobox', { name: text.outcome(1) }).selectOption('decline');
  await table.getByRole('textbox', { name: text.reason(1) }).fill('Over 65');
  await page.getByRole('button', { name: text.addCondition }).click();
  await table.getByRole('combobox', { name: text.variable(2) }).fill('smoker');
  await page.getByRole('button', { name: text.addRow }).click();
  await table.getByRole('combobox', { name: text.operator(2, 'smoker') }).selectOption('==');
  await table.getByRole('textbox', { name: text.value(2, 'smoker') }).fill('true');
  await table.getByRole('textbox', { name: text.reason(2) }).fill('Smoker');
  await expect(page.getByTestId('decision-table-problems')).toHaveCount(0);
}

async function testInPanel(page: Page, locale: Locale, age: string, decision: string) {
  const text = TEXTS[locale];
  await page.getByRole('button', { name: text.extract }).click();
  // Extracting ends by clearing the last result and laying out the inputs again: typing before it ends
  // could go into an input that is about to be replaced.
  await expect(page.getByTestId('underwriting-decision')).toHaveCount(0);
  await page.getByLabel(/^age/).fill(age);
  await page.getByRole('button', { name: text.run, exact: true }).click();
  await expect(page.getByTestId('underwriting-decision')).toContainText(decision);
}

for (const locale of ['en-US', 'zh-HK'] as const) {
  test(`an underwriting decision table: written, saved, reopened as a table and tested (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = TEXTS[locale];
    const id = { plan: uniqueName('term_life'), type: 'life', version: '1' };
    const list = new ProductsListPage(page);
    await list.open();
    await list.createThroughApi([{ ...id, name: 'Term Life', insurerId: 'harbour_mutual' }]);
    if (locale === 'zh-HK') await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
    await page.goto(`/products/detail/underwriting/${id.plan}/${id.type}/${id.version}`);
    await expect(page.getByRole('button', { name: text.extract })).toBeVisible();

    // Hand-written code that is not a table stays code, and the page says why.
    await page.getByRole('textbox', { name: /JSON-logic/ }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('{"if":[{">":[{"+":[{"var":"age"},1]},70]},"decline","accept"]}');
    await page.getByRole('button', { name: text.table, exact: true }).click();
    await expect(page.getByTestId('table-refusal')).toContainText(text.refusal);
    await page.getByRole('textbox', { name: /JSON-logic/ }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('{}');

    await writeTable(page, locale);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot(shot(`table-${locale}-1280`));
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await seeToast(page, text.saved);

    // Stored as plain JSON logic, the engine's own: the API decides with it.
    const stored = await studioGraphql<{ products_2: { list: { underwritingRulesJson: string }[] } }>(
      page,
      'query($p: productIdWhereInput) { products_2(where: { productId: $p }) { list { underwritingRulesJson } } }',
      { p: id },
    );
    const rule = JSON.parse(stored.data?.products_2.list[0]?.underwritingRulesJson ?? 'null');
    expect(rule.if[1]).toBe('decline; Over 65');
    expect(rule.if[4]).toBe('accept');

    // Reopened: the rule written as a table opens as a table.
    await page.reload();
    const table = page.getByTestId('decision-table');
    await expect(table.getByRole('combobox', { name: text.variable(2) })).toHaveValue('smoker');
    await expect(table.getByRole('textbox', { name: text.value(1, 'age') })).toHaveValue('65');
    await expect(table.getByRole('textbox', { name: text.reason(2) })).toHaveValue('Smoker');
    await expect(page.getByRole('button', { name: text.table, exact: true })).toHaveAttribute('aria-pressed', 'true');

    if (locale === 'zh-HK') await expectNoEnglish(page, { allow: [/JSON-logic/, 'Term Life', 'age', 'smoker'] });

    await testInPanel(page, locale, '70', text.decline);
    await testInPanel(page, locale, '40', text.accept);
    await page.screenshot(shot(`tested-${locale}-1280`));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot(shot(`table-${locale}-390`));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    // The code editor helps: the version's variables are offered, and a problem says where it is.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: text.code, exact: true }).click();
    await page.getByRole('textbox', { name: /JSON-logic/ }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('{"var": "a');
    await expect(page.locator('.cm-tooltip-autocomplete')).toContainText('age');
    await page.keyboard.press('Escape');
    await page.keyboard.type('ge');
    await expect(page.getByTestId('rule-error-bar')).toContainText(text.at);
    // CodeMirror's lint marks the place too (gutter marker and underline).
    await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1);
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);
    await page.screenshot(shot(`code-${locale}-1280`));

    // Pricing offers starter templates from a menu (leaving the unsaved underwriting code).
    page.once('dialog', (dialog) => dialog.accept());
    await page.goto(`/products/detail/pricing/${id.plan}/${id.type}/${id.version}`);
    await page.getByRole('combobox', { name: text.template }).selectOption({ label: text.capAndFloor });
    await expect(page.getByRole('textbox', { name: /JSON-logic/ })).toContainText('"max"');
    await expect(page.getByTestId('rule-error-bar')).toHaveCount(0);
    await page.screenshot(shot(`template-${locale}-1280`));
    await page.evaluate(() => localStorage.setItem('studio.locale', 'en-US'));
  });
}

const CODE_TEXTS = {
  'en-US': {
    add: '+ Add loading code',
    code: /^Code/,
    name: /^Name/,
    percentage: /^Percentage/,
    submit: 'Add',
    update: 'Update',
  },
  'zh-HK': {
    add: '+ 新增附加費碼',
    code: /^代碼/,
    name: /^名稱/,
    percentage: /^百分比/,
    submit: '新增',
    update: '更新',
  },
} as const;

for (const locale of ['en-US', 'zh-HK'] as const) {
  test(`a loading's condition written as a decision table opens as a table again (${locale})`, async ({ page }) => {
    const text = TEXTS[locale];
    const codes = CODE_TEXTS[locale];
    const id = { plan: uniqueName('term_life'), type: 'life', version: '1' };
    const list = new ProductsListPage(page);
    await list.open();
    await list.createThroughApi([{ ...id, name: 'Term Life', insurerId: 'harbour_mutual' }]);
    if (locale === 'zh-HK') await page.evaluate(() => localStorage.setItem('studio.locale', 'zh-HK'));
    await page.goto(`/products/detail/loadingsCodes/${id.plan}/${id.type}/${id.version}`);
    await page.getByRole('button', { name: codes.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(codes.code).fill('SMOKER');
    await dialog.getByLabel(codes.name).fill('Smoker loading');
    await dialog.getByLabel(codes.percentage).fill('50');
    await dialog.getByRole('button', { name: text.table, exact: true }).click();
    await dialog.getByRole('combobox', { name: text.variable(1) }).fill('smoker');
    await dialog.getByRole('textbox', { name: text.value(1, 'smoker') }).fill('true');
    await page.screenshot(shot(`condition-${locale}-1280`));
    await dialog.getByRole('button', { name: codes.submit, exact: true }).click();
    await expect(dialog).toHaveCount(0);

    const stored = await studioGraphql<{ loadingCodes: { list: { condition: string }[] } }>(
      page,
      'query($p: productIdInput!) { loadingCodes(productId: $p) { list { condition } } }',
      { p: id },
    );
    expect(JSON.parse(stored.data?.loadingCodes.list[0]?.condition ?? 'null')).toEqual({
      if: [{ and: [{ '==': [{ var: 'smoker' }, true] }] }, true, false],
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: codes.update }).first().click();
    await expect(dialog.getByRole('combobox', { name: text.variable(1) })).toHaveValue('smoker');
    await expect(dialog.getByRole('button', { name: text.table, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot(shot(`condition-${locale}-390`));
    if (locale === 'zh-HK')
      await expectNoEnglish(page, { allow: [/JSON-logic/, 'Smoker loading', 'SMOKER', 'Term Life', 'smoker'] });
    await page.evaluate(() => localStorage.setItem('studio.locale', 'en-US'));
  });
}
