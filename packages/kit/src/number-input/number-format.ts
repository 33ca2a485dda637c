export type NumberKind = 'integer' | 'float';

export type NumberFormat = {
  numberType: NumberKind;
  /** Decimal places a float keeps. */
  precision: number;
  thousandsSeparator: string;
  decimalSeparator: string;
  allowNegative: boolean;
};

export const DEFAULT_NUMBER_FORMAT: NumberFormat = {
  numberType: 'float',
  precision: 2,
  thousandsSeparator: ',',
  decimalSeparator: '.',
  allowNegative: false,
};

type NumberParts = { negative: boolean; integer: string; decimal: boolean; fraction: string };

/** Reads what the user typed, keeping only digits, one decimal mark and (when allowed) a leading minus. */
function readParts(text: string, format: NumberFormat): NumberParts {
  const allowsDecimal = format.numberType === 'float' && format.precision > 0;
  const parts: NumberParts = {
    negative: format.allowNegative && text.trimStart().startsWith('-'),
    integer: '',
    decimal: false,
    fraction: '',
  };
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (parts.decimal) parts.fraction += char;
      else parts.integer += char;
    } else if (char === format.decimalSeparator && allowsDecimal) {
      parts.decimal = true;
    }
  }
  parts.integer = parts.integer.replace(/^0+(?=\d)/, '');
  parts.fraction = parts.fraction.slice(0, format.precision);
  if (parts.decimal && parts.integer === '') parts.integer = '0';
  return parts;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function writeParts(parts: NumberParts, format: NumberFormat): string {
  const integer = groupThousands(parts.integer, format.thousandsSeparator);
  return `${parts.negative ? '-' : ''}${integer}${parts.decimal ? format.decimalSeparator + parts.fraction : ''}`;
}

/** Cleans typed text and groups thousands: `12345.678` → `12,345.67`, `abc` → ``. */
export function formatTyped(text: string, format: NumberFormat = DEFAULT_NUMBER_FORMAT): string {
  return writeParts(readParts(text, format), format);
}

/** What blur leaves: the cleaned text without a trailing decimal mark (`12.` → `12`). */
export function formatOnBlur(text: string, format: NumberFormat = DEFAULT_NUMBER_FORMAT): string {
  const parts = readParts(text, format);
  if (parts.fraction === '') parts.decimal = false;
  if (parts.integer === '') parts.negative = false;
  return writeParts(parts, format);
}

/** The number in typed text, or null when there is none (empty, `-`). */
export function parseNumber(text: string, format: NumberFormat = DEFAULT_NUMBER_FORMAT): number | null {
  const parts = readParts(text, format);
  if (parts.integer === '') return null;
  const value = Number(`${parts.integer}.${parts.fraction || '0'}`);
  return parts.negative && value !== 0 ? -value : value;
}

/** Shows a number value in the format, rounded to the precision (integers to whole numbers). */
export function formatNumber(value: number | null, format: NumberFormat = DEFAULT_NUMBER_FORMAT): string {
  if (value === null || !Number.isFinite(value)) return '';
  const places = format.numberType === 'integer' ? 0 : format.precision;
  const fixed = Math.abs(value).toFixed(places);
  const [integer = '0', fraction = ''] = fixed.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return writeParts(
    { negative: value < 0 && format.allowNegative, integer, decimal: trimmed !== '', fraction: trimmed },
    format,
  );
}

/** Where the caret belongs after reformatting: after the same count of digits and marks as before. */
export function caretAfterFormat(typed: string, caret: number, formatted: string, format: NumberFormat): number {
  const isKept = (char: string) => (char >= '0' && char <= '9') || char === format.decimalSeparator || char === '-';
  const wanted = [...typed.slice(0, caret)].filter(isKept).length;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (seen === wanted) return index;
    if (isKept(formatted[index] ?? '')) seen += 1;
  }
  return formatted.length;
}
