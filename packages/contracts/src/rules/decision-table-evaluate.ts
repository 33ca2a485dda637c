import {
  type AnyDecisionTable,
  type CellValue,
  type DecisionCell,
  type DecisionRow,
  RANKED_DECISIONS,
  REASON_SEPARATOR,
  type RowDecision,
} from './decision-table';
import type { UnderwritingDecision } from './underwriting';
import { valueAt } from './variables';

// Direct evaluation of a decision table: the reference the compiled rule is tested against.

/** Thrown where the engine answers "The result is not a number": an order comparison with non-numeric input. */
export class NotANumberError extends Error {}

/** A value as json-logic-engine's order comparisons take it, or a thrown NotANumberError. */
function comparable(value: unknown): number {
  if (typeof value === 'number' && Number.isNaN(value)) throw new NotANumberError();
  if (value !== null && typeof value === 'object') throw new NotANumberError();
  const number = Number(value);
  if (Number.isNaN(number)) throw new NotANumberError();
  return number;
}

function cellMatches(cell: DecisionCell, value: unknown): boolean {
  switch (cell.op) {
    case 'any':
      return true;
    case '==':
      // biome-ignore lint/suspicious/noDoubleEquals: JSON Logic's == is JavaScript's loose equality
      return value == cell.value;
    case '!=':
      // biome-ignore lint/suspicious/noDoubleEquals: JSON Logic's != is JavaScript's loose inequality
      return value != cell.value;
    case '<':
      return comparable(value) < (cell.value as number);
    case '<=':
      return comparable(value) <= (cell.value as number);
    case '>':
      return comparable(value) > (cell.value as number);
    case '>=':
      return comparable(value) >= (cell.value as number);
    case 'between':
      return comparable(value) >= cell.from && comparable(value) < cell.to;
    case 'in':
      return cell.values.includes(value as CellValue);
  }
}

const rowMatches = (table: AnyDecisionTable, row: DecisionRow, data: unknown) =>
  row.cells.every((cell, column) => cellMatches(cell, valueAt(data, table.columns[column] as string) ?? null));

export type TableResult = {
  /** Indexes of the rows that decided (first: at most one; collect: every matching row). */
  matched: number[];
  outcome: RowDecision | boolean;
};

/**
 * The table run directly over `data`, without JSON logic: the reference for the compiled rule.
 * collect: the worst matching outcome (decline > refer > accept; false > true) with the reasons of
 * the matching rows of that decision, joined by "; ".
 */
export function evaluateDecisionTable(table: AnyDecisionTable, data: unknown): TableResult {
  const matched: number[] = [];
  for (let index = 0; index < table.rows.length; index++) {
    if (!rowMatches(table, table.rows[index] as DecisionRow, data)) continue;
    matched.push(index);
    if (table.hitPolicy === 'first') return { matched, outcome: (table.rows[index] as DecisionRow).outcome };
  }
  if (matched.length === 0) return { matched, outcome: table.otherwise };
  if (table.kind === 'condition') {
    const outcomes = matched.map((index) => table.rows[index]?.outcome as boolean);
    return { matched, outcome: !outcomes.includes(false) };
  }
  const rows = matched.map((index) => table.rows[index]?.outcome as RowDecision);
  const decision = RANKED_DECISIONS.find((name) => rows.some((row) => row.decision === name)) as UnderwritingDecision;
  const reasons = rows.filter((row) => row.decision === decision && row.reason !== '').map((row) => row.reason);
  return { matched, outcome: { decision, reason: reasons.join(REASON_SEPARATOR) } };
}
