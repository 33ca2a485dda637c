import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  calendarYears,
  isInRange,
  isOutsideLimits,
  monthGrid,
  pickRange,
  shiftView,
  toggleDate,
} from './calendar-model';

describe('monthGrid', () => {
  it('always has 42 cells starting on the Sunday on or before the 1st', () => {
    const grid = monthGrid({ year: 2024, month: 2 });
    expect(grid).toHaveLength(42);
    expect(grid[0]).toEqual({ date: '2024-01-28', day: 28, inMonth: false });
    expect(grid[4]).toEqual({ date: '2024-02-01', day: 1, inMonth: true });
    expect(grid.filter((cell) => cell.inMonth)).toHaveLength(29);
    expect(grid[41]?.date).toBe('2024-03-09');
  });

  it('starts on the 1st itself when the month begins on a Sunday', () => {
    const grid = monthGrid({ year: 2023, month: 10 });
    expect(grid).toHaveLength(42);
    expect(grid[0]?.date).toBe('2023-10-01');
    expect(monthGrid({ year: 2015, month: 2 }).filter((cell) => cell.inMonth)).toHaveLength(28);
  });
});

describe('range selection', () => {
  it('holds one date, then two sorted dates, then starts again', () => {
    expect(pickRange([], '2024-05-10')).toEqual(['2024-05-10']);
    expect(pickRange(['2024-05-10'], '2024-05-20')).toEqual(['2024-05-10', '2024-05-20']);
    expect(pickRange(['2024-05-10'], '2024-05-01')).toEqual(['2024-05-01', '2024-05-10']);
    expect(pickRange(['2024-05-01', '2024-05-10'], '2024-06-01')).toEqual(['2024-06-01']);
    expect(pickRange(['2024-05-10'], '2024-05-10')).toEqual(['2024-05-10']);
  });

  it('sorts across years and marks the dates in between', () => {
    expect(pickRange(['2025-01-02'], '2024-12-30')).toEqual(['2024-12-30', '2025-01-02']);
    expect(isInRange(['2024-12-30', '2025-01-02'], '2024-12-31')).toBe(true);
    expect(isInRange(['2024-12-30', '2025-01-02'], '2024-12-30')).toBe(false);
    expect(isInRange(['2024-12-30'], '2024-12-31')).toBe(false);
  });

  it('toggles dates in multiple mode, sorted', () => {
    expect(toggleDate(['2024-05-10'], '2024-05-01')).toEqual(['2024-05-01', '2024-05-10']);
    expect(toggleDate(['2024-05-01', '2024-05-10'], '2024-05-01')).toEqual(['2024-05-10']);
  });
});

describe('limits and navigation', () => {
  it('disables dates before min and after max only', () => {
    expect(isOutsideLimits('2024-01-09', '2024-01-10', '2024-01-20')).toBe(true);
    expect(isOutsideLimits('2024-01-10', '2024-01-10', '2024-01-20')).toBe(false);
    expect(isOutsideLimits('2024-01-20', '2024-01-10', '2024-01-20')).toBe(false);
    expect(isOutsideLimits('2024-01-21', '2024-01-10', '2024-01-20')).toBe(true);
    expect(isOutsideLimits('1900-01-01')).toBe(false);
  });

  it('offers 130 years back by default, or the years of min and max', () => {
    expect(calendarYears('2024-06-01', {})).toEqual({ from: 1894, to: 2024 });
    expect(calendarYears('2024-06-01', { yearsAhead: 2 })).toEqual({ from: 1894, to: 2026 });
    expect(calendarYears('2024-06-01', { minDate: '2020-03-01', maxDate: '2030-01-01' })).toEqual({
      from: 2020,
      to: 2030,
    });
  });

  it('moves across year ends only into offered years', () => {
    const years = { from: 2023, to: 2024 };
    expect(shiftView({ year: 2023, month: 12 }, 1, years)).toEqual({ year: 2024, month: 1 });
    expect(shiftView({ year: 2024, month: 1 }, -1, years)).toEqual({ year: 2023, month: 12 });
    expect(shiftView({ year: 2024, month: 12 }, 1, years)).toBeNull();
    expect(shiftView({ year: 2023, month: 1 }, -1, years)).toBeNull();
    expect(shiftView({ year: 2024, month: 6 }, 1, years)).toEqual({ year: 2024, month: 7 });
  });

  it('moves a date by months keeping the day when it can', () => {
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonthsClamped('2024-12-15', 1)).toBe('2025-01-15');
  });
});
