import { RATE_TABLE_LIMITS, type RateTableCellError } from '@carrier/contracts';
import { gridColumns } from '@carrier/contracts/rules';
import type { Problem } from '../../core/outcome';
import { actorOf } from '../../core/session';
import { builder } from '../../graphql/builder';
import { type GraphQLContext, requireSession } from '../../graphql/context';
import { maxLength } from '../../graphql/input-limits';
import { unwrap } from '../../graphql/outcome';
import { type ErrorDetail, ErrorsRef, failure, success } from '../../graphql/result';
import { ProductIdInput } from '../products/product-refs.schema';
import { workbookSource } from '../templates/kinds/function/function.service';
import type { RateTable, RateTableInputFields, RateTableOutcome } from './rate-tables.service';

const RateTableInputColumnRef = builder.objectRef<{ name: string; kind: string }>('rateTableInputColumn').implement({
  description: "A rate table's input column: exact, band (from <= x < to) or interpolate (linear between rows)",
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    kind: t.exposeString('kind', { nullable: false, description: "'exact', 'band' or 'interpolate'" }),
  }),
});

const RateTableRowRef = builder.objectRef<{ cells: string[] }>('rateTableRow').implement({
  fields: (t) => ({ cells: t.exposeStringList('cells', { nullable: false }) }),
});

const RateTableRef = builder.objectRef<RateTable>('rateTable').implement({
  description: 'A product version\'s rate table, read by rules with {"table": ["name", key...]}',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    description: t.exposeString('description'),
    inputs: t.field({ type: [RateTableInputColumnRef], nullable: false, resolve: (table) => [...table.inputs] }),
    outputs: t.exposeStringList('outputs', { nullable: false }),
    noGaps: t.exposeBoolean('noGaps', {
      nullable: false,
      description: 'Bands of rows sharing the other keys must meet',
    }),
    columnLabels: t.stringList({
      nullable: false,
      description: "The grid's and the CSV's column labels: a band is two (name.from, name.to)",
      resolve: (table) => gridColumns(table).map((column) => column.label),
    }),
    rows: t.field({
      type: [RateTableRowRef],
      nullable: false,
      description: 'Each row as text cells in the order of columnLabels; outputs are exact decimals',
      resolve: (table) => table.rows.map((row) => ({ cells: [...row] })),
    }),
    csv: t.string({
      nullable: false,
      description: 'The table as CSV (header: columnLabels)',
      resolve: (table, _args, context: GraphQLContext) => context.services.rateTables.exportCsv(table),
    }),
    lastModifiedAt: t.field({ type: 'DateTime', nullable: false, resolve: (table) => table.lastModifiedAt }),
  }),
});

type RateTableResult = {
  status: 'success' | 'failure';
  errors: string[];
  errors_2: ErrorDetail[];
  id: string | null;
  cellErrors: RateTableCellError[];
};

const CellErrorRef = builder.objectRef<RateTableCellError>('rateTableCellError').implement({
  description: 'A refused cell: its row (1-based, below the header), its column label and why',
  fields: (t) => ({
    row: t.exposeInt('row', { nullable: false }),
    column: t.exposeString('column', { nullable: false }),
    reason: t.exposeString('reason', { nullable: false }),
    code: t.exposeString('code', { nullable: false, description: 'The reason as a code, for a localized text' }),
    params: t.string({
      nullable: false,
      description: "The reason's values as a JSON object (rows, keys, bands)",
      resolve: (error) => JSON.stringify(error.params),
    }),
  }),
});

const RateTableResultRef = builder.objectRef<RateTableResult>('rateTableResult').implement({
  description: 'A rate table change: the result, the table id, and each refused cell',
  fields: (t) => ({
    status: t.exposeString('status', { nullable: false }),
    errors: t.exposeStringList('errors'),
    errors_2: t.field({ type: [ErrorsRef], resolve: (result) => result.errors_2 }),
    id: t.exposeString('id'),
    cellErrors: t.field({ type: [CellErrorRef], nullable: false, resolve: (result) => result.cellErrors }),
  }),
});

const resultOf = (outcome: RateTableOutcome<string | null>): RateTableResult =>
  outcome.ok
    ? { ...success(), id: outcome.value, cellErrors: [] }
    : { ...failure(outcome.problem as Problem), id: null, cellErrors: outcome.cells };

