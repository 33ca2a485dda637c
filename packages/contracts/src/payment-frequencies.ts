/**
 * Payment frequencies a premium is offered at, and their modal factors: the instalment at a frequency
 * is the annual price times its factor (rounded half-up to the currency). The defaults are the usual
 * life-insurance modal factors (12 x 0.0875 = 1.05: paying monthly costs 5% more than once a year).
 */
export const PAYMENT_FREQUENCIES = ['ANNUALLY', 'SEMI_ANNUALLY', 'QUARTERLY', 'MONTHLY'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const DEFAULT_MODAL_FACTORS: Readonly<Record<PaymentFrequency, string>> = Object.freeze({
  ANNUALLY: '1',
  SEMI_ANNUALLY: '0.52',
  QUARTERLY: '0.265',
  MONTHLY: '0.0875',
});

/** A modal factor is a positive decimal of at most 6 decimals, below 10. */
export const isModalFactor = (text: string): boolean => /^\d(\.\d{1,6})?$/.test(text) && Number(text) > 0;

/** Premium limits: a minimum premium (an amount) and a discount cap (a percentage, 0 to 100). */
export const PREMIUM_LIMIT_ERRORS = {
  invalidMinimumPremium: {
    code: 'invalid_minimum_premium',
    message: 'The minimum premium must be a positive amount with at most 2 decimals.',
  },
  invalidDiscountCap: {
    code: 'invalid_discount_cap',
    message: 'The discount cap must be a percentage between 0 and 100 with at most 6 decimals.',
  },
  invalidModalFactor: (frequency: string) => ({
    code: 'invalid_modal_factor',
    message: `The modal factor of ${frequency} must be a number above 0 and below 10 with at most 6 decimals.`,
  }),
  invalidTaxCap: { code: 'invalid_tax_cap', message: 'The cap must be a positive amount with at most 6 decimals.' },
  invalidRounding: { code: 'invalid_rounding', message: "The rounding is 'half_up', 'down' or 'up'." },
} as const;
