import {
  type AnyDecisionTable,
  type CellValue,
  COMPARISON_OPERATORS,
  type ComparisonOperator,
  compileDecisionTable,
  type DecisionCell,
  type DecisionTable,
  type DecisionTableKind,
  isFiniteNumber,
  RANKED_DECISIONS,
  REASON_SEPARATOR,
  type RowDecision,
  UNDERWRITING_RANK,
  underwritingAnswer,
} from './decision-table';
import { parseUnderwritingAnswer, UNDERWRITING_DECISIONS, type UnderwritingDecision } from './underwriting';
import type { RuleJson } from './validate-rule';

// Reading a rule back as the decision table it was compiled from (decision-table.ts).

export type DecompileFailure =
  /** '{}' or nothing: no rule yet (the studio starts a new table). */
  | 'empty'
  /** Not JSON. */
  | 'not_json'
  /** Not a chain of conditions and outcomes of a table. */
  | 'shape'
  /** A condition the grid cannot show (row index given). */
  | 'condition'
  /** An outcome other than accept/decline/refer (with a reason) or true/false (row index given). */
  | 'outcome';
export type Decompiled<K extends DecisionTableKind> =
  | { ok: true; table: DecisionTable<K> }
  | { ok: false; reason: DecompileFailure; row?: number };

type Op = { [key: string]: RuleJson };
const isOp = (node: RuleJson, name: string): node is Op =>
  node !== null &&
  typeof node === 'object' &&
  !Array.isArray(node) &&
  Object.keys(node).length === 1 &&
  Object.hasOwn(node, name);
const argsOf = (node: Op, name: string): RuleJson[] | null => {
  const args = node[name];
  return Array.isArray(args) ? args : null;
};
const isCellValue = (value: RuleJson): value is CellValue =>
  typeof value === 'string' || typeof value === 'boolean' || isFiniteNumber(value);
const readVariable = (node: RuleJson): string | null => {
  if (!isOp(node, 'var')) return null;
  return typeof node.var === 'string' && node.var !== '' ? node.var : null;
};

type ParsedCell = { variable: string; cell: DecisionCell };

function parseCell(node: RuleJson): ParsedCell | null {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
  const [operator] = Object.keys(node);
  if (operator === undefined || Object.keys(node).length !== 1) return null;
  if (operator === 'preserve') {
    const variable = (node as Op).preserve;
    return typeof variable === 'string' && variable !== '' ? { variable, cell: { op: 'any' } } : null;
  }
  const args = argsOf(node as Op, operator);
  if (args?.length !== 2) return null;
  if (operator === 'and') {
    const [low, high] = args;
    const lower = low === undefined ? null : parseCell(low);
    const upper = high === undefined ? null : parseCell(high);
    if (!lower || !upper || lower.variable !== upper.variable) return null;
    if (lower.cell.op !== '>=' || upper.cell.op !== '<') return null;
    if (!isFiniteNumber(lower.cell.value) || !isFiniteNumber(upper.cell.value)) return null;
    return { variable: lower.variable, cell: { op: 'between', from: lower.cell.value, to: upper.cell.value } };
  }
  const variable = readVariable(args[0] as RuleJson);
  if (variable === null) return null;
  const operand = args[1] as RuleJson;
  if (operator === 'in') {
    if (!Array.isArray(operand) || !operand.every(isCellValue)) return null;
    return { variable, cell: { op: 'in', values: operand as CellValue[] } };
  }
  if (!(COMPARISON_OPERATORS as readonly string[]).includes(operator) || !isCellValue(operand)) return null;
  return { variable, cell: { op: operator as ComparisonOperator, value: operand } };
}

function parseCondition(node: RuleJson): ParsedCell[] | null {
  if (node === true) return [];
  if (!isOp(node, 'and')) return null;
  const args = argsOf(node, 'and');
  if (!args || args.length === 0) return null;
  const cells: ParsedCell[] = [];
  for (const part of args) {
    const cell = parseCell(part);
    if (!cell) return null;
    cells.push(cell);
  }
  return cells;
}

function parseUnderwritingOutcome(node: RuleJson): RowDecision | null {
  if (typeof node !== 'string') return null;
  const answer = parseUnderwritingAnswer(node);
  // Only the exact form compileDecisionTable writes.
  return answer && underwritingAnswer(answer) === node ? answer : null;
}

function parseOutcome(kind: DecisionTableKind, node: RuleJson): RowDecision | boolean | null {
  if (kind === 'condition') return typeof node === 'boolean' ? node : null;
  return parseUnderwritingOutcome(node);
}

/** Rows of cells (each naming its variable) into the first row's columns, "-" where a row names none. */
function layOut(parsed: ParsedCell[][]): { columns: string[]; cells: DecisionCell[][] } | { failedRow: number } {
  const columns = (parsed[0] ?? []).map(({ variable }) => variable);
  const cells: DecisionCell[][] = [];
  for (let index = 0; index < parsed.length; index++) {
    const row = parsed[index] as ParsedCell[];
    const line: DecisionCell[] = columns.map(() => ({ op: 'any' }));
    let last = -1;
    for (const { variable, cell } of row) {
      const column = columns.indexOf(variable);
      // Each column's variable once per row, in column order: anything else is not what a table writes.
      if (column <= last) return { failedRow: index };
      last = column;
      line[column] = cell;
    }
    cells.push(line);
  }
  return { columns, cells };
}

