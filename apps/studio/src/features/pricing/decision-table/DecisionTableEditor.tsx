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
import { CELL, CellEditor, OutcomeEditor, RowButton } from './cells';

/** An input the table can test: its name, its type as rules compare it, its dictionary label if declared. */
export type KnownVariable = { name: string; type: string; label?: string };

type Props = {
  table: AnyDecisionTable;
  onChange: (table: AnyDecisionTable) => void;
  /** The product version's known inputs, offered for each column. */
  variables: readonly KnownVariable[];
  disabled?: boolean;
};

/**
 * A decision table as a grid: one column per input (variable, then per row an operator and value),
 * one row per rule with its outcome, the hit policy and the outcome when no row matches. The parent
 * holds the table (and its compiled rule); the table's problems are listed under the grid.
 */
export function DecisionTableEditor({ table, onChange, variables, disabled }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const problems = tableProblems(table);
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
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
            <tr>
              <th className="px-2 py-2">#</th>
              {table.columns.map((variable, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the grid
                <th key={column} className="px-2 py-2">
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
              <th className="px-2 py-2">{t('pricing.decisionTable.outcome')}</th>
              <th className="px-2 py-2">
                <span className="sr-only">{t('pricing.decisionTable.rowActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              // Rows have no identity of their own; their position is what a first-hit table means.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className="border-t border-slate-100 align-top">
                <td className="px-2 py-2 text-slate-500">{index + 1}</td>
                {row.cells.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the grid
                  <td key={column} className="px-2 py-2">
                    <CellEditor
                      cell={cell}
                      label={`${rowLabel(index)}, ${columnLabel(column)}`}
                      type={variables.find((known) => known.name === table.columns[column])?.type}
                      disabled={disabled}
                      onChange={(next) => setCell(index, column, next)}
                    />
                  </td>
                ))}
                <td className="px-2 py-2">
                  <OutcomeEditor
                    table={table}
                    outcome={row.outcome}
                    label={rowLabel(index)}
                    disabled={disabled}
                    onChange={(outcome) => setOutcome(index, outcome)}
                  />
                </td>
                <td className="whitespace-nowrap px-2 py-2">
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
            <tr className="border-t border-slate-200 bg-slate-50">
              <td className="px-2 py-2" />
              <td className="px-2 py-2 text-slate-600" colSpan={Math.max(1, table.columns.length)}>
                {t('pricing.decisionTable.otherwise')}
              </td>
              <td className="px-2 py-2">
                <OutcomeEditor
                  table={table}
                  outcome={table.otherwise}
                  label={t('pricing.decisionTable.otherwise')}
                  disabled={disabled}
                  onChange={(otherwise) => update({ otherwise })}
                />
              </td>
              <td />
            </tr>
          </tbody>
        </table>
      </div>
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
