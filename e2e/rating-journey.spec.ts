import { mkdirSync } from 'node:fs';
import { starterScript, uiNode } from '@carrier/contracts/ui-tree';
import type { Locator, Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, test, uniqueName } from './fixtures';
import { ProductsListPage, seeToast } from './pages/products-list-page';
import { JOURNEY_TEXTS, type JourneyLocale } from './pages/rating-journey-texts';

// The "done when": a product manager builds term-life rating in the browser (a rate table, a
// decision-table underwriting rule, the Hong Kong insurance levy), tests it with labelled inputs,
// releases it, and the API and a published app quote the premium worked out by hand below.

const SHOTS = '/tmp/shots-rating-studio';
mkdirSync(SHOTS, { recursive: true });

/** Term life, rate per 1,000 of sum insured by age band x smoker, interpolated on the sum insured. */
const TABLE = [
  { from: 18, to: 40, smoker: false, sumInsured: 100_000, rate: '1.20' },
  { from: 18, to: 40, smoker: false, sumInsured: 500_000, rate: '1.00' },
  { from: 18, to: 40, smoker: true, sumInsured: 100_000, rate: '2.40' },
  { from: 18, to: 40, smoker: true, sumInsured: 500_000, rate: '2.00' },
  { from: 40, to: 65, smoker: false, sumInsured: 100_000, rate: '3.10' },
  { from: 40, to: 65, smoker: false, sumInsured: 500_000, rate: '2.70' },
  { from: 40, to: 65, smoker: true, sumInsured: 100_000, rate: '6.20' },
  { from: 40, to: 65, smoker: true, sumInsured: 500_000, rate: '5.40' },
];
/** The table as Excel puts a copied block on the clipboard. */
const BLOCK = TABLE.map((row) => [row.from, row.to, row.smoker, row.sumInsured, row.rate].join('\t')).join('\r\n');
const RULE = JSON.stringify({
  '*': [
    { table: ['term_rates', { var: 'age' }, { var: 'smoker' }, { var: 'sumInsured' }] },
    { var: 'sumInsured' },
    0.001,
  ],
});
const LEVY = { percent: 0.1, cap: 5_000 };
const CUSTOMER = { age: 50, smoker: true, sumInsured: 300_000 };

