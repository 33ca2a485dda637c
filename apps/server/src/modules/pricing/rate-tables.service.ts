import { randomUUID } from 'node:crypto';
import {
  RATE_TABLE_COLUMN_KINDS,
  RATE_TABLE_ERRORS,
  RATE_TABLE_LIMITS,
  RATE_TABLE_NAME,
  type RateTableCellError,
  type RateTableColumnKind,
} from '@carrier/contracts';
import {
  checkRule,
  columnsProblem,
  gridColumns,
  isEmptyRule,
  type RateTableDefinition,
  type RateTableInput,
  type RuleJson,
  tableCallsProblem,
  validateRateTable,
} from '@carrier/contracts/rules';
import { type Outcome, ok, type Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { type AuditedExecutor, asActor } from '../../platform/db/audit-actor';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { ProductIdValue } from '../products/product-filter';
import { type ProductRow } from '../products/products.repository';
import { createAdjustmentsRepository } from './adjustments.repository';
import { type FreezeGuard, productVersion } from './freeze';
import { createRateTablesRepository, type RateTableRow } from './rate-tables.repository';
import { parseCsv, toCsv } from './rate-tables-csv';

export type RateTable = RateTableDefinition & { id: string; description: string | null; lastModifiedAt: Date };
export type RateTableColumnsInput = {
  inputs: ReadonlyArray<{ name: string; kind: string }>;
  outputs: readonly string[];
};
export type RateTableInputFields = {
  name?: string | null;
  description?: string | null;
  inputs?: ReadonlyArray<{ name: string; kind: string }> | null;
  outputs?: readonly string[] | null;
  noGaps?: boolean | null;
  rows?: ReadonlyArray<ReadonlyArray<string>> | null;
};
/** A refusal, with the cells refused when the rows are at fault. */
export type RateTableOutcome<T> = { ok: true; value: T } | { ok: false; problem: Problem; cells: RateTableCellError[] };

const refused = (
  problem: Problem,
  cells: RateTableCellError[] = [],
): { ok: false; problem: Problem; cells: RateTableCellError[] } => ({
  ok: false,
  problem,
  cells,
});

type StoredColumns = { inputs: RateTableInput[]; outputs: string[] };

/** A stored row as the rules and the API read it. */
export function rateTableOf(row: RateTableRow): RateTable {
  const columns = JSON.parse(row.columns) as StoredColumns;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    inputs: columns.inputs,
    outputs: columns.outputs,
    noGaps: row.noGaps,
    rows: JSON.parse(row.rows) as string[][],
    lastModifiedAt: row.lastModifiedAt,
  };
}

/** A workbook cell as a table cell: numbers in their shortest form, a formula kept as its text (refused). */
const sheetCellText = (cell: string | number | boolean | null): string =>
  cell === null ? '' : typeof cell === 'number' ? String(cell) : String(cell);

const isKind = (kind: string): kind is RateTableColumnKind =>
  (RATE_TABLE_COLUMN_KINDS as readonly string[]).includes(kind);

/** The rules of a product version that may read tables: its amount logic, underwriting and codes' logic. */
async function versionRules(db: DbExecutor, tenantId: string, product: ProductRow) {
  const codes = await createAdjustmentsRepository(db).all(tenantId, product.id);
  const rules: Array<{ where: string; text: string | null }> = [
    { where: 'amount logic', text: product.amountLogic },
    { where: 'underwriting rules', text: product.underwritingRules },
  ];
  for (const code of codes) {
    rules.push({ where: `${code.kind} ${code.code}`, text: code.conditionLogic });
    rules.push({ where: `${code.kind} ${code.code}`, text: code.calculationLogic });
  }
  return rules;
}

/**
 * A rule about to be stored for a product version: each `{"table": ...}` must name one of the
 * version's tables with its number of keys and, when named, one of its outputs. Null when it does.
 */
export async function tableReadsProblem(
  db: DbExecutor,
  tenantId: string,
  productRowId: string,
  text: string | null | undefined,
): Promise<string | null> {
  if (!text || isEmptyRule(text) || !text.includes('"table"')) return null;
  const checked = checkRule(text);
  if (!checked.ok) return null;
  const tables = (await createRateTablesRepository(db).all(tenantId, productRowId)).map(rateTableOf);
  return tableCallsProblem(checked.rule, tables);
}

