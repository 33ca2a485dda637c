export type PageRange = { from: number; to: number; pages: number };

/** Rows from–to (1-based) of `total` on page `page` (0-based) of `size` rows; at least one page. */
export function pageRange(page: number, size: number, total: number): PageRange {
  const pages = Math.max(1, Math.ceil(total / size));
  const to = Math.min((page + 1) * size, total);
  return { from: Math.min(page * size + 1, to), to, pages };
}

/** The page to show instead when `page` is past the last one (rows were removed meanwhile), else null. */
export function pageAfterShrink(page: number, size: number, total: number): number | null {
  const last = pageRange(page, size, total).pages - 1;
  return page > last ? last : null;
}
