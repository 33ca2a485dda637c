import { addMonthsRolling, daysBetween, type IsoDate, parseIsoDate } from './iso-date';

export type AgeUnit = 'years' | 'months' | 'days';

/**
 * Completed years, months or days from a birth date to `today`; negative when born after today,
 * null when either date is not real. Someone born on 29 February turns a year older on 1 March in
 * common years, and a day a month lacks rolls over the same way (31 January is one month old on 1 March).
 */
export function ageOn(birthDate: IsoDate, today: IsoDate, unit: AgeUnit): number | null {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) return null;
  if (unit === 'days') return daysBetween(birthDate, today);
  const step = unit === 'years' ? 12 : 1;
  const months = (now.year - birth.year) * 12 + now.month - birth.month;
  const count = Math.floor(months / step);
  return addMonthsRolling(birth, count * step) > today ? count - 1 : count;
}
