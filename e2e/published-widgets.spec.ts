import { mkdirSync } from 'node:fs';
import { starterScript, type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import type { Browser, Page } from '@playwright/test';
import { expectNoEnglish } from './english-text';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, expect, test } from './fixtures';
import { type Both, PublishedQuotePage, type QuoteAnswers, type QuoteLocale } from './pages/published-quote-page';
import { type GraphqlAnswer, studioGraphql } from './studio-graphql';

const SHOTS = '/tmp/live-widgets-shots';
mkdirSync(SHOTS, { recursive: true });
const unique = Date.now().toString(36);
const product = { plan: `widgets_${unique}`, type: 'term_life', version: '1' };
const both = (en: string, zh: string): Both => ({ 'en-US': en, 'zh-HK': zh });

/** Each widget's label, the quote button's text. */
const LABELS: Record<keyof QuoteAnswers | 'quote', Both> = {
  name: both('Full name', '姓名'),
  notes: both('Notes', '備註'),
  sumInsured: both('Sum insured', '保額'),
  childrenSteps: both('Children', '子女人數'),
  term: both('Term in years', '保障年期'),
  smoker: both('Smoker', '吸煙者'),
  consent: both('I agree to the terms', '我同意條款'),
  riders: both('Riders', '附加保障'),
  frequency: both('Payment frequency', '繳費頻率'),
  plan: both('Plan', '計劃'),
  regions: both('Regions', '地區'),
  birth: both('Date of birth', '出生日期'),
  startDate: both('Start date', '生效日期'),
  quote: both('Get my quote', '計算保費'),
};
const option = (value: string, en: string, zh: string) => ({ value, label: en, labels: both(en, zh) });
const RIDERS = [option('hospital', 'Hospital cash', '住院現金'), option('accident', 'Accident', '意外')];
const FREQUENCIES = [option('monthly', 'Monthly', '每月'), option('yearly', 'Yearly', '每年')];
const PLANS = [option('gold', 'Gold', '金'), option('silver', 'Silver', '銀')];
const REGIONS = [option('asia', 'Asia', '亞洲'), option('europe', 'Europe', '歐洲')];

/** Reads nine of the fields: the premium moves with each of them. */
const RULE = JSON.stringify({
  '*': [
    { '/': [{ var: 'sumInsured' }, 1000] },
    { if: [{ '<': [{ var: 'age' }, 40] }, 1, 1.5] },
    { if: [{ var: 'smoker' }, 2, 1] },
    { if: [{ '==': [{ var: 'plan' }, 'gold'] }, 1.2, 1] },
    { '+': [1, { '*': [{ var: 'children' }, 0.1] }] },
    { '+': [1, { '/': [{ var: 'term' }, 100] }] },
    { if: [{ in: ['hospital', { var: 'riders' }] }, 1.1, 1] },
    { if: [{ '==': [{ var: 'frequency' }, 'monthly'] }, 1.05, 1] },
    { if: [{ var: 'consent' }, 1, 0] },
  ],
});

const bound = (component: string, field: keyof QuoteAnswers, bindTo: string, props: Record<string, unknown> = {}) =>
  uiNode(component, {
    label: LABELS[field]['en-US'],
    bindTo: `form.${bindTo}`,
    texts: { label: LABELS[field] },
    props: { required: true, ...props },
  });

/** The quote page: every element type that binds, each required, and the quote button. */
const QUOTE_PAGE: UiNode = uiNode('JBox', {
  children: [
    uiNode('JHeadline', { texts: { content: both('Term life quote', '定期壽險報價') } }),
    bound('JInputText', 'name', 'name', { validators: ['noChinese'] }),
    bound('JInputLongText', 'notes', 'notes', { rows: 3 }),
    bound('JInputNumber', 'sumInsured', 'sumInsured', { type: 'integer' }),
    bound('JInputNumberStepper', 'childrenSteps', 'children', { min: 0, max: 5, step: 1 }),
    bound('JSlider', 'term', 'term', { min: 5, max: 30, step: 5 }),
    bound('JToggle', 'smoker', 'smoker'),
    bound('JCheckbox', 'consent', 'consent'),
    bound('JCheckboxGroup', 'riders', 'riders', { options: RIDERS }),
    bound('JRadios', 'frequency', 'frequency', { options: FREQUENCIES, direction: 'row' }),
    bound('JSelect', 'plan', 'plan', { options: PLANS }),
    bound('JMultiSelect', 'regions', 'regions', { options: REGIONS }),
    bound('JInputDateOfBirth', 'birth', 'dateOfBirth', { minAge: 18, maxAge: 65, validators: ['ageBetween'] }),
    bound('JDatePicker', 'startDate', 'startDate'),
    uiNode('JButton', {
      texts: { content: LABELS.quote },
      props: { action: 'quote', productId: `${product.plan}/${product.type}/${product.version}` },
    }),
  ],
});

