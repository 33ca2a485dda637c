import { MESSAGES, PUBLISH_ERRORS } from '@carrier/contracts';
import { uiNode } from '@carrier/contracts/ui-tree';
import { count, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { loginThrottle, sessions } from '../auth/auth.tables';
import { hashingStats } from '../auth/passwords';
import { type ProductIdArg, pricingClient } from '../pricing/pricing.testing';
import { GUEST_LIMITS } from './guest-scope';

const CREATE_APP = `mutation($input: createAppInput!) { createApp(input: $input) { status errors } }`;
const COMPONENTS = `query($appId: String) { components(where: { appId: $appId }) { list { id name } } }`;
const UPDATE = `mutation($id: String!, $input: updateComponentInput!) { updateComponent(id: $id, input: $input) { status errors } }`;
const UPSERT = `mutation($appId: String!, $config: cmsConfigInput!) { upsertCmsConfig(appId: $appId, config: $config) { status errors } }`;
const PUBLISH = `mutation($appId: String!) { publishApp(appId: $appId) { status errors } }`;
const QUOTE = `query($v: String, $codes: [String]) { products_2 { list { productId { plan } pricing(valuesJsonString: $v, discountCodes: $codes) {
  amount formattedPrice appliedDiscounts { code formattedNewPrice } issues { code message } } } } }`;

const quoted: ProductIdArg = { plan: 'guestplan', type: 'basic', version: '1' };
const secret: ProductIdArg = { plan: 'secretplan', type: 'basic', version: '1' };

const server = useTestServer({ sessionCheckTtlMs: 0 });
let staff: string;
beforeAll(async () => {
  // Every request checks its session afresh, so a republished app's guest tokens die at once.
  staff = server.token;
  const client = pricingClient(server, () => staff);
  for (const product of [quoted, secret]) {
    await client.createProduct(product);
    await client.setLogic(product, '{"*":[{"var":"sumInsured"},0.01]}');
  }
  await client.addCode('discount', quoted, { code: 'WELCOME', name: 'Welcome', calculationKind: 'ratio', ratio: 10 });
  await client.addCode('discount', secret, { code: 'STAFFONLY', name: 'Staff', calculationKind: 'ratio', ratio: 50 });
  // The sum insured field feeds the rule's sumInsured through the button's mapping (a publish check asks for it).
  await publishApp('quoter', [
    uiNode('JInputNumber', { bindTo: 'form.input1' }),
    uiNode('JButton', {
      props: { action: 'quote', productId: 'guestplan/basic/1', inputMapping: { sumInsured: 'form.input1' } },
    }),
  ]);
  await publishApp('brochure', []);
});

/** An app at `<appId>.test` whose home page holds `extra`, published with a guest named after the staff admin. */
async function publishApp(appId: string, extra: ReturnType<typeof uiNode>[]) {
  await server.gql(CREATE_APP, { input: { appId, appName: appId, host: `${appId}.test` } }, { token: staff });
  const { list } = (
    await server.gql<{ components: { list: Array<{ id: string; name: string }> } }>(
      COMPONENTS,
      { appId },
      { token: staff },
    )
  ).data.components;
  const home = uiNode('JBox', {
    children: [uiNode('JHeadline', { texts: { content: { 'en-US': 'Quote', 'zh-HK': '報價' } } }), ...extra],
  });
  const id = list.find((component) => component.name === 'HomePage')?.id;
  await server.gql(UPDATE, { id, input: { editorAst: JSON.stringify(home) } }, { token: staff });
  const config = {
    allowedLocales: ['en-US', 'zh-HK'],
    guestLoginCredentials: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage' }],
  };
  await server.gql(UPSERT, { appId, config }, { token: staff });
  const published = await server.gql<{ publishApp: { status: string } }>(PUBLISH, { appId }, { token: staff });
  expect(published.data.publishApp.status).toBe('success');
}

const guestSession = (remoteAddress: string, appId = 'quoter') =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/published-app/guest-session',
    headers: { host: `${appId}.test` },
    remoteAddress,
  });
async function guestToken(remoteAddress: string, appId = 'quoter') {
  const response = await guestSession(remoteAddress, appId);
  expect(response.statusCode).toBe(200);
  return (response.json() as { accessToken: string }).accessToken;
}
const sessionRows = async () => (await server.services.db.select({ rows: count() }).from(sessions))[0]?.rows;
const signInThrottles = () =>
  server.services.db.select().from(loginThrottle).where(like(loginThrottle.accountKey, 'signin:%'));

type Quote = {
  products_2: {
    list: Array<{
      productId: { plan: string };
      pricing: { amount: number | null; issues: Array<{ code: string }>; appliedDiscounts: Array<{ code: string }> };
    }>;
  } | null;
};
const quote = (token: string, remoteAddress: string, codes: string[] = []) =>
  server.gql<Quote>(QUOTE, { v: JSON.stringify({ sumInsured: 100_000 }), codes }, { token, remoteAddress });

