import {
  ADJUSTMENT_CURRENCIES,
  checkRule,
  isTaxRounding,
  type RuleJson,
  TAX_ROUNDINGS,
  type TaxRounding,
  tableProblems,
} from '@carrier/contracts/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { ModalActions } from '../../../ui/ModalActions';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { toasts } from '../../../ui/toasts/toast-store';
import { useSubmit } from '../../../ui/useSubmit';
import { DecisionTableEditor } from '../decision-table/DecisionTableEditor';
import { RuleModeTabs } from '../decision-table/RuleModeTabs';
import { useKnownVariables } from '../decision-table/useKnownVariables';
import { useRuleTable } from '../decision-table/useRuleTable';
import { RuleCodeEditor } from '../rule-code/RuleCodeEditor';
import { CODE_DOCUMENTS, CODE_PAGES, type CodeKind, type CodeRow } from './code-kinds';

type Form = {
  code: string;
  name: string;
  description: string;
  calculationKind: 'ratio' | 'flat' | 'custom';
  ratio: string;
  flat: string;
  currencyCode: string;
  calculationLogic: string;
  condition: string;
  order: string;
  cap: string;
  rounding: TaxRounding;
};

const EMPTY: Form = {
  code: '',
  name: '',
  description: '',
  calculationKind: 'ratio',
  ratio: '',
  flat: '',
  currencyCode: 'HKD',
  calculationLogic: '{"*": [{"var": "premium"}, 0.1]}',
  condition: '',
  order: '0',
  cap: '',
  rounding: 'half_up',
};

const formOf = (row: CodeRow): Form => ({
  code: row.code ?? '',
  name: row.name ?? '',
  description: row.description ?? '',
  calculationKind: row.kind === 'flat' || row.kind === 'custom' ? row.kind : 'ratio',
  ratio: row.ratio === null || row.ratio === undefined ? '' : String(row.ratio),
  flat: row.flat === null || row.flat === undefined ? '' : String(row.flat),
  currencyCode: row.currencyCode ?? 'HKD',
  calculationLogic: row.kind === 'custom' ? (row.calculationLogic ?? '') : EMPTY.calculationLogic,
  condition: row.condition ?? '',
  order: String(row.order ?? 0),
  cap: row.cap === null || row.cap === undefined ? '' : String(row.cap),
  rounding: isTaxRounding(row.rounding) ? row.rounding : 'half_up',
});

const compactRule = (rule: RuleJson) => JSON.stringify(rule);

