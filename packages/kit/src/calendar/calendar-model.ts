import {
  addDays,
  daysInMonth,
  type IsoDate,
  parseIsoDate,
  shiftYearMonth,
  todayIso,
  toIsoDate,
  weekday,
} from '../dates/iso-date';

export type CalendarMode = 'single' | 'multiple' | 'range';
/** A range holds no date yet, its first date, or two dates in order. */
export type DateRange = [] | [IsoDate] | [IsoDate, IsoDate];
export type MonthView = { year: number; month: number };
export type YearSpan = { from: number; to: number };
export type CalendarCell = { date: IsoDate; day: number; inMonth: boolean };

export const CALENDAR_CELLS = 42;
export const CALENDAR_YEARS_BACK = 130;

/** Six weeks from the Sunday on or before the 1st: always 42 cells. */
export function monthGrid({ year, month }: MonthView): CalendarCell[] {
  const first = toIsoDate({ year, month, day: 1 });
  const start = addDays(first, -weekday({ year, month, day: 1 }));
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => {
    const date = addDays(start, index);
    const parts = parseIsoDate(date) ?? { year, month, day: 1 };
    return { date, day: parts.day, inMonth: parts.month === month && parts.year === year };
  });
}

export function isOutsideLimits(date: IsoDate, minDate?: IsoDate | null, maxDate?: IsoDate | null): boolean {
  return (!!minDate && date < minDate) || (!!maxDate && date > maxDate);
}

/** Years offered: from min's year (or 130 years back) to max's year (or this year plus `yearsAhead`). */
export function calendarYears(
  today: IsoDate,
  { minDate, maxDate, yearsAhead = 0 }: { minDate?: IsoDate | null; maxDate?: IsoDate | null; yearsAhead?: number },
): YearSpan {
  const thisYear = parseIsoDate(today)?.year ?? new Date().getFullYear();
  return {
    from: parseIsoDate(minDate)?.year ?? thisYear - CALENDAR_YEARS_BACK,
    to: parseIsoDate(maxDate)?.year ?? thisYear + yearsAhead,
  };
}

/** The month `delta` months away, or null when that crosses into a year not offered. */
export function shiftView(view: MonthView, delta: number, years: YearSpan): MonthView | null {
  const next = shiftYearMonth(view.year, view.month, delta);
  return next.year < years.from || next.year > years.to ? null : next;
}

/** Moves a date by months, keeping the day where the month has it (31 Jan + 1 month = 29 Feb 2024). */
export function addMonthsClamped(date: IsoDate, delta: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  const next = shiftYearMonth(parts.year, parts.month, delta);
  return toIsoDate({ ...next, day: Math.min(parts.day, daysInMonth(next.year, next.month)) });
}

/** A click on a range: start again after a full range, else complete it in date order. */
export function pickRange(range: DateRange, date: IsoDate): DateRange {
  const [start] = range;
  if (range.length !== 1 || start === undefined || start === date) return [date];
  return start < date ? [start, date] : [date, start];
}

/** A click in multiple mode adds or removes the date, keeping the list sorted. */
export function toggleDate(dates: readonly IsoDate[], date: IsoDate): IsoDate[] {
  return dates.includes(date) ? dates.filter((item) => item !== date) : [...dates, date].sort();
}

export function isInRange(range: readonly IsoDate[], date: IsoDate): boolean {
  const [start, end] = range;
  return start !== undefined && end !== undefined && date > start && date < end;
}

export function viewOf(date: IsoDate | null | undefined, fallback: IsoDate = todayIso()): MonthView {
  const parts = parseIsoDate(date) ?? parseIsoDate(fallback) ?? { year: 2000, month: 1 };
  return { year: parts.year, month: parts.month };
}
