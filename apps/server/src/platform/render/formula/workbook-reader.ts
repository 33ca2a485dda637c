import { FUNCTION_ERRORS, WORKBOOK_LIMITS } from '@carrier/contracts';
import ExcelJS from 'exceljs';
import { fail, type Outcome, ok } from '../../../core/outcome';
import { inspectZip } from './zip-guard';

/** A cell as the formula engine takes it: a value, or a formula text starting with '='. */
export type CellContent = string | number | boolean | null;
export type SheetModel = { name: string; rows: CellContent[][] };
export type DataType = 'string' | 'boolean' | 'number' | 'error' | 'date' | 'stub';
type NameColumn = { label: string; dataType: DataType };
/** A defined name of the workbook: one cell (label and type) or a range (columns from its header row). */
export type WorkbookName = {
  name: string;
  sheet: string;
  /** The cell or range, e.g. `B2` or `A1:C10`. */
  reference: string;
  kind: 'cell' | 'range';
  label: string;
  dataType: DataType;
  columns: NameColumn[];
};
/** A workbook read into plain data (passed between threads, built into the formula engine). */
export type WorkbookModel = {
  sheets: SheetModel[];
  names: WorkbookName[];
  /** Cells formatted as dates, as `sheet!A1`: their numbers are answered as ISO dates. */
  dateCells: string[];
};
export type ReaderLimits = Record<'sheets' | 'cells' | 'rows' | 'columns', number>;

const MS_PER_DAY = 86_400_000;
const EXCEL_EPOCH_OFFSET = 25_569; // days from 1899-12-30 to 1970-01-01
export const dateToSerial = (date: Date) => date.getTime() / MS_PER_DAY + EXCEL_EPOCH_OFFSET;
export const serialToIso = (serial: number) => {
  const date = new Date(Math.round((serial - EXCEL_EPOCH_OFFSET) * MS_PER_DAY));
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
};

/**
 * A formula as the engine takes it: functions newer than the file format carry a prefix in the file
 * (the engine knows them without), and the literals TRUE and FALSE are the engine's TRUE() and FALSE().
 * Text in double quotes and sheet names in single quotes are left alone.
 */
export function normalizeFormula(formula: string): string {
  return formula.replace(/"(?:[^"]|"")*"|'(?:[^']|'')*'|[^"']+/g, (part) =>
    part.startsWith('"') || part.startsWith("'")
      ? part
      : part
          .replace(/_xlfn\.|_xlws\.|_xludf\./gi, '')
          .replace(
            /(^|[^A-Za-z0-9_.!$])(TRUE|FALSE)(?![A-Za-z0-9_.(!])/gi,
            (_match, before: string, word: string) => `${before}${word.toUpperCase()}()`,
          ),
  );
}
const DATE_FORMAT = /(^|[^\\"])[dmy]{1,4}/i;

type Cell = ExcelJS.Cell;

function contentOf(cell: Cell): { content: CellContent; date: boolean } {
  const value = cell.value as ExcelJS.CellValue;
  const dateFormat = typeof cell.numFmt === 'string' && DATE_FORMAT.test(cell.numFmt.replace(/\[[^\]]*\]/g, ''));
  if (value === null || value === undefined) return { content: null, date: false };
  if (value instanceof Date) return { content: dateToSerial(value), date: true };
  if (typeof value === 'number') return { content: value, date: dateFormat };
  if (typeof value === 'string') return { content: value.startsWith('=') ? `'${value}` : value, date: false };
  if (typeof value === 'boolean') return { content: value, date: false };
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const formula = cell.formula;
      const result = (value as { result?: unknown }).result;
      return { content: formula ? `=${normalizeFormula(formula)}` : null, date: result instanceof Date || dateFormat };
    }
    if ('richText' in value) return { content: value.richText.map((part) => part.text).join(''), date: false };
    if ('text' in value) return { content: String(value.text), date: false };
    if ('error' in value) return { content: String(value.error), date: false };
  }
  return { content: null, date: false };
}

function typeOf(cell: Cell | undefined): DataType {
  if (!cell) return 'stub';
  let value = cell.value as unknown;
  if (value && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value))
    value = (value as { result?: unknown }).result;
  if (value === null || value === undefined) return 'stub';
  if (value instanceof Date) return 'date';
  if (typeof value === 'number') return contentOf(cell).date ? 'date' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'object' && 'error' in (value as object)) return 'error';
  return 'string';
}

const textOf = (cell: Cell | undefined) => {
  const value = cell?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'richText' in value)
    return value.richText.map((part) => part.text).join('');
  return null;
};

