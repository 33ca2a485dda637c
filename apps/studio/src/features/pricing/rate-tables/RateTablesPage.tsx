import {
  isWorkbookKey,
  RATE_TABLE_COLUMN_KINDS,
  type RateTableCellError,
  type RateTableColumnKind,
} from '@carrier/contracts';
import { gridColumns, validateRateTable } from '@carrier/contracts/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { execute, request } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { DeleteConfirmModal } from '../../../ui/DeleteConfirmModal';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Page, PageHeader } from '../../../ui/Page';
import { TextField } from '../../../ui/TextField';
import { toasts } from '../../../ui/toasts/toast-store';
import { useSubmit } from '../../../ui/useSubmit';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard';
import { RecordHistory } from '../../audit/RecordHistory';
import { FilePickerModal } from '../../files/FilePickerModal';
import { RecordVersionHistory } from '../../history/RecordVersionHistory';
import {
  type ProductId,
  productIdFromParams,
  productIdInput,
  productIdWhere,
  productPath,
} from '../../products/product-id';
import { rerunTestCases } from '../cases/case-queries';
import { FrozenBanner } from '../FrozenBanner';
import { FrozenQuery } from '../graphql/pricing';
import { useVersionLock } from '../useVersionLock';
import {
  CreateRateTableMutation,
  DeleteRateTableMutation,
  ImportRateTableCsvMutation,
  ImportRateTableXlsxMutation,
  RateTableCsvQuery,
  RateTablesQuery,
  UpdateRateTableMutation,
} from './graphql';
import { emptyRow, reshapeRows } from './grid-model';
import { type GridError, RateGrid } from './RateGrid';

type Draft = {
  name: string;
  description: string;
  noGaps: boolean;
  inputs: Array<{ name: string; kind: RateTableColumnKind }>;
  outputs: string[];
  rows: string[][];
};
type TableResult = {
  status: string;
  errors?: readonly (string | null)[] | null;
  errors_2?: ReadonlyArray<{ code?: string | null; message?: string | null } | null> | null;
  cellErrors: ReadonlyArray<{ row: number; column: string; reason: string; code: string; params: string }>;
};

const SELECT =
  'block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm shadow-sm disabled:bg-slate-100';
const INPUT =
  'block w-full rounded-md border border-slate-300 px-2 py-2 font-mono text-sm shadow-sm read-only:bg-slate-100';

const isKind = (kind: string): kind is RateTableColumnKind =>
  (RATE_TABLE_COLUMN_KINDS as readonly string[]).includes(kind);
const labelsOf = (draft: Pick<Draft, 'inputs' | 'outputs'>) => gridColumns(draft).map((column) => column.label);

const newDraft = (name: string): Draft => ({
  name,
  description: '',
  noGaps: true,
  inputs: [{ name: 'age', kind: 'band' }],
  outputs: ['rate'],
  rows: [emptyRow(3)],
});

/** A mutation's result: success, the cells refused, or an ApiError for any other failure. */
async function tableMutation<TResult, TVariables>(
  document: Parameters<typeof execute<TResult, TVariables>>[0],
  variables: TVariables,
): Promise<RateTableCellError[]> {
  const answer = await execute(document, variables);
  const result = (answer.data as { result?: TableResult } | null)?.result;
  if (result?.status === 'success') return [];
  if (result && result.cellErrors.length > 0)
    return result.cellErrors.map((cell) => ({
      ...cell,
      code: cell.code as RateTableCellError['code'],
      params: JSON.parse(cell.params) as RateTableCellError['params'],
    }));
  const first = result?.errors_2?.[0];
  if (first?.message) throw new ApiError(first.message, first.code ?? undefined);
  const graphql = answer.errors[0];
  throw new ApiError(
    graphql?.message ?? 'There was an unexpected error, please try again later.',
    graphql?.extensions?.code,
    'graphql',
  );
}

