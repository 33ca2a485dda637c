import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyRow, type GridCell, isBlock, parseBlock, pasteBlock } from './grid-model';

export type GridError = { row: number; column: string; text: string };

/**
 * A rate table's rows as a spreadsheet: arrows move between cells (left and right once the caret is at
 * the text's edge), Enter moves down (adding a row past the last) and Tab right (on to the next row;
 * at the very first and last cell it leaves the grid), Shift goes back,
 * and a block copied from Excel (tab-separated lines) pastes from the cell it lands on, adding rows.
 * Read-only (a frozen version) keeps the moves and refuses edits.
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
  const [focusNext, setFocusNext] = useState<GridCell | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    const input = cells.current.get(`${focusNext.row}:${focusNext.column}`);
    if (input) {
      input.focus();
      input.select();
    }
    setFocusNext(null);
  }, [focusNext]);

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
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="min-w-full border-collapse text-sm" aria-label={t('rateTables.grid.label')}>
        <thead className="bg-slate-50">
          <tr>
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
        <tbody>
          {rows.map((cellsOfRow, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the grid
            <tr key={row} className="border-t border-slate-100">
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
                      value={cellsOfRow[column] ?? ''}
                      readOnly={readOnly}
                      aria-label={t('rateTables.grid.cell', { column: label, row: row + 1 })}
                      aria-invalid={error ? true : undefined}
                      title={error?.text}
                      onChange={(event) => setCell(row, column, event.target.value)}
                      onKeyDown={(event) => onKeyDown(event, row, column)}
                      onPaste={(event) => onPaste(event, row, column)}
                      onFocus={(event) => event.currentTarget.select()}
                      className={`block w-full border-0 px-2 py-1.5 font-mono text-sm focus:outline-2 focus:-outline-offset-2 focus:outline-blue-600 ${
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
          ))}
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
