import type { UnderwritingDecision } from './underwriting';
import type { RuleJson } from './validate-rule';

/**
 * Decision tables: conditions as columns (one input each), one outcome per row, a hit policy, and
 * an outcome when no row matches. A table compiles to plain JSON logic that the one engine runs, and
 * that JSON logic decompiles to the same table (decompileDecisionTable), so a rule written as a
 * table opens as a table. Anything not of that exact shape is code.
 */

export type CellValue = number | string | boolean;
export const COMPARISON_OPERATORS = ['==', '!=', '<', '<=', '>', '>='] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
export const CELL_OPERATORS = ['any', ...COMPARISON_OPERATORS, 'between', 'in'] as const;
export type CellOperator = (typeof CELL_OPERATORS)[number];
const ORDERING: ReadonlySet<string> = new Set(['<', '<=', '>', '>=']);

/** One cell: any value ("-"), a comparison with a value, a band `from <= x < to`, or one of a list. */
export type DecisionCell =
  | { op: 'any' }
  | { op: ComparisonOperator; value: CellValue }
  | { op: 'between'; from: number; to: number }
  | { op: 'in'; values: CellValue[] };

export type HitPolicy = 'first' | 'collect';
export const HIT_POLICIES: readonly HitPolicy[] = ['first', 'collect'];

/** Underwriting rows answer a decision with a reason; code-condition rows answer whether the code applies. */
export type RowDecision = { decision: UnderwritingDecision; reason: string };
export type DecisionTableKind = 'underwriting' | 'condition';
type OutcomeOf<K extends DecisionTableKind> = K extends 'underwriting' ? RowDecision : boolean;

export type DecisionRow<K extends DecisionTableKind = DecisionTableKind> = {
  cells: DecisionCell[];
  outcome: OutcomeOf<K>;
};
export type DecisionTable<K extends DecisionTableKind = DecisionTableKind> = {
  kind: K;
  /** first: the first matching row decides; collect: every matching row counts and the worst wins. */
  hitPolicy: HitPolicy;
  /** The input each condition column reads (a var path). */
  columns: string[];
  rows: DecisionRow<K>[];
  /** The outcome when no row matches. */
  otherwise: OutcomeOf<K>;
};
export type UnderwritingTable = DecisionTable<'underwriting'>;
export type ConditionTable = DecisionTable<'condition'>;
export type AnyDecisionTable = UnderwritingTable | ConditionTable;

// ---------------------------------------------------------------------------------------------
// Checks

/** Why a table cannot be saved: the column or row (0-based) and a code the studio words. */
export type TableProblem = {
  code:
    | 'no_rows'
    | 'column_variable'
    | 'column_duplicate'
    | 'cell_count'
    | 'cell_number'
    | 'cell_band'
    | 'cell_list'
    | 'reason_space';
  column?: number;
  row?: number;
};

const VARIABLE_NAME = /^[A-Za-z_$][\w$]*(\.[\w$]+)*$/;
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * What stops a table from being saved: no rows, a column without a valid variable, a variable in two
 * columns, a comparison of order with a non-number, a band whose start is not below its end, an empty
 * list, a reason with spaces around it. A table that passes compiles and opens again unchanged.
 */
export function tableProblems(table: AnyDecisionTable): TableProblem[] {
  const problems: TableProblem[] = [];
  if (table.rows.length === 0) problems.push({ code: 'no_rows' });
  const seen = new Set<string>();
  table.columns.forEach((variable, column) => {
    if (!VARIABLE_NAME.test(variable) || variable.split('.').some((part) => FORBIDDEN.has(part)))
      problems.push({ code: 'column_variable', column });
    else if (seen.has(variable)) problems.push({ code: 'column_duplicate', column });
    seen.add(variable);
  });
  table.rows.forEach((row, rowIndex) => {
    if (table.kind === 'underwriting') {
      const reason = (row.outcome as RowDecision).reason;
      if (reason !== reason.trim()) problems.push({ code: 'reason_space', row: rowIndex });
    }
    if (row.cells.length !== table.columns.length) {
      problems.push({ code: 'cell_count', row: rowIndex });
      return;
    }
    row.cells.forEach((cell, column) => {
      const at = { row: rowIndex, column };
      if (cell.op === 'between') {
        if (!isFiniteNumber(cell.from) || !isFiniteNumber(cell.to)) problems.push({ code: 'cell_number', ...at });
        else if (!(cell.from < cell.to)) problems.push({ code: 'cell_band', ...at });
      } else if (cell.op === 'in') {
        if (cell.values.length === 0) problems.push({ code: 'cell_list', ...at });
      } else if (cell.op !== 'any' && ORDERING.has(cell.op) && !isFiniteNumber(cell.value))
        problems.push({ code: 'cell_number', ...at });
    });
  });
  return problems;
}
const FORBIDDEN: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

// ---------------------------------------------------------------------------------------------
// Compile

