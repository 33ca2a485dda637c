import { PAYMENT_FREQUENCIES, type PaymentFrequency } from '@carrier/contracts';
import {
  AppliedAdjustment,
  MICRO_DIGITS,
  type Money,
  MoneyDecimal,
  minorUnits,
  multiplyDivideRounded,
  parseScaled,
  type Quote,
} from '@carrier/contracts/rules';
import type { ModalFactors } from './pricing-settings.service';

/** What a price states, at the quote's own frequency or converted to another. */
type PriceFigures = Pick<Quote, 'currencyCode' | 'amount' | 'originalPrice' | 'loadings' | 'discounts' | 'taxes'>;
export type IndicativePrice = PriceFigures & { paymentFrequency: PaymentFrequency; modalFactor: string };

/** The frequency a quote's amount is stated at: the amount logic gives the annual premium. */
export const QUOTE_FREQUENCY: PaymentFrequency = 'ANNUALLY';
const ONE_MICRO = 10 ** MICRO_DIGITS;

/**
 * The quote at every other frequency the product is offered at: each price (the original, every
 * breakdown line, the amount with its taxes) times the frequency's modal factor, rounded half-up to
 * the currency, so the breakdown still adds up line by line. None when the quote states no amount.
 */
export function indicativePrices(quote: Quote, factors: ModalFactors): IndicativePrice[] {
  if (quote.amountMinor === null || quote.originalMinor === null) return [];
  const scale = minorUnits(quote.currencyCode);
  const moneyOf = (minor: number): Money => new MoneyDecimal(minor).dividedBy(10 ** scale);
  const prices: IndicativePrice[] = [];
  for (const paymentFrequency of PAYMENT_FREQUENCIES) {
    const factorMicro = parseScaled(factors[paymentFrequency], MICRO_DIGITS);
    if (paymentFrequency === QUOTE_FREQUENCY || factorMicro === null) continue;
    const at = (minor: number) => multiplyDivideRounded(minor, factorMicro, ONE_MICRO);
    const converted = (list: AppliedAdjustment[]) =>
      list.map(
        (applied) => new AppliedAdjustment(applied.source, at(applied.originalMinor), at(applied.newMinor), scale),
      );
    prices.push({
      paymentFrequency,
      modalFactor: factors[paymentFrequency],
      currencyCode: quote.currencyCode,
      amount: moneyOf(at(quote.amountMinor)),
      originalPrice: moneyOf(at(quote.originalMinor)),
      loadings: converted(quote.loadings),
      discounts: converted(quote.discounts),
      taxes: converted(quote.taxes),
    });
  }
  return prices;
}
