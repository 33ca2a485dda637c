import { productTextKeys } from '@carrier/contracts';
import { uiNode } from '@carrier/contracts/ui-tree';
import { expect } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { PDF, PNG, uploadTo } from '../files/files.testing';
import { type ProductIdArg, pricingClient } from '../pricing/pricing.testing';

export const TERM: ProductIdArg = { plan: 'term', type: 'life', version: '1' };
export const SHOP_PRODUCT: ProductIdArg = { plan: 'shop', type: 'cover', version: '1' };

const RATES = {
  name: 'term_rates',
  description: 'Rates per 1,000 by age band',
  inputs: [{ name: 'age', kind: 'band' }],
  outputs: ['rate'],
  noGaps: true,
  rows: [
    ['18', '40', '1.20'],
    ['40', '65', '3.10'],
  ].map((cells) => ({ cells })),
};
const AMOUNT = JSON.stringify({ '*': [{ table: ['term_rates', { var: 'age' }] }, { var: 'sumInsured' }, 0.001] });

export const PLAN = `query($input: promotionInput!) { promotionPlan(input: $input) {
  entries { kind key name status changes { path before after } requiredBy } errors { code message } } }`;
export const PROMOTE = `mutation($input: promotionInput!) { promote(input: $input) { status errors errors_2 { code message } } }`;
export const TARGETS = '{ promotionTargets { tenantId name } }';

export type PlanAnswer = {
  entries: Array<{
    kind: string;
    key: string;
    name: string;
    status: string;
    changes: Array<{ path: string; before: string | null; after: string | null }>;
    requiredBy: string | null;
  }>;
  errors: Array<{ code: string; message: string }>;
};
type ResultAnswer = { status: string; errors: string[]; errors_2: Array<{ code: string; message: string }> };

/** A product version with everything promotion carries: rules, rate table, codes, dictionary, benefits, texts, test case, limits. */
export async function seedTermProduct(server: TestServer, token: string) {
  const client = pricingClient(server, () => token);
  const ok = (answer: { status: string }) => expect(answer.status, JSON.stringify(answer)).toBe('success');
  await client.createProduct(TERM);
  ok(
    await client.result(
      'createRateTable',
      'mutation($p: productIdInput!, $i: rateTableInput!) { createRateTable(productId: $p, input: $i) { status errors errors_2 { code message } } }',
      { p: TERM, i: RATES },
    ),
  );
  ok(await client.setLogic(TERM, AMOUNT));
  ok(
    await client.addCode('discount', TERM, {
      code: 'STAFF',
      name: 'Staff',
      calculationKind: 'ratio',
      ratio: 10,
      order: 1,
    }),
  );
  ok(await client.addCode('loading', TERM, { code: 'RISK', name: 'Risk', calculationKind: 'flat', flat: 5, order: 1 }));
  ok(
    await client.result(
      'upsertRatingDictionaryVariable',
      'mutation($p: productIdInput!, $v: ratingDictionaryVariableInput!) { upsertRatingDictionaryVariable(productId: $p, variable: $v) { status errors errors_2 { code message } } }',
      {
        p: TERM,
        v: {
          name: 'age',
          type: 'number',
          labels: [
            { locale: 'en-US', text: 'Age' },
            { locale: 'zh-HK', text: '年齡' },
          ],
          min: 18,
          max: 64,
        },
      },
    ),
  );
  ok(
    await client.result(
      'createRatingTestCase',
      'mutation($p: productIdInput!, $i: ratingTestCaseInput!) { createRatingTestCase(productId: $p, input: $i) { status errors errors_2 { code message } } }',
      { p: TERM, i: { name: 'age 30', valuesJsonString: '{"age":30,"sumInsured":100000}', expectedAmount: 125 } },
    ),
  );
  ok(
    await client.result(
      'updatePricingSettings',
      'mutation($p: productIdInput!, $i: pricingSettingsInput!) { updatePricingSettings(productId: $p, input: $i) { status errors errors_2 { code message } } }',
      { p: TERM, i: { minimumPremium: 50 } },
    ),
  );
  ok(
    await client.result(
      'addBenefit',
      'mutation($p: productIdInput!) { addBenefit(productId: $p, input: { typeId: "death", value: { stringValue: "100000" } }) { status errors errors_2 { code message } } }',
      { p: TERM },
    ),
  );
  ok(
    await client.result(
      'upsertL10n',
      'mutation($l: upsertL10nInput) { upsertL10n(l10n: $l) { status errors errors_2 { code message } } }',
      { l: { key: productTextKeys.name(TERM), locale: 'en-US', value: 'Term life' } },
    ),
  );
}

/** The quotes the test compares across tenants: several ages, sums and codes. */
export async function quotesOf(server: TestServer, token: string) {
  const client = pricingClient(server, () => token);
  const cases: Array<[object, string[]]> = [
    [{ age: 30, sumInsured: 100000 }, []],
    [{ age: 50, sumInsured: 250000 }, ['STAFF']],
    [{ age: 20, sumInsured: 10000 }, []],
  ];
  return Promise.all(cases.map(([values, codes]) => client.price(TERM, values, codes)));
}