const read = (variable: string): RuleJson => ({ var: variable });

/** A cell as JSON logic over its column's variable; null for "-" (any). */
export function cellRule(variable: string, cell: DecisionCell): RuleJson | null {
  switch (cell.op) {
    case 'any':
      return null;
    case 'between':
      return { and: [{ '>=': [read(variable), cell.from] }, { '<': [read(variable), cell.to] }] };
    case 'in':
      return { in: [read(variable), [...cell.values]] };
    default:
      return { [cell.op]: [read(variable), cell.value] };
  }
}

/**
 * A row's condition: the `and` of its cells in column order, `true` when there are none. The first
 * row names every column, a "-" cell as `{"preserve":"<variable>"}` (true, reads no input), so the
 * columns and their order read back; later rows leave "-" cells out.
 */
function rowCondition(columns: readonly string[], row: DecisionRow, first: boolean): RuleJson {
  const parts: RuleJson[] = [];
  row.cells.forEach((cell, column) => {
    const variable = columns[column] as string;
    const rule = cellRule(variable, cell);
    if (rule !== null) parts.push(rule);
    else if (first) parts.push({ preserve: variable });
  });
  return parts.length === 0 ? true : { and: parts };
}

/** Underwriting answers "decline" or "decline; reason" (underwriting.ts reads both). */
export const REASON_SEPARATOR = '; ';
export const underwritingAnswer = (outcome: RowDecision): string =>
  outcome.reason === '' ? outcome.decision : `${outcome.decision}${REASON_SEPARATOR}${outcome.reason}`;

/** Severity for collect: the highest matched wins (0 = no row matched). */
export const UNDERWRITING_RANK: Record<UnderwritingDecision, number> = { accept: 1, refer: 2, decline: 3 };
const conditionRank = (value: boolean) => (value ? 1 : 2);
export const RANKED_DECISIONS: readonly UnderwritingDecision[] = ['decline', 'refer', 'accept'];

function outcomeRule(table: AnyDecisionTable, outcome: RowDecision | boolean): RuleJson {
  return table.kind === 'underwriting' ? underwritingAnswer(outcome as RowDecision) : (outcome as boolean);
}

/**
 * The table as JSON logic. first: `{"if":[row1, outcome1, row2, outcome2, ..., otherwise]}`.
 * collect: the rank of the worst matching row, `{"max":[{"if":[row, rank, 0]}, ...]}`, chooses the
 * outcome; an underwriting outcome adds the reasons of the matching rows of that decision, in order.
 */
export function compileDecisionTable(table: AnyDecisionTable): RuleJson {
  const conditions = table.rows.map((row, index) => rowCondition(table.columns, row, index === 0));
  const otherwise = outcomeRule(table, table.otherwise);
  if (table.hitPolicy === 'first') {
    const branches: RuleJson[] = [];
    table.rows.forEach((row, index) => {
      branches.push(conditions[index] as RuleJson, outcomeRule(table, row.outcome));
    });
    branches.push(otherwise);
    return { if: branches };
  }
  const rankOf = (row: DecisionRow) =>
    table.kind === 'underwriting'
      ? UNDERWRITING_RANK[(row.outcome as RowDecision).decision]
      : conditionRank(row.outcome as boolean);
  const worst = (): RuleJson => ({
    max: table.rows.map((row, index) => ({ if: [conditions[index] as RuleJson, rankOf(row), 0] })),
  });
  const branches: RuleJson[] = [];
  if (table.kind === 'underwriting') {
    for (const decision of RANKED_DECISIONS) {
      const pieces: RuleJson[] = [decision];
      table.rows.forEach((row, index) => {
        const outcome = row.outcome as RowDecision;
        if (outcome.decision !== decision) return;
        pieces.push(
          outcome.reason === ''
            ? ''
            : { if: [conditions[index] as RuleJson, `${REASON_SEPARATOR}${outcome.reason}`, ''] },
        );
      });
      branches.push({ '==': [worst(), UNDERWRITING_RANK[decision]] }, { cat: pieces });
    }
  } else {
    branches.push({ '==': [worst(), conditionRank(false)] }, false, { '==': [worst(), conditionRank(true)] }, true);
  }
  branches.push(otherwise);
  return { if: branches };
}

/** A new table: one column, one row, that accepts (underwriting) or does not apply (condition) otherwise. */
export function newDecisionTable<K extends DecisionTableKind>(kind: K, variable = ''): DecisionTable<K> {
  const outcome = (kind === 'underwriting' ? { decision: 'refer', reason: '' } : true) as OutcomeOf<K>;
  const otherwise = (kind === 'underwriting' ? { decision: 'accept', reason: '' } : false) as OutcomeOf<K>;
  return {
    kind,
    hitPolicy: 'first',
    columns: [variable],
    rows: [{ cells: [{ op: '==', value: '' }], outcome } as DecisionRow<K>],
    otherwise,
  };
}
