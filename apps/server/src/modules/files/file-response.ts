import type { ByteRange } from '../../platform/storage/storage';

/**
 * The single byte range a Range header asks for: null to send the whole file (no header, a form we do
 * not serve such as several ranges), or 'unsatisfiable' when the range lies outside the file.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Number(to);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}

/** Types a browser shows safely in place; everything else downloads. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);

export function dispositionType(contentType: string, download: boolean): 'inline' | 'attachment' {
  return !download && INLINE_TYPES.has(contentType) ? 'inline' : 'attachment';
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name; quotes, slashes and controls never pass. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
