import {
  type AnyDecisionTable,
  CELL_OPERATORS,
  type DecisionCell,
  type RowDecision,
  UNDERWRITING_DECISIONS,
  type UnderwritingDecision,
} from '@carrier/contracts/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeOperator,
  formatBound,
  formatCellList,
  formatCellValue,
  parseBound,
  parseCellList,
  parseCellValue,
} from './cell-text';

// The decision table grid's parts: a cell (operator and value), an outcome, a row's icon button.

export const CELL = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm disabled:bg-slate-100';
/** A value field takes the card's width on a phone and its column's from `sm`. */
const FILL_ON_PHONE = 'min-w-0 flex-1 sm:flex-none';

/** A text input that keeps what is typed ("1.", "-") while the table holds the parsed value. */
function DraftInput<T>({
  value,
  parse,
  format,
  same = Object.is,
  onChange,
  ...props
}: {
  value: T;
  parse: (text: string) => T;
  format: (value: T) => string;
  same?: (a: T, b: T) => boolean;
  onChange: (value: T) => void;
  'aria-label': string;
  className?: string;
  disabled?: boolean;
  inputMode?: 'decimal' | 'text';
  list?: string;
  placeholder?: string;
  translate?: 'yes' | 'no';
  onBlur?: () => void;
}) {
  const [draft, setDraft] = useState(() => format(value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change from outside replaces the draft
  useEffect(() => {
    if (!same(parse(draft), value)) setDraft(format(value));
  }, [value]);
  return (
    <input
      {...props}
      className={props.className ?? CELL}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parse(event.target.value));
      }}
    />
  );
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

export function CellEditor({
  cell,
  label,
  type,
  disabled,
  onChange,
}: {
  cell: DecisionCell;
  label: string;
  /** The column variable's known type, for the value's hint. */
  type: string | undefined;
  disabled?: boolean;
  onChange: (cell: DecisionCell) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1">
      <select
        aria-label={t('pricing.decisionTable.operatorOf', { cell: label })}
        className={`${CELL} w-28 shrink-0`}
        value={cell.op}
        disabled={disabled}
        onChange={(event) => onChange(changeOperator(cell, event.target.value as DecisionCell['op']))}
      >
        {CELL_OPERATORS.map((op) => (
          <option key={op} value={op}>
            {t(`pricing.decisionTable.operators.${OPERATOR_KEYS[op]}`)}
          </option>
        ))}
      </select>
      {cell.op === 'between' ? (
        <>
          <DraftInput
            aria-label={t('pricing.decisionTable.fromOf', { cell: label })}
            className={`${CELL} ${FILL_ON_PHONE} sm:w-20`}
            inputMode="decimal"
            value={cell.from}
            parse={parseBound}
            format={formatBound}
            disabled={disabled}
            onChange={(from) => onChange({ ...cell, from })}
          />
          <span className="text-xs text-slate-500">≤ x &lt;</span>
          <DraftInput
            aria-label={t('pricing.decisionTable.toOf', { cell: label })}
            className={`${CELL} ${FILL_ON_PHONE} sm:w-20`}
            inputMode="decimal"
            value={cell.to}
            parse={parseBound}
            format={formatBound}
            disabled={disabled}
            onChange={(to) => onChange({ ...cell, to })}
          />
        </>
      ) : cell.op === 'in' ? (
        <DraftInput
          aria-label={t('pricing.decisionTable.valuesOf', { cell: label })}
          className={`${CELL} ${FILL_ON_PHONE} sm:w-36`}
          placeholder={t('pricing.decisionTable.listPlaceholder')}
          value={cell.values}
          parse={parseCellList}
          format={formatCellList}
          same={sameList}
          disabled={disabled}
          onChange={(values) => onChange({ ...cell, values })}
        />
      ) : cell.op === 'any' ? (
        <span className="px-2 text-slate-400" aria-hidden="true">
          —
        </span>
      ) : (
        <DraftInput
          aria-label={t('pricing.decisionTable.valueOf', { cell: label })}
          className={`${CELL} ${FILL_ON_PHONE} sm:w-28`}
          placeholder={type === 'boolean' ? t('pricing.decisionTable.booleanPlaceholder') : undefined}
          translate="no"
          value={cell.value}
          parse={parseCellValue}
          format={formatCellValue}
          disabled={disabled}
          onChange={(value) => onChange({ ...cell, value })}
        />
      )}
    </div>
  );
}

const OPERATOR_KEYS: Record<DecisionCell['op'], string> = {
  any: 'any',
  '==': 'eq',
  '!=': 'ne',
  '<': 'lt',
  '<=': 'le',
  '>': 'gt',
  '>=': 'ge',
  between: 'between',
  in: 'in',
};

export function OutcomeEditor({
  table,
  outcome,
  label,
  disabled,
  onChange,
}: {
  table: AnyDecisionTable;
  outcome: RowDecision | boolean;
  label: string;
  disabled?: boolean;
  onChange: (outcome: RowDecision | boolean) => void;
}) {
  const { t } = useTranslation();
  if (table.kind === 'condition')
    return (
      <select
        aria-label={t('pricing.decisionTable.outcomeOf', { row: label })}
        className={CELL}
        value={outcome ? 'yes' : 'no'}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === 'yes')}
      >
        <option value="yes">{t('pricing.decisionTable.applies')}</option>
        <option value="no">{t('pricing.decisionTable.doesNotApply')}</option>
      </select>
    );
  const decision = outcome as RowDecision;
  return (
    <div className="flex items-center gap-1">
      <select
        aria-label={t('pricing.decisionTable.outcomeOf', { row: label })}
        className={`${CELL} w-24 shrink-0`}
        value={decision.decision}
        disabled={disabled}
        onChange={(event) => onChange({ ...decision, decision: event.target.value as UnderwritingDecision })}
      >
        {UNDERWRITING_DECISIONS.map((value) => (
          <option key={value} value={value}>
            {t(`pricing.decisions.${value}`)}
          </option>
        ))}
      </select>
      <input
        aria-label={t('pricing.decisionTable.reasonOf', { row: label })}
        placeholder={t('pricing.decisionTable.reason')}
        className={`${CELL} ${FILL_ON_PHONE} sm:w-40`}
        value={decision.reason}
        disabled={disabled}
        onChange={(event) => onChange({ ...decision, reason: event.target.value })}
        onBlur={() =>
          decision.reason !== decision.reason.trim() && onChange({ ...decision, reason: decision.reason.trim() })
        }
      />
    </div>
  );
}

export function RowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded px-1.5 py-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
    >
      {children}
    </button>
  );
}
