import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('date formats', () => {
  it('formats as DD/MM/YYYY HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2024, 1, 29, 7, 5, 9))).toBe('29/02/2024 07:05:09');
    expect(formatDate(new Date(2024, 11, 31))).toBe('31/12/2024');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDateTime(new Date(2024, 1, 29, 7, 5, 9).toISOString())).toBe('29/02/2024 07:05:09');
  });
  it('gives an empty string for a missing date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('one date helper', () => {
  it('is the only way the studio writes a date or time (no locale clock with AM/PM)', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./format.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const own = Object.entries(sources).filter(([, text]) =>
      /toLocale(Date|Time)?String\(\s*\)|toLocale(Date|Time)String\(|Intl\.DateTimeFormat/.test(text),
    );
    expect(own.map(([path]) => path)).toEqual([]);
  });
});
