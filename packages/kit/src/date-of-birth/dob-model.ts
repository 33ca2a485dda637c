import { ageOn } from '../dates/age';
import { daysInMonth, type IsoDate, isValidDateParts, parseIsoDate, toIsoDate } from '../dates/iso-date';
import { encodeMessage } from '../i18n/translate';

export type DobParts = { day: number | null; month: number | null; year: number | null };
export type AgeLimits = { minAge: number; maxAge: number };

export const DEFAULT_AGE_LIMITS: AgeLimits = { minAge: 0, maxAge: 150 };
export const EMPTY_DOB: DobParts = { day: null, month: null, year: null };

/**
 * Birth years a person aged minAge to maxAge today can have, newest first. Someone aged maxAge may be
 * born in the year before this year minus maxAge, so that year is listed too.
 */
export function dobYears(today: IsoDate, { minAge, maxAge }: AgeLimits): number[] {
  const year = parseIsoDate(today)?.year ?? new Date().getFullYear();
  return Array.from({ length: maxAge - minAge + 2 }, (_, index) => year - minAge - index);
}

/**
 * Days offered: 31 until a month is chosen, then that month's longest length (29 for February), so
 * stepping through years never wipes a chosen 29 February; composeDob rejects it in common years.
 */
export function dobDayCount({ month }: DobParts): number {
  return month === null ? 31 : daysInMonth(2000, month);
}

/** All three parts chosen, yet no date: 29 February in a common year, or outside the age limits. */
export function isIncompleteDob(parts: DobParts, today: IsoDate, limits: AgeLimits = DEFAULT_AGE_LIMITS): boolean {
  return parts.day !== null && parts.month !== null && parts.year !== null && composeDob(parts, today, limits) === null;
}

/**
 * What is wrong with a fully chosen date that composes to nothing, as a message key: not a real date
 * (29 February in a common year), or an age outside the limits, with the limits. Undefined otherwise.
 */
export function dobProblem(
  parts: DobParts,
  today: IsoDate,
  limits: AgeLimits = DEFAULT_AGE_LIMITS,
): string | undefined {
  if (!isIncompleteDob(parts, today, limits)) return undefined;
  const { day, month, year } = parts as { day: number; month: number; year: number };
  if (!isValidDateParts({ day, month, year })) return encodeMessage('validation.invalidDate');
  return encodeMessage('validation.ageBetween.years', { min: limits.minAge, max: limits.maxAge });
}

/** YYYY-MM-DD only when day, month and year are all chosen, form a real date and fit the age limits. */
export function composeDob(parts: DobParts, today: IsoDate, limits: AgeLimits = DEFAULT_AGE_LIMITS): IsoDate | null {
  const { day, month, year } = parts;
  if (day === null || month === null || year === null) return null;
  const candidate = { day, month, year };
  if (!isValidDateParts(candidate)) return null;
  const date = toIsoDate(candidate);
  const age = ageOn(date, today, 'years');
  return age !== null && age >= limits.minAge && age <= limits.maxAge ? date : null;
}

export function splitDob(value: IsoDate | null | undefined): DobParts {
  const parts = parseIsoDate(value);
  return parts ? { day: parts.day, month: parts.month, year: parts.year } : EMPTY_DOB;
}
