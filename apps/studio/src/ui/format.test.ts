import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('date formats', () => {
  it('formats as DD/MM/YYYY HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2024, 1, 29, 7, 5, 9))).toBe('29/02/2024 07:05:09');
    expect(formatDate(new Date(2024, 11, 31))).toBe('31/12/2024');
  });
  it('gives an empty string for a missing date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});
