import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { type ProductIdArg, pricingClient } from './pricing.testing';

// The Hong Kong Insurance Authority levy on general business from 1 April 2021: 0.1% of the premium,
// at most HKD 5,000 per policy (long-term business: also 0.1%, at most HKD 100).
const IA_LEVY = { code: 'IA_LEVY', name: 'Insurance levy', calculationKind: 'ratio', ratio: 0.1, cap: 5000 };

const CREATE_TAX = `mutation($p: productIdInput!, $i: adjustmentCodeInput!) { createTaxCode(productId: $p, input: $i) { status errors_2 { code message } } }`;
const UPDATE_TAX = `mutation($p: productIdInput!, $c: String!, $i: adjustmentCodeInput!) { updateTaxCode(productId: $p, code: $c, input: $i) { status errors_2 { code } } }`;
const TAX_CODES = `query($p: productIdInput!) { taxCodes(productId: $p) { totalCount list { code name ratio cap formattedCap rounding order calculationLogic } } }`;
const SETTINGS = `mutation($p: productIdInput!, $i: pricingSettingsInput!) { updatePricingSettings(productId: $p, input: $i) { status errors_2 { code message } } }`;
const READ_SETTINGS = `query($where: productWhereInput) { products_2(where: $where) { list { pricingSettings { minimumPremium maxDiscountPercent modalFactors { paymentFrequency factor } } } } }`;
const PRICE = `query($where: productWhereInput, $v: String, $codes: [String]) { products_2(where: $where) { list { pricing(valuesJsonString: $v, discountCodes: $codes) {
  amount formattedPrice originalPrice premiumBeforeTaxes minimumPremiumApplied discountCapApplied paymentFrequency issues { code message }
  appliedDiscounts { code newPrice }
  appliedTaxes { code name ratio flat order calculationLogic originalPrice newPrice formattedOriginalPrice formattedNewPrice formattedFlat }
  indicativePrices { type paymentFrequency modalFactor amount originalPrice formattedPrice currencyCode appliedTaxes { code originalPrice newPrice } }
} } } }`;
const NEW_VERSION = `mutation($p: productIdInput!, $v: String!) { createProductVersion(productId: $p, version: $v) { status errors_2 { code } } }`;
const CREATE_RELEASE = `mutation($i: createReleaseInput!) { createRelease(input: $i) { status errors_2 { code message } } }`;

/** The SDK's getPrices document as its public behaviour shows it, written from the reference schema. */
const GET_PRICES = `query getPrices($where: productWhereInput, $values: [keyValueInput], $discountCodes: [String], $hasAdvisorId: Boolean = false) {
  products: products_2(where: $where, values: $values) {
    list {
      name
      productId { plan type version }
      ...Prices
      insurer { name }
    }
  }
}
fragment Prices on product {
  pricing(values: $values, discountCodes: $discountCodes) {
    formattedPrice originalPrice formattedOriginalPrice amount currencyCode
    appliedDiscounts { calculationLogic code ratio flat order originalPrice formattedOriginalPrice formattedFlat }
    appliedTaxes { code name ratio flat order originalPrice formattedOriginalPrice formattedFlat }
    indicativePrices @include(if: $hasAdvisorId) {
      type amount currencyCode formattedOriginalPrice formattedPrice originalPrice
      appliedDiscounts { calculationLogic code ratio flat order originalPrice formattedOriginalPrice formattedFlat }
      appliedTaxes { code name ratio flat order originalPrice formattedOriginalPrice formattedFlat }
    }
  }
}`;

type Priced = {
  amount: number | null;
  formattedPrice: string | null;
  originalPrice: number | null;
  premiumBeforeTaxes: number | null;
  minimumPremiumApplied: boolean;
  discountCapApplied: boolean;
  paymentFrequency: string;
  issues: Array<{ code: string; message: string }>;
  appliedDiscounts: Array<{ code: string; newPrice: number }>;
  appliedTaxes: Array<Record<string, unknown>>;
  indicativePrices: Array<Record<string, unknown> & { appliedTaxes: Array<Record<string, unknown>> }>;
};