/** The component's script declares the form fields the widgets bind to (the publish checks look there). */
const FORM_FIELDS = [...pageFields(QUOTE_PAGE)];
const SCRIPT = starterScript().replace(
  /form: \{[^}]*\}/,
  `form: { ${FORM_FIELDS.map((name) => `${name}: null`).join(', ')} }`,
);
function* pageFields(node: UiNode): Generator<string> {
  if (node.bindTo) yield node.bindTo.replace(/^form\./, '');
  for (const child of node.children) yield* pageFields(child);
}

/** Runs GraphQL as the signed-in studio admin. */
const graphql = studioGraphql;

const field = <T>(answer: GraphqlAnswer, name: string) => {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.[name] as T;
};

/** The product and its rule, the app at its host with its quote page, published. */
async function publishQuoteApp(page: Page, appId: string, host: string) {
  const result = (answer: GraphqlAnswer, name: string) => {
    const outcome = field<{ status: string; errors: string[] }>(answer, name);
    expect(outcome.errors ?? [], `${name}: ${JSON.stringify(outcome)}`).toEqual([]);
    expect(outcome.status).toBe('success');
  };
  field(
    await graphql(
      page,
      'mutation($product: createProductInput) { createProduct(product: $product) { productId { plan } } }',
      {
        product: { productId: product, insurerId: 'harbour_mutual' },
      },
    ),
    'createProduct',
  );
  result(
    await graphql(
      page,
      'mutation($p: productIdInput!, $i: priceLogicInput!) { createPriceLogic(productId: $p, input: $i) { status errors } }',
      { p: product, i: { amountLogic: RULE } },
    ),
    'createPriceLogic',
  );
  result(
    await graphql(page, 'mutation($input: createAppInput!) { createApp(input: $input) { status errors } }', {
      input: { appId, appName: 'Harbour Widgets', host, appTemplateId: 'blank' },
    }),
    'createApp',
  );
  const components = field<{ list: Array<{ id: string; name: string }> }>(
    await graphql(page, 'query($appId: String) { components(where: { appId: $appId }) { list { id name } } }', {
      appId,
    }),
    'components',
  );
  const home = components.list.find((component) => component.name === 'HomePage');
  result(
    await graphql(
      page,
      'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }',
      { id: home?.id, input: { editorAst: JSON.stringify(QUOTE_PAGE), editorScript: SCRIPT } },
    ),
    'updateComponent',
  );
  result(
    await graphql(
      page,
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
    ),
    'upsertCmsConfig',
  );
  // What would stop it, named, before publishing.
  const problems = field<Array<{ code: string }>>(
    await graphql(page, 'query($appId: String!) { appPublishProblems(appId: $appId) { code params { name value } } }', {
      appId,
    }),
    'appPublishProblems',
  );
  expect(problems).toEqual([]);
  result(
    await graphql(page, 'mutation($appId: String!) { publishApp(appId: $appId) { status errors } }', { appId }),
    'publishApp',
  );
}

/** The premium the API (what the pricing test panel runs) gives for these inputs. */
async function apiPremium(page: Page, values: Record<string, unknown>) {
  const products = field<{ list: Array<{ pricing: { formattedPrice: string | null; missingVariables: string[] } }> }>(
    await graphql(
      page,
      'query($where: productWhereInput, $v: String) { products_2(where: $where) { list { pricing(valuesJsonString: $v) { formattedPrice missingVariables } } } }',
      { where: { id_in: [product] }, v: JSON.stringify(values) },
    ),
    'products_2',
  );
  const pricing = products.list[0]?.pricing;
  expect(pricing?.missingVariables).toEqual([]);
  return pricing?.formattedPrice ?? '';
}

