import type { AnyDecisionTable, CellValue, DecisionCell } from '@carrier/contracts/rules';

const blankValue = (value: CellValue) => value === '' || (typeof value === 'number' && Number.isNaN(value));

const blankCell = (cell: DecisionCell) => {
  if (cell.op === 'any') return true;
  if (cell.op === 'between') return blankValue(cell.from) && blankValue(cell.to);
  if (cell.op === 'in') return cell.values.length === 0;
  return blankValue(cell.value);
};

/**
 * A table nothing has been written in: no column names a variable and no cell holds a value (the new
 * table as it opens, or one emptied again). As an optional condition it means "no condition", as an
 * empty code editor does.
 */
export const isBlankTable = (table: AnyDecisionTable) =>
  table.columns.every((variable) => variable.trim() === '') && table.rows.every((row) => row.cells.every(blankCell));
