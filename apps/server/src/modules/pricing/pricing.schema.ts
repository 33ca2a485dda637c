import { formatMoney, minorUnits, type Quote } from '@carrier/contracts/rules';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { toResult, unwrap } from '../../graphql/outcome';
import { neverCached } from '../../graphql/response-cache';
import { ResultRef } from '../../graphql/result';
import { CurrencyCodeEnum } from '../../graphql/types/currency';
import { KeyValueInput } from '../../graphql/types/scalar-value';
import { ProductIdInput } from '../products/product-refs.schema';
import { ProductRef } from '../products/products.schema';
import type { ProductView } from '../products/products.service';
import { adjustmentOfQuote, DiscountRef, LoadingRef, TaxRef } from './adjustment-types.schema';
import { indicativePrices, QUOTE_FREQUENCY } from './indicative-prices';
import { IndicativePriceRef, PaymentFrequencyEnum } from './indicative-prices.schema';
import type { PriceLogicAction } from './pricing.service';
import type { PricingSettings } from './pricing-settings.service';
import { readValues, type ValuesInput } from './values';

/** A product's pricing: its logic, and (when asked for) a quote for the given values, computed once. */
type PricingView = {
  amountLogic: string | null;
  quote: () => Promise<Quote>;
  settings: () => Promise<PricingSettings>;
};

const QuoteIssueRef = builder.objectRef<{ code: string; message: string }>('pricingIssue').implement({
  description: 'Why a premium could not be stated, or a discount code was not applied',
  fields: (t) => ({
    code: t.exposeString('code', { nullable: false }),
    message: t.exposeString('message', { nullable: false }),
  }),
});

const money = async (view: PricingView, pick: (quote: Quote) => Quote['amount']) =>
  pick(await view.quote())?.toNumber() ?? null;
const formatted = async (view: PricingView, pick: (quote: Quote) => Quote['amount']) => {
  const quote = await view.quote();
  const value = pick(quote);
  return value ? formatMoney(value, quote.currencyCode) : null;
};

export const PricingRef = builder.objectRef<PricingView>('pricing').implement({
  fields: (t) => ({
    amountLogic: t.exposeString('amountLogic'),
    amount: t.field({ type: 'Decimal', resolve: (view) => money(view, (quote) => quote.amount) }),
    originalPrice: t.field({ type: 'Decimal', resolve: (view) => money(view, (quote) => quote.originalPrice) }),
    formattedPrice: t.string({ resolve: (view) => formatted(view, (quote) => quote.amount) }),
    formattedOriginalPrice: t.string({ resolve: (view) => formatted(view, (quote) => quote.originalPrice) }),
    currencyCode: t.field({
      type: CurrencyCodeEnum,
      resolve: async (view) => (await view.quote()).currencyCode as 'HKD',
    }),
    discountCodes: t.stringList({ resolve: async (view) => (await view.quote()).discountCodes }),
    appliedDiscounts: t.field({
      type: [DiscountRef],
      resolve: async (view) => {
        const quote = await view.quote();
        return quote.discounts.map((applied) => adjustmentOfQuote(applied, quote.currencyCode));
      },
    }),
    discounts: t.field({
      type: [DiscountRef],
      resolve: async (view) => {
        const quote = await view.quote();
        return quote.discounts.map((applied) => adjustmentOfQuote(applied, quote.currencyCode));
      },
    }),
    loadings: t.field({
      type: [LoadingRef],
      resolve: async (view) => {
        const quote = await view.quote();
        return quote.loadings.map((applied) => adjustmentOfQuote(applied, quote.currencyCode));
      },
    }),
    appliedTaxes: t.field({
      type: [TaxRef],
      description: 'Taxes and levies, by order, each on the price so far, after discounts and the minimum premium',
      resolve: async (view) => {
        const quote = await view.quote();
        return quote.taxes.map((applied) => adjustmentOfQuote(applied, quote.currencyCode));
      },
    }),
    premiumBeforeTaxes: t.field({
      type: 'Decimal',
      description: 'The premium after discounts and the minimum premium, before taxes',
      resolve: async (view) => {
        const quote = await view.quote();
        if (quote.amountMinor === null) return null;
        return (quote.beforeTaxesMinor ?? quote.amountMinor) / 10 ** minorUnits(quote.currencyCode);
      },
    }),
    minimumPremiumApplied: t.boolean({
      description: "True when the product's minimum premium raised the price",
      resolve: async (view) => (await view.quote()).minimumApplied,
    }),
    discountCapApplied: t.boolean({
      description: "True when the product's discount cap held the discounts back",
      resolve: async (view) => (await view.quote()).discountCapApplied,
    }),
    paymentFrequency: t.field({
      type: PaymentFrequencyEnum,
      description: 'The frequency the amount is for: the pricing logic states the annual premium',
      resolve: () => QUOTE_FREQUENCY,
    }),
    indicativePrices: t.field({
      type: [IndicativePriceRef],
      description: "The quote at the product's other payment frequencies, by its modal factors",
      resolve: async (view) => indicativePrices(await view.quote(), (await view.settings()).modalFactors),
    }),
    missingVariables: t.stringList({
      nullable: false,
      description: 'Inputs the pricing logic needs that the values lack',
      resolve: async (view) => (await view.quote()).missingVariables,
    }),
    issues: t.field({
      type: [QuoteIssueRef],
      nullable: false,
      description: 'Missing inputs, unknown or inapplicable discount codes, logic failures',
      resolve: async (view) => (await view.quote()).issues,
    }),
  }),
});