/** A product version's rate tables: a list, and the selected table's columns and grid. */
export function RateTablesPage() {
  const { t } = useTranslation();
  const id = productIdFromParams(useParams());
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const frozenQuery = useQuery({
    queryKey: ['frozen', id?.plan, id?.type, id?.version ?? ''],
    enabled: id !== null,
    queryFn: async () =>
      (await request(FrozenQuery, { productId: productIdWhere(id as ProductId) })).products_2?.list?.[0] ?? null,
  });
  const tables = useQuery({
    queryKey: ['rate-tables', id?.plan, id?.type, id?.version ?? ''],
    enabled: id !== null,
    queryFn: async () => (await request(RateTablesQuery, { productId: productIdInput(id as ProductId) })).rateTables,
  });
  const frozen = frozenQuery.data?.isFrozen === true;
  const lock = useVersionLock(frozen);
  if (!id) return null;
  const list = tables.data ?? [];
  const current = creating ? null : (list.find((table) => table.name === selected) ?? list[0] ?? null);
  const reload = async () => {
    const [fresh] = await Promise.all([tables.refetch(), rerunTestCases(queryClient, id)]);
    return fresh.data ?? [];
  };

  return (
    <Page>
      <Link to={productPath('info', id)} className="text-sm font-medium text-blue-700 hover:underline">
        ← {t('rateTables.backToProduct')}
      </Link>
      <div className="mt-3">
        <PageHeader
          title={
            <>
              {t('rateTables.title')}
              {frozenQuery.data?.name && (
                <span className="ml-2 text-base font-normal text-slate-500">· {frozenQuery.data.name}</span>
              )}
            </>
          }
          subtitle={t('rateTables.help')}
          actions={
            <Button onClick={() => setCreating(true)} disabled={lock.locked || creating} title={lock.reason}>
              + {t('rateTables.new')}
            </Button>
          }
        />
      </div>
      {frozen && (
        <div className="mb-4">
          <FrozenBanner id={id} aspect="rateTables" />
        </div>
      )}
      {!frozen && lock.reason && <p className="mb-4 text-sm text-sky-800">{lock.reason}</p>}
      {tables.isError && !tables.data ? (
        <LoadFailed query={tables} />
      ) : tables.isPending ? (
        <p className="text-slate-500">{t('rateTables.loading')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <nav aria-label={t('rateTables.list')}>
            {list.length === 0 && !creating && <p className="text-sm text-slate-500">{t('rateTables.none')}</p>}
            <ul className="flex flex-wrap gap-2 lg:flex-col">
              {list.map((table) => {
                const active = !creating && current?.name === table.name;
                return (
                  <li key={table.id}>
                    <button
                      type="button"
                      translate="no"
                      aria-current={active ? 'true' : undefined}
                      onClick={() => {
                        setCreating(false);
                        setSelected(table.name);
                      }}
                      className={`w-full rounded-md px-3 py-2 text-left font-mono text-sm ${
                        active
                          ? 'bg-blue-50 font-semibold text-blue-800 ring-1 ring-blue-200'
                          : 'text-slate-700 hover:bg-slate-100'
                      }`}
                    >
                      {table.name}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          {(creating || current) && (
            <TableEditor
              // A saved or imported table comes back with a new modification time: the editor starts from it.
              key={creating ? '(new)' : `${current?.id}:${current?.lastModifiedAt}`}
              id={id}
              tableId={creating ? null : (current?.id ?? null)}
              locked={lock.locked}
              stored={
                creating || !current
                  ? null
                  : {
                      name: current.name,
                      description: current.description ?? '',
                      noGaps: current.noGaps,
                      inputs: current.inputs.map((input) => ({
                        name: input.name,
                        kind: isKind(input.kind) ? input.kind : 'exact',
                      })),
                      outputs: [...current.outputs],
                      rows: current.rows.map((row) => [...row.cells]),
                    }
              }
              newName={t('rateTables.newName')}
              onSaved={async (name) => {
                await reload();
                setCreating(false);
                setSelected(name);
              }}
              onCancelNew={() => setCreating(false)}
              onRemoved={async () => {
                setSelected(null);
                await reload();
              }}
              onRestored={async () => {
                // A version restored under another name is still this table: keep it selected.
                const restoredId = current?.id;
                const fresh = await reload();
                setSelected(fresh.find((table) => table.id === restoredId)?.name ?? null);
              }}
            />
          )}
        </div>
      )}
    </Page>
  );
}

function TableEditor({
  id,
  tableId,
  locked,
  stored,
  newName,
  onSaved,
  onCancelNew,
  onRemoved,
  onRestored,
}: {
  id: ProductId;
  /** The saved table's id (its change log), null while new. */
  tableId: string | null;
  locked: boolean;
  stored: Draft | null;
  newName: string;
  onSaved: (name: string) => Promise<void>;
  onCancelNew: () => void;
  onRemoved: () => Promise<void>;
  /** After a version was restored: the tables load again. */
  onRestored: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => stored ?? newDraft(newName));
  const [serverErrors, setServerErrors] = useState<RateTableCellError[]>([]);
  const [removing, setRemoving] = useState(false);
  const [picking, setPicking] = useState(false);
  const [sheet, setSheet] = useState('');
  const csvInput = useRef<HTMLInputElement>(null);
  const { busy, submit } = useSubmit();
  const dirty = stored === null || JSON.stringify(stored) !== JSON.stringify(draft);
  useUnsavedChangesGuard(dirty && !locked);
  const labels = labelsOf(draft);
  const productId = productIdInput(id);
  const liveErrors = useMemo(() => validateRateTable(draft), [draft]);
  const errors = serverErrors.length > 0 ? serverErrors : liveErrors;
  const reason = (error: RateTableCellError) =>
    t(`rateTables.reasons.${error.code}`, { ...error.params, defaultValue: error.reason });
  const gridErrors: GridError[] = errors.map((error) => ({
    row: error.row,
    column: error.column,
    text: reason(error),
  }));
  const readOnly = locked;

  const change = (next: Partial<Draft>) => {
    setServerErrors([]);
    setDraft((previous) => {
      const merged = { ...previous, ...next };
      if (next.inputs || next.outputs) merged.rows = reshapeRows(previous.rows, labelsOf(previous), labelsOf(merged));
      return merged;
    });
  };

  const cellsRefused = (cells: RateTableCellError[]) => {
    if (cells.length === 0) return false;
    setServerErrors(cells);
    toasts.error(t('rateTables.errors.title', { count: cells.length }));
    return true;
  };

  const save = () =>
    submit(
      async () => {
        const input = {
          name: draft.name.trim(),
          description: draft.description,
          noGaps: draft.noGaps,
          inputs: draft.inputs,
          outputs: draft.outputs,
          rows: draft.rows.map((cells) => ({ cells })),
        };
        const cells = stored
          ? await tableMutation(UpdateRateTableMutation, { productId, name: stored.name, input })
          : await tableMutation(CreateRateTableMutation, { productId, input });
        return cellsRefused(cells) ? false : undefined;
      },
      { success: t('rateTables.saved'), onDone: () => onSaved(draft.name.trim()) },
    );

  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !stored) return;
    const csv = await file.text();
    await submit(
      async () =>
        cellsRefused(await tableMutation(ImportRateTableCsvMutation, { productId, name: stored.name, csv }))
          ? false
          : undefined,
      { success: t('rateTables.imported'), onDone: () => onSaved(stored.name) },
    );
  };

  const importXlsx = (fileKey: string) =>
    stored &&
    submit(
      async () =>
        cellsRefused(
          await tableMutation(ImportRateTableXlsxMutation, {
            productId,
            name: stored.name,
            fileKey,
            sheet: sheet.trim() || null,
          }),
        )
          ? false
          : undefined,
      { success: t('rateTables.imported'), onDone: () => onSaved(stored.name) },
    );

  const exportCsv = () =>
    submit(async () => {
      const data = await request(RateTableCsvQuery, { productId });
      const csv = data.rateTables.find((table) => table.name === stored?.name)?.csv ?? '';
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${stored?.name ?? 'rate_table'}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    });

  const remove = () =>
    stored &&
    submit(() => tableMutation(DeleteRateTableMutation, { productId, name: stored.name }), {
      success: t('rateTables.removed'),
      onDone: async () => {
        setRemoving(false);
        await onRemoved();
      },
    });

  const usage = JSON.stringify({
    table: [draft.name || '…', ...draft.inputs.map((input) => ({ var: input.name || '…' }))],
  });

  return (
    <section
      className="min-w-0 space-y-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
      aria-label={draft.name}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('rateTables.fields.name')}
          value={draft.name}
          readOnly={readOnly}
          translate="no"
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          label={t('rateTables.fields.description')}
          value={draft.description}
          readOnly={readOnly}
          onChange={(event) => change({ description: event.target.value })}
        />
      </div>
      <p className="text-xs text-slate-600">
        {t('rateTables.usage', { usage: '' })}
        <code translate="no" className="break-all rounded bg-slate-100 px-1 py-0.5 font-mono text-slate-800">
          {usage}
        </code>
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('rateTables.fields.inputs')}</legend>
          {draft.inputs.map((input, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
            <div key={index} className="flex gap-2">
              <input
                aria-label={`${t('rateTables.fields.columnName')} ${index + 1}`}
                value={input.name}
                readOnly={readOnly}
                translate="no"
                onChange={(event) =>
                  change({
                    inputs: draft.inputs.map((one, at) => (at === index ? { ...one, name: event.target.value } : one)),
                  })
                }
                className={INPUT}
              />
              <select
                aria-label={`${t('rateTables.fields.kind')} ${index + 1}`}
                value={input.kind}
                disabled={readOnly}
                onChange={(event) =>
                  change({
                    inputs: draft.inputs.map((one, at) =>
                      at === index && isKind(event.target.value) ? { ...one, kind: event.target.value } : one,
                    ),
                  })
                }
                className={`${SELECT} max-w-[12rem]`}
              >
                {RATE_TABLE_COLUMN_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`rateTables.kinds.${kind}`)}
                  </option>
                ))}
              </select>
              {!readOnly && draft.inputs.length > 1 && (
                <Button
                  variant="ghost"
                  aria-label={t('rateTables.actions.removeColumn', { name: input.name })}
                  onClick={() => change({ inputs: draft.inputs.filter((_, at) => at !== index) })}
                >
                  ×
                </Button>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button
              variant="secondary"
              onClick={() =>
                change({ inputs: [...draft.inputs, { name: `key${draft.inputs.length + 1}`, kind: 'exact' }] })
              }
            >
              + {t('rateTables.actions.addInput')}
            </Button>
          )}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('rateTables.fields.outputs')}</legend>
          {draft.outputs.map((output, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
            <div key={index} className="flex gap-2">
              <input
                aria-label={`${t('rateTables.fields.outputs')} ${index + 1}`}
                value={output}
                readOnly={readOnly}
                translate="no"
                onChange={(event) =>
                  change({ outputs: draft.outputs.map((one, at) => (at === index ? event.target.value : one)) })
                }
                className={INPUT}
              />
              {!readOnly && draft.outputs.length > 1 && (
                <Button
                  variant="ghost"
                  aria-label={t('rateTables.actions.removeColumn', { name: output })}
                  onClick={() => change({ outputs: draft.outputs.filter((_, at) => at !== index) })}
                >
                  ×
                </Button>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button
              variant="secondary"
              onClick={() => change({ outputs: [...draft.outputs, `out${draft.outputs.length + 1}`] })}
            >
              + {t('rateTables.actions.addOutput')}
            </Button>
          )}
          <label className="mt-3 flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-slate-300"
              checked={draft.noGaps}
              disabled={readOnly}
              onChange={(event) => change({ noGaps: event.target.checked })}
            />
            {t('rateTables.fields.noGaps')}
          </label>
        </fieldset>
      </div>
      <p className="text-xs text-slate-500">{t('rateTables.grid.keys')}</p>
      <RateGrid
        labels={labels}
        rows={draft.rows}
        readOnly={readOnly}
        errors={gridErrors}
        onChange={(rows) => change({ rows })}
      />
      {!readOnly && (
        <Button variant="secondary" onClick={() => change({ rows: [...draft.rows, emptyRow(labels.length)] })}>
          + {t('rateTables.actions.addRow')}
        </Button>
      )}
      {errors.length > 0 && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-medium">{t('rateTables.errors.title', { count: errors.length })}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {errors.slice(0, 20).map((error) => (
              <li key={`${error.row}:${error.column}:${error.code}`}>
                {t('rateTables.errors.cell', { row: error.row, column: error.column, reason: reason(error) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4">
        {!readOnly && (
          <Button onClick={save} disabled={busy || !dirty}>
            {t('rateTables.actions.save')}
          </Button>
        )}
        {!readOnly && stored === null && (
          <Button variant="secondary" onClick={onCancelNew}>
            {t('rateTables.actions.cancel')}
          </Button>
        )}
        {stored && (
          <Button variant="secondary" onClick={exportCsv} disabled={busy}>
            {t('rateTables.actions.exportCsv')}
          </Button>
        )}
        {tableId && (
          <RecordVersionHistory recordType="rateTable" recordId={tableId} dirty={dirty} onRestored={onRestored} />
        )}
        {tableId && <RecordHistory recordType="rate_table" recordId={tableId} />}
        {!readOnly && (
          <>
            <Button
              variant="secondary"
              disabled={busy || stored === null}
              title={stored === null ? t('rateTables.saveFirst') : undefined}
              onClick={() => csvInput.current?.click()}
            >
              {t('rateTables.actions.importCsv')}
            </Button>
            <input
              ref={csvInput}
              type="file"
              accept=".csv,text/csv"
              className="hidden"
              onChange={importCsv}
              data-testid="rate-table-csv"
            />
            <Button
              variant="secondary"
              disabled={busy || stored === null}
              title={stored === null ? t('rateTables.saveFirst') : undefined}
              onClick={() => setPicking(true)}
            >
              {t('rateTables.actions.importXlsx')}
            </Button>
            <TextField
              label={t('rateTables.fields.sheet')}
              value={sheet}
              onChange={(event) => setSheet(event.target.value)}
              className="w-40"
            />
          </>
        )}
        {!readOnly && stored && (
          <Button variant="danger" className="ml-auto" onClick={() => setRemoving(true)}>
            {t('rateTables.actions.remove')}
          </Button>
        )}
      </div>
      {stored === null && !readOnly && <p className="text-xs text-slate-500">{t('rateTables.saveFirst')}</p>}
      <FilePickerModal
        open={picking}
        title={t('rateTables.actions.pickTitle')}
        onClose={() => setPicking(false)}
        onSelect={(file) => {
          if (!isWorkbookKey(file.key)) {
            toasts.error(t('rateTables.notWorkbook'));
            return;
          }
          void importXlsx(file.key);
        }}
      />
      <DeleteConfirmModal
        open={removing}
        name={stored?.name ?? ''}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </section>
  );
}
