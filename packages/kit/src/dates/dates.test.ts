import { describe, expect, it } from 'vitest';
import { ageOn } from './age';
import { formatDisplayDate, formatLocalMoment, parseDisplayDate } from './display-format';
import {
  addDays,
  addMonthsRolling,
  daysBetween,
  daysInMonth,
  isLeapYear,
  parseIsoDate,
  shiftYearMonth,
} from './iso-date';

describe('iso dates', () => {
  it('knows leap years, including the century rules', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true]);
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
  });

  it('parses only real YYYY-MM-DD dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2023-02-29', '2024-13-01', '2024-2-1', '01/02/2024', '', null]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('adds days and months across year ends', () => {
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(shiftYearMonth(2024, 1, -1)).toEqual({ year: 2023, month: 12 });
    expect(shiftYearMonth(2024, 12, 1)).toEqual({ year: 2025, month: 1 });
    expect(addMonthsRolling({ year: 2024, month: 1, day: 31 }, 1)).toBe('2024-03-01');
    expect(addMonthsRolling({ year: 2024, month: 2, day: 29 }, 12)).toBe('2025-03-01');
    expect(addMonthsRolling({ year: 2024, month: 2, day: 29 }, 48)).toBe('2028-02-29');
  });
});

describe('ageOn', () => {
  it('counts completed years, turning older on the birthday itself', () => {
    expect(ageOn('2000-06-15', '2018-06-14', 'years')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15', 'years')).toBe(18);
    expect(ageOn('2000-06-15', '2000-06-15', 'years')).toBe(0);
  });

  it('ages leap-day births on 1 March in common years and on 29 February in leap years', () => {
    expect(ageOn('2004-02-29', '2022-02-28', 'years')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01', 'years')).toBe(18);
    expect(ageOn('2004-02-29', '2024-02-28', 'years')).toBe(19);
    expect(ageOn('2004-02-29', '2024-02-29', 'years')).toBe(20);
  });

  it('counts months and days', () => {
    expect(ageOn('2024-01-31', '2024-02-29', 'months')).toBe(0);
    expect(ageOn('2024-01-31', '2024-03-01', 'months')).toBe(1);
    expect(ageOn('2023-12-15', '2024-12-14', 'months')).toBe(11);
    expect(ageOn('2024-02-28', '2024-03-01', 'days')).toBe(2);
  });

  it('is negative for births after today and null for non-dates', () => {
    expect(ageOn('2024-06-02', '2024-06-01', 'years')).toBe(-1);
    expect(ageOn('2024-06-02', '2024-06-01', 'days')).toBe(-1);
    expect(ageOn('2024-02-30', '2024-06-01', 'years')).toBeNull();
  });
});

describe('display format', () => {
  it('formats ISO dates as DD/MM/YYYY by default and in other patterns', () => {
    expect(formatDisplayDate('2024-02-09')).toBe('09/02/2024');
    expect(formatDisplayDate('2024-02-09', 'YYYY.MM.DD')).toBe('2024.02.09');
    expect(formatDisplayDate(null)).toBe('');
  });

  it('formats a moment in local time, padding every part', () => {
    expect(formatLocalMoment(new Date(2024, 1, 9, 7, 5, 9), 'DD/MM/YYYY HH:mm:ss')).toBe('09/02/2024 07:05:09');
    const early = new Date(2024, 0, 2);
    early.setFullYear(999);
    expect(formatLocalMoment(early, 'YYYY-MM-DD')).toBe('0999-01-02');
    expect(formatLocalMoment(new Date('not a date'), 'DD/MM/YYYY')).toBe('');
  });

  it('parses typed dates back, rejecting impossible ones', () => {
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDisplayDate(' 1/2/2024 ')).toBe('2024-02-01');
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('2024-02-01')).toBeNull();
    expect(parseDisplayDate('2024.02.01', 'YYYY.MM.DD')).toBe('2024-02-01');
  });
});
