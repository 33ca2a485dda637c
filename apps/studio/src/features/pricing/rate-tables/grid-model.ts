/** A cell of the grid by its row and column index. */
export type GridCell = { row: number; column: number };

/** Excel's quoted cell (a cell holding a tab, a line break or a quote) as its text. */
const unquoted = (cell: string) =>
  cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;

/**
 * A block copied from a spreadsheet: lines of tab-separated cells (Excel and Google Sheets copy so),
 * the trailing line break dropped. Quoted cells may hold tabs and line breaks.
 */
export function parseBlock(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '""';
        index++;
      } else {
        if (char === '"') quoted = false;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      cell += char;
    } else if (char === '\t') {
      row.push(unquoted(cell));
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(unquoted(cell));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(unquoted(cell));
    rows.push(row);
  }
  return rows;
}

/** Whether pasted text is a block of cells rather than one cell's text. */
export const isBlock = (text: string) => /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''));

export const emptyRow = (width: number): string[] => Array.from({ length: width }, () => '');

/**
 * The rows with a block written from `at`: rows are added below as needed, cells past the last column
 * are dropped (the grid has the table's columns only).
 */
export function pasteBlock(
  rows: readonly string[][],
  at: GridCell,
  block: readonly string[][],
  width: number,
): string[][] {
  const next = rows.map((row) => [...row]);
  block.forEach((cells, offset) => {
    const index = at.row + offset;
    while (next.length <= index) next.push(emptyRow(width));
    const target = next[index] as string[];
    cells.forEach((cell, column) => {
      if (at.column + column < width) target[at.column + column] = cell.trim();
    });
  });
  return next;
}

/** The rows kept over a change of columns: each cell follows its column label; new columns start blank. */
export function reshapeRows(rows: readonly string[][], from: readonly string[], to: readonly string[]): string[][] {
  const indexes = to.map((label) => from.indexOf(label));
  return rows.map((row) => indexes.map((index) => (index === -1 ? '' : (row[index] ?? ''))));
}
