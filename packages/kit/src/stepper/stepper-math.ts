export type StepperRange = { min: number; max: number; step: number };

export const DEFAULT_STEPPER_RANGE: StepperRange = { min: 0, max: 10, step: 1 };

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/** Snaps to the step grid that starts at min, then clamps into [min, max]. */
export function clampToStep(value: number, { min, max, step }: StepperRange): number {
  if (!Number.isFinite(value)) return min;
  const snapped = step > 0 ? min + Math.round((value - min) / step) * step : value;
  const rounded = Number(snapped.toFixed(Math.max(decimalsOf(step), decimalsOf(min))));
  return Math.min(max, Math.max(min, rounded));
}

/** The value after `count` steps up (or down when negative), clamped. */
export function stepBy(value: number, count: number, range: StepperRange): number {
  return clampToStep(value + count * range.step, range);
}
