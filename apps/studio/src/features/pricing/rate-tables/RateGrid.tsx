import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualRows } from '../../../ui/virtual-rows/useVirtualRows';
import { VirtualRows } from '../../../ui/virtual-rows/VirtualRows';
import { emptyRow, type GridCell, isBlock, parseBlock, pasteBlock } from './grid-model';

export type GridError = { row: number; column: string; text: string };

/** Every row's height in pixels (the input's 32 and the border): one height keeps the window's spacers exact. */
const ROW_HEIGHT = 33;

/** Scrolls the grid's box so that a row not rendered sits in the middle of the view, and so is rendered. */
function scrollRowIntoWindow(box: HTMLElement, row: number) {
  const header = box.querySelector('thead')?.offsetHeight ?? 0;
  box.scrollTo({ top: Math.max(0, header + row * ROW_HEIGHT - box.clientHeight / 2) });
}

/**
 * A rate table's rows as a spreadsheet: arrows move between cells (left and right once the caret is at
 * the text's edge), Enter moves down (adding a row past the last) and Tab right (on to the next row;
 * at the very first and last cell it leaves the grid), Shift goes back,
 * and a block copied from Excel (tab-separated lines) pastes from the cell it lands on, adding rows.
 * Read-only (a frozen version) keeps the moves and refuses edits.
 * Long tables are windowed inside the grid's own scroll box: a move to a row not rendered scrolls it
 * into view first, then focuses it.
 */
