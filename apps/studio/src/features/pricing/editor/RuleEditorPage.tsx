import { PRICING_MESSAGES } from '@carrier/contracts';
import { type RuleJson, tableProblems } from '@carrier/contracts/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { toasts } from '../../../ui/toasts/toast-store';
import { useSubmit } from '../../../ui/useSubmit';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard';
import { RecordHistory } from '../../audit/RecordHistory';
import { RecordVersionHistory } from '../../history/RecordVersionHistory';
import { productIdFromParams, productPath } from '../../products/product-id';
import { rerunTestCases, testCasesKey } from '../cases/case-queries';
import { SaveCaseModal } from '../cases/SaveCaseModal';
import { TestCasesPanel } from '../cases/TestCasesPanel';
import { VersionComparison } from '../cases/VersionComparison';
import { DecisionTableEditor } from '../decision-table/DecisionTableEditor';
import { RuleModeTabs } from '../decision-table/RuleModeTabs';
import { useKnownVariables } from '../decision-table/useKnownVariables';
import { useRuleTable } from '../decision-table/useRuleTable';
import { warnUndeclared } from '../dictionary/dictionary-model';
import { FrozenBanner } from '../FrozenBanner';
import { RuleCodeEditor } from '../rule-code/RuleCodeEditor';
import { ruleDiagnostic } from '../rule-code/rule-completion';
import { ruleProblemText, ruleProblemWithPlace } from '../rule-code/rule-problem-text';
import { useVersionLock } from '../useVersionLock';
import { type SavableRun, TestPanel } from './TestPanel';
import type { RuleAspect } from './test-run';
import { formatRule, useRuleDocument } from './useRuleDocument';

/** The live check of the text, shown in the red bar at the bottom (and marked in the editor). */
const ruleProblem = (text: string) => ruleDiagnostic(text);

const prettyRule = (rule: RuleJson) => JSON.stringify(rule, null, 2);

