import {
  RATE_TABLE_CELL_REASONS,
  RATE_TABLE_LIMITS,
  RATE_TABLE_NAME,
  type RateTableCellError,
  type RateTableCellReason,
  type RateTableColumnKind,
} from '../rate-tables';
import { decimalAdd, decimalDivide, decimalMultiply, decimalSubtract } from './decimal-arithmetic';
import type { RuleFunction } from './engine';
import type { RuleJson } from './validate-rule';
import type { TableKeyTypes, VariableType } from './variables';

/**
 * Rate tables as rules read them: `{"table": ["name", key1, key2, ..., "output"?]}` answers the output
 * (the first one when not named) of the row the keys select. One lookup function per table serves
 * the interpreter (the engine's `table` operator, through the tables bound to the running rule) and
 * the generated quote (quote-compile.ts binds it directly), so both answer the same. No row is the
 * error RateTableNoRow, which a quote reports as an issue naming the table and the keys, never as 0.
 */

export type RateTableInput = { name: string; kind: RateTableColumnKind };
export type RateTableDefinition = {
  name: string;
  inputs: readonly RateTableInput[];
  outputs: readonly string[];
  /** Bands of rows that share every other key must meet (each `from` the previous `to`). */
  noGaps: boolean;
  /** Each row's cells in grid order: an exact or interpolate key is one cell, a band two (from, to), then the outputs. */
  rows: readonly (readonly string[])[];
};

/** A grid column: its label (a band's are "age.from" and "age.to"), the input it belongs to, or an output. */
export type RateTableGridColumn = {
  label: string;
  role: 'exact' | 'from' | 'to' | 'interpolate' | 'output';
  input: number | null;
};

export function gridColumns(table: Pick<RateTableDefinition, 'inputs' | 'outputs'>): RateTableGridColumn[] {
  const columns: RateTableGridColumn[] = [];
  table.inputs.forEach((input, index) => {
    if (input.kind === 'band') {
      columns.push({ label: `${input.name}.from`, role: 'from', input: index });
      columns.push({ label: `${input.name}.to`, role: 'to', input: index });
    } else columns.push({ label: input.name, role: input.kind, input: index });
  });
  for (const output of table.outputs) columns.push({ label: output, role: 'output', input: null });
  return columns;
}

/** A decimal number as a cell holds it: at most 15 significant digits, so the number is exact. */
const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;
export function isDecimalCell(text: string): boolean {
  if (!DECIMAL.test(text)) return false;
  return text.replace(/[-.]/g, '').replace(/^0+/, '').length <= 15;
}

/** The column problems of a definition (names, counts, kinds), or null. */
export function columnsProblem(table: Pick<RateTableDefinition, 'inputs' | 'outputs'>): string | null {
  if (table.inputs.length === 0) return 'a rate table has at least one input column';
  if (table.inputs.length > RATE_TABLE_LIMITS.inputs)
    return `a rate table has at most ${RATE_TABLE_LIMITS.inputs} input columns`;
  if (table.outputs.length === 0) return 'a rate table has at least one output column';
  if (table.outputs.length > RATE_TABLE_LIMITS.outputs)
    return `a rate table has at most ${RATE_TABLE_LIMITS.outputs} output columns`;
  const names = [...table.inputs.map((input) => input.name), ...table.outputs];
  const bad = names.find((name) => !RATE_TABLE_NAME.test(name));
  if (bad !== undefined) return `the column name "${bad}" is not a name (a letter or '_', then letters, digits or '_')`;
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice !== undefined) return `the column name ${twice} is used twice`;
  if (table.inputs.filter((input) => input.kind === 'interpolate').length > 1)
    return 'a rate table interpolates on one column at most';
  return null;
}

type ParsedRow = {
  /** Canonical exact keys joined, the group of rows an exact lookup reaches. */
  group: string;
  bands: Array<[number, number]>;
  interpolation: number | null;
  outputs: number[];
};

