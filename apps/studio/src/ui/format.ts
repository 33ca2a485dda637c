import { DATE_FORMAT, DATE_TIME_FORMAT } from '@carrier/contracts';
import { formatDisplayDate, formatLocalMoment } from '@carrier/kit';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** DD/MM/YYYY HH:mm:ss in local time, or an empty string when there is no date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? formatLocalMoment(new Date(value), DATE_TIME_FORMAT) : '';
}

/** DD/MM/YYYY (a calendar date as it is, a moment in local time), or an empty string when there is no date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return typeof value === 'string' && ISO_DATE.test(value)
    ? formatDisplayDate(value, DATE_FORMAT)
    : formatLocalMoment(new Date(value), DATE_FORMAT);
}
