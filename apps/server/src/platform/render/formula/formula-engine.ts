import { FUNCTION_ERRORS, WORKBOOK_LIMITS } from '@carrier/contracts';
import {
  type CellValue,
  DetailedCellError,
  ErrorType,
  HyperFormula,
  type RawCellContent,
  type SimpleCellAddress,
  type SimpleCellRange,
} from 'hyperformula';
import { fail, type Outcome, ok } from '../../../core/outcome';
import {
  type CellContent,
  type DataType,
  dateToSerial,
  serialToIso,
  type WorkbookModel,
  type WorkbookName,
} from './workbook-reader';

/** One input's value for its defined name; `undefined` keeps the workbook's own value (the default). */
export type InputValue = { name: string; value: unknown };
export type OutputValue = { name: string; value: unknown };

type Place = WorkbookName & { range: SimpleCellRange };

/** A workbook built into the formula engine once, evaluated many times (inputs written, outputs read, inputs restored). */
export type CompiledWorkbook = {
  names: WorkbookName[];
  evaluate(inputs: InputValue[], outputs: string[]): Outcome<OutputValue[]>;
  destroy(): void;
};

const quoteSheet = (sheet: string) => `'${sheet.replace(/'/g, "''")}'`;

/** Builds the engine (HyperFormula, GPL-3.0 terms; the project is GPL-3.0-or-later). */
export function compileWorkbook(model: WorkbookModel): Outcome<CompiledWorkbook> {
  const sheets: Record<string, RawCellContent[][]> = {};
  for (const sheet of model.sheets) sheets[sheet.name] = sheet.rows as RawCellContent[][];
  let hf: HyperFormula;
  try {
    hf = HyperFormula.buildFromSheets(
      sheets,
      {
        licenseKey: 'gpl-v3',
        maxRows: WORKBOOK_LIMITS.rows,
        maxColumns: WORKBOOK_LIMITS.columns,
        dateFormats: ['YYYY-MM-DD', 'DD/MM/YYYY', 'DD/MM/YY'],
        useColumnIndex: true,
      },
      model.names.map((name) => ({
        name: name.name,
        expression: `=${quoteSheet(name.sheet)}!${absolute(name.reference)}`,
      })),
    );
  } catch (error) {
    return fail(FUNCTION_ERRORS.cellError('workbook', (error as Error).message));
  }
  const places = new Map<string, Place>();
  for (const name of model.names) {
    const sheet = hf.getSheetId(name.sheet);
    if (sheet === undefined) continue;
    const range = hf.simpleCellRangeFromString(
      name.reference.includes(':') ? name.reference : `${name.reference}:${name.reference}`,
      sheet,
    );
    if (range) places.set(name.name.toLowerCase(), { ...name, range });
  }
  const dateCells = new Set(model.dateCells);
  /** The workbook's own contents of the places evaluations have written, by name. */
  const written = new Map<string, { at: SimpleCellAddress; contents: RawCellContent[][] }>();
  const cellName = (address: SimpleCellAddress) =>
    hf.simpleCellAddressToString(address, { includeSheetName: true }) ?? '?';
  const isDate = (address: SimpleCellAddress) => dateCells.has(cellName(address));

  function write(place: Place, value: unknown): Outcome<RawCellContent[][]> {
    const { start, end } = place.range;
    if (place.kind === 'cell') return ok([[cellContent(value, isDate(start))]]);
    const rows = Array.isArray(value) ? value : [value];
    const height = end.row - start.row; // rows under the header
    if (rows.length > height || rows.length > WORKBOOK_LIMITS.rangeRows)
      return fail(FUNCTION_ERRORS.inputValue(place.name, `${rows.length} rows given, the range holds ${height}.`));
    const headers = hf.getRangeValues({ start, end: { ...end, row: start.row } })[0] ?? [];
    const written: RawCellContent[][] = [];
    for (let index = 0; index < height; index++) {
      const row = rows[index];
      written.push(
        headers.map((header, column) => {
          const address = { sheet: start.sheet, row: start.row + 1 + index, col: start.col + column };
          if (row === undefined || row === null) return null;
          const item = Array.isArray(row) ? row[column] : (row as Record<string, unknown>)[String(header)];
          return cellContent(item, isDate(address));
        }),
      );
    }
    return ok(written);
  }

  function read(place: Place): Outcome<unknown> {
    const { start } = place.range;
    const values = hf.getRangeValues(place.range);
    for (const [rowIndex, row] of values.entries())
      for (const [columnIndex, value] of row.entries())
        if (value instanceof DetailedCellError) {
          const here = cellName({ sheet: start.sheet, row: start.row + rowIndex, col: start.col + columnIndex });
          return fail(FUNCTION_ERRORS.cellError(value.address ?? here, describe(value)));
        }
    const shown = (value: CellValue, address: SimpleCellAddress) =>
      typeof value === 'number' && isDate(address) ? serialToIso(value) : value;
    if (place.kind === 'cell') return ok(shown(values[0]?.[0] ?? null, start));
    const [header = [], ...body] = values;
    return ok(
      body.map((row, rowIndex) =>
        Object.fromEntries(
          header.map((label, column) => [
            String(label ?? column),
            shown(row[column] ?? null, { sheet: start.sheet, row: start.row + 1 + rowIndex, col: start.col + column }),
          ]),
        ),
      ),
    );
  }

  return ok({
    names: model.names.map((name) => {
      // A formula saved without its cached result (files written by libraries) is typed from the engine's value.
      const place = places.get(name.name.toLowerCase());
      if (name.kind !== 'cell' || name.dataType !== 'stub' || !place || !hf.doesCellHaveFormula(place.range.start))
        return name;
      return { ...name, dataType: typeOfValue(hf.getCellValue(place.range.start), isDate(place.range.start)) };
    }),
    evaluate(inputs, outputs) {
      // One batch (one recalculation): this evaluation's inputs, and the workbook's own values back in
      // the places an earlier evaluation wrote and this one leaves to their defaults.
      const writes = new Map<string, { at: SimpleCellAddress; contents: RawCellContent[][] }>();
      for (const input of inputs) {
        if (input.value === undefined) continue;
        const key = input.name.toLowerCase();
        const place = places.get(key);
        if (!place) return fail(FUNCTION_ERRORS.nameNotInWorkbook(input.name));
        const contents = write(place, input.value);
        if (!contents.ok) return contents;
        const at = place.kind === 'cell' ? place.range.start : { ...place.range.start, row: place.range.start.row + 1 };
        writes.set(key, { at, contents: contents.value });
      }
      for (const [key, original] of written) if (!writes.has(key)) writes.set(key, original);
      for (const [key, change] of writes) {
        if (!written.has(key)) {
          const { at, contents } = change;
          const end = { ...at, row: at.row + contents.length - 1, col: at.col + (contents[0]?.length ?? 1) - 1 };
          written.set(key, { at, contents: hf.getRangeSerialized({ start: at, end }) as RawCellContent[][] });
        } else if (change === written.get(key)) written.delete(key);
      }
      if (writes.size > 0)
        hf.batch(() => {
          for (const change of writes.values()) hf.setCellContents(change.at, change.contents);
        });
      const answers: OutputValue[] = [];
      for (const output of outputs) {
        const place = places.get(output.toLowerCase());
        if (!place) return fail(FUNCTION_ERRORS.nameNotInWorkbook(output));
        const value = read(place);
        if (!value.ok) return value;
        answers.push({ name: output, value: value.value });
      }
      return ok(answers);
    },
    destroy: () => hf.destroy(),
  });
}