const NUMERIC_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** An exact key as compared: numbers by value (1 = "1.0"), text trimmed and case-insensitive; null never matches. */
export function canonicalKey(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? `n${value}` : null;
  if (typeof value === 'boolean') return `s${value}`;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (NUMERIC_TEXT.test(text)) return `n${Number(text)}`;
  return `s${text.toLowerCase()}`;
}

/** A band or interpolation key's number, or null. */
function numberKey(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return null;
}

const BOOLEAN_TEXT = /^(true|false)$/i;

/** The kind of value an exact column's keys are: all numbers, all true/false, else text (none: text). */
function exactKeyType(keys: readonly string[]): VariableType {
  const given = keys.map((key) => key.trim()).filter((key) => key !== '');
  if (given.length === 0) return 'text';
  if (given.every((key) => NUMERIC_TEXT.test(key))) return 'number';
  if (given.every((key) => BOOLEAN_TEXT.test(key))) return 'boolean';
  return 'text';
}

/** The type of value each input column takes as a key: band and interpolation columns numbers, exact ones their keys' kind. */
function tableKeyTypes(table: Pick<RateTableDefinition, 'inputs' | 'outputs' | 'rows'>): VariableType[] {
  const columns = gridColumns(table);
  return table.inputs.map((input, index) => {
    if (input.kind !== 'exact') return 'number';
    const cell = columns.findIndex((column) => column.input === index);
    return exactKeyType(table.rows.map((row) => row[cell] ?? ''));
  });
}

/** The key types of a version's tables, by name, as `extractVariables` reads them. */
export const tableKeyTypesOf = (tables: readonly RateTableDefinition[]): TableKeyTypes =>
  new Map(tables.map((table) => [table.name, tableKeyTypes(table)]));

const describeBand = ([from, to]: [number, number]) =>
  `${from === Number.NEGATIVE_INFINITY ? '…' : from} to ${to === Number.POSITIVE_INFINITY ? '…' : to}`;

/**
 * Every refused cell of a table, in grid order: a blank or too long cell, a band whose `from` is not
 * below its `to`, a key or output that is not a number, rows with the same keys, overlapping bands,
 * gaps between bands where the table says "no gaps", interpolation keys repeated or not increasing.
 * The rows are parsed once each; the structure checks compare rows of one exact group only.
 */
