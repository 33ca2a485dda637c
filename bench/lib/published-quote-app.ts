import { type UiNode, uiNode } from '@carrier/contracts/ui-tree';
import { BENCH_ADMIN } from './studio-server';

type Call = (
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: Record<string, unknown>; errors?: unknown }>;

const both = (en: string, zh: string) => ({ 'en-US': en, 'zh-HK': zh });
const field = (component: string, label: ReturnType<typeof both>, bindTo: string) =>
  uiNode(component, { bindTo, texts: { label }, props: { required: true } });

/** A quote page as a builder makes one: a headline, four bound fields and a quote button. */
function quotePage(productId: string): UiNode {
  return uiNode('JBox', {
    children: [
      uiNode('JHeadline', { texts: { content: both('Get a quote', '取得報價') } }),
      field('JInputDateOfBirth', both('Date of birth', '出生日期'), 'form.input1'),
      field('JToggle', both('Smoker', '吸煙者'), 'form.input2'),
      field('JInputNumber', both('Sum insured', '保額'), 'form.input3'),
      field('JInputText', both('Discount code', '折扣碼'), 'form.input4'),
      uiNode('JButton', {
        texts: { content: both('Get my quote', '計算保費') },
        props: { action: 'quote', productId },
      }),
    ],
  });
}

/**
 * Makes and publishes an app at `host` whose home page is a quote page for a priced product (through the
 * GraphQL API, as the admin): `product` when given (already priced), else a new one; throws when a step
 * is refused.
 */
export async function publishQuoteApp(
  call: Call,
  appId: string,
  host: string,
  given?: { plan: string; type: string; version: string },
) {
  const step = async (name: string, query: string, variables: Record<string, unknown>) => {
    const answer = await call(query, variables);
    const result = answer.data?.[name] as { status?: string; errors?: string[] } | undefined;
    if (answer.errors || !result || (result.status && result.status !== 'success'))
      throw new Error(`${name}: ${JSON.stringify(answer.errors ?? result?.errors)}`);
    return answer.data;
  };
  const product = given ?? { plan: `${appId}plan`, type: 'basic', version: '1' };
  if (!given) {
    await step(
      'createProduct',
      'mutation($p: createProductInput) { createProduct(product: $p) { productId { plan } } }',
      { p: { productId: product, insurerId: 'harbour_mutual' } },
    );
    await step(
      'updatePriceLogic',
      'mutation($p: productIdInput!, $i: priceLogicInput!) { updatePriceLogic(productId: $p, input: $i) { status errors } }',
      { p: product, i: { amountLogic: '{"*":[{"var":"input3"},0.01]}' } },
    );
  }
  await step('createApp', 'mutation($input: createAppInput!) { createApp(input: $input) { status errors } }', {
    input: { appId, appName: 'Harbour Life', host },
  });
  await step(
    'upsertCmsConfig',
    'mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }',
    {
      appId,
      config: {
        allowedLocales: ['en-US', 'zh-HK'],
        defaultLocale: 'en-US',
        guestLoginCredentials: { username: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
        componentRoutes: [{ path: '/', name: 'Quote', component: 'HomePage' }],
      },
    },
  );
  const components = await call('query($appId: String) { components(where: { appId: $appId }) { list { id name } } }', {
    appId,
  });
  const list = (components.data?.components as { list?: Array<{ id: string; name: string }> } | undefined)?.list;
  const id = list?.find((component) => component.name === 'HomePage')?.id;
  await step(
    'updateComponent',
    'mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }',
    { id, input: { editorAst: JSON.stringify(quotePage(`${product.plan}/${product.type}/${product.version}`)) } },
  );
  await step('publishApp', 'mutation($appId: String!) { publishApp(appId: $appId) { status errors } }', { appId });
}
