/**
 * Exact decimal arithmetic on integers: an amount is an integer count of minor units (cents for
 * HKD), or of micro-units (1e-6) for percentages and flat amounts, always within 2^53. Steps past
 * that range use BigInt, so no amount ever goes through binary fractions. These are the pricing hot
 * path; money.ts (decimal.js) makes the Money values a quote states from them.
 */
export const MICRO_DIGITS = 6;
/** The largest premium a quote states: a trillion in major units. */
const MAX_MAJOR = 1e12;

/** `value` rounded half-up (away from zero) to `digits` decimals, as an integer; null if not finite or too large. */
export function toScaled(value: number, digits: number): number | null {
  if (!Number.isFinite(value) || Math.abs(value) >= MAX_MAJOR) return null;
  let scaled = Math.abs(value) * 10 ** digits;
  // Only a value whose last kept digit is followed by (about) exactly 5 depends on the
  // multiplication's binary error; there, 15 significant digits give the decimal it stands for.
  const fraction = scaled - Math.floor(scaled);
  if (Math.abs(fraction - 0.5) <= scaled * 1e-14 + 1e-12) scaled = Number(scaled.toPrecision(15));
  const rounded = Math.round(scaled);
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

/** n / d rounded half-up (away from zero), exactly, for integers n and d > 0. */
export function divideRounded(n: number, d: number): number {
  if (!Number.isSafeInteger(n)) {
    const big = BigInt(Math.round(n));
    const divisor = BigInt(d);
    const magnitude = big < 0n ? -big : big;
    const quotient = magnitude / divisor + (2n * (magnitude % divisor) >= divisor ? 1n : 0n);
    return Number(big < 0n ? -quotient : quotient);
  }
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
  const big = BigInt(a) * BigInt(b);
  const divisor = BigInt(d);
  const magnitude = big < 0n ? -big : big;
  const quotient = magnitude / divisor + (2n * (magnitude % divisor) >= divisor ? 1n : 0n);
  return Number(big < 0n ? -quotient : quotient);
}