export function validateRateTable(table: RateTableDefinition): RateTableCellError[] {
  const columns = gridColumns(table);
  const errors: RateTableCellError[] = [];
  const add = (
    row: number,
    column: number,
    code: RateTableCellReason,
    params: Record<string, string | number> = {},
  ) => {
    if (errors.length < 200)
      errors.push({
        row: row + 1,
        column: columns[column]?.label ?? String(column + 1),
        reason: RATE_TABLE_CELL_REASONS[code](params),
        code,
        params,
      });
  };
  if (table.rows.length > RATE_TABLE_LIMITS.rows) {
    add(RATE_TABLE_LIMITS.rows, 0, 'tooManyRows', { max: RATE_TABLE_LIMITS.rows });
    return errors;
  }
  const parsed: Array<ParsedRow | null> = table.rows.map((cells, row) => {
    if (cells.length !== columns.length) {
      add(row, Math.min(cells.length, columns.length - 1), 'cellCount', {
        found: cells.length,
        expected: columns.length,
      });
      return null;
    }
    let good = true;
    const keys: string[] = [];
    const bands: Array<[number, number]> = [];
    let interpolation: number | null = null;
    const outputs: number[] = [];
    for (let index = 0; index < columns.length; index++) {
      const column = columns[index] as RateTableGridColumn;
      const text = (cells[index] ?? '').trim();
      const refuse = (code: RateTableCellReason, params: Record<string, string | number> = {}) => {
        good = false;
        add(row, index, code, params);
      };
      if (column.role === 'from') bands.push([Number.NaN, Number.POSITIVE_INFINITY]);
      if (text.length > RATE_TABLE_LIMITS.cell) {
        refuse('tooLong', { max: RATE_TABLE_LIMITS.cell });
        continue;
      }
      if (column.role === 'exact') {
        const key = canonicalKey(text);
        if (key === null) refuse('blankKey');
        else keys.push(key);
      } else if (column.role === 'from' || column.role === 'to') {
        if (text !== '' && !isDecimalCell(text)) {
          refuse('keyNotNumber', { text });
          continue;
        }
        const band = bands[bands.length - 1] as [number, number];
        if (column.role === 'from') band[0] = text === '' ? Number.NEGATIVE_INFINITY : Number(text);
        else {
          band[1] = text === '' ? Number.POSITIVE_INFINITY : Number(text);
          if (!Number.isNaN(band[0]) && !(band[0] < band[1])) refuse('emptyBand', { band: describeBand(band) });
        }
      } else if (column.role === 'interpolate') {
        if (isDecimalCell(text)) interpolation = Number(text);
        else if (text === '') refuse('blankKey');
        else refuse('keyNotNumber', { text });
      } else if (isDecimalCell(text)) outputs.push(Number(text));
      else if (text === '') refuse('blankOutput');
      else refuse('outputNotNumber', { text });
    }
    return good ? { group: keys.join('\u0000'), bands, interpolation, outputs } : null;
  });

  const bandColumns = columns.flatMap((column, index) => (column.role === 'from' ? [index] : []));
  const interpolateColumn = columns.findIndex((column) => column.role === 'interpolate');
  const firstKeyColumn = 0;
  const groups = new Map<string, number[]>();
  parsed.forEach((row, index) => {
    if (!row) return;
    const members = groups.get(row.group);
    if (members) members.push(index);
    else groups.set(row.group, [index]);
  });
  const sameBands = (a: ParsedRow, b: ParsedRow) =>
    a.bands.every((band, index) => band[0] === b.bands[index]?.[0] && band[1] === b.bands[index]?.[1]);
  for (const members of groups.values()) {
    for (let j = 1; j < members.length; j++) {
      const later = parsed[members[j] as number] as ParsedRow;
      let lastKey: { key: number; row: number } | null = null;
      let repeated: number | null = null;
      for (let i = 0; i < j; i++) {
        const earlier = parsed[members[i] as number] as ParsedRow;
        const crossing = later.bands.every(
          (band, index) =>
            band[0] < (earlier.bands[index] as [number, number])[1] &&
            (earlier.bands[index] as [number, number])[0] < band[1],
        );
        if (!crossing) continue;
        const earlierRow = (members[i] as number) + 1;
        if (!sameBands(earlier, later)) {
          const column = bandColumns.find(
            (_, index) =>
              !(
                later.bands[index]?.[0] === earlier.bands[index]?.[0] &&
                later.bands[index]?.[1] === earlier.bands[index]?.[1]
              ),
          ) as number;
          const index = bandColumns.indexOf(column);
          add(members[j] as number, column, 'overlap', {
            band: describeBand(later.bands[index] as [number, number]),
            other: earlierRow,
            otherBand: describeBand(earlier.bands[index] as [number, number]),
          });
          break;
        }
        if (interpolateColumn === -1) {
          add(members[j] as number, bandColumns[0] ?? firstKeyColumn, 'sameKeys', { other: earlierRow });
          break;
        }
        if (earlier.interpolation === later.interpolation) repeated = earlierRow;
        lastKey = { key: earlier.interpolation as number, row: earlierRow };
      }
      if (lastKey && interpolateColumn !== -1) {
        const key = later.interpolation as number;
        if (repeated !== null) add(members[j] as number, interpolateColumn, 'repeatedKey', { key, other: repeated });
        else if (key < lastKey.key)
          add(members[j] as number, interpolateColumn, 'unsortedKey', {
            key,
            previous: lastKey.key,
            other: lastKey.row,
          });
      }
    }
  }
  if (table.noGaps && bandColumns.length > 0) {
    bandColumns.forEach((column, bandIndex) => {
      // Rows sharing every other key (exact keys, the other bands, the interpolation key) make a run of bands.
      const runs = new Map<string, number[]>();
      parsed.forEach((row, index) => {
        if (!row) return;
        const others = row.bands.filter((_, other) => other !== bandIndex).map(describeBand);
        const key = [row.group, ...others, String(row.interpolation)].join('\u0001');
        const run = runs.get(key);
        if (run) run.push(index);
        else runs.set(key, [index]);
      });
      for (const run of runs.values()) {
        const sorted = run
          .map((index) => ({ index, band: (parsed[index] as ParsedRow).bands[bandIndex] as [number, number] }))
          .sort((a, b) => a.band[0] - b.band[0]);
        for (let k = 1; k < sorted.length; k++) {
          const before = sorted[k - 1] as { index: number; band: [number, number] };
          const next = sorted[k] as { index: number; band: [number, number] };
          if (next.band[0] > before.band[1])
            add(next.index, column, 'gap', { from: before.band[1], to: next.band[0], other: before.index + 1 });
        }
      }
    });
  }
  return errors.sort((a, b) => a.row - b.row);
}