/** The premium by hand, in cents: the two rows around the sum insured, the line between them, the levy. */
function premiumByHand() {
  const rows = TABLE.filter(
    (row) => row.from <= CUSTOMER.age && CUSTOMER.age < row.to && row.smoker === CUSTOMER.smoker,
  );
  const below = rows.filter((row) => row.sumInsured <= CUSTOMER.sumInsured).at(-1);
  const above = rows.find((row) => row.sumInsured >= CUSTOMER.sumInsured);
  if (!below || !above) throw new Error('the customer is outside the table');
  // Rates in thousandths of a dollar per 1,000 (integers): 6.20 is 6200.
  const milli = (rate: string) => Math.round(Number(rate) * 1000);
  const span = above.sumInsured - below.sumInsured;
  const rate =
    span === 0
      ? milli(below.rate)
      : milli(below.rate) + ((milli(above.rate) - milli(below.rate)) * (CUSTOMER.sumInsured - below.sumInsured)) / span;
  // rate / 1000 per 1,000 of sum insured, in cents: rate x sumInsured / 10,000.
  const premiumCents = Math.round((rate * CUSTOMER.sumInsured) / 10_000);
  const levyCents = Math.min(Math.round((premiumCents * LEVY.percent) / 100), LEVY.cap * 100);
  return {
    rate: rate / 1000,
    premium: premiumCents / 100,
    levy: levyCents / 100,
    total: (premiumCents + levyCents) / 100,
  };
}
const BY_HAND = premiumByHand();
const hkd = (amount: number) =>
  `HKD ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** One GraphQL call as an API client: signed in for the call (e2e access tokens live 5 s). */
async function api<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const post = async (body: Record<string, unknown>, token?: string) => {
    const response = await page.request.post('/graphql', {
      data: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data ?? {};
  };
  const signIn = await post({
    query: `query($u: String!, $p: String!) { token_2(tenantId: "test", clientId: "studio", username: $u, password: $p) { accessToken } }`,
    variables: { u: E2E_ADMIN_EMAIL, p: E2E_ADMIN_PASSWORD },
  });
  return (await post({ query, variables }, (signIn.token_2 as { accessToken: string }).accessToken)) as T;
}

async function apiResult(page: Page, name: string, query: string, variables: Record<string, unknown>) {
  const answer = await api<Record<string, { status: string; errors?: string[] | null }>>(page, query, variables);
  expect(answer[name]?.errors ?? [], `${name}: ${JSON.stringify(answer)}`).toEqual([]);
  expect(answer[name]?.status).toBe('success');
}

/** A published app whose one page quotes the product from three labelled fields (set up as an app builder would). */
async function publishQuoteApp(page: Page, product: { plan: string; type: string; version: string }) {
  const appId = `rating${Date.now().toString(36)}`;
  const host = `${appId}.test`;
  const both = (key: 'age' | 'smoker' | 'sumInsured' | 'quote') => ({
    'en-US': JOURNEY_TEXTS['en-US'].labels[key],
    'zh-HK': JOURNEY_TEXTS['zh-HK'].labels[key],
  });
  const field = (component: string, name: 'age' | 'smoker' | 'sumInsured', props: Record<string, unknown> = {}) =>
    uiNode(component, { label: both(name)['en-US'], bindTo: `form.${name}`, texts: { label: both(name) }, props });
  const quotePage = uiNode('JBox', {
    children: [
      field('JInputNumber', 'age', { type: 'integer', required: true }),
      field('JToggle', 'smoker'),
      field('JInputNumber', 'sumInsured', { type: 'integer', required: true }),
      uiNode('JButton', {
        texts: { content: both('quote') },
        props: { action: 'quote', productId: `${product.plan}/${product.type}/${product.version}` },
      }),
    ],
  });
  const script = starterScript().replace(/form: \{[^}]*\}/, 'form: { age: null, smoker: false, sumInsured: null }');
  await apiResult(
    page,
    'createApp',
    'mutation($input: createAppInput!) { createApp(input: $input) { status errors } }',
    {
      input: { appId, appName: 'Term Life Quotes', host, appTemplateId: 'blank' },
    },
  );
  const components = await api<{ components: { list: Array<{ id: string; name: string }> } }>(
    page,
    'query($appId: String) { components(where: { appId: $appId }) { list { id name } } }',
    { appId },
  );
  const home = components.components.list.find((component) => component.name === 'HomePage');
  await apiResult(
    page,
    'updateComponent',
    'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }',
    { id: home?.id, input: { editorAst: JSON.stringify(quotePage), editorScript: script } },
  );
  await apiResult(
    page,
    'upsertCmsConfig',
    'mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }',
    {
      appId,
      config: {
        allowedLocales: ['en-US', 'zh-HK'],
        defaultLocale: 'en-US',
        guestLoginCredentials: { username: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
        componentRoutes: [{ path: '/', name: 'Quote', component: 'HomePage' }],
      },
    },
  );
  const problems = await api<{ appPublishProblems: unknown[] }>(
    page,
    'query($appId: String!) { appPublishProblems(appId: $appId) { code params { name value } } }',
    { appId },
  );
  expect(problems.appPublishProblems).toEqual([]);
  await apiResult(page, 'publishApp', 'mutation($appId: String!) { publishApp(appId: $appId) { status errors } }', {
    appId,
  });
  return host;
}

/** A grid cell by its column and 1-based row, named as the page names it in the locale. */
const cell = (page: Page, locale: JourneyLocale, column: string, row: number) =>
  page.getByRole('textbox', { name: JOURNEY_TEXTS[locale].cell(column, row), exact: true });

async function pasteInto(target: Locator, text: string) {
  await target.focus();
  await target.evaluate((element, block) => {
    const data = new DataTransfer();
    data.setData('text/plain', block);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function shotsAt(page: Page, name: string, check?: () => Promise<void>) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await check?.();
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const locale of ['en-US', 'zh-HK'] as const) {
  test(`a product manager rates term life with tables, a levy and a decision table, releases and quotes (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const text = JOURNEY_TEXTS[locale];
    const tag = locale === 'en-US' ? 'en' : 'zh';
    const id = { plan: uniqueName('term_life'), type: 'term_life', version: '1' };
    const at = (aspect: string) => `/products/detail/${aspect}/${id.plan}/${id.type}/${id.version}`;
    const list = new ProductsListPage(page);
    await list.open();
    await list.createThroughApi([{ ...id, name: 'Term Life', insurerId: 'harbour_mutual' }]);
    await page.evaluate((value) => localStorage.setItem('studio.locale', value), locale);

    // 1. The rate table: age band x smoker, the sum insured interpolated; the rows pasted from Excel.
    await page.goto(at('rateTables'));
    await page.getByRole('button', { name: text.newTable }).click();
    await page.getByLabel(text.name, { exact: true }).fill('term_rates');
    await page.getByRole('button', { name: text.addInput }).click();
    await page.getByLabel(text.columnName(2)).fill('smoker');
    await page.getByRole('button', { name: text.addInput }).click();
    await page.getByLabel(text.columnName(3)).fill('sumInsured');
    await page.getByLabel(text.kind(3)).selectOption('interpolate');
    await pasteInto(cell(page, locale, 'age.from', 1), BLOCK);
    await expect(cell(page, locale, 'rate', TABLE.length)).toHaveValue('5.40');
    await page.getByRole('button', { name: text.saveTable }).click();
    await seeToast(page, text.tableSaved);
    await shotsAt(page, `rate-table-${tag}`);

    // 2. The amount rule reads the table.
    await page.goto(at('pricing'));
    const code = page.getByRole('textbox', { name: /JSON-logic/ });
    await code.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(RULE);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await seeToast(page, text.saved);

    // 3. Underwriting as a decision table: over 60 declined, a sum insured over 1,000,000 referred.
    await page.goto(at('underwriting'));
    await page.getByRole('button', { name: text.tableMode, exact: true }).click();
    const table = page.getByTestId('decision-table');
    await table.getByRole('combobox', { name: text.variable(1) }).fill('age');
    await table.getByRole('combobox', { name: text.operator(1, 'age') }).selectOption('>');
    await table.getByRole('textbox', { name: text.value(1, 'age') }).fill('60');
    await table.getByRole('combobox', { name: text.outcome(1) }).selectOption('decline');
    await table.getByRole('textbox', { name: text.reason(1) }).fill('Over 60');
    await page.getByRole('button', { name: text.addCondition }).click();
    await table.getByRole('combobox', { name: text.variable(2) }).fill('sumInsured');
    await page.getByRole('button', { name: text.addRow }).click();
    await table.getByRole('combobox', { name: text.operator(2, 'sumInsured') }).selectOption('>');
    await table.getByRole('textbox', { name: text.value(2, 'sumInsured') }).fill('1000000');
    await table.getByRole('textbox', { name: text.reason(2) }).fill('Large sum');
    await expect(page.getByTestId('decision-table-problems')).toHaveCount(0);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await seeToast(page, text.saved);
    // On a phone the rules are cards: nothing scrolls sideways, not even inside the table's box.
    await shotsAt(page, `decision-table-${tag}`, async () => {
      const overflow = await table.evaluate((element) =>
        Array.from(element.querySelectorAll<HTMLElement>('*')).some(
          (node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible',
        ),
      );
      expect(overflow).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    // 4. The Hong Kong insurance levy: a ratio with a cap.
    await page.goto(at('taxes'));
    await page.getByRole('button', { name: text.addTax }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.code).fill('IA_LEVY');
    await dialog.getByLabel(text.codeName).fill('Insurance levy');
    await dialog.getByLabel(text.percentage).fill(String(LEVY.percent));
    await dialog.getByLabel(text.cap).fill(String(LEVY.cap));
    await dialog.getByLabel(text.rounding).selectOption({ label: text.halfUp });
    await dialog.getByRole('button', { name: text.add, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('code-row')).toContainText(text.capOf(hkd(LEVY.cap)));

    // 5. The dictionary, started from the rules: types and labels for the test panel and the app.
    await page.goto(at('dictionary'));
    const declare = { age: 'number', smoker: 'boolean', sumInsured: 'number' } as const;
    for (let index = 0; index < 3; index += 1) {
      const variable = page.getByTestId(`dictionary-variable-${index}`);
      const name = (await variable.getByLabel(text.name).inputValue()) as keyof typeof declare;
      expect(Object.keys(declare)).toContain(name);
      await variable.getByLabel(text.type).selectOption(declare[name]);
      await variable.getByLabel(text.labelIn('en-US')).first().fill(JOURNEY_TEXTS['en-US'].labels[name]);
      await variable.getByLabel(text.labelIn('zh-HK')).first().fill(JOURNEY_TEXTS['zh-HK'].labels[name]);
    }
    await page.getByRole('button', { name: text.saveDictionary }).click();
    await seeToast(page, text.dictionarySaved);

    // 6. The test panel, by the labels: the premium by hand, the table row in the trace, the levy.
    await page.goto(at('pricing'));
    await page.getByRole('spinbutton', { name: text.labels.age }).fill(String(CUSTOMER.age));
    await page.getByRole('switch', { name: text.labels.smoker }).click();
    await page.getByRole('spinbutton', { name: text.labels.sumInsured }).fill(String(CUSTOMER.sumInsured));
    await page.getByRole('button', { name: text.run, exact: true }).click();
    await expect(page.getByTestId('quote-amount')).toHaveText(hkd(BY_HAND.total));
    await expect(page.getByTestId('quote-breakdown')).toContainText('IA_LEVY');
    await expect(page.getByTestId('trace-table')).toContainText(text.traceRow(7, BY_HAND.rate));
    if (locale === 'zh-HK')
      await expectNoEnglish(page, {
        // User data (names, the rule's code) and key names stay as typed.
        allow: [
          /JSON-logic/,
          /Ctrl-Space/,
          /\{"var":"\w+"\}/,
          'table',
          'true',
          'Term Life',
          'Insurance levy',
          'term_rates',
          'rate',
          'IA_LEVY',
          'HKD',
        ],
      });
    await shotsAt(page, `panel-${tag}`);

    await page.goto(at('underwriting'));
    await page.getByRole('spinbutton', { name: text.labels.age }).fill('62');
    await page.getByRole('spinbutton', { name: text.labels.sumInsured }).fill(String(CUSTOMER.sumInsured));
    await page.getByRole('button', { name: text.run, exact: true }).click();
    await expect(page.getByTestId('underwriting-decision')).toContainText(text.decline);
    await expect(page.getByTestId('underwriting-reason')).toContainText('Over 60');
    await page.getByRole('spinbutton', { name: text.labels.age }).fill(String(CUSTOMER.age));
    await page.getByRole('button', { name: text.run, exact: true }).click();
    await expect(page.getByTestId('underwriting-decision')).toContainText(text.accept);

    // 7. Released from the releases page: the version is frozen.
    await page.goto('/releases');
    await page.getByRole('button', { name: text.createRelease }).click();
    const release = page.getByRole('dialog');
    await release.getByLabel(text.releaseName).fill(uniqueName('term_launch'));
    await release.getByLabel(text.releaseDescription).fill('Term life launch');
    await release.getByRole('checkbox', { name: new RegExp(id.plan) }).check();
    await release.getByRole('button', { name: text.releaseProduct }).click();
    await seeToast(page, text.released);
    await page.goto(at('rateTables'));
    await expect(page.getByTestId('frozen-banner')).toBeVisible();

    // 8. The API quotes the released version: the same premium, the levy, accepted.
    const values = JSON.stringify(CUSTOMER);
    const quoted = await api<{
      products_2: {
        list: Array<{
          pricing: { amount: number; formattedPrice: string; appliedTaxes: Array<{ code: string; newPrice: number }> };
          underwritingDecision: { decision: string };
        }>;
      };
    }>(
      page,
      `query($where: productWhereInput, $v: String) { products_2(where: $where) { list {
        pricing(valuesJsonString: $v) { amount formattedPrice appliedTaxes { code newPrice } }
        underwritingDecision(valuesJsonString: $v) { decision } } } }`,
      { where: { id_in: [id] }, v: values },
    );
    const product = quoted.products_2.list[0];
    expect(Number(product?.pricing.amount)).toBe(BY_HAND.total);
    expect(product?.pricing.formattedPrice).toBe(hkd(BY_HAND.total));
    expect(product?.pricing.appliedTaxes.map((tax) => tax.code)).toEqual(['IA_LEVY']);
    expect(product?.underwritingDecision.decision).toBe('accept');

    // 9. A customer quotes in the published app, in the same language: the same premium.
    const host = await publishQuoteApp(page, id);
    const origin = new URL(page.url()).origin;
    const context = await browser.newContext({ baseURL: origin, locale, viewport: { width: 390, height: 844 } });
    const visitor = await context.newPage();
    await visitor.goto(`/?hostOverride=${host}`);
    await expect(visitor.locator('html')).toHaveAttribute('lang', locale);
    await visitor.getByRole('textbox', { name: text.labels.age, exact: true }).fill(String(CUSTOMER.age));
    await visitor.getByRole('switch', { name: text.labels.smoker }).click();
    await visitor.getByRole('textbox', { name: text.labels.sumInsured, exact: true }).fill(String(CUSTOMER.sumInsured));
    await visitor.getByRole('button', { name: text.labels.quote }).click();
    await expect(visitor.getByTestId('quote-premium')).toHaveText(hkd(BY_HAND.total));
    await visitor.screenshot({ path: `${SHOTS}/published-quote-${tag}-390.png`, fullPage: true });
    await context.close();
    await page.evaluate(() => localStorage.setItem('studio.locale', 'en-US'));
  });
}

test('a 5,000-row rate table renders a window of rows, and the keyboard walks past it', async ({ page }) => {
  test.setTimeout(120_000);
  const id = { plan: uniqueName('term_big'), type: 'term_life', version: '1' };
  const list = new ProductsListPage(page);
  await list.open();
  await list.createThroughApi([{ ...id, name: 'Term Life', insurerId: 'harbour_mutual' }]);
  await apiResult(
    page,
    'createRateTable',
    'mutation($p: productIdInput!, $i: rateTableInput!) { createRateTable(productId: $p, input: $i) { status errors } }',
    { p: id, i: { name: 'by_age', inputs: [{ name: 'age', kind: 'exact' }], outputs: ['rate'] } },
  );
  const csv = ['age,rate', ...Array.from({ length: 5_000 }, (_, row) => `${row},${row}.5`)].join('\n');
  await apiResult(
    page,
    'importRateTableCsv',
    'mutation($p: productIdInput!, $csv: String!) { importRateTableCsv(productId: $p, name: "by_age", csv: $csv) { status errors } }',
    { p: id, csv },
  );
  await page.goto(`/products/detail/rateTables/${id.plan}/${id.type}/${id.version}`);
  const grid = page.getByRole('table', { name: 'Rows of the rate table' });
  await expect(grid).toHaveAttribute('aria-rowcount', '5001');
  const rendered = await grid.locator('tbody tr').count();
  expect(rendered).toBeLessThan(80);

  // Arrow down from the first row, past the rows rendered at first.
  await cell(page, 'en-US', 'age', 1).click();
  for (let row = 1; row < 100; row += 1) await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'en-US', 'age', 100)).toBeFocused();
  await expect(cell(page, 'en-US', 'age', 100)).toBeInViewport();
  // Scrolled far down, a cell clicked, on by keyboard to row 4,000, and typed into.
  await page.getByTestId('rate-grid-scroller').evaluate((box) => {
    box.scrollTop = 3_980 * 33;
  });
  await cell(page, 'en-US', 'rate', 3_995).click();
  for (let row = 3_995; row < 4_000; row += 1) await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'en-US', 'rate', 4_000)).toBeFocused();
  await expect(cell(page, 'en-US', 'rate', 4_000)).toHaveValue('3999.5');
  await page.keyboard.type('7');
  await page.keyboard.press('Tab');
  await expect(cell(page, 'en-US', 'age', 4_001)).toBeFocused();
  expect(await grid.locator('tbody tr').count()).toBeLessThan(80);
  await shotsAt(page, 'rate-table-5000-en');
});
