import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVirtualRows } from './useVirtualRows';
import { VirtualRows } from './VirtualRows';

const ROW_HEIGHT = 44;
/** What sits above the rows in the scrolled area (a header). */
const ABOVE_ROWS = 40;
const VIEW_HEIGHT = 440;
const renders = { count: 0 };

const Row = memo(function Row({ index, selected }: { index: number; selected: boolean }) {
  renders.count += 1;
  return (
    <tr data-testid="row" aria-selected={selected} style={{ height: ROW_HEIGHT }}>
      <td>row {index}</td>
    </tr>
  );
});

function Table({ count, selected = -1, inWindow = false }: { count: number; selected?: number; inWindow?: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualRows({ count, rowHeight: ROW_HEIGHT, scrollRef: inWindow ? undefined : scroller });
  return (
    <div ref={scroller} data-testid="scroller">
      <table>
        <tbody ref={rows.bodyRef}>
          <VirtualRows
            rows={rows}
            rowKey={(index) => index}
            renderRow={(index) => <Row index={index} selected={index === selected} />}
          />
        </tbody>
      </table>
    </div>
  );
}

const shownRows = () => screen.queryAllByTestId('row').map((row) => row.textContent);
const spacerHeights = () => screen.queryAllByTestId('virtual-spacer').map((spacer) => parseFloat(spacer.style.height));

// jsdom lays nothing out: the scroller (and the page) report the sizes a browser would.
const scrolls = (element: HTMLElement) => element.dataset.testid === 'scroller' || element === document.documentElement;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'scroller' ? VIEW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return scrolls(this) ? ABOVE_ROWS + 10_000 * ROW_HEIGHT : 0;
  });
  // The rows' body moves up as its scroller (or the page) scrolls.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const scrolled = this.closest<HTMLElement>('[data-testid="scroller"]')?.scrollTop ?? 0;
    const top = this.tagName === 'TBODY' ? ABOVE_ROWS - scrolled - window.scrollY : 0;
    return DOMRect.fromRect({ x: 0, y: top, width: 0, height: 0 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.scrollY = 0;
});

function scrollTo(top: number) {
  const scroller = screen.getByTestId('scroller');
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: top });
  act(() => {
    fireEvent.scroll(scroller);
  });
}

describe('VirtualRows', () => {
  it('renders every row of a small list, with no spacers', () => {
    render(<Table count={50} />);
    expect(shownRows()).toHaveLength(50);
    expect(spacerHeights()).toEqual([]);
  });

  it('renders only a window of a long list, the rest standing in as space', () => {
    render(<Table count={10_000} />);
    const shown = shownRows();
    // The 10 rows in view and 10 below; nothing above the first row.
    expect(shown).toEqual(Array.from({ length: 20 }, (_, index) => `row ${index}`));
    expect(spacerHeights()).toEqual([(10_000 - 20) * ROW_HEIGHT]);
  });

  it('follows the scroll position, keeping the table its full height', () => {
    render(<Table count={10_000} />);
    scrollTo(ABOVE_ROWS + 5_000 * ROW_HEIGHT);
    const shown = shownRows();
    expect(shown[0]).toBe('row 4990');
    expect(shown.at(-1)).toBe('row 5019');
    const [above = 0, below = 0] = spacerHeights();
    expect(above).toBe(4_990 * ROW_HEIGHT);
    expect(above + shown.length * ROW_HEIGHT + below).toBe(10_000 * ROW_HEIGHT);

    scrollTo(ABOVE_ROWS + (10_000 - VIEW_HEIGHT / ROW_HEIGHT) * ROW_HEIGHT);
    expect(shownRows().at(-1)).toBe('row 9999');
    expect(spacerHeights()).toHaveLength(1);
  });

  it('windows a list scrolled by the page itself', () => {
    render(<Table count={1_000} inWindow />);
    const inView = Math.ceil((window.innerHeight - ABOVE_ROWS) / ROW_HEIGHT);
    expect(shownRows()).toHaveLength(inView + 10);
    act(() => {
      window.scrollY = ABOVE_ROWS + 500 * ROW_HEIGHT;
      fireEvent.scroll(window);
    });
    expect(shownRows()[0]).toBe('row 490');
  });

  it('re-renders only the rows whose props changed', () => {
    const { rerender } = render(<Table count={10_000} selected={3} />);
    renders.count = 0;
    rerender(<Table count={10_000} selected={4} />);
    expect(renders.count).toBe(2);
    expect(screen.getByText('row 4').closest('tr')).toHaveAttribute('aria-selected', 'true');
  });
});