const year = new Date().getFullYear();
const answersIn = (locale: QuoteLocale): QuoteAnswers => ({
  name: 'Chan Tai Man',
  notes: 'No previous claims',
  sumInsured: '250000',
  childrenSteps: 2,
  term: '20',
  smoker: true,
  consent: true,
  riders: [RIDERS[0]?.labels[locale] ?? ''],
  frequency: FREQUENCIES[0]?.labels[locale] ?? '',
  plan: 'gold',
  regions: REGIONS.map((region) => region.labels[locale]),
  birth: { year: year - 46, month: 1, day: 1 },
  startDate: `01/02/${year + 1}`,
});
/** What the page sends for those answers (a date of birth on 1 January gives its whole years as age). */
const QUOTED_VALUES = {
  name: 'Chan Tai Man',
  notes: 'No previous claims',
  sumInsured: 250000,
  children: 2,
  term: 20,
  smoker: true,
  consent: true,
  riders: ['hospital'],
  frequency: 'monthly',
  plan: 'gold',
  regions: ['asia', 'europe'],
  dateOfBirth: `${year - 46}-01-01`,
  age: 46,
  startDate: `${year + 1}-02-01`,
};

/** A customer who has never signed in, whose browser speaks `locale`, on a screen `width` px wide. */
async function customer(browser: Browser, baseURL: string, locale: QuoteLocale, width: number) {
  const context = await browser.newContext({ baseURL, locale, viewport: { width, height: width < 600 ? 844 : 900 } });
  return { context, page: await context.newPage() };
}

test('every bindable widget records, checks and sends its value in the published app, in both locales, on a phone and a desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const appId = `widgets${unique}`;
  const host = `widgets-${unique}.test`;
  await publishQuoteApp(page, appId, host);
  const expected = await apiPremium(page, QUOTED_VALUES);
  expect(expected).toMatch(/^HKD [\d,]+\.\d\d$/);
  const origin = new URL(page.url()).origin;

  for (const [locale, width] of [
    ['en-US', 1280],
    ['zh-HK', 390],
    ['en-US', 390],
    ['zh-HK', 1280],
  ] as const) {
    await test.step(`${locale} at ${width} px`, async () => {
      const visitor = await customer(browser, origin, locale, width);
      const quote = new PublishedQuotePage(visitor.page, locale, LABELS);
      const shot = (name: string) =>
        visitor.page.screenshot({ path: `${SHOTS}/${locale}-${width}-${name}.png`, fullPage: true });
      // The browser's language picks the locale (no ?locale=).
      await quote.open(host);
      await expect(visitor.page.locator('html')).toHaveAttribute('lang', locale);
      // Every widget is required and says so.
      await expect(visitor.page.locator('.ck-field__required')).toHaveCount(13);

      // Nothing entered: each empty widget is highlighted with its message, the select among them.
      await quote.quoteButton().click();
      await expect(visitor.page.getByTestId('quote-error')).toBeVisible();
      const plan = visitor.page.getByRole('combobox', { name: LABELS.plan[locale] });
      await expect(plan).toHaveAttribute('aria-invalid', 'true');
      await expect(quote.field('plan').getByRole('alert')).toHaveText(
        locale === 'en-US' ? 'This field is required' : '此欄位必須填寫',
      );
      // The stepper and the slider show their minimum, an answer; the other eleven are empty.
      await expect(visitor.page.locator('.ck-field--invalid')).toHaveCount(11);
      await shot('required');

      // A 17-year-old is out of the 18-65 range, and the message says so (unless today is 31 December).
      await quote.chooseBirth({ year: year - 18, month: 12, day: 31 });
      await expect(quote.field('birth').getByRole('alert')).toHaveText(
        locale === 'en-US' ? 'Age must be between 18 and 65 years' : '年齡必須介乎 18 至 65 歲',
      );
      // An integer field rounds a decimal and says so, never reading 12.7 as 127.
      await visitor.page.getByLabel(LABELS.sumInsured[locale]).fill('12.7');
      await expect(quote.field('sumInsured').getByRole('status')).toHaveText(
        locale === 'en-US' ? 'Whole numbers only: 12.7 counts as 13' : '只接受整數：12.7 將當作 13',
      );

      await quote.fill(answersIn(locale));
      await expect(visitor.page.getByLabel(LABELS.sumInsured[locale])).toHaveValue('250,000');
      await expect(visitor.page.getByRole('combobox', { name: LABELS.plan[locale] })).toContainText(
        PLANS[0]?.labels[locale] ?? '',
      );
      await expect(visitor.page.locator('.ck-field--invalid')).toHaveCount(0);
      const button = quote.quoteButton();
      const look = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
      await button.click();
      await expect(quote.premium()).toHaveText(expected);
      // After the quote the button is enabled and looks as it did before.
      await visitor.page.mouse.move(0, 0);
      await expect(button).toBeEnabled();
      await expect(button).toHaveCSS('background-color', look);
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot('quoted');
      if (locale === 'zh-HK') await expectNoEnglish(visitor.page, { allow: ['Chan Tai Man', 'No previous claims'] });
      await visitor.context.close();
    });
  }
});
