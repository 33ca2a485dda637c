import { describe, expect, it } from 'vitest';
import { clampToStep, DEFAULT_STEPPER_RANGE, stepBy } from './stepper-math';

describe('stepper math', () => {
  it('defaults to min 0, max 10, step 1', () => {
    expect(DEFAULT_STEPPER_RANGE).toEqual({ min: 0, max: 10, step: 1 });
  });

  it('clamps to min and max', () => {
    expect(clampToStep(-3, DEFAULT_STEPPER_RANGE)).toBe(0);
    expect(clampToStep(42, DEFAULT_STEPPER_RANGE)).toBe(10);
    expect(clampToStep(Number.NaN, DEFAULT_STEPPER_RANGE)).toBe(0);
    expect(stepBy(10, 1, DEFAULT_STEPPER_RANGE)).toBe(10);
    expect(stepBy(0, -1, DEFAULT_STEPPER_RANGE)).toBe(0);
    expect(stepBy(5, 10, DEFAULT_STEPPER_RANGE)).toBe(10);
  });

  it('snaps to the step grid from min without float drift', () => {
    expect(clampToStep(4.6, DEFAULT_STEPPER_RANGE)).toBe(5);
    const tenths = { min: 0, max: 1, step: 0.1 };
    expect(stepBy(0.2, 1, tenths)).toBe(0.3);
    expect(stepBy(0.7, 5, tenths)).toBe(1);
    expect(clampToStep(7, { min: 1, max: 20, step: 5 })).toBe(6);
  });
});