describe('taxes and levies, premium limits, payment frequencies', () => {
  const server = useTestServer();
  const client = pricingClient(server, () => server.token);
  const levied: ProductIdArg = { plan: 'home', type: 'contents', version: '1' };
  const ordered: ProductIdArg = { plan: 'home', type: 'fire', version: '1' };
  const limited: ProductIdArg = { plan: 'home', type: 'travel', version: '1' };

  const createTax = async (productId: ProductIdArg, input: Record<string, unknown>, as?: string) =>
    (
      await client.call<{ createTaxCode: { status: string; errors_2: Array<{ code: string }> } }>(
        CREATE_TAX,
        { p: productId, i: input },
        as,
      )
    ).data.createTaxCode;
  const settings = async (productId: ProductIdArg, input: Record<string, unknown>, as?: string) =>
    (
      await client.call<{ updatePricingSettings: { status: string; errors_2: Array<{ code: string }> } }>(
        SETTINGS,
        { p: productId, i: input },
        as,
      )
    ).data.updatePricingSettings;
  const price = async (productId: ProductIdArg, values: object, codes: string[] = []) => {
    const answer = await client.call<{ products_2: { list: Array<{ pricing: Priced }> } }>(PRICE, {
      where: { id_in: [productId] },
      v: JSON.stringify(values),
      codes,
    });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data.products_2.list[0]?.pricing as Priced;
  };

  beforeAll(async () => {
    for (const product of [levied, ordered, limited]) {
      await client.createProduct(product);
      await client.setLogic(product, JSON.stringify({ var: 'base' }));
    }
    await client.addCode('loading', levied, {
      code: 'SMOKER',
      name: 'Smoker',
      calculationKind: 'ratio',
      ratio: 50,
      condition: '{"var":"smoker"}',
    });
    await client.addCode('discount', levied, { code: 'WELCOME', name: 'Welcome', calculationKind: 'ratio', ratio: 10 });
    expect((await createTax(levied, IA_LEVY)).status).toBe('success');
  });

  it('adds the Hong Kong insurance levy after loadings and discounts, capped at HKD 5,000', async () => {
    const quote = await price(levied, { base: 10_000, smoker: true }, ['WELCOME']);
    expect(quote.issues).toEqual([]);
    expect(quote.appliedDiscounts).toEqual([{ code: 'WELCOME', newPrice: 13_500 }]);
    expect(quote.premiumBeforeTaxes).toBe(13_500);
    expect(quote.appliedTaxes).toEqual([
      {
        code: 'IA_LEVY',
        name: 'Insurance levy',
        ratio: 0.1,
        flat: null,
        order: 0,
        calculationLogic: '{"min":[{"*":[{"var":"premium"},{"/":[0.1,100]}]},5000]}',
        originalPrice: 13_500,
        newPrice: 13_513.5,
        formattedOriginalPrice: 'HKD 13,500.00',
        formattedNewPrice: 'HKD 13,513.50',
        formattedFlat: null,
      },
    ]);
    expect(quote.amount).toBe(13_513.5);
    expect(quote.formattedPrice).toBe('HKD 13,513.50');
    expect(quote.originalPrice).toBe(10_000);

    const large = await price(levied, { base: 8_000_000, smoker: false });
    expect(large.appliedTaxes[0]).toMatchObject({ originalPrice: 8_000_000, newPrice: 8_005_000 });
    expect(large.amount).toBe(8_005_000);
  });

  it('applies ratio, flat and logic taxes by order, each on the price so far, rounded as each says', async () => {
    await createTax(ordered, {
      code: 'GST',
      name: 'GST',
      calculationKind: 'ratio',
      ratio: 7.5,
      order: 3,
      rounding: 'down',
    });
    await createTax(ordered, { code: 'STAMP', name: 'Stamp duty', calculationKind: 'flat', flat: 25, order: 2 });
    await createTax(ordered, {
      code: 'FIRE',
      name: 'Fire services levy',
      calculationKind: 'custom',
      calculationLogic: '{"*":[{"var":"premium"},0.001]}',
      order: 1,
      rounding: 'up',
    });
    const quote = await price(ordered, { base: 1000.01 });
    expect(quote.issues).toEqual([]);
    // 1000.01 x 0.1% = 1.00001, up: 1.01; + 25; (1026.02) x 7.5% = 76.9515, down: 76.95.
    expect(quote.appliedTaxes.map((tax) => [tax.code, tax.originalPrice, tax.newPrice])).toEqual([
      ['FIRE', 1000.01, 1001.02],
      ['STAMP', 1001.02, 1026.02],
      ['GST', 1026.02, 1102.97],
    ]);
    expect(quote.amount).toBe(1102.97);

    // Reordered: GST first on the premium alone (75.00075, down: 75.00).
    expect((await client.call(UPDATE_TAX, { p: ordered, c: 'gst', i: { order: 0 } })).errors).toBeUndefined();
    const reordered = await price(ordered, { base: 1000.01 });
    expect(reordered.appliedTaxes.map((tax) => tax.code)).toEqual(['GST', 'FIRE', 'STAMP']);
    expect(reordered.appliedTaxes[0]).toMatchObject({ newPrice: 1075.01 });
  });

  it('states no amount when a tax cannot be decided, naming the tax', async () => {
    await createTax(ordered, {
      code: 'REGIONAL',
      name: 'Regional levy',
      calculationKind: 'custom',
      calculationLogic: '{"*":[{"var":"premium"},{"var":"regionRate"}]}',
      order: 9,
    });
    const quote = await price(ordered, { base: 100 });
    expect(quote.amount).toBeNull();
    expect(quote.issues.map((issue) => issue.code)).toEqual(['code_missing_variables']);
    expect(quote.issues[0]?.message).toContain('REGIONAL');
    const negative = await price(ordered, { base: 100, regionRate: -1 });
    expect(negative.amount).toBeNull();
    expect(negative.issues).toEqual([
      { code: 'tax_failed', message: 'The tax REGIONAL failed: a tax is never negative' },
    ]);
    expect((await price(ordered, { base: 100, regionRate: 0 })).amount).not.toBeNull();
  });

  it('refuses a bad cap, rounding or percentage with the reason', async () => {
    const codes = async (input: Record<string, unknown>) => (await createTax(limited, input)).errors_2[0]?.code;
    expect(await codes({ code: 'X1', name: 'x', calculationKind: 'ratio', ratio: 1, cap: -5 })).toBe('invalid_tax_cap');
    expect(await codes({ code: 'X2', name: 'x', calculationKind: 'ratio', ratio: 1, rounding: 'bankers' })).toBe(
      'invalid_rounding',
    );
    expect(await codes({ code: 'X3', name: 'x', calculationKind: 'ratio', ratio: 101 })).toBe('invalid_ratio');
    expect(await codes({ code: 'IA_LEVY', name: 'x', calculationKind: 'ratio', ratio: 1 })).toBeUndefined();
    expect(await codes({ code: 'IA_LEVY', name: 'x', calculationKind: 'ratio', ratio: 1 })).toBe('code_exists');
    const listed = await client.call<{ taxCodes: { totalCount: number; list: Array<Record<string, unknown>> } }>(
      TAX_CODES,
      { p: levied },
    );
    expect(listed.data.taxCodes.list).toEqual([
      expect.objectContaining({
        code: 'IA_LEVY',
        ratio: 0.1,
        cap: 5000,
        formattedCap: 'HKD 5,000.00',
        rounding: 'half_up',
      }),
    ]);
    await client.call(`mutation($p: productIdInput!) { removeTaxCode(productId: $p, code: "IA_LEVY") { status } }`, {
      p: limited,
    });
  });

  it('raises a premium to the minimum before taxes, and holds discounts within the cap', async () => {
    for (const [code, ratio, order] of [
      ['SPRING', 15, 1],
      ['LOYAL', 10, 2],
    ] as const)
      await client.addCode('discount', limited, { code, name: code, calculationKind: 'ratio', ratio, order });
    await createTax(limited, { code: 'LEVY', name: 'Levy', calculationKind: 'ratio', ratio: 1 });
    // Without limits: 1000 - 15% - 10% = 765, + 1% = 772.65.
    expect((await price(limited, { base: 1000 }, ['SPRING', 'LOYAL'])).amount).toBe(772.65);
    expect((await settings(limited, { minimumPremium: 500, maxDiscountPercent: 20 })).status).toBe('success');

    const capped = await price(limited, { base: 1000 }, ['SPRING', 'LOYAL']);
    expect(capped.appliedDiscounts).toEqual([
      { code: 'SPRING', newPrice: 850 },
      { code: 'LOYAL', newPrice: 800 },
    ]);
    expect(capped.discountCapApplied).toBe(true);
    expect(capped.amount).toBe(808);
    expect((await price(limited, { base: 1000 }, ['SPRING'])).discountCapApplied).toBe(false);

    const raised = await price(limited, { base: 400 });
    expect(raised).toMatchObject({ minimumPremiumApplied: true, premiumBeforeTaxes: 500, amount: 505 });
    expect(raised.appliedTaxes[0]).toMatchObject({ originalPrice: 500, newPrice: 505 });

    const bad = async (input: Record<string, unknown>) => (await settings(limited, input)).errors_2[0]?.code;
    expect(await bad({ minimumPremium: -1 })).toBe('invalid_minimum_premium');
    expect(await bad({ minimumPremium: 10.005 })).toBe('invalid_minimum_premium');
    expect(await bad({ maxDiscountPercent: 120 })).toBe('invalid_discount_cap');
    expect(await bad({ modalFactors: [{ paymentFrequency: 'MONTHLY', factor: 0 }] })).toBe('invalid_modal_factor');
    // A refused change leaves the settings as they were; null clears one.
    expect((await price(limited, { base: 400 })).amount).toBe(505);
    expect((await settings(limited, { minimumPremium: null })).status).toBe('success');
    expect((await price(limited, { base: 400 })).amount).toBe(404);
  });

  it('serves paymentFrequency and the prices at the other frequencies by the modal factors', async () => {
    const quote = await price(levied, { base: 10_000, smoker: true }, ['WELCOME']);
    expect(quote.paymentFrequency).toBe('ANNUALLY');
    expect(quote.indicativePrices.map((entry) => [entry.type, entry.modalFactor, entry.amount])).toEqual([
      ['SEMI_ANNUALLY', 0.52, 7027.02],
      ['QUARTERLY', 0.265, 3581.08],
      ['MONTHLY', 0.0875, 1182.43],
    ]);
    expect(quote.indicativePrices[2]).toMatchObject({
      paymentFrequency: 'MONTHLY',
      originalPrice: 875,
      formattedPrice: 'HKD 1,182.43',
      currencyCode: 'HKD',
      appliedTaxes: [{ code: 'IA_LEVY', originalPrice: 1181.25, newPrice: 1182.43 }],
    });
    expect((await settings(levied, { modalFactors: [{ paymentFrequency: 'MONTHLY', factor: 0.09 }] })).status).toBe(
      'success',
    );
    const changed = await price(levied, { base: 10_000, smoker: true }, ['WELCOME']);
    expect(changed.indicativePrices.find((entry) => entry.type === 'MONTHLY')?.amount).toBe(1216.22);
    const read = await client.call<{
      products_2: {
        list: Array<{ pricingSettings: { modalFactors: Array<{ paymentFrequency: string; factor: number }> } }>;
      };
    }>(READ_SETTINGS, { where: { id_in: [levied] } });
    expect(read.data.products_2.list[0]?.pricingSettings.modalFactors).toContainEqual({
      paymentFrequency: 'MONTHLY',
      factor: 0.09,
    });
    expect((await price(levied, { base: 10_000, smoker: false })).indicativePrices.length).toBe(3);
    expect((await price(levied, {})).indicativePrices).toEqual([]);
  });

  it("answers the SDK's getPrices document, with and without the advisor's indicative prices", async () => {
    for (const hasAdvisorId of [false, true]) {
      const answer = await client.call<{ products: { list: Array<{ pricing: Record<string, unknown> }> } }>(
        GET_PRICES,
        {
          where: { id_in: [levied] },
          values: [
            { key: 'base', value: { numberValue: 2000 } },
            { key: 'smoker', value: { booleanValue: false } },
          ],
          discountCodes: ['WELCOME'],
          hasAdvisorId,
        },
      );
      expect(answer.errors).toBeUndefined();
      const pricing = answer.data.products.list[0]?.pricing as Record<string, unknown>;
      expect(pricing).toMatchObject({
        amount: 1801.8,
        formattedPrice: 'HKD 1,801.80',
        originalPrice: 2000,
        currencyCode: 'HKD',
        appliedTaxes: [{ code: 'IA_LEVY', name: 'Insurance levy', ratio: 0.1, flat: null, originalPrice: 1800 }],
      });
      if (hasAdvisorId)
        expect(pricing.indicativePrices).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ type: 'QUARTERLY', amount: 477.48, appliedDiscounts: expect.any(Array) }),
          ]),
        );
      else expect(pricing).not.toHaveProperty('indicativePrices');
    }
  });

  it('copies taxes and premium limits with a new version, and freezes them with a release', async () => {
    const answer = await client.call(CREATE_RELEASE, { i: { name: 'Levy release', productIds: [limited] } });
    expect(answer.errors).toBeUndefined();
    expect(
      (await createTax(limited, { code: 'LATE', name: 'Late', calculationKind: 'flat', flat: 1 })).errors_2[0]?.code,
    ).toBe('product_frozen');
    expect((await settings(limited, { maxDiscountPercent: 50 })).errors_2[0]?.code).toBe('product_frozen');
    const frozenEdit = await client.call<{ updateTaxCode: { errors_2: Array<{ code: string }> } }>(UPDATE_TAX, {
      p: limited,
      c: 'LEVY',
      i: { ratio: 2 },
    });
    expect(frozenEdit.data.updateTaxCode.errors_2[0]?.code).toBe('product_frozen');

    expect((await client.call(NEW_VERSION, { p: limited, v: '2' })).errors).toBeUndefined();
    const next = { ...limited, version: '2' };
    const copied = await price(next, { base: 1000 }, ['SPRING', 'LOYAL']);
    expect(copied).toMatchObject({ amount: 808, discountCapApplied: true });
    expect((await settings(next, { maxDiscountPercent: 50 })).status).toBe('success');
    expect((await price(next, { base: 1000 }, ['SPRING', 'LOYAL'])).amount).toBe(772.65);
    expect((await price(limited, { base: 1000 }, ['SPRING', 'LOYAL'])).amount).toBe(808);
  });

  it("never shows or changes another tenant's taxes and limits", async () => {
    const uat = (await server.signIn('test_uat')).accessToken;
    const listed = await client.call<{ taxCodes: unknown }>(TAX_CODES, { p: levied }, uat);
    expect(listed.errors?.[0]?.extensions?.code).toBe('product_not_found');
    expect(
      (await createTax(levied, { code: 'X', name: 'x', calculationKind: 'flat', flat: 1 }, uat)).errors_2[0]?.code,
    ).toBe('product_not_found');
    expect((await settings(levied, { minimumPremium: 1 }, uat)).errors_2[0]?.code).toBe('product_not_found');
    // The same product id in the other tenant is its own product, with no taxes.
    await client.createProduct(levied, uat);
    await client.setLogic(levied, JSON.stringify({ var: 'base' }), uat);
    const theirs = await client.call<{ products_2: { list: Array<{ pricing: Priced }> } }>(
      PRICE,
      { where: { id_in: [levied] }, v: JSON.stringify({ base: 10_000 }), codes: [] },
      uat,
    );
    expect(theirs.data.products_2.list[0]?.pricing).toMatchObject({ amount: 10_000, appliedTaxes: [] });
    expect((await price(levied, { base: 10_000, smoker: false })).amount).toBe(10_010);
  });
});
