import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Lists up to this many rows render every row: small pages stay whole (and countable). */
const VIRTUALIZE_ABOVE = 50;

type Options = {
  count: number;
  /** Every row's height in pixels (rows of one height keep the spacers exact). */
  rowHeight: number;
  /** The element that scrolls the rows; without one the window does. */
  scrollRef?: RefObject<HTMLElement | null>;
  /** Rows rendered beyond each edge of the view. */
  overscan?: number;
  threshold?: number;
};

/** Which rows to render and the space standing in for the others, above and below them. */
export type VirtualRowWindow = {
  indexes: number[];
  before: number;
  after: number;
  virtualized: boolean;
  /** Goes on the <tbody>: where the rows start inside the scrolled area. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
};

const everyIndex = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * A table's rows windowed by @tanstack/react-virtual once there are more than `threshold`, scrolled by
 * `scrollRef` or by the window.
 */
export function useVirtualRows({
  count,
  rowHeight,
  scrollRef,
  overscan = 10,
  threshold = VIRTUALIZE_ABOVE,
}: Options): VirtualRowWindow {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const virtualized = count > threshold;
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getScrollElement = useCallback(() => scrollRef?.current ?? null, [scrollRef]);
  const scrollMargin = useScrollMargin(bodyRef, scrollRef, virtualized);
  const common = { count, estimateSize, overscan, scrollMargin };
  // Both hooks always run (the rules of hooks); only the one for this list's scroller is enabled.
  const inElement = useVirtualizer({ ...common, getScrollElement, enabled: virtualized && scrollRef !== undefined });
  const inWindow = useWindowVirtualizer({ ...common, enabled: virtualized && scrollRef === undefined });
  if (!virtualized) return { indexes: everyIndex(count), before: 0, after: 0, virtualized, bodyRef };
  return { ...visibleRows(scrollRef ? inElement : inWindow, scrollMargin), virtualized, bodyRef };
}

function visibleRows(virtualizer: Virtualizer<HTMLElement, Element> | Virtualizer<Window, Element>, margin: number) {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // Item positions count from the scroller's top, the total size from the body's; spacers live in the body.
  const total = virtualizer.getTotalSize();
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start - margin : 0,
    after: last ? Math.max(0, total - (last.end - margin)) : total,
  };
}

/** How far below the scroller's top (or the document's) the body starts, kept current after each render. */
function useScrollMargin(
  bodyRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null> | undefined,
  active: boolean,
) {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!active || !body) return;
    const scroller = scrollRef?.current;
    const origin = scroller ? scroller.getBoundingClientRect().top - scroller.scrollTop : -window.scrollY;
    const next = Math.round(body.getBoundingClientRect().top - origin);
    if (next !== margin) setMargin(next);
  });
  return margin;
}
