import { MoneyDecimal } from './money';

/**
 * Exact decimal arithmetic on rule numbers. A number stands for its shortest decimal form (0.1 is
 * 0.1, 1.005 is 1.005); each step computes the exact decimal result of those forms and answers the
 * nearest number to it, so 0.1 + 0.2 is 0.3, 10.5 % 0.1 is 0 and 100 - 99.995 is 0.005. Operands of
 * up to 15 decimals whose scaled values stay within 2^53 use integer arithmetic (one correctly rounded
 * division at the end); any other step goes through decimal.js (28 significant digits). A result
 * that is not a finite number throws NaN, as the engine's operators do ("The result is not a number").
 * The engine's operators (engine.ts) and the numeric fast path (numeric-compile.ts) both call these,
 * so the two can never disagree.
 */

const MAX_PLACES = 15;
const isSafe = Number.isSafeInteger;
const POWERS: readonly number[] = Array.from({ length: 23 }, (_, index) => 10 ** index);

/** Decimals of the shortest decimal form of `x` (0 for integers), or -1 past MAX_PLACES. */
export function decimalPlaces(x: number): number {
  if (Number.isInteger(x)) return 0;
  for (let places = 1; places <= MAX_PLACES; places++) {
    const power = POWERS[places] as number;
    const scaled = Math.round(x * power);
    if (!isSafe(scaled)) return -1;
    if (scaled / power === x) return places;
  }
  return -1;
}

const finite = (value: number): number => {
  if (!Number.isFinite(value)) throw Number.NaN;
  return value;
};

/** `x` times 10^places as an integer, or NaN when that is not a safe integer. */
const scaledBy = (x: number, places: number): number => {
  const scaled = Math.round(x * (POWERS[places] as number));
  return isSafe(scaled) ? scaled : Number.NaN;
};

type Operation = 'plus' | 'minus' | 'times' | 'dividedBy' | 'modulo';
/** The step through decimal.js, from both numbers' shortest decimal forms. */
function viaDecimal(a: number, b: number, operation: Operation): number {
  return finite(new MoneyDecimal(String(a))[operation](new MoneyDecimal(String(b))).toNumber());
}

export function decimalAdd(a: number, b: number): number {
  if (isSafe(a) && isSafe(b) && isSafe(a + b)) return a + b;
  const placesA = decimalPlaces(a);
  const placesB = decimalPlaces(b);
  if (placesA >= 0 && placesB >= 0) {
    const places = Math.max(placesA, placesB);
    const sum = scaledBy(a, places) + scaledBy(b, places);
    if (isSafe(sum)) return sum / (POWERS[places] as number);
  }
  return viaDecimal(a, b, 'plus');
}

export function decimalSubtract(a: number, b: number): number {
  return decimalAdd(a, -b);
}

export function decimalMultiply(a: number, b: number): number {
  // The common steps first: integers, and a decimal times an integer (a rate times a sum).
  if (isSafe(b)) {
    if (isSafe(a) && isSafe(a * b)) return a * b;
    const places = decimalPlaces(a);
    const product = places > 0 ? scaledBy(a, places) * b : Number.NaN;
    if (isSafe(product)) return product / (POWERS[places] as number);
  }
  const placesA = decimalPlaces(a);
  const placesB = decimalPlaces(b);
  if (placesA >= 0 && placesB >= 0 && placesA + placesB < POWERS.length) {
    const product = scaledBy(a, placesA) * scaledBy(b, placesB);
    if (isSafe(product)) return product / (POWERS[placesA + placesB] as number);
  }
  return viaDecimal(a, b, 'times');
}

/** a / b; a zero divisor throws NaN. */
export function decimalDivide(a: number, b: number): number {
  if (b === 0) throw Number.NaN;
  // Two integers: one correctly rounded division of exact values.
  if (isSafe(a) && isSafe(b)) return a / b;
  const placesA = decimalPlaces(a);
  const placesB = decimalPlaces(b);
  if (placesA >= 0 && placesB >= 0) {
    const numerator = scaledBy(a, placesA) * (POWERS[placesB] as number);
    const denominator = scaledBy(b, placesB) * (POWERS[placesA] as number);
    if (isSafe(numerator) && isSafe(denominator)) return finite(numerator / denominator);
  }
  return viaDecimal(a, b, 'dividedBy');
}

/** The remainder of a / b with the sign of a (JavaScript's %); a zero divisor throws NaN. */
export function decimalRemainder(a: number, b: number): number {
  if (b === 0) throw Number.NaN;
  const placesA = decimalPlaces(a);
  const placesB = decimalPlaces(b);
  if (placesA >= 0 && placesB >= 0) {
    const places = Math.max(placesA, placesB);
    const remainder = scaledBy(a, places) % scaledBy(b, places);
    if (isSafe(remainder)) return remainder / (POWERS[places] as number);
  }
  return viaDecimal(a, b, 'modulo');
}
