import type { CellValue, DecisionCell } from '@carrier/contracts/rules';

const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A typed cell value: true/false, a number, "quoted" text (to keep "65" as text), else the text as it is. */
export function parseCellValue(text: string): CellValue {
  const trimmed = text.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (NUMBER.test(trimmed)) return Number(trimmed);
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1);
  return text;
}

/** The text parseCellValue reads back as `value`. */
export function formatCellValue(value: CellValue): string {
  if (typeof value === 'number' && Number.isNaN(value)) return '';
  if (typeof value !== 'string') return String(value);
  const plain = parseCellValue(value);
  return plain === value ? value : `"${value}"`;
}

/** A list cell's values, comma separated. */
export const parseCellList = (text: string): CellValue[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseCellValue);
export const formatCellList = (values: readonly CellValue[]) => values.map(formatCellValue).join(', ');

/** A band's bound: a number, NaN while empty or not a number (the table's checks name the cell). */
export const parseBound = (text: string): number => (NUMBER.test(text.trim()) ? Number(text.trim()) : Number.NaN);
export const formatBound = (value: number) => (Number.isFinite(value) ? String(value) : '');

/** The cell after its operator changes, keeping what it held where that still fits. */
export function changeOperator(cell: DecisionCell, op: DecisionCell['op']): DecisionCell {
  const held: CellValue =
    cell.op === 'any' ? '' : cell.op === 'between' ? cell.from : cell.op === 'in' ? (cell.values[0] ?? '') : cell.value;
  if (op === 'any') return { op };
  if (op === 'between') return { op, from: typeof held === 'number' ? held : Number.NaN, to: Number.NaN };
  if (op === 'in') return { op, values: held === '' ? [] : [held] };
  const numeric = op !== '==' && op !== '!=';
  return { op, value: numeric && typeof held !== 'number' ? Number.NaN : held };
}
