import { describe, expect, it } from 'vitest';
import { fixDrift } from './engine';
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

  it('snaps binary drift back to the decimal and leaves real fractions alone', () => {
    expect(fixDrift(0.1 + 0.2)).toBe(0.3);
    expect(fixDrift(1.005 * 100)).toBe(100.5);
    expect(fixDrift(1 / 3)).toBe(1 / 3);
    expect(fixDrift(7)).toBe(7);
  });
});
