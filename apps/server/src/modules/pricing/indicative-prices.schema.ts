import { PAYMENT_FREQUENCIES } from '@carrier/contracts';
import { formatMoney, type Money } from '@carrier/contracts/rules';
import { builder } from '../../graphql/builder';
import { CurrencyCodeEnum } from '../../graphql/types/currency';
import { adjustmentOfQuote, DiscountRef, LoadingRef, TaxRef } from './adjustment-types.schema';
import type { IndicativePrice } from './indicative-prices';

export const PaymentFrequencyEnum = builder.enumType('paymentFrequency', {
  description: 'How often a premium is paid',
  values: [...PAYMENT_FREQUENCIES, 'SINGLE'] as const,
});

const formatted = (value: Money | null, currency: string) => (value ? formatMoney(value, currency) : null);

export const IndicativePriceRef = builder.objectRef<IndicativePrice>('indicativePrice').implement({
  description: "The quote at another payment frequency: every price times the frequency's modal factor",
  fields: (t) => ({
    type: t.field({ type: PaymentFrequencyEnum, resolve: (price) => price.paymentFrequency }),
    paymentFrequency: t.field({ type: PaymentFrequencyEnum, resolve: (price) => price.paymentFrequency }),
    modalFactor: t.field({
      type: 'Decimal',
      description: 'The instalment is the annual price times this factor',
      resolve: (price) => Number(price.modalFactor),
    }),
    currencyCode: t.field({ type: CurrencyCodeEnum, resolve: (price) => price.currencyCode as 'HKD' }),
    amount: t.field({ type: 'Decimal', resolve: (price) => price.amount?.toNumber() ?? null }),
    originalPrice: t.field({ type: 'Decimal', resolve: (price) => price.originalPrice?.toNumber() ?? null }),
    formattedPrice: t.string({ resolve: (price) => formatted(price.amount, price.currencyCode) }),
    formattedOriginalPrice: t.string({ resolve: (price) => formatted(price.originalPrice, price.currencyCode) }),
    appliedDiscounts: t.field({
      type: [DiscountRef],
      resolve: (price) => price.discounts.map((applied) => adjustmentOfQuote(applied, price.currencyCode)),
    }),
    loadings: t.field({
      type: [LoadingRef],
      resolve: (price) => price.loadings.map((applied) => adjustmentOfQuote(applied, price.currencyCode)),
    }),
    appliedTaxes: t.field({
      type: [TaxRef],
      resolve: (price) => price.taxes.map((applied) => adjustmentOfQuote(applied, price.currencyCode)),
    }),
  }),
});
