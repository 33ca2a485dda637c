import { escapeLike } from '../../platform/db/filters';

/** Orders of a folder's page; folders always come before files. */
const LISTING_SORTS = ['name', 'name_desc', 'size', 'size_desc', 'lastModifiedAt', 'lastModifiedAt_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export function parseSort(sort: string | null | undefined): ListingSort {
  return (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : 'name';
}

/** Where the previous page stopped: the last entry's kind, sort value and key. */
export type ListingCursor = { sort: ListingSort; kind: 'file' | 'folder'; value: number | string | null; key: string };

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.kind, cursor.value, cursor.key])).toString('base64url');
}

/** The cursor of a continuation token made for the same sort, or null when the token is not one of ours. */
export function decodeCursor(token: string, sort: ListingSort): ListingCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [tokenSort, kind, value, key] = parsed;
    if (tokenSort !== sort || (kind !== 'file' && kind !== 'folder') || typeof key !== 'string') return null;
    if (value !== null && typeof value !== 'number' && typeof value !== 'string') return null;
    if (typeof value === 'string' && Number.isNaN(Date.parse(value))) return null;
    return { sort, kind, value, key };
  } catch {
    return null;
  }
}

/** A search pattern as an ILIKE pattern: `*` and `?` are glob wildcards, everything else is literal. */
export function likePattern(pattern: string): { like: string; glob: boolean } {
  if (!/[*?]/.test(pattern)) return { like: `%${escapeLike(pattern)}%`, glob: false };
  const like = [...pattern].map((char) => (char === '*' ? '%' : char === '?' ? '_' : escapeLike(char))).join('');
  return { like, glob: true };
}

/** A LIKE pattern for everything under a folder key. */
export function underFolder(folderKey: string): string {
  return `${escapeLike(folderKey)}%`;
}
