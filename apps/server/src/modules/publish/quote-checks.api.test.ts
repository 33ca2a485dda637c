import { type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from '../pricing/pricing.testing';

const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const COMPONENTS = `query($appId: String) { components(where: { appId: $appId }) { list { id name } } }`;
const UPDATE = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }`;
const UPSERT = `mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }`;
const PUBLISH = `mutation($appId: String!) { publishApp(appId: $appId) { status errors_2 { code message } } }`;
const PROBLEMS = `query($appId: String!) { appPublishProblems(appId: $appId) { code message params { name value } } }`;
const UPDATE_PRODUCT = `mutation($p: productIdInput!, $i: updateProductInput) { updateProduct(productId: $p, input: $i) { productId { plan } } }`;

type Problem = { code: string; message: string; params: Array<{ name: string; value: string }> };

const priced: ProductIdArg = { plan: 'wired', type: 'term', version: '1' };
const unpriced: ProductIdArg = { plan: 'wired', type: 'draft', version: '1' };
// age (a date of birth gives it), sumInsured, a smoker factor with a default (optional), a loading on
// occupation, a discount on members, and underwriting on bmi (the published app does not run underwriting).
const RULE = JSON.stringify({
  '*': [
    { if: [{ '<': [{ var: 'age' }, 40] }, 1, 1.5] },
    { if: [{ var: ['smoker', false] }, 2, 1] },
    { '/': [{ var: 'sumInsured' }, 1000] },
  ],
});

const server = useTestServer();
beforeAll(async () => {
  const client = pricingClient(server, () => server.token);
  for (const product of [priced, unpriced]) await client.createProduct(product);
  await client.setLogic(priced, RULE);
  await client.addCode('loading', priced, {
    code: 'RISKY',
    name: 'Risky job',
    calculationKind: 'ratio',
    ratio: 25,
    condition: JSON.stringify({ '==': [{ var: 'occupation' }, 'diver'] }),
  });
  await client.addCode('discount', priced, {
    code: 'FAMILY',
    name: 'Family',
    calculationKind: 'ratio',
    ratio: 10,
    condition: JSON.stringify({ '>': [{ var: 'members' }, 2] }),
  });
  await client.call(UPDATE_PRODUCT, {
    p: priced,
    i: { underwritingRules: JSON.stringify({ if: [{ '>': [{ var: 'bmi' }, 35] }, 'refer', 'accept'] }) },
  });
});

/** An app whose home page is `children` (with a guest, so only the quote checks speak), its problems and publish. */
async function appWith(appId: string, children: UiNode[]) {
  await server.gql(CREATE_APP, { input: { appId, appName: appId } }, { token: server.token });
  const { list } = (
    await server.gql<{ components: { list: Array<{ id: string; name: string }> } }>(
      COMPONENTS,
      { appId },
      { token: server.token },
    )
  ).data.components;
  const id = list.find((component) => component.name === 'HomePage')?.id;
  const saved = await server.gql<{ updateComponent: { status: string } }>(
    UPDATE,
    { id, input: { editorAst: JSON.stringify(uiNode('JBox', { children })) } },
    { token: server.token },
  );
  expect(saved.data.updateComponent.status).toBe('success');
  const config = {
    allowedLocales: ['en-US', 'zh-HK'],
    guestLoginCredentials: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage' }],
  };
  await server.gql(UPSERT, { appId, config }, { token: server.token });
}
const problemsOf = async (appId: string) =>
  (await server.gql<{ appPublishProblems: Problem[] }>(PROBLEMS, { appId }, { token: server.token })).data
    .appPublishProblems;
const publish = async (appId: string) =>
  (
    await server.gql<{ publishApp: { status: string; errors_2: Array<{ code: string; message: string }> } }>(
      PUBLISH,
      { appId },
      { token: server.token },
    )
  ).data.publishApp;

const quoteButton = (props: Record<string, unknown> = {}) =>
  uiNode('JButton', { label: 'GetQuote', props: { action: 'quote', ...props } });
const dateOfBirth = uiNode('JInputDateOfBirth', { label: 'Birthday', bindTo: 'form.input1' });
const sumInsured = uiNode('JInputNumber', { label: 'Cover', bindTo: 'form.input2' });
const occupation = uiNode('JInputText', { label: 'Job', bindTo: 'form.input3' });

describe('publish checks of a quote button', () => {
  it('refuses a quote button without a product', async () => {
    await appWith('quoteNoProduct', [quoteButton()]);
    expect(await problemsOf('quoteNoProduct')).toEqual([
      {
        code: 'quote_without_product',
        message: 'HomePage: the quote button GetQuote has no product.',
        params: [
          { name: 'component', value: 'HomePage' },
          { name: 'node', value: 'GetQuote' },
        ],
      },
    ]);
    expect((await publish('quoteNoProduct')).status).toBe('failure');
  });

  it('refuses a product that does not exist, and one without pricing logic', async () => {
    await appWith('quoteBadProducts', [
      quoteButton({ productId: 'nosuch/term/1' }),
      quoteButton({ productId: 'wired/draft/1' }),
    ]);
    const answer = await publish('quoteBadProducts');
    expect(answer.status).toBe('failure');
    expect(answer.errors_2).toEqual([
      {
        code: 'quote_product_missing',
        message: 'HomePage: the quote button GetQuote quotes nosuch/term/1, which does not exist.',
      },
      {
        code: 'quote_product_unpriced',
        message: 'HomePage: the quote button GetQuote quotes wired/draft/1, which has no pricing logic.',
      },
    ]);
  });

  it('names each variable the amount rule or a loading needs that no field feeds; a default or underwriting is no need', async () => {
    await appWith('quoteUnfed', [dateOfBirth, sumInsured, quoteButton({ productId: 'wired/term/1' })]);
    const problems = await problemsOf('quoteUnfed');
    expect(problems.map((problem) => problem.message)).toEqual([
      'The page /: the quote button GetQuote needs sumInsured for wired/term/1, and no field feeds it.',
      'The page /: the quote button GetQuote needs occupation for wired/term/1, and no field feeds it.',
    ]);
    expect(problems[0]?.params).toEqual([
      { name: 'path', value: '/' },
      { name: 'node', value: 'GetQuote' },
      { name: 'product', value: 'wired/term/1' },
      { name: 'variable', value: 'sumInsured' },
    ]);
    expect((await publish('quoteUnfed')).status).toBe('failure');
  });

  it("publishes once the button's mapping feeds them; a discount code field makes the discount's variables needed", async () => {
    const mapping = { sumInsured: 'form.input2', occupation: 'form.input3' };
    await appWith('quoteMapped', [
      dateOfBirth,
      sumInsured,
      occupation,
      quoteButton({ productId: 'wired/term/1', inputMapping: mapping }),
    ]);
    expect(await problemsOf('quoteMapped')).toEqual([]);

    const code = uiNode('JInputText', { label: 'Code', bindTo: 'form.input4' });
    const button = { productId: 'wired/term/1', discountCodeField: 'form.input4' };
    await appWith('quoteDiscount', [
      dateOfBirth,
      sumInsured,
      occupation,
      code,
      quoteButton({ ...button, inputMapping: mapping }),
    ]);
    expect((await problemsOf('quoteDiscount')).map((problem) => problem.params.at(-1)?.value)).toEqual(['members']);
    const members = uiNode('JInputNumber', { label: 'Members', bindTo: 'form.input5' });
    await appWith('quoteDiscountFed', [
      dateOfBirth,
      sumInsured,
      occupation,
      code,
      members,
      quoteButton({ ...button, inputMapping: { ...mapping, members: 'form.input5' } }),
    ]);
    expect(await problemsOf('quoteDiscountFed')).toEqual([]);
    expect((await publish('quoteDiscountFed')).status).toBe('success');
  });

  it('does not count a mapping to a field the page does not have', async () => {
    await appWith('quoteDangling', [
      dateOfBirth,
      sumInsured,
      quoteButton({
        productId: 'wired/term/1',
        inputMapping: { sumInsured: 'form.input2', occupation: 'form.input9' },
      }),
    ]);
    expect((await problemsOf('quoteDangling')).map((problem) => problem.params.at(-1)?.value)).toEqual(['occupation']);
  });
});
