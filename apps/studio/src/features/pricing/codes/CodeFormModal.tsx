import {
  ADJUSTMENT_CURRENCIES,
  checkRule,
  type RuleJson,
  TAX_ROUNDINGS,
  tableProblems,
} from '@carrier/contracts/rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../../api/client';
import { FormModal } from '../../../ui/FormModal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { toasts } from '../../../ui/toasts/toast-store';
import { useModalForm } from '../../../ui/useModalForm';
import { useSubmit } from '../../../ui/useSubmit';
import { DecisionTableEditor } from '../decision-table/DecisionTableEditor';
import { RuleModeTabs } from '../decision-table/RuleModeTabs';
import { useKnownVariables } from '../decision-table/useKnownVariables';
import { useRuleTable } from '../decision-table/useRuleTable';
import { RuleCodeEditor } from '../rule-code/RuleCodeEditor';
import { CALCULATION_KINDS, codeFormOf, codeInput, EMPTY_CODE, ZCodeForm } from './code-form';
import { CODE_DOCUMENTS, CODE_PAGES, type CodeKind, type CodeRow } from './code-kinds';

const compactRule = (rule: RuleJson) => JSON.stringify(rule);
/** What is wrong with a rule's text as the user writes it (the server refuses it too). */
const logicError = (text: string) => {
  if (text.trim() === '') return undefined;
  const checked = checkRule(text);
  return checked.ok ? undefined : checked.error.message;
};

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
  const values = editing ? codeFormOf(editing) : EMPTY_CODE;
  const { register, handleSubmit, watch, setValue, fieldError } = useModalForm(ZCodeForm, values, open);
  const { busy, submit } = useSubmit();
  const [calculationKind, calculationLogic, condition] = watch(['calculationKind', 'calculationLogic', 'condition']);
  const setCondition = useCallback((text: string) => setValue('condition', text), [setValue]);
  const variables = useKnownVariables(open ? productId : null);
  // The condition may be written as a decision table: its compiled rule is the condition saved.
  const conditionTable = useRuleTable(
    'condition',
    condition,
    setCondition,
    compactRule,
    open ? (editing?.condition ?? '') : null,
  );
  const table = conditionTable.mode === 'table' ? conditionTable.table : null;

  const save = handleSubmit((form) => {
    if (table && tableProblems(table).length > 0) {
      toasts.error(t('pricing.decisionTable.fixProblems'));
      return;
    }
    const input = codeInput(kind, form);
    const documents = CODE_DOCUMENTS[kind];
    return submit(
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
  });

  const title = editing?.code ? t('pricing.codes.updateTitle', { code: editing.code }) : t(CODE_PAGES[kind].add);
  return (
    <FormModal
      open={open}
      title={title}
      onClose={onClose}
      size="lg"
      cancelLabel={t('pricing.actions.cancel')}
      submitLabel={editing ? t('pricing.actions.update') : t('pricing.actions.add')}
      onSubmit={save}
      busy={busy}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
    >
      <TextField
        label={t('pricing.codes.code')}
        disabled={editing !== null}
        required
        error={fieldError('code')}
        {...register('code', { onChange: (event) => setValue('code', event.target.value.toUpperCase()) })}
      />
      <TextField label={t('pricing.codes.name')} required error={fieldError('name')} {...register('name')} />
      <TextField className="sm:col-span-2" label={t('pricing.codes.description')} {...register('description')} />
      <SelectField
        label={t('pricing.codes.kind')}
        options={CALCULATION_KINDS.map((value) => ({ value, label: t(`pricing.codes.kinds.${value}`) }))}
        {...register('calculationKind')}
      />
      <TextField label={t('pricing.codes.order')} type="number" {...register('order')} />
      {calculationKind === 'ratio' && (
        <TextField
          label={t('pricing.codes.percentage')}
          type="number"
          step="0.01"
          required
          error={fieldError('ratio')}
          {...register('ratio')}
        />
      )}
      {calculationKind === 'flat' && (
        <>
          <TextField
            label={t('pricing.codes.amount')}
            type="number"
            step="0.01"
            required
            error={fieldError('flat')}
            {...register('flat')}
          />
          <SelectField
            label={t('pricing.codes.currency')}
            options={ADJUSTMENT_CURRENCIES.map((value) => ({ value, label: value }))}
            {...register('currencyCode')}
          />
        </>
      )}
      {calculationKind === 'custom' && (
        <div className="sm:col-span-2">
          <p className="mb-1 text-sm font-medium text-slate-700">{t('pricing.codes.calculationLogic')}</p>
          <RuleCodeEditor
            id={open ? productId : null}
            value={calculationLogic}
            onChange={(value) => setValue('calculationLogic', value)}
            label={t('pricing.codes.calculationLogic')}
            minHeight="6rem"
            invalid={logicError(calculationLogic) !== undefined}
          />
          {logicError(calculationLogic) && <p className="mt-1 text-xs text-red-600">{logicError(calculationLogic)}</p>}
        </div>
      )}
      {kind === 'tax' && (
        <>
          <TextField label={t('pricing.codes.cap')} type="number" step="0.01" min="0" {...register('cap')} />
          <SelectField
            label={t('pricing.codes.rounding')}
            options={TAX_ROUNDINGS.map((value) => ({ value, label: t(`pricing.codes.roundings.${value}`) }))}
            {...register('rounding')}
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
          // Enter in a cell of the table finishes the cell; it does not save the code.
          <fieldset
            className="min-w-0"
            aria-label={t('pricing.codes.condition')}
            onKeyDown={(event) =>
              event.key === 'Enter' && event.target instanceof HTMLInputElement && event.preventDefault()
            }
          >
            <DecisionTableEditor table={table} onChange={conditionTable.setTable} variables={variables} />
          </fieldset>
        ) : (
          <>
            <RuleCodeEditor
              id={open ? productId : null}
              value={condition}
              onChange={setCondition}
              label={t('pricing.codes.condition')}
              minHeight="4rem"
              placeholder='{"var": "smoker"}'
              invalid={logicError(condition) !== undefined}
            />
            {logicError(condition) && <p className="mt-1 text-xs text-red-600">{logicError(condition)}</p>}
          </>
        )}
      </div>
    </FormModal>
  );
}
