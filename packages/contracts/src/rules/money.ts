import Decimal from 'decimal.js';

/**
 * Money in decimal. Amounts are decimal.js values (28 significant digits, no binary drift); a premium
 * is rounded half-up (away from zero) to its currency's minor units where it is stated.
 * See docs/areas/pricing.md, "Money and rounding".
 */
export const MoneyDecimal = Decimal.clone({ precision: 28, rounding: Decimal.ROUND_HALF_UP });
export type Money = InstanceType<typeof MoneyDecimal>;

/** Minor units of currencies that do not have two; every other currency has 2. */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  BHD: 3,
  CLP: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  TND: 3,
  UGX: 0,
  VND: 0,
  XAF: 0,
  XOF: 0,
};

export const DEFAULT_CURRENCY = 'HKD';
/** The currencies a flat discount or loading may be in (spec 000 §9). */
export const ADJUSTMENT_CURRENCIES = ['HKD'] as const;

export const minorUnits = (currency: string | null | undefined): number => MINOR_UNITS[currency ?? ''] ?? 2;

/** A number, decimal string or Decimal as a Decimal; null when it is not a finite number. */
export function toMoney(value: unknown): Money | null {
  if (value instanceof MoneyDecimal) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new MoneyDecimal(value) : null;
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      const parsed = new MoneyDecimal(value.trim());
      return parsed.isFinite() ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Rounded half-up to the currency's minor units. */
export const roundMoney = (value: Money, currency: string | null | undefined): Money =>
  value.toDecimalPlaces(minorUnits(currency), MoneyDecimal.ROUND_HALF_UP);

/** "1,234.50 HKD"-style text with the currency's minor units, for formattedPrice fields. */
export function formatMoney(value: Money, currency: string | null | undefined): string {
  const fixed = roundMoney(value, currency).toFixed(minorUnits(currency));
  const [whole = '0', fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency ?? DEFAULT_CURRENCY} ${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A percentage as shown to staff: two decimals (spec 000 §9). */
export const formatPercentage = (value: Money): string => value.toFixed(2);