/** The quote issue of a lookup without a row: names the table and the keys. */
export class RateTableNoRow extends Error {
  constructor(
    readonly table: string,
    readonly keys: string,
    reason?: string,
  ) {
    super(reason ?? `The rate table ${table} has no row for ${keys}.`);
    this.name = 'RateTableNoRow';
  }
}

/** The row and value of the latest lookup (a trace shows them). */
export type RateTableLookup = { table: string; row: number; column: string; value: number };

type Entry = { row: number; bands: Array<[number, number]>; interpolation: number; outputs: number[] };

/** A table ready for lookups: rows grouped by their exact keys, each group in row order. */
export class CompiledRateTable {
  readonly name: string;
  readonly inputs: readonly RateTableInput[];
  readonly outputs: readonly string[];
  private readonly groups = new Map<string, Entry[]>();
  private readonly exact: number[];
  private readonly bands: number[];
  private readonly interpolate: number;
  private readonly single: Entry[] | null;
  /** One exact column: the groups of numeric keys by number, read without making a key text. */
  private readonly numeric: Map<number, Entry[]> | null;
  /** The band keys of the lookup running (lookups never nest). */
  private readonly bandValues: number[];

  constructor(table: RateTableDefinition) {
    this.name = table.name;
    this.inputs = table.inputs;
    this.outputs = table.outputs;
    const columns = gridColumns(table);
    this.exact = table.inputs.flatMap((input, index) => (input.kind === 'exact' ? [index] : []));
    this.bands = table.inputs.flatMap((input, index) => (input.kind === 'band' ? [index] : []));
    this.interpolate = table.inputs.findIndex((input) => input.kind === 'interpolate');
    table.rows.forEach((cells, row) => {
      const keys: string[] = [];
      const bands: Array<[number, number]> = [];
      let interpolation = 0;
      const outputs: number[] = [];
      let good = cells.length === columns.length;
      columns.forEach((column, index) => {
        const text = (cells[index] ?? '').trim();
        if (column.role === 'exact') keys.push(canonicalKey(text) ?? '\u0002');
        else if (column.role === 'from')
          bands.push([text === '' ? Number.NEGATIVE_INFINITY : Number(text), Number.POSITIVE_INFINITY]);
        else if (column.role === 'to')
          (bands[bands.length - 1] as [number, number])[1] = text === '' ? Number.POSITIVE_INFINITY : Number(text);
        else if (column.role === 'interpolate') interpolation = Number(text);
        else outputs.push(Number(text));
        if (column.role !== 'exact' && text !== '' && !isDecimalCell(text)) good = false;
      });
      if (!good) return;
      const group = keys.join('\u0000');
      const entries = this.groups.get(group);
      const entry = { row: row + 1, bands, interpolation, outputs };
      if (entries) entries.push(entry);
      else this.groups.set(group, [entry]);
    });
    this.single = this.exact.length === 0 ? (this.groups.get('') ?? []) : null;
    this.numeric = null;
    if (this.exact.length === 1) {
      this.numeric = new Map();
      for (const [group, entries] of this.groups)
        if (group.startsWith('n')) this.numeric.set(Number(group.slice(1)), entries);
    }
    this.bandValues = this.bands.map(() => 0);
    if (this.interpolate !== -1)
      for (const entries of this.groups.values()) entries.sort((a, b) => a.interpolation - b.interpolation);
  }

