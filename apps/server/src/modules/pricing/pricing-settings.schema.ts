import { PAYMENT_FREQUENCIES, PREMIUM_LIMIT_ERRORS } from '@carrier/contracts';
import { fail } from '../../core/outcome';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { toResult } from '../../graphql/outcome';
import { neverCached } from '../../graphql/response-cache';
import { ResultRef } from '../../graphql/result';
import { ProductIdInput } from '../products/product-refs.schema';
import { ProductRef } from '../products/products.schema';
import type { ProductView } from '../products/products.service';
import { PaymentFrequencyEnum } from './indicative-prices.schema';
import type { PricingSettings, PricingSettingsInput } from './pricing-settings.service';

const ModalFactorRef = builder
  .objectRef<{ paymentFrequency: (typeof PAYMENT_FREQUENCIES)[number]; factor: string }>('modalFactor')
  .implement({
    description: 'The instalment at a payment frequency is the annual price times its factor',
    fields: (t) => ({
      paymentFrequency: t.field({
        type: PaymentFrequencyEnum,
        nullable: false,
        resolve: (row) => row.paymentFrequency,
      }),
      factor: t.field({ type: 'Decimal', nullable: false, resolve: (row) => Number(row.factor) }),
    }),
  });

const PricingSettingsRef = builder.objectRef<PricingSettings>('pricingSettings').implement({
  description: "A product version's premium limits and modal factors",
  fields: (t) => ({
    minimumPremium: t.field({
      type: 'Decimal',
      description: 'The least premium before taxes; null for none',
      resolve: (settings) => (settings.minimumPremium ? Number(settings.minimumPremium) : null),
    }),
    maxDiscountPercent: t.field({
      type: 'Decimal',
      description: 'The most all discounts together take off, as a percentage of the price before them',
      resolve: (settings) => (settings.maxDiscountPercent ? Number(settings.maxDiscountPercent) : null),
    }),
    modalFactors: t.field({
      type: [ModalFactorRef],
      nullable: false,
      resolve: (settings) =>
        PAYMENT_FREQUENCIES.map((paymentFrequency) => ({
          paymentFrequency,
          factor: settings.modalFactors[paymentFrequency],
        })),
    }),
  }),
});

const ModalFactorInput = builder.inputType('modalFactorInput', {
  fields: (t) => ({
    paymentFrequency: t.field({ type: PaymentFrequencyEnum, required: true }),
    factor: t.field({ type: 'Decimal', required: true }),
  }),
});

const PricingSettingsInputRef = builder.inputType('pricingSettingsInput', {
  description: 'A field left out keeps its value; null clears it (modal factors: back to the defaults)',
  fields: (t) => ({
    minimumPremium: t.field({ type: 'Decimal' }),
    maxDiscountPercent: t.field({ type: 'Decimal' }),
    modalFactors: t.field({ type: [ModalFactorInput] }),
  }),
});

builder.objectFields(ProductRef, (t) => ({
  // The settings are outside the cache scopes of a product.
  pricingSettings: t.field({
    type: PricingSettingsRef,
    nullable: false,
    ...neverCached,
    resolve: (product: ProductView, _args, context: GraphQLContext) =>
      context.services.pricing.settings(requireSession(context).tenantId, product.id),
  }),
}));

builder.mutationField('updatePricingSettings', (t) =>
  t.field({
    type: ResultRef,
    nullable: false,
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      input: t.arg({ type: PricingSettingsInputRef, required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, userId, username } = requireSession(context);
      const input: PricingSettingsInput = {};
      // A field left out (undefined) keeps its value; an explicit null clears it.
      if (args.input.minimumPremium !== undefined) input.minimumPremium = args.input.minimumPremium;
      if (args.input.maxDiscountPercent !== undefined) input.maxDiscountPercent = args.input.maxDiscountPercent;
      if (args.input.modalFactors !== undefined) {
        const factors = args.input.modalFactors ?? [];
        const single = factors.find((row) => row.paymentFrequency === 'SINGLE');
        if (single) return toResult(fail(PREMIUM_LIMIT_ERRORS.invalidModalFactor('SINGLE')));
        input.modalFactors = factors as NonNullable<PricingSettingsInput['modalFactors']>;
      }
      return toResult(
        await context.services.pricingSettings.update(tenantId, { userId, username }, args.productId, input),
      );
    },
  }),
);
