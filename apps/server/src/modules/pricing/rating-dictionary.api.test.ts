import { type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from './pricing.testing';

const DICTIONARY = `query($p: productIdInput!) { ratingDictionary(productId: $p) {
  isFrozen undeclared
  variables { name type labels { locale text } unit min max choices { value labels { locale text } } required }
  fromRules { name type required } } }`;
const RESULT = 'status errors errors_2 { code message }';
const UPDATE = `mutation($p: productIdInput!, $v: [ratingDictionaryVariableInput!]!) { updateRatingDictionary(productId: $p, variables: $v) { ${RESULT} } }`;
const UPSERT = `mutation($p: productIdInput!, $v: ratingDictionaryVariableInput!) { upsertRatingDictionaryVariable(productId: $p, variable: $v) { ${RESULT} } }`;
const REMOVE = `mutation($p: productIdInput!, $n: String!) { removeRatingDictionaryVariable(productId: $p, name: $n) { ${RESULT} } }`;
const FILL = `mutation($p: productIdInput!) { fillRatingDictionaryFromRules(productId: $p) { ${RESULT} } }`;
const NEW_VERSION = `mutation($p: productIdInput!, $v: String!) { createProductVersion(productId: $p, version: $v) { ${RESULT} } }`;
const CREATE_RELEASE = `mutation($i: createReleaseInput!) { createRelease(input: $i) { ${RESULT} } }`;

type Variable = {
  name: string;
  type: string;
  labels: Array<{ locale: string; text: string }>;
  unit: string | null;
  min: number | null;
  max: number | null;
  choices: Array<{ value: string; labels: Array<{ locale: string; text: string }> }>;
  required: boolean;
};
type Dictionary = {
  isFrozen: boolean;
  undeclared: string[];
  variables: Variable[];
  fromRules: Array<{ name: string; type: string; required: boolean }>;
};

// age (compared), sumInsured (computed), smoker (a condition with a default: optional), plan (text).
const RULE = JSON.stringify({
  '*': [
    { if: [{ '<': [{ var: 'age' }, 40] }, 1, 1.5] },
    { if: [{ var: ['smoker', false] }, 2, 1] },
    { if: [{ '==': [{ var: 'plan' }, 'gold'] }, 2, 1] },
    { '/': [{ var: 'sumInsured' }, 1000] },
  ],
});

const labels = (en: string, zh: string) => [
  { locale: 'en-US', text: en },
  { locale: 'zh-HK', text: zh },
];
const DECLARED = [
  { name: 'age', type: 'number', labels: labels('Age', '年齡'), unit: 'years', min: 18, max: 70, required: true },
  { name: 'sumInsured', type: 'number', labels: labels('Sum insured', '保額'), unit: 'HKD', min: 0, required: true },
  { name: 'smoker', type: 'boolean', labels: labels('Smoker', '吸煙者') },
  {
    name: 'plan',
    type: 'choice',
    labels: labels('Plan', '計劃'),
    choices: [
      { value: 'gold', labels: labels('Gold', '金') },
      { value: 'silver', labels: labels('Silver', '銀') },
    ],
    required: true,
  },
  { name: 'startDate', type: 'date', labels: labels('Start date', '生效日期') },
];

const server = useTestServer();
let uatToken: string;
const client = pricingClient(server, () => server.token);
const product: ProductIdArg = { plan: 'dict', type: 'term', version: '1' };

beforeAll(async () => {
  uatToken = (await server.signIn('test_uat')).accessToken;
  await client.createProduct(product);
  expect((await client.setLogic(product, RULE)).status).toBe('success');
});

const dictionaryOf = async (productId: ProductIdArg, as?: string) => {
  const answer = await client.call<{ ratingDictionary: Dictionary | null }>(DICTIONARY, { p: productId }, as);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.ratingDictionary;
};
const update = (productId: ProductIdArg, variables: unknown[], as?: string) =>
  client.result('updateRatingDictionary', UPDATE, { p: productId, v: variables }, as);

describe('the variable dictionary', () => {
  it('starts from the rules: names and inferred types, required unless read with a default; nothing stored', async () => {
    expect(await dictionaryOf(product)).toEqual({
      isFrozen: false,
      undeclared: [],
      variables: [],
      fromRules: [
        { name: 'age', type: 'number', required: true },
        { name: 'smoker', type: 'boolean', required: false },
        { name: 'plan', type: 'text', required: true },
        { name: 'sumInsured', type: 'number', required: true },
      ],
    });
    // An empty dictionary checks nothing: the rules price as before.
    expect((await client.price(product, { age: 30, plan: 'gold', sumInsured: 100000 })).amount).toBe(200);
  });

  it('fills from the rules, then keeps what it has on a second fill', async () => {
    expect((await client.result('fillRatingDictionaryFromRules', FILL, { p: product })).status).toBe('success');
    const filled = await dictionaryOf(product);
    expect(filled?.variables.map((variable) => [variable.name, variable.type, variable.required])).toEqual([
      ['age', 'number', true],
      ['smoker', 'boolean', false],
      ['plan', 'text', true],
      ['sumInsured', 'number', true],
    ]);
    await update(product, [{ name: 'age', type: 'number', labels: labels('Age', '年齡') }]);
    expect((await client.result('fillRatingDictionaryFromRules', FILL, { p: product })).status).toBe('success');
    const again = await dictionaryOf(product);
    expect(again?.variables.map((variable) => variable.name)).toEqual(['age', 'smoker', 'plan', 'sumInsured']);
    expect(again?.variables[0]?.labels).toEqual(labels('Age', '年齡'));
  });

  it('replaces, upserts and removes variables, labelled in both locales', async () => {
    expect((await update(product, DECLARED)).status).toBe('success');
    const stored = await dictionaryOf(product);
    expect(stored?.variables).toEqual([
      { ...DECLARED[0], choices: [] },
      { ...DECLARED[1], max: null, choices: [] },
      { ...DECLARED[2], unit: null, min: null, max: null, choices: [], required: false },
      { ...DECLARED[3], unit: null, min: null, max: null },
      { ...DECLARED[4], unit: null, min: null, max: null, choices: [], required: false },
    ]);
    const upserted = await client.result('upsertRatingDictionaryVariable', UPSERT, {
      p: product,
      v: { name: 'occupation', type: 'text', labels: labels('Occupation', '職業') },
    });
    expect(upserted.status).toBe('success');
    // The rules do not read occupation: it is declared, not undeclared.
    expect((await dictionaryOf(product))?.variables.at(-1)?.name).toBe('occupation');
    expect(
      (await client.result('removeRatingDictionaryVariable', REMOVE, { p: product, n: 'occupation' })).status,
    ).toBe('success');
    expect(
      (await client.result('removeRatingDictionaryVariable', REMOVE, { p: product, n: 'occupation' })).errors_2,
    ).toEqual([{ code: 'dictionary_variable_not_found', message: 'The dictionary has no variable occupation.' }]);
    expect((await dictionaryOf(product))?.variables.map((variable) => variable.name)).toEqual([
      'age',
      'sumInsured',
      'smoker',
      'plan',
      'startDate',
    ]);
  });

  it('refuses a bad definition with the reason, and keeps what was stored', async () => {
    const refusals: Array<[unknown[], string]> = [
      [[{ name: '1st', type: 'text' }], 'dictionary_invalid_name'],
      [[{ name: 'a.__proto__', type: 'text' }], 'dictionary_invalid_name'],
      [
        [
          { name: 'age', type: 'number' },
          { name: 'age', type: 'text' },
        ],
        'dictionary_duplicate_name',
      ],
      [[{ name: 'age', type: 'number', min: 70, max: 18 }], 'dictionary_invalid_range'],
      [[{ name: 'plan', type: 'text', min: 1 }], 'dictionary_range_not_number'],
      [[{ name: 'plan', type: 'choice' }], 'dictionary_choices_required'],
      [[{ name: 'plan', type: 'choice', choices: [{ value: 'a' }, { value: 'a' }] }], 'dictionary_invalid_choice'],
      [[{ name: 'plan', type: 'text', choices: [{ value: 'a' }] }], 'dictionary_choices_not_choice'],
      [[{ name: 'age', type: 'number', unit: 'x'.repeat(41) }], 'too_long'],
    ];
    for (const [variables, code] of refusals) expect((await update(product, variables)).errors_2[0]?.code).toBe(code);
    expect((await update(product, [{ name: 'age', type: 'number', min: 70, max: 18 }])).errors).toEqual([
      'The variable age: the minimum is larger than the maximum.',
    ]);
    expect((await dictionaryOf(product))?.variables).toHaveLength(5);
  });

  it('checks a quote’s inputs: one issue per bad input, no amount, in the words of the dictionary', async () => {
    const good = { age: 30, sumInsured: 100000, plan: 'gold', smoker: false, startDate: '2026-01-31' };
    expect(await client.price(product, good)).toMatchObject({ amount: 200, issues: [], missingVariables: [] });
    const bad = await client.price(product, {
      ...good,
      age: 'thirty',
      sumInsured: -1,
      plan: 'bronze',
      smoker: 'yes',
      startDate: '2026-02-30',
    });
    expect(bad.amount).toBeNull();
    expect(bad.missingVariables).toEqual([]);
    expect(bad.issues).toEqual([
      { code: 'input_wrong_type', message: 'The input age must be a number.' },
      { code: 'input_out_of_range', message: 'The input sumInsured must be at least 0; it is -1.' },
      { code: 'input_wrong_type', message: 'The input smoker must be true or false.' },
      { code: 'input_not_a_choice', message: 'The input plan must be one of: gold, silver.' },
      { code: 'input_wrong_type', message: 'The input startDate must be a date (YYYY-MM-DD).' },
    ]);
    expect((await client.price(product, { ...good, age: 71 })).issues).toEqual([
      { code: 'input_out_of_range', message: 'The input age must be between 18 and 70; it is 71.' },
    ]);
    // Through the values list too (KeyValue inputs), not only the JSON string.
    const listed = await client.call<{
      products_2: { list: Array<{ pricing: { amount: number | null; issues: unknown[] } }> };
    }>(
      `query($where: productWhereInput) { products_2(where: $where) { list { pricing(values: [{ key: "age", value: { numberValue: 17 } }], valuesJsonString: ${JSON.stringify(JSON.stringify({ sumInsured: 1000, plan: 'gold' }))}) { amount issues { code message } } } } }`,
      { where: { id_in: [product] } },
    );
    expect(listed.data.products_2.list[0]?.pricing).toEqual({
      amount: null,
      issues: [{ code: 'input_out_of_range', message: 'The input age must be between 18 and 70; it is 17.' }],
    });
  });

  it('reports the required inputs that are missing in missingVariables, with the rules’ own', async () => {
    await update(product, [...DECLARED, { name: 'region', type: 'text', required: true }]);
    const quote = await client.price(product, { age: 30, sumInsured: 1000 });
    expect(quote.amount).toBeNull();
    expect(quote.missingVariables).toEqual(['plan', 'region']);
    expect(quote.issues).toEqual([{ code: 'missing_variables', message: 'These inputs are missing: plan, region.' }]);
    // null counts as missing; an optional input may be left out.
    expect(
      (await client.price(product, { age: 30, sumInsured: 1000, plan: 'gold', region: null })).missingVariables,
    ).toEqual(['region']);
    expect((await client.price(product, { age: 30, sumInsured: 1000, plan: 'gold', region: 'HK' })).amount).toBe(2);
    await update(product, DECLARED);
  });

  it('warns of variables the rules read that a non-empty dictionary leaves out', async () => {
    await update(product, DECLARED.slice(0, 2));
    expect((await dictionaryOf(product))?.undeclared).toEqual(['smoker', 'plan']);
    await update(product, DECLARED);
    expect((await dictionaryOf(product))?.undeclared).toEqual([]);
  });

  it('answers another tenant’s product as a missing one, and never touches it', async () => {
    expect(await dictionaryOf(product, uatToken)).toBeNull();
    for (const [field, query, variables] of [
      ['updateRatingDictionary', UPDATE, { p: product, v: [] }],
      ['upsertRatingDictionaryVariable', UPSERT, { p: product, v: { name: 'x', type: 'text' } }],
      ['removeRatingDictionaryVariable', REMOVE, { p: product, n: 'age' }],
      ['fillRatingDictionaryFromRules', FILL, { p: product }],
    ] as const) {
      const answer = await client.result(field, query, variables, uatToken);
      expect(answer.errors_2[0]?.code).toBe('product_not_found');
    }
    expect((await dictionaryOf(product))?.variables).toHaveLength(5);
    // The same plan/type/version in the other tenant is its own, with its own (empty) dictionary.
    await client.createProduct(product, uatToken);
    expect((await dictionaryOf(product, uatToken))?.variables).toEqual([]);
  });

  it('is copied with a new version, frozen by a release, and the copy can change', async () => {
    expect(
      (await client.result('createRelease', CREATE_RELEASE, { i: { name: 'Dict R1', productIds: [product] } })).status,
    ).toBe('success');
    const frozen = await dictionaryOf(product);
    expect(frozen?.isFrozen).toBe(true);
    const message = 'The product dict/term/1 is released and frozen; create a new version to change it.';
    for (const [field, query, variables] of [
      ['updateRatingDictionary', UPDATE, { p: product, v: [] }],
      ['upsertRatingDictionaryVariable', UPSERT, { p: product, v: { name: 'x', type: 'text' } }],
      ['removeRatingDictionaryVariable', REMOVE, { p: product, n: 'age' }],
      ['fillRatingDictionaryFromRules', FILL, { p: product }],
    ] as const)
      expect((await client.result(field, query, variables)).errors_2).toEqual([{ code: 'product_frozen', message }]);
    expect((await dictionaryOf(product))?.variables).toEqual(frozen?.variables);

    expect((await client.result('createProductVersion', NEW_VERSION, { p: product, v: '2' })).status).toBe('success');
    const v2 = { ...product, version: '2' };
    const copied = await dictionaryOf(v2);
    expect(copied).toMatchObject({ isFrozen: false, variables: frozen?.variables });
    expect((await update(v2, DECLARED.slice(0, 1))).status).toBe('success');
    expect((await dictionaryOf(v2))?.variables).toHaveLength(1);
    expect((await dictionaryOf(product))?.variables).toHaveLength(5);
    // The copy's quotes follow its own dictionary.
    expect((await client.price(v2, { age: 30, sumInsured: 1000, plan: 'bronze' })).amount).toBe(1);
  });
});

describe('publish checks against the dictionary', () => {
  const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
  const COMPONENTS = `query($appId: String) { components(where: { appId: $appId }) { list { id name } } }`;
  const UPDATE_COMPONENT = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }`;
  const UPSERT_CONFIG = `mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }`;
  const PUBLISH = `mutation($appId: String!) { publishApp(appId: $appId) { status errors_2 { code message } } }`;

  async function publishWith(appId: string, children: UiNode[]) {
    await server.gql(CREATE_APP, { input: { appId, appName: appId } }, { token: server.token });
    const { list } = (
      await server.gql<{ components: { list: Array<{ id: string; name: string }> } }>(
        COMPONENTS,
        { appId },
        { token: server.token },
      )
    ).data.components;
    const id = list.find((component) => component.name === 'HomePage')?.id;
    await server.gql(
      UPDATE_COMPONENT,
      { id, input: { editorAst: JSON.stringify(uiNode('JBox', { children })), editorScript: SCRIPT } },
      { token: server.token },
    );
    await server.gql(
      UPSERT_CONFIG,
      {
        appId,
        config: {
          allowedLocales: ['en-US', 'zh-HK'],
          guestLoginCredentials: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
          componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage' }],
        },
      },
      { token: server.token },
    );
    return (
      await server.gql<{ publishApp: { status: string; errors_2: Array<{ code: string; message: string }> } }>(
        PUBLISH,
        { appId },
        { token: server.token },
      )
    ).data.publishApp;
  }
  const SCRIPT = `export default { data() { return { form: { ${['age', 'sumInsured', 'plan', 'choice', 'job'].map((name) => `${name}: null`).join(', ')} } } } }`;
  const published: ProductIdArg = { plan: 'dictapp', type: 'term', version: '1' };
  const field = (bindTo: string, component = 'JInputNumber', props: Record<string, unknown> = {}) =>
    uiNode(component, { label: bindTo, bindTo: `form.${bindTo}`, props });
  const planOptions = (...values: string[]) => ({ options: values.map((value) => ({ value, label: value })) });
  const button = (props: Record<string, unknown> = {}) =>
    uiNode('JButton', { label: 'GetQuote', props: { action: 'quote', productId: 'dictapp/term/1', ...props } });

  beforeAll(async () => {
    await client.createProduct(published);
    await client.setLogic(published, RULE);
  });

  it('publishes a page whose fields match the dictionary', async () => {
    await update(published, DECLARED);
    const answer = await publishWith('dictGood', [
      field('age'),
      field('sumInsured'),
      field('choice', 'JSelect', planOptions('silver', 'gold')),
      button({ inputMapping: { plan: 'form.choice' } }),
    ]);
    expect(answer).toEqual({ status: 'success', errors_2: [] });
  });

  it('refuses a field mapped to an undeclared variable, a choice field with other options, an unfed required input', async () => {
    await update(published, [...DECLARED, { name: 'region', type: 'text', required: true }]);
    const answer = await publishWith('dictBad', [
      field('age'),
      field('sumInsured'),
      field('plan', 'JSelect', planOptions('gold', 'bronze')),
      field('job', 'JInputText'),
      button({ inputMapping: { occupation: 'form.job' } }),
    ]);
    expect(answer.status).toBe('failure');
    expect(answer.errors_2).toEqual([
      {
        code: 'quote_mapping_undeclared',
        message:
          'The page /: the quote button GetQuote maps a field to occupation, which the dictionary of dictapp/term/1 does not declare.',
      },
      {
        code: 'quote_choices_differ',
        message:
          'The page /: the field feeding plan of the quote button GetQuote offers other options than the dictionary of dictapp/term/1 declares.',
      },
      {
        code: 'quote_variable_unfed',
        message: 'The page /: the quote button GetQuote needs region for dictapp/term/1, and no field feeds it.',
      },
    ]);
  });

  it('refuses a field that cannot give its variable’s type, naming the field and the variable', async () => {
    await update(published, DECLARED);
    const named = (label: string, bindTo: string, component: string, props: Record<string, unknown> = {}) =>
      uiNode(component, { label, bindTo: `form.${bindTo}`, props });
    const answer = await publishWith('dictTypes', [
      named('Age box', 'age', 'JInputText'),
      field('sumInsured'),
      named('Smoker count', 'job', 'JInputNumber'),
      named('Plan box', 'plan', 'JInputText'),
      button({ inputMapping: { smoker: 'form.job' } }),
    ]);
    expect(answer.status).toBe('failure');
    const page = 'The page /: the field';
    expect(answer.errors_2).toEqual([
      {
        code: 'quote_field_type_differs',
        message: `${page} Age box gives text for age of the quote button GetQuote, which the dictionary of dictapp/term/1 declares as a number.`,
      },
      {
        code: 'quote_field_type_differs',
        message: `${page} Smoker count gives a number for smoker of the quote button GetQuote, which the dictionary of dictapp/term/1 declares as true or false.`,
      },
      {
        code: 'quote_field_type_differs',
        message: `${page} Plan box gives text for plan of the quote button GetQuote, which the dictionary of dictapp/term/1 declares as one of its choices.`,
      },
    ]);
    // A date of birth gives age a number: it fits.
    const fits = await publishWith('dictAge', [
      named('Born', 'job', 'JInputDateOfBirth'),
      field('sumInsured'),
      named('Plan', 'plan', 'JRadios', planOptions('gold', 'silver')),
      button({ inputMapping: { age: 'form.job' } }),
    ]);
    expect(fits).toEqual({ status: 'success', errors_2: [] });
  });
});

describe('inputs read only as rate-table keys', () => {
  const CREATE_TABLE = `mutation($p: productIdInput!, $i: rateTableInput!) { createRateTable(productId: $p, input: $i) { ${RESULT} } }`;
  const keyed: ProductIdArg = { plan: 'dictkeys', type: 'term', version: '1' };
  // age is a band and smoker an exact column of true/false: the rule reads both only as the table's keys.
  const RATES = {
    name: 'rates',
    inputs: [
      { name: 'age', kind: 'band' },
      { name: 'smoker', kind: 'exact' },
    ],
    outputs: ['premium'],
    noGaps: false,
    rows: [
      ['18', '40', 'false', '100'],
      ['18', '40', 'TRUE', '180'],
      ['40', '70', 'false', '250'],
      ['40', '70', 'true', '400'],
    ].map((cells) => ({ cells })),
  };

  beforeAll(async () => {
    await client.createProduct(keyed);
    expect((await client.result('createRateTable', CREATE_TABLE, { p: keyed, i: RATES })).status).toBe('success');
    const rule = JSON.stringify({ table: ['rates', { var: 'age' }, { var: 'smoker' }] });
    expect((await client.setLogic(keyed, rule)).status).toBe('success');
  });

  it('types them from the table’s columns in the dictionary the rules start', async () => {
    expect((await dictionaryOf(keyed))?.fromRules).toEqual([
      { name: 'age', type: 'number', required: true },
      { name: 'smoker', type: 'boolean', required: true },
    ]);
  });

  it('checks quote inputs with those types once the dictionary is filled from the rules', async () => {
    expect((await client.result('fillRatingDictionaryFromRules', FILL, { p: keyed })).status).toBe('success');
    expect((await client.price(keyed, { age: 45, smoker: true })).amount).toBe(400);
    expect((await client.price(keyed, { age: 'forty', smoker: 'yes' })).issues).toEqual([
      { code: 'input_wrong_type', message: 'The input age must be a number.' },
      { code: 'input_wrong_type', message: 'The input smoker must be true or false.' },
    ]);
    expect(await client.price(keyed, { smoker: false })).toMatchObject({
      amount: null,
      missingVariables: ['age'],
      issues: [{ code: 'missing_variables', message: 'These inputs are missing: age.' }],
    });
  });
});
