import { describe, expect, it } from 'vitest';
import { composeDob, dobDayCount, dobYears, isIncompleteDob, splitDob } from './dob-model';

const today = '2024-06-15';

describe('composeDob', () => {
  it('emits YYYY-MM-DD only when day, month and year are all chosen', () => {
    expect(composeDob({ day: 5, month: 3, year: 1990 }, today)).toBe('1990-03-05');
    expect(composeDob({ day: null, month: 3, year: 1990 }, today)).toBeNull();
    expect(composeDob({ day: 5, month: null, year: 1990 }, today)).toBeNull();
    expect(composeDob({ day: 5, month: 3, year: null }, today)).toBeNull();
  });

  it('rejects impossible dates, including 29 February in common years', () => {
    expect(composeDob({ day: 29, month: 2, year: 2000 }, today)).toBe('2000-02-29');
    expect(composeDob({ day: 29, month: 2, year: 1900 }, today)).toBeNull();
    expect(composeDob({ day: 31, month: 4, year: 2001 }, today)).toBeNull();
  });

  it('keeps ages within 0 to 150', () => {
    expect(composeDob({ day: 15, month: 6, year: 2024 }, today)).toBe('2024-06-15');
    expect(composeDob({ day: 16, month: 6, year: 2024 }, today)).toBeNull();
    expect(composeDob({ day: 16, month: 6, year: 1873 }, today)).toBe('1873-06-16');
    expect(composeDob({ day: 15, month: 6, year: 1873 }, today)).toBeNull();
    expect(composeDob({ day: 15, month: 6, year: 2006 }, today, { minAge: 18, maxAge: 65 })).toBe('2006-06-15');
    expect(composeDob({ day: 16, month: 6, year: 2006 }, today, { minAge: 18, maxAge: 65 })).toBeNull();
  });
});

describe('dob options', () => {
  it('lists birth years from this year back to the year a 150-year-old may be born in', () => {
    const years = dobYears(today, { minAge: 0, maxAge: 150 });
    expect(years).toHaveLength(152);
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(1873);
    expect(dobYears(today, { minAge: 18, maxAge: 65 })[0]).toBe(2006);
  });

  it('offers as many days as the chosen month has', () => {
    expect(dobDayCount({ day: null, month: null, year: null })).toBe(31);
    expect(dobDayCount({ day: null, month: 2, year: 2023 })).toBe(29);
    expect(dobDayCount({ day: null, month: 2, year: null })).toBe(29);
    expect(dobDayCount({ day: null, month: 4, year: 2023 })).toBe(30);
  });

  it('flags complete choices that make no date', () => {
    expect(isIncompleteDob({ day: 29, month: 2, year: 2023 }, today)).toBe(true);
    expect(isIncompleteDob({ day: 29, month: 2, year: 2024 }, today)).toBe(false);
    expect(isIncompleteDob({ day: 29, month: 2, year: null }, today)).toBe(false);
    expect(isIncompleteDob({ day: 16, month: 6, year: 2024 }, today)).toBe(true);
  });

  it('splits a value back into parts', () => {
    expect(splitDob('1990-03-05')).toEqual({ day: 5, month: 3, year: 1990 });
    expect(splitDob(null)).toEqual({ day: null, month: null, year: null });
  });
});
