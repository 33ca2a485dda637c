import { MICRO_DIGITS } from './minor-units';

/**
 * How a tax amount is rounded to the currency's minor units: half-up (away from zero, as every other
 * price of a quote), down (toward zero, as many levies are collected) or up (away from zero).
 */
export type TaxRounding = 'half_up' | 'down' | 'up';
export const TAX_ROUNDINGS: readonly TaxRounding[] = ['half_up', 'down', 'up'];

export const isTaxRounding = (value: unknown): value is TaxRounding =>
  typeof value === 'string' && (TAX_ROUNDINGS as readonly string[]).includes(value);

/** n / d for integers, d > 0, rounded as told; exact through BigInt. */
export function divideAs(n: bigint, d: bigint, rounding: TaxRounding): number {
  const magnitude = n < 0n ? -n : n;
  const remainder = magnitude % d;
  let quotient = magnitude / d;
  if (remainder !== 0n && (rounding === 'up' || (rounding === 'half_up' && 2n * remainder >= d))) quotient += 1n;
  return Number(n < 0n ? -quotient : quotient);
}

const HUNDRED_MICRO = 100n * 10n ** BigInt(MICRO_DIGITS);

/** price x percentage / 100, the percentage in micro-units, in minor units rounded as told. */
export const ratioOfMinor = (priceMinor: number, ratioMicro: number, rounding: TaxRounding): number =>
  divideAs(BigInt(priceMinor) * BigInt(ratioMicro), HUNDRED_MICRO, rounding);

/** An amount in micro-units as minor units of a currency with `scale` decimals, rounded as told. */
export const microToMinor = (amountMicro: number, scale: number, rounding: TaxRounding): number =>
  divideAs(BigInt(amountMicro), 10n ** BigInt(MICRO_DIGITS - scale), rounding);
