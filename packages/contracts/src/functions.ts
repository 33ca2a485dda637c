/** Function templates (spec 001 §3, §4, §5): Excel workbooks whose input_* and output_* names make a calculation. */

export const FUNCTION_INPUT_PREFIX = 'input_';
export const FUNCTION_OUTPUT_PREFIX = 'output_';
export const FUNCTION_FILE_EXTENSION = 'xlsx';

/** What a workbook may be: checked before unzipping (archive) and while reading (sheets, cells). */
export const WORKBOOK_LIMITS = {
  /** The stored file (the upload limit). */
  fileBytes: 15 * 1024 * 1024,
  /** Sum of the archive entries' declared uncompressed sizes. */
  uncompressedBytes: 100 * 1024 * 1024,
  /** One archive entry, uncompressed. */
  entryBytes: 60 * 1024 * 1024,
  /** Largest uncompressed/compressed ratio of one entry (zip bombs reach thousands). */
  compressionRatio: 200,
  entries: 2_000,
  sheets: 50,
  /** Non-empty cells over every sheet. */
  cells: 200_000,
  rows: 100_000,
  columns: 1_000,
  /** Inputs and outputs of one template. */
  fields: 500,
  /** Rows an input range takes from its data. */
  rangeRows: 10_000,
} as const;

export const FUNCTION_MESSAGES = {
  fileNotCompatible: 'File not compatible, please select an excel file.',
  inputNotAdded: 'input not added',
  outputNotAdded: 'output not added',
  inputNotExisting: 'input does not exist',
  outputNotExisting: 'output does not exist',
  changesNotSaved:
    'There are changes in the template. You need to Save them first to reflect the changes in the preview.',
} as const;

export const FUNCTION_ERRORS = {
  fileNotCompatible: { code: 'file_not_compatible', message: FUNCTION_MESSAGES.fileNotCompatible },
  noFile: { code: 'function_no_file', message: 'The function template has no Excel file.' },
  fileNotFound: (key: string) => ({ code: 'function_file_not_found', message: `There is no file ${key}.` }),
  fileTooLarge: { code: 'workbook_too_large', message: 'The workbook is larger than 15 MB.' },
  archiveTooLarge: {
    code: 'workbook_archive_too_large',
    message: 'The workbook unpacks to more than the limit (possible zip bomb).',
  },
  archiveInvalid: { code: 'workbook_invalid', message: 'The workbook is not a readable xlsx file.' },
  sheetTooLarge: (sheet: string, limit: string) => ({
    code: 'workbook_sheet_too_large',
    message: `Sheet ${sheet} is larger than the limit (${limit}).`,
  }),
  tooManySheets: { code: 'workbook_too_many_sheets', message: 'The workbook has more than 50 sheets.' },
  timeout: (ms: number) => ({
    code: 'workbook_timeout',
    message: `The workbook took longer than ${ms} ms to calculate.`,
  }),
  busy: { code: 'workbook_engine_busy', message: 'The formula engine is busy, please try again in a moment.' },
  engineStopped: {
    code: 'workbook_engine_stopped',
    message: 'The formula engine stopped (the workbook needs too much memory).',
  },
  cellError: (cell: string, detail: string) => ({ code: 'workbook_cell_error', message: `${cell}: ${detail}` }),
  nameNotInWorkbook: (name: string) => ({
    code: 'workbook_name_missing',
    message: `The workbook has no name ${name}.`,
  }),
  invalidVar: (prefix: string) => ({ code: 'function_invalid_var', message: `The var must start with ${prefix}.` }),
  duplicateVar: (name: string) => ({ code: 'function_duplicate_var', message: `The template already has ${name}.` }),
  inputNotFound: (id: string) => ({ code: 'function_input_not_found', message: `There is no input ${id}.` }),
  outputNotFound: (id: string) => ({ code: 'function_output_not_found', message: `There is no output ${id}.` }),
  tooManyFields: {
    code: 'function_too_many_fields',
    message: 'A function template holds at most 500 inputs and outputs.',
  },
  inputValue: (name: string, detail: string) => ({ code: 'function_input_value', message: `${name}: ${detail}` }),
} as const;

/** Whether a file key is an Excel workbook the function kind takes (xlsx only). */
export const isWorkbookKey = (key: string) => key.toLowerCase().endsWith(`.${FUNCTION_FILE_EXTENSION}`);

/** The name of an input or output: its var minus the prefix. */
export const functionFieldName = (variable: string) =>
  variable.replace(new RegExp(`^(${FUNCTION_INPUT_PREFIX}|${FUNCTION_OUTPUT_PREFIX})`, 'i'), '');