/** `Sheet1!$A$1:$B$2` or `'My sheet'!$A$1` into the sheet and the bare reference. */
function splitRange(range: string): { sheet: string; reference: string } | null {
  const bang = range.lastIndexOf('!');
  if (bang < 0) return null;
  let sheet = range.slice(0, bang);
  if (sheet.startsWith("'") && sheet.endsWith("'")) sheet = sheet.slice(1, -1).replace(/''/g, "'");
  return { sheet, reference: range.slice(bang + 1).replace(/\$/g, '') };
}

/**
 * Reads an xlsx file into a WorkbookModel: the archive is inspected first (zip-guard), then exceljs
 * unpacks it; sheets past the limits are refused before their cells are copied.
 */
export async function readWorkbook(
  bytes: Uint8Array,
  limits: ReaderLimits = WORKBOOK_LIMITS,
): Promise<Outcome<WorkbookModel>> {
  const archive = inspectZip(bytes);
  if (!archive.ok) return archive;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    return fail(FUNCTION_ERRORS.archiveInvalid);
  }
  if (workbook.worksheets.length > limits.sheets) return fail(FUNCTION_ERRORS.tooManySheets);
  const sheets: SheetModel[] = [];
  const dateCells: string[] = [];
  let cells = 0;
  for (const worksheet of workbook.worksheets) {
    if (worksheet.rowCount > limits.rows)
      return fail(FUNCTION_ERRORS.sheetTooLarge(worksheet.name, `${limits.rows} rows`));
    if (worksheet.columnCount > limits.columns)
      return fail(FUNCTION_ERRORS.sheetTooLarge(worksheet.name, `${limits.columns} columns`));
    const rows: CellContent[][] = [];
    let tooMany = false;
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (tooMany) return;
      const line: CellContent[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        if (++cells > limits.cells) tooMany = true;
        const { content, date } = contentOf(cell);
        line[column - 1] = content;
        if (date) dateCells.push(`${worksheet.name}!${cell.address}`);
      });
      rows[rowNumber - 1] = Array.from(line, (value) => value ?? null);
    });
    if (tooMany) return fail(FUNCTION_ERRORS.sheetTooLarge(worksheet.name, `${limits.cells} cells`));
    sheets.push({ name: worksheet.name, rows: Array.from(rows, (row) => row ?? []) });
  }
  return ok({ sheets, names: namesOf(workbook), dateCells });
}

const ENGINE_NAME = /^[A-Za-z_][A-Za-z0-9_.]{0,254}$/;
const CELL_LIKE = /^([A-Za-z]{1,3}\d+|R\d*C\d*)$/i;
const AREA = /^[A-Z]{1,3}\d+(:[A-Z]{1,3}\d+)?$/i;

function namesOf(workbook: ExcelJS.Workbook): WorkbookName[] {
  const names: WorkbookName[] = [];
  const model = (workbook.definedNames as unknown as { model: Array<{ name: string; ranges: string[] }> }).model;
  for (const defined of model) {
    // Only names of one cell or one rectangular range that the engine can name (no constants, whole
    // columns, several areas, or names that read as cell references).
    if (defined.ranges.length !== 1 || !ENGINE_NAME.test(defined.name) || CELL_LIKE.test(defined.name)) continue;
    const place = defined.ranges[0] ? splitRange(defined.ranges[0]) : null;
    const worksheet = place ? workbook.getWorksheet(place.sheet) : undefined;
    if (!place || !worksheet || !AREA.test(place.reference)) continue;
    const [from, to] = place.reference.split(':') as [string, string | undefined];
    if (!to || to === from) {
      const cell = worksheet.getCell(from);
      const left = Number(cell.col) > 1 ? worksheet.getCell(Number(cell.row), Number(cell.col) - 1) : undefined;
      names.push({
        name: defined.name,
        sheet: worksheet.name,
        reference: from,
        kind: 'cell',
        label: textOf(left) ?? defined.name,
        dataType: typeOf(cell),
        columns: [],
      });
      continue;
    }
    const start = worksheet.getCell(from);
    const end = worksheet.getCell(to);
    const area = (Number(end.row) - Number(start.row) + 1) * (Number(end.col) - Number(start.col) + 1);
    if (area <= 0 || area > WORKBOOK_LIMITS.cells) continue;
    const columns: NameColumn[] = [];
    for (let column = Number(start.col); column <= Number(end.col) && columns.length < 1000; column++) {
      const header = worksheet.getCell(Number(start.row), column);
      const below = Number(end.row) > Number(start.row) ? worksheet.getCell(Number(start.row) + 1, column) : undefined;
      columns.push({ label: textOf(header) ?? header.address, dataType: typeOf(below) });
    }
    names.push({
      name: defined.name,
      sheet: worksheet.name,
      reference: `${from}:${to}`,
      kind: 'range',
      label: defined.name,
      dataType: 'stub',
      columns,
    });
  }
  return names.sort((a, b) => a.name.localeCompare(b.name));
}
