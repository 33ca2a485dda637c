import { describe, expect, it } from 'vitest';
import {
  caretAfterFormat,
  DEFAULT_NUMBER_FORMAT,
  formatNumber,
  formatOnBlur,
  formatTyped,
  type NumberFormat,
  parseNumber,
  roundsTyped,
} from './number-format';

const integer: NumberFormat = { ...DEFAULT_NUMBER_FORMAT, numberType: 'integer' };
const signed: NumberFormat = { ...DEFAULT_NUMBER_FORMAT, allowNegative: true };

describe('formatTyped', () => {
  it('groups thousands with "," and keeps "." as the decimal mark', () => {
    expect(formatTyped('1234567.5')).toBe('1,234,567.5');
    expect(formatTyped('1,234')).toBe('1,234');
  });

  it('accepts only digits and one decimal mark', () => {
    expect(formatTyped('1a2b3')).toBe('123');
    expect(formatTyped('1.2.3')).toBe('1.23');
    expect(formatTyped('$ 12 e5')).toBe('125');
    expect(formatTyped('abc')).toBe('');
  });

  it('reads the full-width digits, mark and minus a Chinese input method types, as the same number', () => {
    expect(formatTyped('１２３４５．６７')).toBe('12,345.67');
    expect(parseNumber('１２３４５')).toBe(12345);
    expect(parseNumber('－１２', signed)).toBe(-12);
    expect(caretAfterFormat('１２３４', 4, '1,234', DEFAULT_NUMBER_FORMAT)).toBe(5);
  });

  it('keeps at most 15 whole digits, so what is shown is the number read (a 20-digit one read as 1e20)', () => {
    expect(formatTyped('99999999999999999999')).toBe('999,999,999,999,999');
    expect(parseNumber('99999999999999999999')).toBe(999_999_999_999_999);
  });

  it('keeps at most the precision of decimals (2 by default)', () => {
    expect(formatTyped('3.14159')).toBe('3.14');
    expect(formatTyped('3.14159', { ...DEFAULT_NUMBER_FORMAT, precision: 3 })).toBe('3.141');
  });

  it('keeps a fraction typed into an integer field on screen, reads it rounded and rounds it on blur', () => {
    const signedWhole: NumberFormat = { ...integer, allowNegative: true };
    expect(formatTyped('12.5', integer)).toBe('12.5');
    expect(parseNumber('-12.7', signedWhole)).toBe(-13);
    expect(parseNumber('12.5', integer)).toBe(13);
    expect(parseNumber('1,234', integer)).toBe(1234);
    expect(roundsTyped('-12.7', signedWhole)).toBe(true);
    expect(roundsTyped('12.0', integer)).toBe(false);
    expect(roundsTyped('12.7')).toBe(false);
    expect(formatOnBlur('-12.7', signedWhole)).toBe('-13');
    expect(formatOnBlur('12.', integer)).toBe('12');
  });

  it('rejects negatives unless allowed', () => {
    expect(formatTyped('-12')).toBe('12');
    expect(formatTyped('-12', signed)).toBe('-12');
    expect(formatTyped('-', signed)).toBe('-');
    expect(formatTyped('1-2', signed)).toBe('12');
  });

  it('drops leading zeros and fills in a zero before a leading mark', () => {
    expect(formatTyped('007')).toBe('7');
    expect(formatTyped('.5')).toBe('0.5');
    expect(formatTyped('0')).toBe('0');
  });

  it('honours other separators', () => {
    const european: NumberFormat = { ...DEFAULT_NUMBER_FORMAT, thousandsSeparator: '.', decimalSeparator: ',' };
    expect(formatTyped('1234567,891', european)).toBe('1.234.567,89');
  });
});

describe('formatOnBlur', () => {
  it('trims a trailing decimal mark', () => {
    expect(formatOnBlur('12.')).toBe('12');
    expect(formatOnBlur('1,234.')).toBe('1,234');
    expect(formatOnBlur('12.5')).toBe('12.5');
    expect(formatOnBlur('-', signed)).toBe('');
  });
});

describe('parseNumber', () => {
  it('reads typed text into numbers', () => {
    expect(parseNumber('1,234.56')).toBe(1234.56);
    expect(parseNumber('12.')).toBe(12);
    expect(parseNumber('-7.5', signed)).toBe(-7.5);
    expect(parseNumber('-7.5')).toBe(7.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('-', signed)).toBeNull();
  });
});

describe('formatNumber', () => {
  it('rounds to the precision and drops trailing zeros', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(2.5, integer)).toBe('3');
    expect(formatNumber(-3, signed)).toBe('-3');
    expect(formatNumber(null)).toBe('');
  });
});

describe('caretAfterFormat', () => {
  it('keeps the caret after the same digits once separators move', () => {
    // Typing "5" after "1,234" gives "1,2345" with the caret at the end -> "12,345", caret at the end.
    expect(caretAfterFormat('1,2345', 6, '12,345', DEFAULT_NUMBER_FORMAT)).toBe(6);
    // Typing "9" after the "1" of "1,234" -> "19,234" with the caret after "19".
    expect(caretAfterFormat('19,234', 2, '19,234', DEFAULT_NUMBER_FORMAT)).toBe(2);
    expect(caretAfterFormat('1234', 1, '1,234', DEFAULT_NUMBER_FORMAT)).toBe(1);
  });
});
