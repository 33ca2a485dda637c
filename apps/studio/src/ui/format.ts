import { DATE_FORMAT, DATE_TIME_FORMAT } from '@carrier/contracts';
import dayjs from 'dayjs';

/** DD/MM/YYYY HH:mm:ss, or an empty string when there is no date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : '';
}

/** DD/MM/YYYY, or an empty string when there is no date. */
export function formatDate(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format(DATE_FORMAT) : '';
}