const ColumnInput = builder.inputType('rateTableInputColumnInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    kind: t.string({ required: true, description: "'exact', 'band' or 'interpolate'" }),
  }),
});

const RowInput = builder.inputType('rateTableRowInput', {
  fields: (t) => ({ cells: t.stringList({ required: true }) }),
});

const RateTableInput = builder.inputType('rateTableInput', {
  description: 'A field left out keeps its value (update); rows are text cells in the order of the column labels',
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    inputs: t.field({ type: [ColumnInput] }),
    outputs: t.stringList(),
    noGaps: t.boolean(),
    rows: t.field({ type: [RowInput] }),
  }),
});

type RateTableArgs = {
  name?: string | null;
  description?: string | null;
  inputs?: Array<{ name: string; kind: string }> | null;
  outputs?: string[] | null;
  noGaps?: boolean | null;
  rows?: Array<{ cells: string[] }> | null;
};
/** The service's fields from the input: a field left out stays undefined (kept). */
const fieldsOf = (input: RateTableArgs): RateTableInputFields => ({
  ...(input.name != null ? { name: input.name } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input.inputs != null ? { inputs: input.inputs } : {}),
  ...(input.outputs != null ? { outputs: input.outputs } : {}),
  ...(input.noGaps != null ? { noGaps: input.noGaps } : {}),
  ...(input.rows != null ? { rows: input.rows.map((row) => row.cells) } : {}),
});

const editor = (context: GraphQLContext) => {
  const { tenantId, userId, username } = requireSession(context);
  return { tenantId, actor: { userId, username } };
};

builder.queryFields((t) => ({
  rateTables: t.field({
    type: [RateTableRef],
    nullable: false,
    description: "A product version's rate tables, by name",
    args: { productId: t.arg({ type: ProductIdInput, required: true }) },
    resolve: async (_root, args, context) =>
      unwrap(await context.services.rateTables.list(requireSession(context).tenantId, args.productId)),
  }),
}));

builder.mutationFields((t) => ({
  createRateTable: t.field({
    type: RateTableResultRef,
    nullable: false,
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      input: t.arg({ type: RateTableInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = editor(context);
      return resultOf(await context.services.rateTables.create(tenantId, actor, args.productId, fieldsOf(args.input)));
    },
  }),
  updateRateTable: t.field({
    type: RateTableResultRef,
    nullable: false,
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      name: t.arg.string({ required: true }),
      input: t.arg({ type: RateTableInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = editor(context);
      const { rateTables } = context.services;
      return resultOf(await rateTables.update(tenantId, actor, args.productId, args.name, fieldsOf(args.input)));
    },
  }),
  deleteRateTable: t.field({
    type: RateTableResultRef,
    nullable: false,
    args: { productId: t.arg({ type: ProductIdInput, required: true }), name: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const session = requireSession(context);
      return resultOf(
        await context.services.rateTables.remove(session.tenantId, actorOf(session), args.productId, args.name),
      );
    },
  }),
  importRateTableXlsx: t.field({
    type: RateTableResultRef,
    nullable: false,
    description:
      "Replaces a table's rows with a sheet of an .xlsx of the file explorer (the first sheet when none is named)",
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      name: t.arg.string({ required: true }),
      fileKey: t.arg.string({ required: true }),
      sheet: t.arg.string(),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = editor(context);
      const { rateTables, files, formulas } = context.services;
      const read = async () => {
        const source = await workbookSource(files, tenantId, args.fileKey, 'rate-table');
        if (!source.ok) return source;
        const sheet = await formulas.sheet(source.value, args.sheet?.trim() || null);
        return sheet.ok ? { ok: true as const, value: sheet.value.rows } : sheet;
      };
      return resultOf(await rateTables.importSheet(tenantId, actor, args.productId, args.name, read));
    },
  }),
  importRateTableCsv: t.field({
    type: RateTableResultRef,
    nullable: false,
    description: "Replaces a table's rows with a CSV's; its first row names the columns (columnLabels)",
    args: {
      productId: t.arg({ type: ProductIdInput, required: true }),
      name: t.arg.string({ required: true }),
      csv: t.arg.string({ required: true, ...maxLength(RATE_TABLE_LIMITS.csv) }),
    },
    resolve: async (_root, args, context) => {
      const { tenantId, actor } = editor(context);
      return resultOf(
        await context.services.rateTables.importCsv(tenantId, actor, args.productId, args.name, args.csv),
      );
    },
  }),
}));
