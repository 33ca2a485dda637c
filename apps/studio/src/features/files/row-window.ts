/** The rows a scrolled list renders: those in view plus `overscan` on each side, and the space around them. */
export type RowWindow = { start: number; end: number; before: number; after: number };

export function rowWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = 10,
): RowWindow {
  const visible = Math.ceil(viewportHeight / rowHeight) + 2 * overscan;
  // Past the end (the list shrank under a scrolled view): the last rows, never none.
  const start = Math.max(0, Math.min(Math.floor(scrollTop / rowHeight) - overscan, count - visible));
  const end = Math.min(count, start + visible);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}
