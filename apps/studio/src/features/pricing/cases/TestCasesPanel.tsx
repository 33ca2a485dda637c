import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../../api/client';
import { errorMessage } from '../../../app/error-message';
import { Button } from '../../../ui/Button';
import { toasts } from '../../../ui/toasts/toast-store';
import { type ProductId, productIdInput, productIdWhere } from '../../products/product-id';
import { RemoveTestCaseMutation, TestCaseRunsQuery } from '../graphql/cases';
import type { VersionLock } from '../useVersionLock';
import { AcceptResultModal, type CaseToAccept } from './AcceptResultModal';
import { testCasesKey } from './case-queries';

type CaseRun = {
  passed: boolean;
  actualAmount?: number | null;
  formattedActualAmount?: string | null;
  actualDecision?: string | null;
  testCase: { id: string; name: string; expectedAmount?: number | null; expectedDecision?: string | null };
};

const expectsAmount = (run: CaseRun) =>
  run.testCase.expectedAmount !== null && run.testCase.expectedAmount !== undefined;

/** The version's rating test cases, run against its saved logic: which pass and which fail. */
export function TestCasesPanel({ id, lock }: { id: ProductId; lock: VersionLock }) {
  const { t } = useTranslation();
  const runs = useQuery({
    queryKey: testCasesKey(id),
    queryFn: async () =>
      (await request(TestCaseRunsQuery, { productId: productIdWhere(id) })).products_2?.list?.[0]?.testCaseRuns ?? [],
  });
  const [accepting, setAccepting] = useState<CaseToAccept | null>(null);
  /** The expectation a failing case would take from its run, or null when the run gives no result to take. */
  const toAccept = (run: CaseRun): CaseToAccept | null => {
    const amount = expectsAmount(run) ? (run.actualAmount ?? null) : null;
    const decision = run.testCase.expectedDecision ? (run.actualDecision ?? null) : null;
    if ((expectsAmount(run) && amount === null) || (run.testCase.expectedDecision && decision === null)) return null;
    const resultText = [
      amount === null ? null : (run.formattedActualAmount ?? amount.toFixed(2)),
      decision === null ? null : t(`pricing.decisions.${decision}`),
    ]
      .filter(Boolean)
      .join(' · ');
    return {
      id: run.testCase.id,
      name: run.testCase.name,
      expectedAmount: amount,
      expectedDecision: decision,
      resultText,
    };
  };
  const remove = async (caseId: string) => {
    try {
      await mutate(
        RemoveTestCaseMutation,
        { productId: productIdInput(id), id: caseId },
        (data) => data.removeRatingTestCase,
      );
      await runs.refetch();
    } catch (error) {
      toasts.error(errorMessage(error));
    }
  };
  const list = runs.data ?? [];
  const failing = list.filter((run) => !run.passed).length;
  return (
    <section
      aria-label={t('pricing.cases.title')}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{t('pricing.cases.title')}</h2>
        <div className="flex items-center gap-3">
          {list.length > 0 && (
            <span data-testid="cases-summary" className={`text-sm ${failing ? 'text-red-700' : 'text-emerald-700'}`}>
              {failing ? t('pricing.cases.failing', { count: failing }) : t('pricing.cases.allPass')}
            </span>
          )}
          <Button variant="secondary" onClick={() => runs.refetch()} disabled={runs.isFetching}>
            {t('pricing.cases.runAll')}
          </Button>
        </div>
      </div>
      {lock.reason && list.length > 0 && <p className="text-sm text-sky-800">{lock.reason}</p>}
      {list.length === 0 ? (
        <p className="text-sm text-slate-500">{t('pricing.cases.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-slate-500">
                <th className="py-1 pr-2 font-medium">{t('pricing.cases.name')}</th>
                <th className="py-1 pr-2 text-right font-medium">{t('pricing.cases.expected')}</th>
                <th className="py-1 pr-2 text-right font-medium">{t('pricing.cases.actual')}</th>
                <th className="py-1 pr-2 font-medium">{t('pricing.cases.outcome')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.map((run) => (
                <tr key={run.testCase.id} className="border-t border-slate-100" data-testid="case-row">
                  <td className="py-1 pr-2">{run.testCase.name}</td>
                  <td className="py-1 pr-2 text-right font-mono">
                    {expectsAmount(run)
                      ? Number(run.testCase.expectedAmount).toFixed(2)
                      : t(`pricing.decisions.${run.testCase.expectedDecision ?? 'accept'}`)}
                  </td>
                  <td className="py-1 pr-2 text-right font-mono">
                    {expectsAmount(run)
                      ? (run.formattedActualAmount ?? '—')
                      : run.actualDecision
                        ? t(`pricing.decisions.${run.actualDecision}`)
                        : '—'}
                  </td>
                  <td className={`py-1 pr-2 font-medium ${run.passed ? 'text-emerald-700' : 'text-red-700'}`}>
                    {run.passed ? t('pricing.cases.pass') : t('pricing.cases.fail')}
                  </td>
                  <td className="py-1 text-right">
                    {!run.passed && toAccept(run) && (
                      <Button
                        variant="ghost"
                        disabled={lock.locked}
                        title={lock.reason}
                        onClick={() => setAccepting(toAccept(run))}
                      >
                        {t('pricing.cases.accept')}
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      disabled={lock.locked}
                      title={lock.reason}
                      onClick={() => remove(run.testCase.id)}
                    >
                      {t('pricing.actions.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AcceptResultModal
        id={id}
        accepting={accepting}
        onClose={() => setAccepting(null)}
        onAccepted={() => void runs.refetch()}
      />
    </section>
  );
}
