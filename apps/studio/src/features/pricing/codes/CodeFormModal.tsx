import { ADJUSTMENT_CURRENCIES, type RuleJson, TAX_ROUNDINGS, tableProblems } from '@carrier/contracts/rules';
import { useCallback, useEffect, useState } from 'react';
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
import { describeRuleText } from '../rule-code/rule-problem-text';
import { CALCULATION_KINDS, codeFormOf, codeInput, EMPTY_CODE, ZCodeForm } from './code-form';
import { CODE_DOCUMENTS, CODE_PAGES, type CodeKind, type CodeRow } from './code-kinds';
import { type CodeField, codeFieldRefusal, type FieldRefusal } from './code-refusals';

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
  const values = editing ? codeFormOf(editing) : EMPTY_CODE;
  const { register, handleSubmit, watch, setValue, setFocus, fieldError } = useModalForm(ZCodeForm, values, open);
  const { busy, submit } = useSubmit();
  // A refusal of the server about one field, shown under it until that field changes.
  const [refusal, setRefusal] = useState<FieldRefusal | null>(null);
  useEffect(() => {
    if (open) setRefusal(null);
  }, [open]);
  useEffect(() => {
    if (!refusal) return;
    const watching = watch((_, { name }) => {
      if (name === refusal.field) setRefusal(null);
    });
    return () => watching.unsubscribe();
  }, [watch, refusal]);
  const errorOf = (field: CodeField) => fieldError(field) ?? (refusal?.field === field ? refusal.text : undefined);
  /** What is wrong with a rule's text as the user writes it, in their words (the server refuses it too). */
  const logicError = (text: string) => describeRuleText(t, text);
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
    { optional: true },
  );
  const table = conditionTable.mode === 'table' ? conditionTable.table : null;

  const save = handleSubmit((form) => {
    // A blank table is no condition (its text is empty), as an empty code editor is.
    if (table && !conditionTable.blank && tableProblems(table).length > 0) {
      toasts.error(t('pricing.decisionTable.fixProblems'));
      return;
    }
    const ruleTexts = [
      ...(table ? [] : [form.condition]),
      ...(form.calculationKind === 'custom' ? [form.calculationLogic] : []),
    ];
    if (ruleTexts.some((text) => logicError(text) !== undefined)) {
      toasts.error(t('pricing.codes.fixRule'));
      return;
    }
    const input = codeInput(kind, form);
    const documents = CODE_DOCUMENTS[kind];
    const send = async () => {
      try {
        return editing?.code
          ? await mutate(documents.update, { productId, code: editing.code, input }, (data) => data.result)
          : await mutate(documents.create, { productId, input: { ...input, code: form.code } }, (data) => data.result);
      } catch (error) {
        // A refusal about one field is shown under it; the dialog stays open with what was typed.
        const onField = codeFieldRefusal(t, kind, form, error);
        if (!onField) throw error;
        setRefusal(onField);
        if (onField.field !== 'calculationLogic' && onField.field !== 'condition') setFocus(onField.field);
        return false;
      }
    };
    return submit(send, {
      success: t(editing ? 'pricing.codes.updated' : 'pricing.codes.added'),
      onDone: () => {
        onSaved();
        onClose();
      },
    });
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
        error={errorOf('code')}
        {...register('code', { onChange: (event) => setValue('code', event.target.value.toUpperCase()) })}
      />
      <TextField label={t('pricing.codes.name')} required error={errorOf('name')} {...register('name')} />
      <TextField
        className="sm:col-span-2"
        label={t('pricing.codes.description')}
        error={errorOf('description')}
        {...register('description')}
      />
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
          error={errorOf('ratio')}
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
            error={errorOf('flat')}
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
            invalid={(logicError(calculationLogic) ?? errorOf('calculationLogic')) !== undefined}
          />
          <RuleMessage text={logicError(calculationLogic) ?? errorOf('calculationLogic')} />
        </div>
      )}
      {kind === 'tax' && (
        <>
          <TextField
            label={t('pricing.codes.cap')}
            type="number"
            step="0.01"
            min="0"
            error={errorOf('cap')}
            {...register('cap')}
          />
          <SelectField
            label={t('pricing.codes.rounding')}
            error={errorOf('rounding')}
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
            <DecisionTableEditor table={table} onChange={conditionTable.setTable} variables={variables} optional />
            <RuleMessage text={errorOf('condition')} />
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
              invalid={(logicError(condition) ?? errorOf('condition')) !== undefined}
            />
            <RuleMessage text={logicError(condition) ?? errorOf('condition')} />
          </>
        )}
      </div>
    </FormModal>
  );
}

/** A rule's problem under its editor (the editor marks the place too). */
function RuleMessage({ text }: { text: string | undefined }) {
  return text ? <p className="mt-1 text-xs text-red-600">{text}</p> : null;
}