/** An email template with a PDF attachment (a file), a private image in its MJML and an attached HTML-to-PDF template. */
export async function seedEmailTemplate(server: TestServer, token: string) {
  expect((await uploadTo(server, 'docs/', [{ name: 'terms.pdf', content: PDF }], { token })).statusCode).toBe(200);
  expect(
    (await uploadTo(server, 'images/', [{ name: 'logo.png', content: PNG }], { token, isPublic: false })).statusCode,
  ).toBe(200);
  const call = async (query: string, variables: Record<string, unknown>) => {
    const answer = await server.gql<Record<string, ResultAnswer>>(query, variables, { token });
    expect(answer.errors).toBeUndefined();
    const result = Object.values(answer.data)[0];
    expect(result?.status, JSON.stringify(result)).toBe('success');
  };
  await call(
    'mutation($i: createWkhtmltopdfTemplateInput!) { createWkhtmltopdfTemplate(input: $i) { status errors } }',
    {
      i: { name: 'Policy schedule', html: '<h1>Schedule</h1>' },
    },
  );
  await call('mutation($i: createEmailMjmlTemplateInput!) { createEmailMjmlTemplate(input: $i) { status errors } }', {
    i: {
      name: 'Welcome',
      subject: 'Welcome {{ data.name }}',
      mjml: '<mjml><mj-body><mj-image src="/api/v1/files/images/logo.png" /></mj-body></mjml>',
    },
  });
  const ids = await templateIds(server, token);
  const email = ids.get('Welcome') ?? '';
  await call(
    'mutation($t: String!, $i: addEmailAttachmentReferenceInput!) { addEmailAttachmentReference(templateId: $t, input: $i) { status errors } }',
    {
      t: email,
      i: { fileName: 'terms.pdf', filePath: 'docs/terms.pdf' },
    },
  );
  await call(
    'mutation($t: String!, $i: addEmailAttachmentTemplateInput!) { addEmailAttachmentTemplate(templateId: $t, input: $i) { status errors } }',
    {
      t: email,
      i: { fileName: 'schedule.pdf', templateId: ids.get('Policy schedule') },
    },
  );
  return email;
}

export async function templateIds(server: TestServer, token: string): Promise<Map<string, string>> {
  const answer = await server.gql<{ templates: { list: Array<{ id: string; name: string }> } }>(
    '{ templates(limit: 100) { list { id name } } }',
    {},
    { token },
  );
  return new Map(answer.data.templates.list.map((template) => [template.name, template.id]));
}

/** An app whose home page quotes SHOP_PRODUCT (a priced product of its own). */
export async function seedShopApp(server: TestServer, token: string, appId: string) {
  const client = pricingClient(server, () => token);
  await client.createProduct(SHOP_PRODUCT);
  expect((await client.setLogic(SHOP_PRODUCT, JSON.stringify({ '*': [{ var: 'sumInsured' }, 0.002] }))).status).toBe(
    'success',
  );
  await server.gql(
    'mutation($input: createAppInput!) { createApp(input: $input) { status errors } }',
    { input: { appId, appName: 'Shop' } },
    { token },
  );
  const components = await server.gql<{ components: { list: Array<{ id: string; name: string }> } }>(
    'query($appId: String) { components(where: { appId: $appId }) { list { id name } } }',
    { appId },
    { token },
  );
  const home = components.data.components.list.find((component) => component.name === 'HomePage')?.id;
  const tree = uiNode('JBox', {
    children: [
      uiNode('JInputNumber', { label: 'Cover', bindTo: 'form.input1' }),
      uiNode('JButton', {
        label: 'GetQuote',
        props: { action: 'quote', productId: 'shop/cover/1', inputMapping: { sumInsured: 'form.input1' } },
      }),
    ],
  });
  const saved = await server.gql<{ updateComponent: ResultAnswer }>(
    'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }',
    { id: home, input: { editorAst: JSON.stringify(tree) } },
    { token },
  );
  expect(saved.data.updateComponent.status).toBe('success');
  await server.gql(
    'mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }',
    {
      appId,
      config: {
        allowedLocales: ['en-US', 'zh-HK'],
        componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage' }],
      },
    },
    { token },
  );
}

export async function publishApp(server: TestServer, token: string, appId: string) {
  const answer = await server.gql<{ publishApp: ResultAnswer }>(
    'mutation($appId: String!) { publishApp(appId: $appId) { status errors errors_2 { code message } } }',
    { appId },
    { token },
  );
  return answer.data.publishApp;
}

export async function auditOf(server: TestServer, token: string) {
  const answer = await server.gql<{
    auditLog: {
      list: Array<{
        operation: string;
        recordType: string;
        recordId: string | null;
        actorId: string | null;
        requestOperation: string | null;
      }>;
    };
  }>('{ auditLog(limit: 200) { list { operation recordType recordId actorId requestOperation } } }', {}, { token });
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data.auditLog.list;
}
