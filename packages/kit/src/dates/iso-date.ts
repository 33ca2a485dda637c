/** A calendar date as `YYYY-MM-DD`, the value format of every date widget. */
export type IsoDate = string;
export type DateParts = { year: number; month: number; day: number };

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month; `month` is 1-12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDateParts({ year, month, day }: DateParts): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Parses a `YYYY-MM-DD` string into parts; null if it is not a real date. */
export function parseIsoDate(value: string | null | undefined): DateParts | null {
  const match = value ? ISO_PATTERN.exec(value) : null;
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDateParts(parts) ? parts : null;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function toIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Today's date in the local time zone. */
export function todayIso(now: Date = new Date()): IsoDate {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** Adds whole days (may be negative); goes through UTC so time zones and DST do not matter. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) throw new Error(`Not a date: ${date}`);
  const utc = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return toIsoDate({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new Error(`Not a date: ${a ? to : from}`);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** Day of the week, 0 = Sunday. */
export function weekday({ year, month, day }: DateParts): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Moves a (year, month) pair by `delta` months. */
export function shiftYearMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The date `count` months after `date`. A day the target month lacks (31 Jan + 1 month, 29 Feb + 12 months)
 * rolls over to the first of the next month, the usual rule for anniversaries.
 */
export function addMonthsRolling(date: DateParts, count: number): IsoDate {
  const target = shiftYearMonth(date.year, date.month, count);
  if (date.day <= daysInMonth(target.year, target.month)) return toIsoDate({ ...target, day: date.day });
  const next = shiftYearMonth(target.year, target.month, 1);
  return toIsoDate({ ...next, day: 1 });
}

export function minIso(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

export function maxIso(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}