describe('guest sessions', () => {
  it('issues guest tokens without hashing a password or storing a session, a bounded number per address', async () => {
    const [hashes, rows] = [hashingStats().hashes, await sessionRows()];
    const { limit } = GUEST_LIMITS.tokensPerAddress;
    const answers = await Promise.all(Array.from({ length: limit + 3 }, () => guestSession('10.20.0.1')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(limit);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json()).toEqual({ error: MESSAGES.tooManyAttempts });
    expect(hashingStats().hashes).toBe(hashes);
    expect(await sessionRows()).toBe(rows);
    // The token names the app, never the staff account the config names.
    const issued = answers.find((answer) => answer.statusCode === 200)?.json() as { accessToken: string } | undefined;
    const token = issued?.accessToken ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ scp: 'guest', app: 'quoter', ver: 1 });
    expect(JSON.stringify(claims)).not.toContain(ADMIN_EMAIL);
    expect((await guestSession('10.20.0.2')).statusCode).toBe(200);
  });

  it("neither clears nor adds to the sign-in throttle of the staff account the guest's config names", async () => {
    const wrong = `{ token_2(tenantId: "test", clientId: "studio", username: "${ADMIN_EMAIL}", password: "wrong") { error } }`;
    for (let attempt = 0; attempt < 5; attempt += 1) await server.gql(wrong, {}, { remoteAddress: '10.21.0.1' });
    const before = await signInThrottles();
    for (const address of ['10.21.0.1', '10.21.0.2']) await guestToken(address);
    expect(await signInThrottles()).toEqual(before);
    const owner = `{ token_2(tenantId: "test", clientId: "studio", username: "${ADMIN_EMAIL}", password: "${ADMIN_PASSWORD}") { error } }`;
    const locked = await server.gql<{ token_2: { error: string } }>(owner, {}, { remoteAddress: '10.21.0.1' });
    expect(locked.data.token_2.error).toBe('too_many_attempts');
  });
});

