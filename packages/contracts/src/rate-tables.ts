/**
 * Rate tables of a product version: named grids that rules read with `{"table": ["name", key...]}`.
 * Input columns are exact (a key equal to the cell), band (`from <= x < to`, a blank end is open) or
 * interpolate (a number, linear between rows); output columns hold decimal numbers kept as text.
 */
export const RATE_TABLE_COLUMN_KINDS = ['exact', 'band', 'interpolate'] as const;
export type RateTableColumnKind = (typeof RATE_TABLE_COLUMN_KINDS)[number];

export const RATE_TABLE_LIMITS = {
  tablesPerVersion: 50,
  name: 64,
  description: 2_000,
  inputs: 8,
  outputs: 8,
  rows: 5_000,
  cell: 40,
  /** CSV text of an import. */
  csv: 1_000_000,
} as const;

/** A table or column name: a letter or '_', then letters, digits or '_'. */
export const RATE_TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

type Params = Record<string, string | number>;
/** Why a cell is refused, by code: the studio words each code in its locale with the same params. */
export const RATE_TABLE_CELL_REASONS = {
  tooManyRows: (p: Params) => `a rate table holds at most ${p.max} rows`,
  cellCount: (p: Params) => `the row has ${p.found} cells, not ${p.expected}`,
  tooLong: (p: Params) => `the cell is longer than ${p.max} characters`,
  blankKey: () => 'the key is blank',
  keyNotNumber: (p: Params) => `"${p.text}" is not a number`,
  emptyBand: (p: Params) => `the band ${p.band} is empty (from must be below to)`,
  blankOutput: () => 'the output is blank',
  outputNotNumber: (p: Params) => `"${p.text}" is not a number (at most 15 digits)`,
  overlap: (p: Params) => `the band ${p.band} overlaps row ${p.other} (${p.otherBand})`,
  sameKeys: (p: Params) => `the keys are the same as row ${p.other}`,
  repeatedKey: (p: Params) => `the interpolation key ${p.key} repeats row ${p.other}`,
  unsortedKey: (p: Params) =>
    `the interpolation keys must increase: ${p.key} comes after ${p.previous} (row ${p.other})`,
  gap: (p: Params) => `a gap from ${p.from} to ${p.to} after row ${p.other} (the table has no gaps)`,
} as const;
export type RateTableCellReason = keyof typeof RATE_TABLE_CELL_REASONS;

/**
 * One refused cell: the row (1-based, as in the grid and the CSV below its header), its column's label,
 * the reason in words and as a code with its params.
 */
export type RateTableCellError = {
  row: number;
  column: string;
  reason: string;
  code: RateTableCellReason;
  params: Params;
};

export const RATE_TABLE_ERRORS = {
  notFound: (name: string) => ({ code: 'rate_table_not_found', message: `The rate table ${name} does not exist.` }),
  exists: (name: string) => ({ code: 'rate_table_exists', message: `A rate table named ${name} already exists.` }),
  invalidName: {
    code: 'rate_table_invalid_name',
    message: "A rate table or column name starts with a letter or '_' and holds at most 64 letters, digits or '_'.",
  },
  tooMany: {
    code: 'too_many_rate_tables',
    message: `A product version holds at most ${RATE_TABLE_LIMITS.tablesPerVersion} rate tables.`,
  },
  invalidColumns: (reason: string) => ({
    code: 'rate_table_invalid_columns',
    message: `The columns are not valid: ${reason}`,
  }),
  invalidCells: (errors: readonly RateTableCellError[]) => ({
    code: 'rate_table_invalid_cells',
    message: errors
      .slice(0, 20)
      .map((error) => `Row ${error.row}, column ${error.column}: ${error.reason}`)
      .join('\n'),
  }),
  inUse: (name: string, where: string) => ({
    code: 'rate_table_in_use',
    message: `The rate table ${name} is read by the ${where}; change the rule first.`,
  }),
  invalidFile: (reason: string) => ({
    code: 'rate_table_invalid_file',
    message: `The file cannot be imported: ${reason}`,
  }),
} as const;
