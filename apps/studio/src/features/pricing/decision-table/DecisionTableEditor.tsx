import {
  type AnyDecisionTable,
  type DecisionCell,
  HIT_POLICIES,
  type HitPolicy,
  type RowDecision,
  tableProblems,
} from '@carrier/contracts/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { isBlankTable } from './blank-table';
import { CELL, CellEditor, OutcomeEditor, RowButton } from './cells';

/** An input the table can test: its name, its type as rules compare it, its dictionary label if declared. */
export type KnownVariable = { name: string; type: string; label?: string };

type Props = {
  table: AnyDecisionTable;
  onChange: (table: AnyDecisionTable) => void;
  /** The product version's known inputs, offered for each column. */
  variables: readonly KnownVariable[];
  disabled?: boolean;
  /** An optional condition: left blank, the table is no condition, and it lists no problems. */
  optional?: boolean;
};

/**
 * A decision table as a grid: one column per input (variable, then per row an operator and value),
 * one row per rule with its outcome, the hit policy and the outcome when no row matches. The parent
 * holds the table (and its compiled rule); the table's problems are listed under the grid.
 * Below `sm` the same elements lay out as cards: the condition variables first, then one card per rule
 * (its number and buttons on top, each condition under its variable's name, the outcome last).
 */
export function DecisionTableEditor({ table, onChange, variables, disabled, optional = false }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const blank = optional && isBlankTable(table);
  const problems = blank ? [] : tableProblems(table);
  const update = (
    change: Partial<Pick<AnyDecisionTable, 'hitPolicy' | 'columns'>> & { rows?: unknown[]; otherwise?: unknown },
  ) => onChange({ ...table, ...change } as AnyDecisionTable);
  const rowLabel = (index: number) => t('pricing.decisionTable.rowLabel', { row: index + 1 });
  const columnLabel = (index: number) =>
    table.columns[index] || t('pricing.decisionTable.columnLabel', { column: index + 1 });
  const newOutcome = table.kind === 'underwriting' ? { decision: 'refer' as const, reason: '' } : true;

  const setCell = (row: number, column: number, cell: DecisionCell) =>
    update({
      rows: table.rows.map((line, index) =>
        index === row ? { ...line, cells: line.cells.map((old, at) => (at === column ? cell : old)) } : line,
      ),
    });
  const setOutcome = (row: number, outcome: RowDecision | boolean) =>
    update({
      rows: table.rows.map((line, index) => (index === row ? { ...line, outcome } : line)),
    });
  const addColumn = () =>
    update({
      columns: [...table.columns, ''],
      rows: table.rows.map((row) => ({ ...row, cells: [...row.cells, { op: 'any' }] })),
    });
  const removeColumn = (column: number) =>
    update({
      columns: table.columns.filter((_, index) => index !== column),
      rows: table.rows.map((row) => ({
        ...row,
        cells: row.cells.filter((_, index) => index !== column),
      })),
    });
  const addRow = () =>
    update({
      rows: [...table.rows, { cells: table.columns.map(() => ({ op: 'any' })), outcome: newOutcome }],
    });
  const removeRow = (row: number) => update({ rows: table.rows.filter((_, index) => index !== row) });
  const moveRow = (row: number, by: -1 | 1) => {
    const rows = [...table.rows];
    const [moved] = rows.splice(row, 1);
    if (moved) rows.splice(row + by, 0, moved);
    update({ rows: rows });
  };

  return (
    <div className="space-y-3" data-testid="decision-table">
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-700">
          {t('pricing.decisionTable.hitPolicy')}
          <select
            className={`${CELL} mt-1 block`}
            value={table.hitPolicy}
            disabled={disabled}
            onChange={(event) => update({ hitPolicy: event.target.value as HitPolicy })}
          >
            {HIT_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {t(`pricing.decisionTable.hitPolicies.${table.kind}.${policy}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={addColumn} disabled={disabled}>
            {t('pricing.decisionTable.addColumn')}
          </Button>
          <Button variant="secondary" onClick={addRow} disabled={disabled}>
            {t('pricing.decisionTable.addRow')}
          </Button>
        </div>
      </div>
      <datalist id={listId}>
        {variables.map((variable) => (
          <option key={variable.name} value={variable.name}>
            {[variable.label, t(`pricing.decisionTable.types.${variable.type}`, { defaultValue: variable.type })]
              .filter(Boolean)
              .join(' · ')}
          </option>
        ))}
      </datalist>
      <div className="relative overflow-x-auto rounded-md border border-slate-200 bg-white">
        <table className="block w-full text-sm sm:table sm:min-w-[36rem]">
          <thead className="block bg-slate-50 text-left text-xs font-semibold text-slate-600 sm:table-header-group">
            <tr className="flex flex-wrap gap-2 p-2 sm:table-row sm:p-0">
              <th className="hidden px-2 py-2 sm:table-cell">#</th>
              {table.columns.map((variable, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the grid
                <th key={column} className="block sm:table-cell sm:px-2 sm:py-2">
                  <div className="flex items-center gap-1">
                    <input
                      aria-label={t('pricing.decisionTable.variableOf', { column: column + 1 })}
                      placeholder={t('pricing.decisionTable.variable')}
                      list={listId}
                      translate="no"
                      className={`${CELL} w-32 font-mono`}
                      value={variable}
                      disabled={disabled}
                      onChange={(event) =>
                        update({
                          columns: table.columns.map((old, index) =>
                            index === column ? event.target.value.trim() : old,
                          ),
                        })
                      }
                    />
                    <button
                      type="button"
                      className="rounded px-1 text-slate-500 hover:bg-slate-100 disabled:opacity-40"
                      aria-label={t('pricing.decisionTable.removeColumn', { column: columnLabel(column) })}
                      title={t('pricing.decisionTable.removeColumn', { column: columnLabel(column) })}
                      disabled={disabled}
                      onClick={() => removeColumn(column)}
                    >
                      ×
                    </button>
                  </div>
                </th>
              ))}
              <th className="hidden px-2 py-2 sm:table-cell">{t('pricing.decisionTable.outcome')}</th>
              <th className="hidden px-2 py-2 sm:table-cell">
                <span className="sr-only">{t('pricing.decisionTable.rowActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            {table.rows.map((row, index) => (
              // Rows have no identity of their own; their position is what a first-hit table means.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className={`${CARD_ROW} align-top`}>
                <td className="self-center font-medium text-slate-500 sm:px-2 sm:py-2 sm:font-normal">
                  <span className="sm:hidden">{rowLabel(index)}</span>
                  <span className="hidden sm:inline">{index + 1}</span>
                </td>
                {row.cells.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the grid
                  <td key={column} className={CARD_CELL}>
                    <CardLabel>{columnLabel(column)}</CardLabel>
                    <CellEditor
                      cell={cell}
                      label={`${rowLabel(index)}, ${columnLabel(column)}`}
                      type={variables.find((known) => known.name === table.columns[column])?.type}
                      disabled={disabled}
                      onChange={(next) => setCell(index, column, next)}
                    />
                  </td>
                ))}
                <td className={CARD_CELL}>
                  <CardLabel>{t('pricing.decisionTable.outcome')}</CardLabel>
                  <OutcomeEditor
                    table={table}
                    outcome={row.outcome}
                    label={rowLabel(index)}
                    disabled={disabled}
                    onChange={(outcome) => setOutcome(index, outcome)}
                  />
                </td>
                <td className="col-start-2 row-start-1 whitespace-nowrap sm:px-2 sm:py-2">
                  <RowButton
                    label={t('pricing.decisionTable.moveUp', { row: rowLabel(index) })}
                    disabled={disabled || index === 0}
                    onClick={() => moveRow(index, -1)}
                  >
                    ↑
                  </RowButton>
                  <RowButton
                    label={t('pricing.decisionTable.moveDown', { row: rowLabel(index) })}
                    disabled={disabled || index === table.rows.length - 1}
                    onClick={() => moveRow(index, 1)}
                  >
                    ↓
                  </RowButton>
                  <RowButton
                    label={t('pricing.decisionTable.removeRow', { row: rowLabel(index) })}
                    disabled={disabled}
                    onClick={() => removeRow(index)}
                  >
                    ×
                  </RowButton>
                </td>
              </tr>
            ))}
            <tr className={`${CARD_ROW} bg-slate-50`}>
              <td className="hidden px-2 py-2 sm:table-cell" />
              <td
                className="col-span-2 font-medium text-slate-600 sm:px-2 sm:py-2 sm:font-normal"
                colSpan={Math.max(1, table.columns.length)}
              >
                {t('pricing.decisionTable.otherwise')}
              </td>
              <td className={CARD_CELL}>
                <OutcomeEditor
                  table={table}
                  outcome={table.otherwise}
                  label={t('pricing.decisionTable.otherwise')}
                  disabled={disabled}
                  onChange={(otherwise) => update({ otherwise })}
                />
              </td>
              <td className="hidden sm:table-cell" />
            </tr>
          </tbody>
        </table>
      </div>
      {blank && (
        <p data-testid="decision-table-blank" className="text-sm text-slate-600">
          {t('pricing.decisionTable.blankOptional')}
        </p>
      )}
      {problems.length > 0 && (
        <ul data-testid="decision-table-problems" className="list-disc space-y-0.5 pl-5 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={`${problem.code}-${problem.row ?? ''}-${problem.column ?? ''}`}>
              {t(`pricing.decisionTable.problems.${problem.code}`, {
                row: problem.row === undefined ? '' : problem.row + 1,
                column: problem.column === undefined ? '' : columnLabel(problem.column),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A rule row: a card on a phone (number and buttons on top, each part under it), a table row from `sm`. */
const CARD_ROW =
  'grid grid-cols-[1fr_auto] items-start gap-2 border-t border-slate-200 p-3 sm:table-row sm:border-slate-100 sm:p-0';
const CARD_CELL = 'col-span-2 min-w-0 sm:table-cell sm:px-2 sm:py-2';

/** What a card's part is (the column header says it from `sm`). */
function CardLabel({ children }: { children: string }) {
  return <span className="mb-1 block text-xs font-medium text-slate-500 sm:hidden">{children}</span>;
}