/** The add and update modals of discount, loading and tax codes: ratio, flat or custom, with an order. */
export function CodeFormModal({
  kind,
  productId,
  editing,
  open,
  onClose,
  onSaved,
}: {
  kind: CodeKind;
  productId: { plan: string; type: string; version: string | null };
  editing: CodeRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(EMPTY);
  // Required fields are checked before sending: once a save was tried, an empty one says so.
  const [tried, setTried] = useState(false);
  const { busy, submit } = useSubmit();
  useEffect(() => {
    if (open) {
      setForm(editing ? formOf(editing) : EMPTY);
      setTried(false);
    }
  }, [open, editing]);
  const missing = {
    code: editing === null && form.code.trim() === '',
    name: form.name.trim() === '',
    ratio: form.calculationKind === 'ratio' && form.ratio.trim() === '',
    flat: form.calculationKind === 'flat' && form.flat.trim() === '',
  };
  const required = (key: keyof typeof missing) => (tried && missing[key] ? t('validation.required') : undefined);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setCondition = useCallback((condition: string) => setForm((current) => ({ ...current, condition })), []);
  const variables = useKnownVariables(open ? productId : null);
  // The condition may be written as a decision table: its compiled rule is the condition saved.
  const conditionTable = useRuleTable(
    'condition',
    form.condition,
    setCondition,
    compactRule,
    open ? (editing?.condition ?? '') : null,
  );
  const table = conditionTable.mode === 'table' ? conditionTable.table : null;
  const logicError = (text: string) => {
    if (text.trim() === '') return undefined;
    const checked = checkRule(text);
    return checked.ok ? undefined : checked.error.message;
  };

  const save = () => {
    setTried(true);
    if (Object.values(missing).some(Boolean)) return;
    if (table && tableProblems(table).length > 0) {
      toasts.error(t('pricing.decisionTable.fixProblems'));
      return;
    }
    const input = {
      name: form.name,
      description: form.description,
      calculationKind: form.calculationKind,
      ratio: form.calculationKind === 'ratio' && form.ratio !== '' ? Number(form.ratio) : null,
      flat: form.calculationKind === 'flat' && form.flat !== '' ? Number(form.flat) : null,
      currencyCode: form.calculationKind === 'flat' ? ('HKD' as const) : null,
      calculationLogic: form.calculationKind === 'custom' ? form.calculationLogic : null,
      condition: form.condition.trim() || null,
      order: Number.parseInt(form.order, 10) || 0,
      ...(kind === 'tax' ? { cap: form.cap.trim() === '' ? null : Number(form.cap), rounding: form.rounding } : {}),
    };
    const documents = CODE_DOCUMENTS[kind];
    void submit(
      () =>
        editing?.code
          ? mutate(documents.update, { productId, code: editing.code, input }, (data) => data.result)
          : mutate(documents.create, { productId, input: { ...input, code: form.code } }, (data) => data.result),
      {
        success: t(editing ? 'pricing.codes.updated' : 'pricing.codes.added'),
        onDone: () => {
          onSaved();
          onClose();
        },
      },
    );
  };

  const title = editing?.code ? t('pricing.codes.updateTitle', { code: editing.code }) : t(CODE_PAGES[kind].add);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="lg"
      footer={
        <ModalActions
          cancelLabel={t('pricing.actions.cancel')}
          onCancel={onClose}
          submitLabel={editing ? t('pricing.actions.update') : t('pricing.actions.add')}
          onSubmit={save}
          disabled={busy}
        />
      }
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('pricing.codes.code')}
          value={form.code}
          onChange={(event) => set('code', event.target.value.toUpperCase())}
          disabled={editing !== null}
          required
          error={required('code')}
        />
        <TextField
          label={t('pricing.codes.name')}
          value={form.name}
          onChange={(event) => set('name', event.target.value)}
          required
          error={required('name')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('pricing.codes.description')}
          value={form.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <SelectField
          label={t('pricing.codes.kind')}
          value={form.calculationKind}
          onChange={(event) => set('calculationKind', event.target.value as Form['calculationKind'])}
          options={(['ratio', 'flat', 'custom'] as const).map((value) => ({
            value,
            label: t(`pricing.codes.kinds.${value}`),
          }))}
        />
        <TextField
          label={t('pricing.codes.order')}
          type="number"
          value={form.order}
          onChange={(event) => set('order', event.target.value)}
        />
        {form.calculationKind === 'ratio' && (
          <TextField
            label={t('pricing.codes.percentage')}
            type="number"
            step="0.01"
            value={form.ratio}
            onChange={(event) => set('ratio', event.target.value)}
            required
            error={required('ratio')}
          />
        )}
        {form.calculationKind === 'flat' && (
          <>
            <TextField
              label={t('pricing.codes.amount')}
              type="number"
              step="0.01"
              value={form.flat}
              onChange={(event) => set('flat', event.target.value)}
              required
              error={required('flat')}
            />
            <SelectField
              label={t('pricing.codes.currency')}
              value={form.currencyCode}
              onChange={(event) => set('currencyCode', event.target.value)}
              options={ADJUSTMENT_CURRENCIES.map((value) => ({ value, label: value }))}
            />
          </>
        )}
        {form.calculationKind === 'custom' && (
          <div className="sm:col-span-2">
            <p className="mb-1 text-sm font-medium text-slate-700">{t('pricing.codes.calculationLogic')}</p>
            <RuleCodeEditor
              id={open ? productId : null}
              value={form.calculationLogic}
              onChange={(value) => set('calculationLogic', value)}
              label={t('pricing.codes.calculationLogic')}
              minHeight="6rem"
              invalid={logicError(form.calculationLogic) !== undefined}
            />
            {logicError(form.calculationLogic) && (
              <p className="mt-1 text-xs text-red-600">{logicError(form.calculationLogic)}</p>
            )}
          </div>
        )}
        {kind === 'tax' && (
          <>
            <TextField
              label={t('pricing.codes.cap')}
              type="number"
              step="0.01"
              min="0"
              value={form.cap}
              onChange={(event) => set('cap', event.target.value)}
            />
            <SelectField
              label={t('pricing.codes.rounding')}
              value={form.rounding}
              onChange={(event) => set('rounding', event.target.value as TaxRounding)}
              options={TAX_ROUNDINGS.map((value) => ({ value, label: t(`pricing.codes.roundings.${value}`) }))}
            />
          </>
        )}
        <div className="min-w-0 sm:col-span-2">
          <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium text-slate-700">{t('pricing.codes.condition')}</p>
            <RuleModeTabs
              mode={conditionTable.mode}
              refusal={conditionTable.refusal}
              onTable={conditionTable.showTable}
              onCode={conditionTable.showCode}
            />
          </div>
          {table ? (
            <DecisionTableEditor table={table} onChange={conditionTable.setTable} variables={variables} />
          ) : (
            <>
              <RuleCodeEditor
                id={open ? productId : null}
                value={form.condition}
                onChange={(value) => set('condition', value)}
                label={t('pricing.codes.condition')}
                minHeight="4rem"
                placeholder='{"var": "smoker"}'
                invalid={logicError(form.condition) !== undefined}
              />
              {logicError(form.condition) && <p className="mt-1 text-xs text-red-600">{logicError(form.condition)}</p>}
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
