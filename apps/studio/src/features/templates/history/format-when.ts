/** A date and time in the words of a locale ("Nov 25, 2026, 8:30:05 PM"; "2026年11月25日 下午8:30:05"). */
export function formatWhen(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value));
}
