import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { RateGrid } from './RateGrid';

const LABELS = ['age.from', 'age.to', 'rate'];
const ROWS = 5_000;
const ROW_HEIGHT = 33;
const HEADER = 30;
const VIEW = 440;
const SCROLLER = 'rate-grid-scroller';

function Harness({ sink }: { sink: { rows: string[][] } }) {
  const [rows, setRows] = useState(() =>
    Array.from({ length: ROWS }, (_, index) => [String(index), String(index + 1), `${index}.5`]),
  );
  sink.rows = rows;
  return <RateGrid labels={LABELS} rows={rows} readOnly={false} errors={[]} onChange={setRows} />;
}

const cell = (column: string, row: number) => screen.getByRole('textbox', { name: `${column}, row ${row}` });
/** The table's rows in the document (the header, rendered rows and spacers). */
const rowElements = () => document.querySelectorAll('tr').length;
const scroller = () => screen.getByTestId(SCROLLER);
/** One arrow down on the focused cell, as the keyboard sends it. */
const pressDown = () => fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });

function setScrollTop(element: HTMLElement, top: number) {
  Object.defineProperty(element, 'scrollTop', { configurable: true, value: top });
  act(() => {
    fireEvent.scroll(element);
  });
}

// jsdom lays nothing out: the grid's scroll box reports the sizes a browser would, and scrolls when asked.
beforeEach(() => {
  const isScroller = (element: HTMLElement) => element.dataset.testid === SCROLLER;
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isScroller(this) ? VIEW : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isScroller(this) ? HEADER + ROWS * ROW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const scrolled = this.closest<HTMLElement>(`[data-testid="${SCROLLER}"]`)?.scrollTop ?? 0;
    const top = this.tagName === 'TBODY' ? HEADER - scrolled : 0;
    return DOMRect.fromRect({ x: 0, y: top, width: 0, height: 0 });
  });
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) setScrollTop(this, options.top);
  } as typeof HTMLElement.prototype.scrollTo;
});
afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await initI18n({ featureTexts: true });
});

describe('a rate grid of 5,000 rows', () => {
  it('renders a window of rows, and the keyboard walks down to row 4,000 and on', { timeout: 120_000 }, async () => {
    const user = userEvent.setup();
    const sink = { rows: [] as string[][] };
    render(<Harness sink={sink} />);
    expect(rowElements()).toBeLessThan(60);
    expect(screen.queryByRole('textbox', { name: 'rate, row 100' })).toBeNull();

    // Arrow down from the first row past what was rendered: each row scrolls into view before its focus.
    expect(screen.queryByRole('textbox', { name: 'age.from, row 40' })).toBeNull();
    await user.click(cell('age.from', 1));
    for (let row = 1; row < 40; row += 1) pressDown();
    expect(cell('age.from', 40)).toHaveFocus();
    expect(scroller().scrollTop).toBeGreaterThan(0);
    // Scrolled far down, a cell clicked, and on by keyboard to row 4,000.
    setScrollTop(scroller(), HEADER + 3_985 * ROW_HEIGHT);
    await user.click(cell('age.from', 3_990));
    for (let row = 3_990; row < 4_000; row += 1) pressDown();
    expect(cell('age.from', 4_000)).toHaveFocus();
    expect(rowElements()).toBeLessThan(60);
    expect(screen.queryByRole('textbox', { name: 'age.from, row 1' })).toBeNull();

    // Typing, Tab on to the next row, and a block pasted from Excel there.
    await user.keyboard('77{Tab}{Tab}{Tab}');
    expect(cell('age.from', 4_001)).toHaveFocus();
    expect(sink.rows[3_999]).toEqual(['77', '4000', '3999.5']);
    fireEvent.paste(cell('age.from', 4_001), { clipboardData: { getData: () => '1\t2\t3\r\n4\t5\t6\r\n' } });
    expect(sink.rows.slice(4_000, 4_002)).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cell('age.from', 3_999)).toHaveFocus();
  });

  it('scrolled to the end, Enter on the last row adds a row and focuses it; scrolling back up renders the top again', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    const sink = { rows: [] as string[][] };
    render(<Harness sink={sink} />);
    setScrollTop(scroller(), HEADER + ROWS * ROW_HEIGHT - VIEW);
    await user.click(cell('rate', ROWS));
    await user.keyboard('{Enter}');
    expect(sink.rows).toHaveLength(ROWS + 1);
    expect(cell('rate', ROWS + 1)).toHaveFocus();
    expect(rowElements()).toBeLessThan(60);

    setScrollTop(scroller(), 0);
    expect(cell('rate', 1)).toHaveValue('0.5');
    await user.click(cell('rate', 1));
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(cell('rate', 1)).toHaveFocus();
  });
});