  /** The output column's index by name (the first when null), or -1. */
  outputIndex(column: string | null): number {
    return column === null ? 0 : this.outputs.indexOf(column);
  }

  private noRow(keys: readonly unknown[]): never {
    const named = this.inputs.map((input, index) => `${input.name} ${JSON.stringify(keys[index] ?? null)}`).join(', ');
    throw new RateTableNoRow(this.name, named);
  }

  /** The output at `column` (an index) of the row `keys` select; throws RateTableNoRow when there is none. */
  value(keys: readonly unknown[], column: number): number {
    let entries = this.single;
    const first = this.numeric !== null ? keys[this.exact[0] as number] : undefined;
    if (typeof first === 'number' && this.numeric !== null) {
      entries = this.numeric.get(first) ?? null;
      if (entries === null) return this.noRow(keys);
    } else if (entries === null) {
      let group = '';
      for (let index = 0; index < this.exact.length; index++) {
        const key = canonicalKey(keys[this.exact[index] as number]);
        if (key === null) return this.noRow(keys);
        group = index === 0 ? key : `${group}\u0000${key}`;
      }
      entries = this.groups.get(group) ?? null;
      if (entries === null) return this.noRow(keys);
    }
    const bandValues = this.bandValues;
    for (let index = 0; index < this.bands.length; index++) {
      const value = numberKey(keys[this.bands[index] as number]);
      if (value === null) return this.noRow(keys);
      bandValues[index] = value;
    }
    if (this.interpolate === -1) {
      for (const entry of entries)
        if (inBands(entry, bandValues)) return this.found(entry, column, entry.outputs[column] as number);
      return this.noRow(keys);
    }
    const x = numberKey(keys[this.interpolate]);
    if (x === null) return this.noRow(keys);
    let below: Entry | null = null;
    for (const entry of entries) {
      if (!inBands(entry, bandValues)) continue;
      if (entry.interpolation === x) return this.found(entry, column, entry.outputs[column] as number);
      if (entry.interpolation < x) below = entry;
      else {
        if (below === null) return this.noRow(keys);
        const y0 = below.outputs[column] as number;
        const y1 = entry.outputs[column] as number;
        // y0 + (y1 - y0) * (x - x0) / (x1 - x0), each step exact decimal as the engine computes
        const value = decimalAdd(
          y0,
          decimalDivide(
            decimalMultiply(decimalSubtract(y1, y0), decimalSubtract(x, below.interpolation)),
            decimalSubtract(entry.interpolation, below.interpolation),
          ),
        );
        return this.found(below, column, value);
      }
    }
    return this.noRow(keys);
  }

  private found(entry: Entry, column: number, value: number): number {
    lastLookup = { table: this.name, row: entry.row, column: this.outputs[column] as string, value };
    return value;
  }
}

function inBands(entry: Entry, values: readonly number[]): boolean {
  for (let index = 0; index < values.length; index++) {
    const band = entry.bands[index] as [number, number];
    const value = values[index] as number;
    if (!(band[0] <= value && value < band[1])) return false;
  }
  return true;
}

let lastLookup: RateTableLookup | null = null;
/** The latest lookup's table, row and value (a trace step reads it right after its run). */
export const latestRateTableLookup = (): RateTableLookup | null => lastLookup;

/** A product version's tables by name. */
export type RateTableSet = ReadonlyMap<string, CompiledRateTable>;
export const NO_RATE_TABLES: RateTableSet = new Map();