const UnderwritingDecisionRef = builder
  .objectRef<{ decision: string | null; rule: string | null; reason: string | null; error: string | null }>(
    'underwritingDecision',
  )
  .implement({
    description: "An underwriting decision: 'accept', 'decline' or 'refer', and the rule that decided",
    fields: (t) => ({
      decision: t.exposeString('decision'),
      rule: t.exposeString('rule', { description: 'The condition that decided, as JSON-logic; null for the default' }),
      reason: t.exposeString('reason', {
        nullable: true,
        description: 'Why, when the rule says (a decision table\'s reasons: "decline; Over 65" answers "Over 65")',
      }),
      error: t.exposeString('error'),
    }),
  });

const valuesArgs = builder.args((t) => ({
  values: t.field({ type: [KeyValueInput], required: { list: false, items: false } }),
  valuesJsonString: t.string(),
}));

const valuesOf = (args: ValuesInput) => unwrap(readValues(args));

builder.objectFields(ProductRef, (t) => ({
  // Quotes read the product's discount and loading codes, which no cache scope covers.
  pricing: t.field({
    type: PricingRef,
    ...neverCached,
    args: {
      ...valuesArgs,
      discountCodes: t.arg.stringList({ required: { list: false, items: false } }),
      pricingDate: t.arg({ type: 'DateTimeOffset' }),
    },
    resolve: async (product: ProductView, args, context: GraphQLContext) => {
      const session = requireSession(context);
      const codes = (args.discountCodes ?? []).filter((code): code is string => typeof code === 'string');
      const { pricing, guestQuotes } = context.services;
      // A guest's quotes and unknown discount codes are counted per address (modules/publish/guest-quotes.ts).
      unwrap(
        await guestQuotes.admitQuote(session, context.origin.clientAddress, {
          requested: codes,
          unknown: () => pricing.unknownDiscountCodes(session.tenantId, product, codes),
        }),
      );
      let quote: Promise<Quote> | null = null;
      return {
        amountLogic: product.amountLogic,
        settings: () => pricing.settings(session.tenantId, product.id),
        quote: () => {
          quote ??= Promise.resolve().then(() => pricing.price(session.tenantId, product, valuesOf(args), codes));
          return quote;
        },
      };
    },
  }),
  underwritingDecision: t.field({
    type: UnderwritingDecisionRef,
    ...neverCached,
    args: valuesArgs,
    resolve: async (product: ProductView, args, context: GraphQLContext) => {
      const { tenantId } = requireSession(context);
      const { pricing } = context.services;
      const outcome = pricing.decide(product, valuesOf(args), (await pricing.plan(tenantId, product)).tables);
      return outcome.ok
        ? { decision: outcome.decision, rule: outcome.rule, reason: outcome.reason ?? null, error: null }
        : { decision: null, rule: null, reason: null, error: outcome.message };
    },
  }),
  // Releases, which freeze versions, are outside the cache scopes.
  isFrozen: t.boolean({
    nullable: false,
    ...neverCached,
    description: 'True once the version is in a release: it can no longer change',
    resolve: (product: ProductView, _args, context: GraphQLContext) =>
      context.services.freeze.isFrozen(requireSession(context).tenantId, product.id),
  }),
}));

const PriceLogicInput = builder.inputType('priceLogicInput', {
  description: 'The loading input',
  fields: (t) => ({
    amountLogic: t.string(),
    currencyCode: t.field({ type: CurrencyCodeEnum }),
    productId: t.field({ type: ProductIdInput }),
  }),
});

const priceLogicMutation = (action: PriceLogicAction) => ({
  type: ResultRef,
  nullable: false as const,
  resolve: async (
    _root: unknown,
    args: {
      productId: { plan: string; type: string; version?: string | null };
      input?: { amountLogic?: string | null; currencyCode?: string | null };
    },
    context: GraphQLContext,
  ) => {
    const { tenantId, userId, username } = requireSession(context);
    const actor = { userId, username };
    return toResult(
      await context.services.pricing.setAmountLogic(tenantId, actor, args.productId, action, args.input ?? {}),
    );
  },
});

builder.mutationFields((t) => ({
  createPriceLogic: t.field({
    ...priceLogicMutation('create'),
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      input: t.arg({ type: PriceLogicInput, required: true }),
    },
  }),
  updatePriceLogic: t.field({
    ...priceLogicMutation('update'),
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      input: t.arg({ type: PriceLogicInput, required: true }),
    },
  }),
  deletePriceLogic: t.field({
    ...priceLogicMutation('delete'),
    args: { productId: t.arg({ type: ProductIdInput, required: true }) },
  }),
}));