/** Rate tables of product versions: their columns and rows, checked cell by cell; CSV import and export. */
export function createRateTablesService(deps: { db: AuditedExecutor; guard: FreezeGuard }) {
  const repository = createRateTablesRepository(deps.db);

  const productFor = (tenantId: string, productId: ProductIdValue, change: boolean) =>
    productVersion(deps.db, deps.guard, tenantId, productId, change);

  /** The columns from an input, checked. */
  function columnsOf(input: RateTableColumnsInput): StoredColumns | Problem {
    const inputs: RateTableInput[] = [];
    for (const column of input.inputs) {
      if (!isKind(column.kind))
        return RATE_TABLE_ERRORS.invalidColumns(
          `the kind of ${column.name} is exact, band or interpolate, not ${column.kind}`,
        );
      inputs.push({ name: column.name.trim(), kind: column.kind });
    }
    const outputs = input.outputs.map((name) => name.trim());
    const problem = columnsProblem({ inputs, outputs });
    return problem ? RATE_TABLE_ERRORS.invalidColumns(problem) : { inputs, outputs };
  }

  /** Every rule of the version still reads the tables right once `tables` replace them. */
  async function rulesProblem(
    tenantId: string,
    product: ProductRow,
    tables: RateTableDefinition[],
  ): Promise<Problem | null> {
    for (const { where, text } of await versionRules(deps.db, tenantId, product)) {
      if (!text || isEmptyRule(text) || !text.includes('"table"')) continue;
      const checked = checkRule(text);
      if (!checked.ok) continue;
      const problem = tableCallsProblem(checked.rule as RuleJson, tables);
      if (problem)
        return { code: 'rate_table_in_use', message: `The ${where} would no longer read its rate table: ${problem}.` };
    }
    return null;
  }

  /** Stores a table's new state after every check; `current` is null for a new table. */
  async function save(
    tenantId: string,
    actor: Actor,
    product: ProductRow,
    current: RateTable | null,
    input: RateTableInputFields,
  ): Promise<RateTableOutcome<string>> {
    const name = (input.name ?? current?.name ?? '').trim();
    if (!RATE_TABLE_NAME.test(name)) return refused(RATE_TABLE_ERRORS.invalidName);
    const description =
      input.description !== undefined ? input.description?.trim() || null : (current?.description ?? null);
    if (description && description.length > RATE_TABLE_LIMITS.description)
      return refused({
        code: 'too_long',
        message: `The description is longer than ${RATE_TABLE_LIMITS.description} characters.`,
      });
    const columns = columnsOf({
      inputs: input.inputs ?? current?.inputs ?? [],
      outputs: input.outputs ?? current?.outputs ?? [],
    });
    if ('code' in columns) return refused(columns);
    const rows = (input.rows ?? current?.rows ?? []).map((row) => row.map((cell) => cell.trim()));
    const definition: RateTableDefinition = {
      name,
      inputs: columns.inputs,
      outputs: columns.outputs,
      noGaps: input.noGaps ?? current?.noGaps ?? false,
      rows,
    };
    const cells = validateRateTable(definition);
    if (cells.length > 0) return refused(RATE_TABLE_ERRORS.invalidCells(cells), cells);
    const others = (await repository.all(tenantId, product.id))
      .map(rateTableOf)
      .filter((table) => table.id !== current?.id);
    if (others.some((table) => table.name === name)) return refused(RATE_TABLE_ERRORS.exists(name));
    if (!current && others.length >= RATE_TABLE_LIMITS.tablesPerVersion) return refused(RATE_TABLE_ERRORS.tooMany);
    const inUse = current ? await rulesProblem(tenantId, product, [...others, definition]) : null;
    if (inUse) return refused(inUse);
    const stored = {
      name,
      description,
      columns: JSON.stringify({ inputs: columns.inputs, outputs: columns.outputs }),
      rows: JSON.stringify(rows),
      noGaps: definition.noGaps,
      lastModifiedAt: new Date(),
      lastModifiedById: actor.userId,
      lastModifiedBy: actor.username,
    };
    if (current) {
      await repository.update(tenantId, current.id, stored);
      return { ok: true, value: current.id };
    }
    const id = randomUUID();
    const inserted = await repository.insert({
      ...stored,
      id,
      tenantId,
      productId: product.id,
      createdById: actor.userId,
      createdBy: actor.username,
    });
    return inserted ? { ok: true, value: id } : refused(RATE_TABLE_ERRORS.exists(name));
  }

  async function tableFor(
    tenantId: string,
    productId: ProductIdValue,
    name: string,
    change: boolean,
  ): Promise<RateTableOutcome<{ product: ProductRow; table: RateTable }>> {
    const product = await productFor(tenantId, productId, change);
    if (!product.ok) return refused(product.problem);
    const row = await repository.find(tenantId, product.value.id, name.trim());
    if (!row) return refused(RATE_TABLE_ERRORS.notFound(name));
    return { ok: true, value: { product: product.value, table: rateTableOf(row) } };
  }

  /** Rows read from a grid of text (a CSV or a sheet): the header must be the table's column labels. */
  function rowsFromGrid(table: RateTable, grid: string[][]): RateTableOutcome<string[][]> {
    const labels = gridColumns(table).map((column) => column.label);
    const header = (grid[0] ?? []).map((cell) => cell.trim());
    while (header.length > labels.length && header[header.length - 1] === '') header.pop();
    const same =
      header.length === labels.length &&
      header.every((cell, index) => cell.toLowerCase() === labels[index]?.toLowerCase());
    if (!same)
      return refused(
        RATE_TABLE_ERRORS.invalidFile(
          `the first row must name the columns: ${labels.join(', ')} (found ${header.join(', ') || 'nothing'})`,
        ),
      );
    const rows = grid
      .slice(1)
      .filter((row) => row.some((cell) => cell.trim() !== ''))
      .map((row) => {
        const cells = row.slice(0, labels.length);
        while (cells.length < labels.length) cells.push('');
        // Cells past the columns must be blank; a longer row is reported by the validation.
        return row.slice(labels.length).some((cell) => cell.trim() !== '') ? row : cells;
      });
    if (rows.length > RATE_TABLE_LIMITS.rows)
      return refused(RATE_TABLE_ERRORS.invalidFile(`a rate table holds at most ${RATE_TABLE_LIMITS.rows} rows`));
    return { ok: true, value: rows };
  }

  return {
    async list(tenantId: string, productId: ProductIdValue): Promise<Outcome<RateTable[]>> {
      const product = await productFor(tenantId, productId, false);
      if (!product.ok) return product;
      return ok((await repository.all(tenantId, product.value.id)).map(rateTableOf));
    },

    /** The definitions a price plan reads (a product row known to be the tenant's). */
    async definitions(tenantId: string, productRowId: string): Promise<RateTable[]> {
      return (await repository.all(tenantId, productRowId)).map(rateTableOf);
    },

    async create(tenantId: string, actor: Actor, productId: ProductIdValue, input: RateTableInputFields) {
      const product = await productFor(tenantId, productId, true);
      if (!product.ok) return refused(product.problem);
      return save(tenantId, actor, product.value, null, input);
    },

    async update(tenantId: string, actor: Actor, productId: ProductIdValue, name: string, input: RateTableInputFields) {
      const found = await tableFor(tenantId, productId, name, true);
      if (!found.ok) return found;
      return save(tenantId, actor, found.value.product, found.value.table, input);
    },

    async remove(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      name: string,
    ): Promise<RateTableOutcome<null>> {
      const found = await tableFor(tenantId, productId, name, true);
      if (!found.ok) return found;
      const { product, table } = found.value;
      const others = (await repository.all(tenantId, product.id))
        .map(rateTableOf)
        .filter((other) => other.id !== table.id);
      const inUse = await rulesProblem(tenantId, product, others);
      if (inUse) return refused(inUse);
      await asActor(deps.db, actor, (tx) => createRateTablesRepository(tx).remove(tenantId, table.id));
      return { ok: true, value: null };
    },

    /** Replaces a table's rows with a CSV's (header: the column labels); each refused cell is named. */
    async importCsv(tenantId: string, actor: Actor, productId: ProductIdValue, name: string, csv: string) {
      if (csv.length > RATE_TABLE_LIMITS.csv)
        return refused(RATE_TABLE_ERRORS.invalidFile(`the CSV is longer than ${RATE_TABLE_LIMITS.csv} characters`));
      const found = await tableFor(tenantId, productId, name, true);
      if (!found.ok) return found;
      const grid = parseCsv(csv);
      if (!grid.ok) return refused(RATE_TABLE_ERRORS.invalidFile(grid.problem));
      return this.importGrid(tenantId, actor, found.value.product, found.value.table, grid.value);
    },

    /**
     * Replaces a table's rows with a workbook sheet's (an .xlsx of the file explorer, read in the formula
     * renderer's workers within its limits); `read` runs only once the table may change.
     */
    async importSheet(
      tenantId: string,
      actor: Actor,
      productId: ProductIdValue,
      name: string,
      read: () => Promise<Outcome<ReadonlyArray<ReadonlyArray<string | number | boolean | null>>>>,
    ): Promise<RateTableOutcome<string>> {
      const found = await tableFor(tenantId, productId, name, true);
      if (!found.ok) return found;
      const sheet = await read();
      if (!sheet.ok) return refused(RATE_TABLE_ERRORS.invalidFile(sheet.problem.message));
      const grid = sheet.value.map((row) => Array.from(row, (cell) => sheetCellText(cell ?? null)));
      return this.importGrid(tenantId, actor, found.value.product, found.value.table, grid);
    },

    /** Replaces a table's rows with a grid's (a CSV or a workbook's sheet). */
    async importGrid(tenantId: string, actor: Actor, product: ProductRow, table: RateTable, grid: string[][]) {
      const rows = rowsFromGrid(table, grid);
      if (!rows.ok) return rows;
      return save(tenantId, actor, product, table, { rows: rows.value });
    },

    tableFor,

    /** The table as CSV: the column labels, then its rows. */
    exportCsv(table: RateTable): string {
      return toCsv([gridColumns(table).map((column) => column.label), ...table.rows.map((row) => [...row])]);
    },
  };
}
