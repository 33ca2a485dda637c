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

/** A whole-number format: integers, and floats with no decimal places. */
export const isWholeNumberFormat = (format: NumberFormat) => format.numberType === 'integer' || format.precision <= 0;

/** Decimal places a whole-number field keeps of typed text, to show and round them (never to read them as digits). */
const WHOLE_TYPED_PLACES = 6;
/** Whole digits a number keeps: 15 are exact in a JavaScript number; a 16th could be read as another number. */
const MAX_WHOLE_DIGITS = 15;

/**
 * Typed text in the characters the format reads: a Chinese or Japanese input method types full-width
 * digits, marks and minus (`１２．５`), the same as `12.5` under Unicode's compatibility mapping (NFKC),
 * which changes no other character a number field reads and keeps one character per character.
 */
const asciiNumberText = (text: string) => text.replace(/[\uFF01-\uFF5E]/g, (char) => char.normalize('NFKC'));

/**
 * Reads what the user typed, keeping only digits, one decimal mark and (when allowed) a leading minus.
 * A whole-number field keeps a typed fraction too, so `-12.7` stays `-12.7` on screen and reads as -13,
 * never as -127.
 */
function readParts(typed: string, format: NumberFormat): NumberParts {
  const text = asciiNumberText(typed);
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
    } else if (char === format.decimalSeparator) {
      parts.decimal = true;
    }
  }
  parts.integer = parts.integer.replace(/^0+(?=\d)/, '').slice(0, MAX_WHOLE_DIGITS);
  parts.fraction = parts.fraction.slice(0, isWholeNumberFormat(format) ? WHOLE_TYPED_PLACES : format.precision);
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

/**
 * What blur leaves: the cleaned text without a trailing decimal mark (`12.` → `12`); a whole-number
 * field shows its typed fraction rounded (`-12.7` → `-13`).
 */
export function formatOnBlur(text: string, format: NumberFormat = DEFAULT_NUMBER_FORMAT): string {
  if (roundsTyped(text, format)) return formatNumber(parseNumber(text, format), format);
  const parts = readParts(text, format);
  if (parts.fraction === '') parts.decimal = false;
  if (parts.integer === '') parts.negative = false;
  return writeParts(parts, format);
}

/** The number in typed text, or null when there is none (empty, `-`); whole-number fields round half away from zero. */
export function parseNumber(text: string, format: NumberFormat = DEFAULT_NUMBER_FORMAT): number | null {
  const parts = readParts(text, format);
  if (parts.integer === '') return null;
  const read = Number(`${parts.integer}.${parts.fraction || '0'}`);
  const value = isWholeNumberFormat(format) ? Math.round(read) : read;
  return parts.negative && value !== 0 ? -value : value;
}

/** Typed text with a fraction in a whole-number field: it is read rounded, and the field says so. */
export function roundsTyped(text: string, format: NumberFormat = DEFAULT_NUMBER_FORMAT): boolean {
  return isWholeNumberFormat(format) && /[1-9]/.test(readParts(text, format).fraction);
}

/** Shows a number value in the format, rounded to the precision (integers to whole numbers). */
export function formatNumber(value: number | null, format: NumberFormat = DEFAULT_NUMBER_FORMAT): string {
  if (value === null || !Number.isFinite(value)) return '';
  const places = isWholeNumberFormat(format) ? 0 : format.precision;
  const fixed = Math.abs(value).toFixed(places);
  const [integer = '0', fraction = ''] = fixed.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return writeParts(
    { negative: value < 0 && format.allowNegative, integer, decimal: trimmed !== '', fraction: trimmed },
    format,
  );
}

/** Where the caret belongs after reformatting: after the same count of digits and marks as before. */
export function caretAfterFormat(raw: string, caret: number, formatted: string, format: NumberFormat): number {
  const typed = asciiNumberText(raw);
  const isKept = (char: string) => (char >= '0' && char <= '9') || char === format.decimalSeparator || char === '-';
  const wanted = [...typed.slice(0, caret)].filter(isKept).length;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (seen === wanted) return index;
    if (isKept(formatted[index] ?? '')) seen += 1;
  }
  return formatted.length;
}