export function compileRateTables(tables: readonly RateTableDefinition[]): RateTableSet {
  return new Map(tables.map((table) => [table.name, new CompiledRateTable(table)]));
}

/** The tables the running rule reads; rules run synchronously, so one slot serves the process. */
let active: RateTableSet = NO_RATE_TABLES;

/** Runs `run` with `tables` as the tables `{"table": ...}` reads. */
export function withRateTables<T>(tables: RateTableSet, run: () => T): T {
  const previous = active;
  active = tables;
  try {
    return run();
  } finally {
    active = previous;
  }
}

/** A rule function that reads `tables`. */
export function bindRateTables(fn: RuleFunction, tables: RateTableSet): RuleFunction {
  return (data) => {
    const previous = active;
    active = tables;
    try {
      return fn(data);
    } finally {
      active = previous;
    }
  };
}

/** The table and output a `{"table": [...]}` operation's arguments name, checked against the table. */
export function resolveTableCall(
  tables: RateTableSet,
  args: readonly unknown[],
): { table: CompiledRateTable; keys: number; column: number } | string {
  const name = args[0];
  if (typeof name !== 'string') return 'The table operator takes the table name first';
  const table = tables.get(name);
  if (!table) return `There is no rate table named ${name}`;
  const keys = table.inputs.length;
  if (args.length === keys + 1) return { table, keys, column: 0 };
  if (args.length === keys + 2) {
    const output = args[keys + 1];
    const column = typeof output === 'string' ? table.outputIndex(output) : -1;
    if (column === -1)
      return `The rate table ${name} has no output column ${JSON.stringify(output)} (it has ${table.outputs.join(', ')})`;
    return { table, keys, column };
  }
  return `The rate table ${name} takes ${keys} key${keys === 1 ? '' : 's'} (${table.inputs.map((input) => input.name).join(', ')}) and optionally an output column`;
}

/** The engine's `table` operator: a lookup in the tables bound to the running rule. */
export function tableOperator(args: unknown[]): number {
  const call = resolveTableCall(active, args);
  if (typeof call === 'string') throw new RateTableNoRow(String(args[0]), '', `${call}.`);
  return call.table.value(args.slice(1, 1 + call.keys), call.column);
}

/** The `{"table": [...]}` operations of a rule with their JSON paths. */
export function tableCalls(rule: RuleJson, path = '$'): Array<{ path: string; args: RuleJson[] }> {
  if (rule === null || typeof rule !== 'object') return [];
  if (Array.isArray(rule)) return rule.flatMap((item, index) => tableCalls(item, `${path}[${index}]`));
  const calls: Array<{ path: string; args: RuleJson[] }> = [];
  for (const [key, value] of Object.entries(rule)) {
    const own = `${path}.${key}`;
    if (key === 'preserve') continue;
    if (key === 'table') calls.push({ path: own, args: Array.isArray(value) ? value : [value] });
    calls.push(...tableCalls(value as RuleJson, own));
  }
  return calls;
}

/**
 * What a rule's table operations get wrong against the version's tables (a rule is saved only when
 * every name, key count and output column is right), or null. `tables` holds the columns only.
 */
export function tableCallsProblem(
  rule: RuleJson,
  tables: ReadonlyArray<Pick<RateTableDefinition, 'name' | 'inputs' | 'outputs'>>,
): string | null {
  const set: RateTableSet = new Map(
    tables.map((table) => [table.name, new CompiledRateTable({ ...table, noGaps: false, rows: [] })]),
  );
  for (const call of tableCalls(rule)) {
    if (typeof call.args[0] !== 'string')
      return `The table operator takes the table name as text first (at ${call.path})`;
    const resolved = resolveTableCall(set, call.args);
    if (typeof resolved === 'string') return `${resolved} (at ${call.path})`;
  }
  return null;
}

/** Whether a rule reads a rate table. */
export const readsRateTables = (rule: RuleJson): boolean => tableCalls(rule).length > 0;
