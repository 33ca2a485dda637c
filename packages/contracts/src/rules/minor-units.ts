import { MoneyDecimal } from './money';

/**
 * Exact decimal arithmetic on integers: an amount is an integer count of minor units (cents for
 * HKD), or of micro-units (1e-6) for percentages and flat amounts, always within 2^53. Steps past
 * that range use BigInt, so no amount ever goes through binary fractions. These are the pricing hot
 * path; money.ts (decimal.js) makes the Money values a quote states from them.
 */
export const MICRO_DIGITS = 6;
/**
 * Amounts a quote states are below a trillion in major units (HKD 999,999,999,999.99 at most): in
 * minor units that stays within 2^53 for every currency (3 decimals at most), so sums are exact.
 */
export const MAX_AMOUNT_MAJOR = 1e12;

/** Whether an amount in minor units of a currency with `scale` decimals is within MAX_AMOUNT_MAJOR. */
export const withinAmountRange = (minor: number, scale: number): boolean =>
  Math.abs(minor) < MAX_AMOUNT_MAJOR * 10 ** scale;

/**
 * `value` rounded half-up (away from zero) to `digits` decimals, as an integer, taking `value` as its
 * shortest decimal form (1.005 is 1.005, not 1.00499999999999989...); null if not finite or not below
 * MAX_AMOUNT_MAJOR.
 */
export function toScaled(value: number, digits: number): number | null {
  if (!Number.isFinite(value) || Math.abs(value) >= MAX_AMOUNT_MAJOR) return null;
  const scaled = Math.abs(value) * 10 ** digits;
  // Only a value whose last kept digit is followed by (about) exactly 5 depends on the
  // multiplication's binary error; there the decimal form decides, exactly.
  const fraction = scaled - Math.floor(scaled);
  const rounded =
    Math.abs(fraction - 0.5) <= scaled * 1e-14 + 1e-12
      ? new MoneyDecimal(String(Math.abs(value)))
          .times(10 ** digits)
          .toDecimalPlaces(0)
          .toNumber()
      : Math.round(scaled);
  return value < 0 ? -rounded : rounded;
}

/** A decimal text ("12.5", "-3") as an integer of `digits` decimals; null if it has more decimals. */
export function parseScaled(text: string | null, digits: number): number | null {
  const match = /^(-?)(\d{1,12})(?:\.(\d+))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > digits) return null;
  const value = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  return sign ? -value : value;
}

/** n / d rounded half-up (away from zero), exactly, for BigInt integers n and d > 0. */
export function divideRoundedBig(n: bigint, d: bigint): number {
  const magnitude = n < 0n ? -n : n;
  const quotient = magnitude / d + (2n * (magnitude % d) >= d ? 1n : 0n);
  return Number(n < 0n ? -quotient : quotient);
}

/** n / d rounded half-up (away from zero), exactly, for integers n and d > 0 (n past 2^53 as it is). */
export function divideRounded(n: number, d: number): number {
  if (!Number.isSafeInteger(n)) return divideRoundedBig(BigInt(n), BigInt(d));
  const magnitude = Math.abs(n);
  let quotient = Math.floor(magnitude / d);
  let remainder = magnitude - quotient * d;
  if (remainder < 0) {
    quotient -= 1;
    remainder += d;
  } else if (remainder >= d) {
    quotient += 1;
    remainder -= d;
  }
  const rounded = 2 * remainder >= d ? quotient + 1 : quotient;
  return n < 0 ? -rounded : rounded;
}

/** a * b exactly when the product is a safe integer, else through BigInt, then divided by d and rounded. */
export function multiplyDivideRounded(a: number, b: number, d: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) return divideRounded(product, d);
  return divideRoundedBig(BigInt(a) * BigInt(b), BigInt(d));
}