describe('what a guest may read', () => {
  it('quotes the products its app quotes and sees no other product', async () => {
    const token = await guestToken('10.22.0.1');
    const answer = await quote(token, '10.22.0.1');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.products_2?.list).toEqual([
      { productId: { plan: 'guestplan' }, pricing: expect.objectContaining({ amount: 1000, issues: [] }) },
    ]);
    const asked = await server.gql<{ products_2: { totalCount: number; list: unknown[] } }>(
      'query($p: productIdInput!) { products_2(where: { id_in: [$p] }) { totalCount list { pricing { amount } } } }',
      { p: secret },
      { token, remoteAddress: '10.22.0.1' },
    );
    expect(asked.data.products_2).toEqual({ totalCount: 0, list: [] });
    const brochure = await guestToken('10.22.0.1', 'brochure');
    const none = await server.gql<{ products_2: { totalCount: number } }>(
      '{ products_2 { totalCount } }',
      {},
      { token: brochure },
    );
    expect(none.data.products_2.totalCount).toBe(0);
    const all = await server.gql<{ products_2: { totalCount: number } }>(
      '{ products_2 { totalCount } }',
      {},
      { token: staff },
    );
    expect(all.data.products_2.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('is refused every field a quote does not need', async () => {
    const token = await guestToken('10.22.0.2');
    for (const selection of [
      'pricing { amountLogic }',
      'underwritingRulesJson',
      'fields',
      'representation',
      'createdBy { username }',
      'lastModifiedBy { username }',
      '... on product { createdBy { username } }',
      'testCases { __typename }',
      'testCaseRuns { __typename }',
      'premiumImpact(compareTo: { plan: "guestplan", type: "basic" }) { __typename }',
      'insurer { name }',
      'benefitGraph { name }',
      'underwritingDecision { decision rule }',
      'isFrozen',
      'tenantId',
      'pricing { appliedDiscounts { calculationLogic } }',
      'pricing { discounts { condition } }',
      'pricing { loadings { createdBy { username } } }',
    ]) {
      const answer = await server.gql(`{ products_2 { list { ${selection} } } }`, {}, { token });
      expect(answer.errors?.[0]?.extensions?.code, selection).toBe('authorization');
      expect(answer.data, selection).toBeNull();
    }
    const introspection = await server.gql('{ products_2 { totalCount } __schema { types { name } } }', {}, { token });
    expect(introspection.errors?.[0]?.extensions?.code).toBe('authorization');
  });
});

describe('what a guest may try', () => {
  it('counts quotes per address and app', async () => {
    const token = await guestToken('10.23.0.1');
    const { limit } = GUEST_LIMITS.quotesPerAddressAndApp;
    const answers = await Promise.all(Array.from({ length: limit + 2 }, () => quote(token, '10.23.0.1')));
    expect(answers.filter((answer) => answer.data.products_2?.list[0]?.pricing?.amount === 1000)).toHaveLength(limit);
    const refused = answers.filter((answer) => answer.errors);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.errors?.[0]).toMatchObject({
      message: PUBLISH_ERRORS.tooManyQuotes.message,
      extensions: { code: 'too_many_quotes' },
    });
    expect((await quote(token, '10.23.0.2')).data.products_2?.list[0]?.pricing?.amount).toBe(1000);
  });

  it('counts unknown discount codes per address, however many are tried at once; known ones cost nothing', async () => {
    const token = await guestToken('10.24.0.1');
    const { limit } = GUEST_LIMITS.unknownCodesPerAddress;
    for (let index = 0; index < limit + 2; index += 1) {
      const known = await quote(token, '10.24.0.1', ['WELCOME']);
      expect(known.data.products_2?.list[0]?.pricing?.appliedDiscounts).toEqual([
        expect.objectContaining({ code: 'WELCOME' }),
      ]);
    }
    const guesses = await Promise.all(
      Array.from({ length: limit + 5 }, (_, index) => quote(token, '10.24.0.1', [`GUESS${index}`])),
    );
    const tried = guesses.filter((answer) => answer.data.products_2?.list[0]?.pricing);
    expect(tried).toHaveLength(limit);
    for (const answer of tried)
      expect(answer.data.products_2?.list[0]?.pricing?.issues.map((issue) => issue.code)).toEqual([
        'unknown_discount_code',
      ]);
    const refused = guesses.filter((answer) => answer.errors);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.errors?.[0]?.message).toBe(PUBLISH_ERRORS.tooManyDiscountCodes.message);
    // Past the limit, codes are refused from this address (even a real one); a quote without codes still works.
    expect((await quote(token, '10.24.0.1', ['WELCOME'])).errors?.[0]?.extensions?.code).toBe(
      'too_many_discount_codes',
    );
    expect((await quote(token, '10.24.0.1')).data.products_2?.list[0]?.pricing?.amount).toBe(1000);
    expect((await quote(token, '10.24.0.2', ['WELCOME'])).errors).toBeUndefined();
  });

  it('reads the taxes and the prices at other payment frequencies of its quote', async () => {
    const levy = { code: 'IA_LEVY', name: 'Insurance levy', calculationKind: 'ratio', ratio: 0.1, cap: 5000 };
    const created = await server.gql<{ createTaxCode: { status: string } }>(
      `mutation($p: productIdInput!, $i: adjustmentCodeInput!) { createTaxCode(productId: $p, input: $i) { status } }`,
      { p: quoted, i: levy },
      { token: staff },
    );
    expect(created.data.createTaxCode.status).toBe('success');
    const token = await guestToken('10.26.0.1');
    const answer = await server.gql<{
      products_2: { list: Array<{ pricing: Record<string, unknown> }> };
    }>(
      `query($v: String) { products_2 { list { pricing(valuesJsonString: $v) { amount paymentFrequency
        appliedTaxes { code name ratio originalPrice newPrice formattedNewPrice }
        indicativePrices { type amount formattedPrice appliedTaxes { code newPrice } } } } } }`,
      { v: JSON.stringify({ sumInsured: 100_000 }) },
      { token, remoteAddress: '10.26.0.1' },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.products_2.list[0]?.pricing).toMatchObject({
      amount: 1001,
      paymentFrequency: 'ANNUALLY',
      appliedTaxes: [{ code: 'IA_LEVY', originalPrice: 1000, newPrice: 1001, formattedNewPrice: 'HKD 1,001.00' }],
    });
    expect(answer.data.products_2.list[0]?.pricing.indicativePrices).toContainEqual({
      type: 'MONTHLY',
      amount: 87.59,
      formattedPrice: 'HKD 87.59',
      appliedTaxes: [{ code: 'IA_LEVY', newPrice: 87.59 }],
    });
  });

  it('loses its token as soon as guest access goes off, and its quote page cannot go live without it', async () => {
    const token = await guestToken('10.25.0.1');
    expect((await quote(token, '10.25.0.1')).errors).toBeUndefined();
    await server.gql(
      UPSERT,
      {
        appId: 'quoter',
        config: {
          allowedLocales: ['en-US', 'zh-HK'],
          componentRoutes: [{ path: '/', name: 'Home', component: 'HomePage' }],
          // null turns the guest off; a config without the field leaves it as it is (guest-identity.ts).
          guestLoginCredentials: null,
        },
      },
      { token: staff },
    );
    expect((await quote(token, '10.25.0.1')).errors?.[0]?.extensions?.code).toBe('authorization');
    expect((await guestSession('10.25.0.1')).statusCode).toBe(404);
    const again = await server.gql<{ publishApp: { status: string; errors: string[] } }>(
      `mutation($appId: String!) { publishApp(appId: $appId) { status errors } }`,
      { appId: 'quoter' },
      { token: staff },
    );
    expect(again.data.publishApp.errors).toEqual([PUBLISH_ERRORS.quoteNeedsGuest('HomePage', 'Button').message]);
  });
});
