import {
  type AnyDecisionTable,
  type CellValue,
  cellRule,
  type DecisionCell,
  type DecisionRow,
  type RowDecision,
  underwritingAnswer,
} from './decision-table';
import { decompileDecisionTable } from './decision-table-decompile';
import type { RuleEngine } from './engine';
import type { TraceNode } from './trace';
import { isTruthy } from './truthy';
import type { RuleJson } from './validate-rule';

// A rule compiled from a decision table is traced as the table (rows, cells, outcome), not as the
// JSON logic it compiles to (no `preserve` cells, no ranks of a collect table).

/** The decision table a rule was compiled from (underwriting answers or code conditions), else null. */
export function decisionTableOf(rule: RuleJson): AnyDecisionTable | null {
  const underwriting = decompileDecisionTable('underwriting', rule);
  if (underwriting.ok) return underwriting.table;
  const condition = decompileDecisionTable('condition', rule);
  return condition.ok ? condition.table : null;
}

const valueText = (value: CellValue) => JSON.stringify(value);

/** A cell as the grid reads it: `age > 65`, `18 ≤ age < 40`, `plan ∈ ["gold","silver"]`. */
function cellText(variable: string, cell: Exclude<DecisionCell, { op: 'any' }>): string {
  switch (cell.op) {
    case 'between':
      return `${cell.from} ≤ ${variable} < ${cell.to}`;
    case 'in':
      return `${variable} ∈ [${cell.values.map(valueText).join(', ')}]`;
    default:
      return `${variable} ${SYMBOLS[cell.op]} ${valueText(cell.value)}`;
  }
}
const SYMBOLS = { '==': '=', '!=': '≠', '<': '<', '<=': '≤', '>': '>', '>=': '≥' } as const;

const outcomeText = (outcome: RowDecision | boolean) =>
  typeof outcome === 'boolean' ? String(outcome) : underwritingAnswer(outcome);

type Step = { node: TraceNode; matched: boolean; failed: boolean };

/**
 * One row: its cells in column order ("-" cells left out), each run by the engine as the compiled rule
 * runs it, stopping at the first that does not hold (as `and` does). The row's result is whether it matched.
 */
function traceRow(
  engine: RuleEngine,
  table: AnyDecisionTable,
  row: DecisionRow,
  index: number,
  data: unknown,
  describe: (error: unknown) => string,
): Step {
  const cells: TraceNode[] = [];
  let matched = true;
  let error: string | null = null;
  for (let column = 0; column < row.cells.length && matched && error === null; column++) {
    const cell = row.cells[column] as DecisionCell;
    const variable = table.columns[column] as string;
    const rule = cellRule(variable, cell);
    if (rule === null || cell.op === 'any') continue;
    const path = `$.rows[${index}].cells[${column}]`;
    try {
      const result = engine.run(rule, data);
      matched = isTruthy(result);
      cells.push({ operator: null, path, rule: cellText(variable, cell), result, error: null, inputs: [] });
    } catch (thrown) {
      error = describe(thrown);
      cells.push({ operator: null, path, rule: cellText(variable, cell), result: null, error, inputs: [] });
    }
  }
  const node: TraceNode = {
    operator: null,
    path: `$.rows[${index}]`,
    rule: `#${index + 1} → ${outcomeText(row.outcome)}`,
    result: error === null ? matched : null,
    error,
    inputs: cells,
  };
  return { node, matched: error === null && matched, failed: error !== null };
}

/** Which rows of a decision table decided a traced run (1-based), with its kind and hit policy. */
export type TraceDecision = Pick<AnyDecisionTable, 'kind' | 'hitPolicy'> & { matched: number[] };

/**
 * The steps of a run of a rule compiled from `table`: the rows the engine reaches (first hit: up to
 * the first that matches; collect: every row), each with its cells, then "else" when none matched.
 */
export function traceTableRows(
  engine: RuleEngine,
  table: AnyDecisionTable,
  data: unknown,
  describe: (error: unknown) => string,
): { rows: TraceNode[]; decision: TraceDecision } {
  const rows: TraceNode[] = [];
  const matched: number[] = [];
  for (let index = 0; index < table.rows.length; index++) {
    const step = traceRow(engine, table, table.rows[index] as DecisionRow, index, data, describe);
    rows.push(step.node);
    if (step.matched) matched.push(index + 1);
    if (step.failed || (step.matched && table.hitPolicy === 'first')) break;
  }
  if (matched.length === 0 && !rows.some((row) => row.error !== null))
    rows.push({
      operator: null,
      path: '$.otherwise',
      rule: `else → ${outcomeText(table.otherwise)}`,
      result: true,
      error: null,
      inputs: [],
    });
  return { rows, decision: { kind: table.kind, hitPolicy: table.hitPolicy, matched } };
}