const sameJson = (a: RuleJson, b: RuleJson) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The table a rule was compiled from, or why it is not one. Exact: a rule opens as a table only when
 * compiling that table gives the same JSON back, so hand-written rules of another shape stay code.
 */
export function decompileDecisionTable<K extends DecisionTableKind>(kind: K, input: string | RuleJson): Decompiled<K> {
  let rule: RuleJson;
  if (typeof input === 'string') {
    if (input.trim() === '') return { ok: false, reason: 'empty' };
    try {
      rule = JSON.parse(input) as RuleJson;
    } catch {
      return { ok: false, reason: 'not_json' };
    }
  } else rule = input;
  if (rule === null || (typeof rule === 'object' && !Array.isArray(rule) && Object.keys(rule).length === 0))
    return { ok: false, reason: 'empty' };
  if (!isOp(rule, 'if')) return { ok: false, reason: 'shape' };
  const branches = argsOf(rule, 'if');
  if (!branches || branches.length % 2 === 0) return { ok: false, reason: 'shape' };
  const otherwise = parseOutcome(kind, branches[branches.length - 1] as RuleJson);
  if (otherwise === null) return { ok: false, reason: 'outcome' };
  const collect = readCollect(kind, branches);
  const rowsRules = collect ?? firstRows(branches);
  const parsed: ParsedCell[][] = [];
  const outcomes: (RowDecision | boolean)[] = [];
  for (let index = 0; index < rowsRules.length; index++) {
    const { condition, outcome } = rowsRules[index] as { condition: RuleJson; outcome: RuleJson };
    const cells = parseCondition(condition);
    if (!cells) return { ok: false, reason: 'condition', row: index };
    const value = collect ? outcome : parseOutcome(kind, outcome);
    if (value === null) return { ok: false, reason: 'outcome', row: index };
    parsed.push(cells);
    outcomes.push(value as RowDecision | boolean);
  }
  const laid = layOut(parsed);
  if ('failedRow' in laid) return { ok: false, reason: 'condition', row: laid.failedRow };
  const table = {
    kind,
    hitPolicy: collect ? 'collect' : 'first',
    columns: laid.columns,
    rows: laid.cells.map((cells, index) => ({ cells, outcome: outcomes[index] })),
    otherwise,
  } as DecisionTable<K>;
  if (table.rows.length === 0 || !sameJson(compileDecisionTable(table as AnyDecisionTable), rule))
    return { ok: false, reason: 'shape' };
  return { ok: true, table };
}

type RowRule = { condition: RuleJson; outcome: RuleJson };

const firstRows = (branches: RuleJson[]): RowRule[] => {
  const rows: RowRule[] = [];
  for (let index = 0; index + 1 < branches.length; index += 2)
    rows.push({ condition: branches[index] as RuleJson, outcome: branches[index + 1] as RuleJson });
  return rows;
};

/**
 * A collect table's rows (conditions in order, outcomes already read) from the rank list of its first
 * branch and, for underwriting, each row's reason from its decision's `cat`; null when the rule is
 * not of that shape (then it is read as a first-hit chain, and the exact check decides).
 */
function readCollect(kind: DecisionTableKind, branches: RuleJson[]): RowRule[] | null {
  const test = branches[0];
  if (test === undefined || !isOp(test, '==')) return null;
  const compared = argsOf(test, '==');
  const worst = compared?.[0];
  if (!worst || !isOp(worst, 'max')) return null;
  const ranked = argsOf(worst, 'max');
  if (!ranked) return null;
  const rows: { condition: RuleJson; rank: number }[] = [];
  for (const item of ranked) {
    const parts = isOp(item, 'if') ? argsOf(item, 'if') : null;
    if (parts?.length !== 3 || parts[2] !== 0 || typeof parts[1] !== 'number') return null;
    rows.push({ condition: parts[0] as RuleJson, rank: parts[1] });
  }
  if (kind === 'condition')
    return rows.map(({ condition, rank }) => ({ condition, outcome: rank === 1 ? true : rank === 2 ? false : null }));
  // Reasons: each decision's cat lists its rows' pieces in row order.
  const pieces = new Map<UnderwritingDecision, RuleJson[]>();
  for (let index = 0; index + 1 < branches.length; index += 2) {
    const answer = branches[index + 1] as RuleJson;
    const list = isOp(answer, 'cat') ? argsOf(answer, 'cat') : null;
    const decision = list?.[0];
    if (!list || typeof decision !== 'string' || !(UNDERWRITING_DECISIONS as readonly string[]).includes(decision))
      return null;
    pieces.set(decision as UnderwritingDecision, list.slice(1));
  }
  const used = new Map<UnderwritingDecision, number>();
  return rows.map(({ condition, rank }) => {
    const decision = RANKED_DECISIONS.find((name) => UNDERWRITING_RANK[name] === rank);
    if (!decision) return { condition, outcome: null };
    const position = used.get(decision) ?? 0;
    used.set(decision, position + 1);
    const piece = pieces.get(decision)?.[position];
    let reason: string | null = null;
    if (piece === '') reason = '';
    else if (piece !== undefined && isOp(piece, 'if')) {
      const text = argsOf(piece, 'if')?.[1];
      if (typeof text === 'string' && text.startsWith(REASON_SEPARATOR)) reason = text.slice(REASON_SEPARATOR.length);
    }
    // A reason that does not read back is caught by the exact check (the outcome is rebuilt from it).
    return { condition, outcome: reason === null ? null : ({ decision, reason } as unknown as RuleJson) };
  });
}