/** ViewProductsPricing and ViewProductsUnderwriting: the JSON-logic editor with its test panel (spec 000 §2). */
export function RuleEditorPage({ aspect }: { aspect: RuleAspect }) {
  const { t } = useTranslation();
  const id = productIdFromParams(useParams());
  const document = useRuleDocument(id, aspect);
  const { busy: saving, submit } = useSubmit();
  const queryClient = useQueryClient();
  const [fullscreen, setFullscreen] = useState(false);
  const [pendingCase, setPendingCase] = useState<SavableRun | null>(null);
  useUnsavedChangesGuard(document.dirty);
  const variables = useKnownVariables(id);
  // Underwriting rules may be written as a decision table (its compiled rule is the text saved).
  const ruleTable = useRuleTable(
    'underwriting',
    document.text,
    document.setText,
    prettyRule,
    aspect === 'underwriting' ? (document.query.data?.stored ?? null) : null,
  );
  const table = aspect === 'underwriting' && ruleTable.mode === 'table' ? ruleTable.table : null;
  const frozen = document.query.data?.isFrozen === true;
  const lock = useVersionLock(frozen);
  if (!id) return null;
  const diagnostic = document.text ? ruleProblem(document.text) : null;
  // In the user's language: the rule check's reason, never its (or JSON.parse's) English.
  const problem = diagnostic ? ruleProblemText(t, diagnostic) : null;
  const logicProblem = (error: string) =>
    t('pricing.logicProblem', { error, defaultValue: PRICING_MESSAGES.logicProblem });

  const save = async () => {
    if (document.loading) return;
    if (table && tableProblems(table).length > 0) {
      toasts.error(t('pricing.decisionTable.fixProblems'));
      return;
    }
    if (diagnostic) {
      toasts.error(logicProblem(ruleProblemWithPlace(t, diagnostic)));
      return;
    }
    await submit(document.save, {
      success: t('pricing.saved'),
      onDone: async () => {
        await rerunTestCases(queryClient, id);
        await warnUndeclared(queryClient, id, (names) => t('dictionary.ruleWarning', { names }));
      },
    });
  };

  const editor = (
    <div
      className={
        fullscreen
          ? 'fixed inset-0 z-40 flex flex-col bg-white p-4'
          : `flex min-w-0 flex-col ${table ? 'lg:col-span-2' : ''}`
      }
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 className="font-semibold text-slate-900">{t(`pricing.editor.${aspect}Logic`)}</h2>
        <div className="ml-auto flex gap-2">
          {lock.reason && (
            <span data-testid="frozen-reason" className="text-sm text-sky-800">
              {lock.reason}
            </span>
          )}
          {!table && (
            <Button
              variant="secondary"
              onClick={() => document.setText(formatRule(document.text))}
              disabled={lock.locked}
              title={lock.reason}
            >
              {t('pricing.editor.format')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setFullscreen(!fullscreen)} aria-pressed={fullscreen}>
            {fullscreen ? t('pricing.editor.exitFullscreen') : t('pricing.editor.fullscreen')}
          </Button>
          <Button onClick={save} disabled={lock.locked || saving} title={lock.reason}>
            {t('pricing.actions.save')}
          </Button>
        </div>
      </div>
      {aspect === 'underwriting' && (
        <div className="mb-2">
          <RuleModeTabs
            mode={ruleTable.mode}
            refusal={ruleTable.refusal}
            onTable={ruleTable.showTable}
            onCode={ruleTable.showCode}
          />
        </div>
      )}
      <div className={fullscreen ? 'min-h-0 flex-1 overflow-auto' : ''}>
        {table ? (
          <DecisionTableEditor
            table={table}
            onChange={ruleTable.setTable}
            variables={variables}
            disabled={lock.locked}
          />
        ) : (
          <RuleCodeEditor
            id={id}
            value={document.text}
            onChange={document.setText}
            label={t(`pricing.editor.${aspect}Logic`)}
            minHeight={fullscreen ? '80vh' : '24rem'}
            invalid={problem !== null}
            templates={aspect === 'pricing'}
            disabled={lock.locked}
          />
        )}
      </div>
    </div>
  );

  return (
    <div className="min-h-screen bg-slate-50 pb-16">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-4 sm:px-6">
          <Link to={productPath('info', id)} className="text-sm font-medium text-blue-700 hover:underline">
            ← {t('pricing.backToProduct')}
          </Link>
          <h1 className="text-xl font-bold text-slate-900">
            {t(`pricing.editor.${aspect}Title`)}
            {document.query.data?.name && (
              <span className="ml-2 font-normal text-slate-500">· {document.query.data.name}</span>
            )}
          </h1>
          {document.dirty && <span className="text-sm text-amber-700">{t('pricing.editor.unsaved')}</span>}
          <span className="ml-auto flex flex-wrap gap-2">
            <RecordVersionHistory
              recordType={aspect === 'pricing' ? 'priceRule' : 'underwritingRule'}
              recordId={document.query.data?.recordId}
              dirty={document.dirty}
              onRestored={() => document.query.refetch()}
            />
            <RecordHistory recordType="product" recordId={document.query.data?.recordId} />
          </span>
        </div>
      </div>
      <main className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
        {document.query.isError ? (
          <p role="alert" className="text-red-700">
            {t('pricing.fetchFailed', { defaultValue: PRICING_MESSAGES.fetchFailed })}
          </p>
        ) : document.query.isPending ? (
          <p className="text-center text-slate-500">{t('pricing.loading')}</p>
        ) : document.query.data === null ? (
          <p className="text-center text-slate-700">{t('pricing.notFound')}</p>
        ) : (
          <>
            {frozen && <FrozenBanner id={id} aspect={aspect} />}
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {editor}
              <TestPanel
                aspect={aspect}
                id={id}
                ruleText={document.text}
                onSaveCase={setPendingCase}
                saveCaseBlockedBy={lock.reason}
              />
            </div>
            <TestCasesPanel id={id} lock={lock} />
            {aspect === 'pricing' && <VersionComparison id={id} />}
          </>
        )}
      </main>
      {problem && (
        <div
          role="alert"
          data-testid="rule-error-bar"
          className="fixed inset-x-0 bottom-0 z-50 bg-red-600 px-4 py-2 text-sm text-white"
        >
          {logicProblem(problem)}
          {diagnostic && (
            <span className="ml-2 opacity-90">
              {t('pricing.codeHelp.at', { line: diagnostic.line, column: diagnostic.column })}
            </span>
          )}
        </div>
      )}
      <SaveCaseModal
        id={id}
        pending={pendingCase}
        onClose={() => setPendingCase(null)}
        onSaved={() => queryClient.invalidateQueries({ queryKey: testCasesKey(id) })}
      />
    </div>
  );
}
