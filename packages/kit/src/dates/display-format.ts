import { type IsoDate, isValidDateParts, parseIsoDate, toIsoDate } from './iso-date';

/** Display patterns built from the tokens DD, MM and YYYY, such as the default `DD/MM/YYYY`. */
export const DEFAULT_DISPLAY_FORMAT = 'DD/MM/YYYY';

const TOKENS = /YYYY|MM|DD/g;

export function formatDisplayDate(value: IsoDate | null | undefined, format = DEFAULT_DISPLAY_FORMAT): string {
  const parts = parseIsoDate(value);
  if (!parts) return '';
  return format.replace(TOKENS, (token) =>
    token === 'YYYY'
      ? String(parts.year).padStart(4, '0')
      : String(token === 'MM' ? parts.month : parts.day).padStart(2, '0'),
  );
}

const MOMENT_TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/**
 * A moment in local time in a pattern of YYYY, MM, DD, HH, mm and ss (such as `DD/MM/YYYY HH:mm:ss`);
 * an empty string for an invalid date.
 */
export function formatLocalMoment(value: Date, format: string): string {
  if (Number.isNaN(value.getTime())) return '';
  const parts: Record<string, number> = {
    YYYY: value.getFullYear(),
    MM: value.getMonth() + 1,
    DD: value.getDate(),
    HH: value.getHours(),
    mm: value.getMinutes(),
    ss: value.getSeconds(),
  };
  return format.replace(MOMENT_TOKENS, (token) => String(parts[token]).padStart(token.length, '0'));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads typed text in the display format; null unless it is a complete, real date. */
export function parseDisplayDate(text: string, format = DEFAULT_DISPLAY_FORMAT): IsoDate | null {
  const tokens: string[] = format.match(TOKENS) ?? [];
  const source = format
    .split(TOKENS)
    .map((literal, index) => {
      const token = tokens[index];
      return escapeRegExp(literal) + (token === undefined ? '' : token === 'YYYY' ? '(\\d{4})' : '(\\d{1,2})');
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(text.trim());
  if (!match) return null;
  const read = (token: string) => Number(match[tokens.indexOf(token) + 1]);
  const parts = { year: read('YYYY'), month: read('MM'), day: read('DD') };
  return isValidDateParts(parts) ? toIsoDate(parts) : null;
}
