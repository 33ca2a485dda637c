import { useTranslation } from 'react-i18next';

type Counts = { total: number; doneCount: number; failedCount: number };

/** A run's counts as a bar and words: done, failed, of the total. */
export function RunProgress({ run }: { run: Counts }) {
  const { t } = useTranslation();
  const done = run.total ? (run.doneCount / run.total) * 100 : 0;
  const failed = run.total ? (run.failedCount / run.total) * 100 : 0;
  return (
    <div className="min-w-[8rem]">
      <div
        className="flex h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.doneCount + run.failedCount}
        aria-label={t('documentRuns.progress', { done: run.doneCount, failed: run.failedCount, total: run.total })}
      >
        <div className="bg-emerald-600" style={{ width: `${done}%` }} />
        <div className="bg-red-500" style={{ width: `${failed}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600" data-testid="run-counts">
        {t('documentRuns.progress', { done: run.doneCount, failed: run.failedCount, total: run.total })}
      </p>
    </div>
  );
}

const STATUS_STYLES: Record<string, string> = {
  running: 'bg-blue-100 text-blue-800',
  done: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-slate-200 text-slate-700',
  pending: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-800',
};

/** A run's or a row's status as a badge, in the user's language. */
export function RunStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_STYLES[status] ?? STATUS_STYLES.pending}`}
      data-testid="run-status"
    >
      {t(`documentRuns.status.${status}`, { defaultValue: status })}
    </span>
  );
}
