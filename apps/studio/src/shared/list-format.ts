const formats = new Map<string, Intl.ListFormat>();

/** Names joined the locale's way: "A, B, and C" in en-US, "A、B及C" in zh-HK (studio and published apps). */
export function formatList(items: readonly string[], locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    formats.set(locale, format);
  }
  return format.format(items);
}
