import { describe, expect, it } from 'vitest';
import { divideRounded, multiplyDivideRounded, parseScaled, toScaled } from './minor-units';

describe('minor units', () => {
  it('rounds half-up (away from zero) from the decimal a double stands for', () => {
    expect(toScaled(1.005, 2)).toBe(101);
    expect(toScaled(2.675, 2)).toBe(268);
    expect(toScaled(-2.675, 2)).toBe(-268);
    expect(toScaled(0.1 + 0.2, 2)).toBe(30);
    expect(toScaled(333.333, 2)).toBe(33333);
    expect(toScaled(1 / 3, 2)).toBe(33);
    expect(toScaled(Number.NaN, 2)).toBeNull();
    expect(toScaled(1e13, 2)).toBeNull();
  });

  it('parses decimal texts exactly and refuses more decimals than asked', () => {
    expect(parseScaled('12.5', 6)).toBe(12_500_000);
    expect(parseScaled('-0.000001', 6)).toBe(-1);
    expect(parseScaled('1.0000001', 6)).toBeNull();
    expect(parseScaled('1.50', 2)).toBe(150);
    expect(parseScaled('x', 2)).toBeNull();
  });

  it('divides with half-up rounding, through BigInt past 2^53', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    // 99,999,999,999.99 at 33.333% off: the product passes 2^53.
    expect(multiplyDivideRounded(9_999_999_999_999, 66_667_000, 100_000_000)).toBe(6_666_699_999_999);
    expect(multiplyDivideRounded(20_050, 90_000_000, 100_000_000)).toBe(18_045);
  });

  it('rounds the half of a value past 15 significant digits from its decimal form', () => {
    expect(toScaled(500_000_000_000.005, 2)).toBe(50_000_000_000_001);
    expect(toScaled(0.005, 2)).toBe(1);
    expect(toScaled(999_999_999_999.99, 2)).toBe(99_999_999_999_999);
    expect(toScaled(1e12, 2)).toBeNull();
  });
});