export function RateGrid({
  labels,
  rows,
  onChange,
  readOnly,
  errors,
}: {
  labels: readonly string[];
  rows: readonly string[][];
  onChange: (rows: string[][]) => void;
  readOnly: boolean;
  errors: readonly GridError[];
}) {
  const { t } = useTranslation();
  const width = labels.length;
  const cells = useRef(new Map<string, HTMLInputElement>());
  const scroller = useRef<HTMLDivElement>(null);
  const windowed = useVirtualRows({ count: rows.length, rowHeight: ROW_HEIGHT, scrollRef: scroller });
  const [focusNext, setFocusNext] = useState<GridCell | null>(null);

  // After every render until the wanted cell is rendered: a row outside the window is scrolled into it
  // first; focusing the cell then brings it into view (the browser scrolls the box and the page).
  useEffect(() => {
    if (!focusNext) return;
    if (focusNext.row >= rows.length) return setFocusNext(null);
    const input = cells.current.get(`${focusNext.row}:${focusNext.column}`);
    if (!input) {
      if (scroller.current) scrollRowIntoWindow(scroller.current, focusNext.row);
      return;
    }
    input.focus();
    input.select();
    setFocusNext(null);
  });

  const errorAt = (row: number, column: number) =>
    errors.find((error) => error.row === row + 1 && error.column === labels[column]);

  const setCell = (row: number, column: number, value: string) => {
    const next = rows.map((cellsOfRow) => [...cellsOfRow]);
    (next[row] as string[])[column] = value;
    onChange(next);
  };

  /** Moves to a cell; past the last row (Enter, Tab) a blank row is added first when editable. */
  const moveTo = (row: number, column: number) => {
    if (row < 0 || column < 0 || column >= width) return;
    if (row >= rows.length) {
      if (readOnly) return;
      onChange([...rows.map((cellsOfRow) => [...cellsOfRow]), emptyRow(width)]);
    }
    setFocusNext({ row, column });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    const move = (toRow: number, toColumn: number) => {
      event.preventDefault();
      moveTo(toRow, toColumn);
    };
    switch (event.key) {
      case 'ArrowUp':
        return move(Math.max(0, row - 1), column);
      case 'ArrowDown':
        return row + 1 < rows.length ? move(row + 1, column) : undefined;
      case 'ArrowLeft':
        return atStart || input.readOnly ? move(row, Math.max(0, column - 1)) : undefined;
      case 'ArrowRight':
        return atEnd || input.readOnly ? move(row, Math.min(width - 1, column + 1)) : undefined;
      case 'Enter':
        return event.shiftKey ? move(Math.max(0, row - 1), column) : move(row + 1, column);
      case 'Tab':
        if (event.shiftKey) {
          if (column > 0) return move(row, column - 1);
          return row > 0 ? move(row - 1, width - 1) : undefined;
        }
        if (column + 1 < width) return move(row, column + 1);
        // Past the last cell, Tab leaves the grid (never a keyboard trap); Enter adds rows.
        return row + 1 < rows.length ? move(row + 1, 0) : undefined;
      default:
        return undefined;
    }
  };

  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>, row: number, column: number) => {
    const text = event.clipboardData.getData('text/plain');
    if (readOnly || !isBlock(text)) return;
    event.preventDefault();
    onChange(pasteBlock(rows, { row, column }, parseBlock(text), width));
  };

  const removeRow = (row: number) =>
    onChange(rows.filter((_, index) => index !== row).map((cellsOfRow) => [...cellsOfRow]));

  return (
    // No scroll anchoring: as the window moves, the spacer above grows, and the browser would scroll on by
    // as much to keep the rows it saw in place, on to the table's end.
    <div
      ref={scroller}
      data-testid="rate-grid-scroller"
      className="max-h-[70vh] scroll-pt-8 overflow-auto rounded-md border border-slate-200 [overflow-anchor:none]"
    >
      <table
        className="min-w-full border-collapse text-sm"
        aria-label={t('rateTables.grid.label')}
        aria-rowcount={rows.length + 1}
      >
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr aria-rowindex={1}>
            <th scope="col" className="w-10 px-2 py-1 text-right text-xs font-medium text-slate-500">
              #
            </th>
            {labels.map((label) => (
              <th
                key={label}
                scope="col"
                translate="no"
                className="min-w-[6.5rem] px-2 py-1 text-left font-mono text-xs font-medium text-slate-700"
              >
                {label}
              </th>
            ))}
            {!readOnly && (
              <th scope="col" className="w-10">
                <span className="sr-only">{t('rateTables.grid.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody ref={windowed.bodyRef}>
          <VirtualRows
            rows={windowed}
            rowKey={(row) => row}
            renderRow={(row) => (
              <tr aria-rowindex={row + 2} style={{ height: ROW_HEIGHT }} className="border-t border-slate-100">
                <td className="px-2 text-right text-xs text-slate-400">{row + 1}</td>
                {labels.map((label, column) => {
                  const error = errorAt(row, column);
                  return (
                    <td key={label} className="p-0">
                      <input
                        ref={(input) => {
                          const key = `${row}:${column}`;
                          if (input) cells.current.set(key, input);
                          else cells.current.delete(key);
                        }}
                        value={rows[row]?.[column] ?? ''}
                        readOnly={readOnly}
                        aria-label={t('rateTables.grid.cell', { column: label, row: row + 1 })}
                        aria-invalid={error ? true : undefined}
                        title={error?.text}
                        onChange={(event) => setCell(row, column, event.target.value)}
                        onKeyDown={(event) => onKeyDown(event, row, column)}
                        onPaste={(event) => onPaste(event, row, column)}
                        onFocus={(event) => event.currentTarget.select()}
                        className={`block h-8 w-full border-0 px-2 font-mono text-sm focus:outline-2 focus:-outline-offset-2 focus:outline-blue-600 ${
                          error ? 'bg-red-50 text-red-900 outline outline-1 -outline-offset-1 outline-red-400' : ''
                        } ${readOnly ? 'bg-slate-50 text-slate-600' : ''}`}
                      />
                    </td>
                  );
                })}
                {!readOnly && (
                  <td className="px-1 text-center">
                    <button
                      type="button"
                      onClick={() => removeRow(row)}
                      aria-label={t('rateTables.grid.removeRow', { row: row + 1 })}
                      className="rounded px-1.5 text-slate-400 hover:bg-red-50 hover:text-red-700"
                    >
                      ×
                    </button>
                  </td>
                )}
              </tr>
            )}
          />
          {rows.length === 0 && (
            <tr>
              <td colSpan={width + 2} className="px-3 py-4 text-center text-slate-500">
                {t('rateTables.grid.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