function absolute(reference: string) {
  return reference
    .split(':')
    .map((part) => part.replace(/^([A-Z]+)(\d+)$/i, '$$$1$$$2'))
    .join(':');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A value from the data as cell content: never a formula (a leading '=' stays text); ISO dates in date cells as serials. */
function cellContent(value: unknown, dateCell: boolean): CellContent {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (dateCell && ISO_DATE.test(value)) {
      const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
      if (!Number.isNaN(date.getTime())) return dateToSerial(date);
    }
    const trimmed = value.trim();
    if (trimmed !== '' && Number.isFinite(Number(trimmed))) return Number(trimmed);
    return value.startsWith('=') ? `'${value}` : value;
  }
  return JSON.stringify(value);
}

function typeOfValue(value: CellValue, dateCell: boolean): DataType {
  if (value instanceof DetailedCellError) return 'error';
  if (value === null) return 'stub';
  if (typeof value === 'number') return dateCell ? 'date' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

function describe(error: DetailedCellError): string {
  if (error.type === ErrorType.CYCLE) return 'circular reference.';
  const unknown = /Function name (.+) not recognized/i.exec(error.message);
  if (unknown) return `unsupported function ${unknown[1]}.`;
  return error.message ? `${error.value} ${error.message}` : `${error.value}`;
}
