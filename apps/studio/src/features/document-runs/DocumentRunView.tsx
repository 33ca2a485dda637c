import { parseRenderError } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../api/client';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { useLoad } from '../../ui/useLoad';
import { useSubmit } from '../../ui/useSubmit';
import { CancelDocumentRunMutation, DocumentRunQuery } from './graphql';
import { LIVE_INTERVAL_MS } from './live';
import { RunProgress, RunStatus } from './RunProgress';

/**
 * A row's failure: a template's render error (`liquid|line:column|message`) says where in the template,
 * in the user's language, with the renderer's own words after it (they name the template's code).
 */
function RowError({ error }: { error: string }) {
  const { t } = useTranslation();
  const positioned = parseRenderError(error);
  if (!positioned) return <span className="text-red-700">{error}</span>;
  return (
    <span className="text-red-700">
      {t('documentRuns.renderError', { line: positioned.line, column: positioned.column })}{' '}
      <span className="font-mono text-xs" translate="no">
        {positioned.message}
      </span>
    </span>
  );
}

/** One run in a side panel: where its output goes, its counts live while it runs, cancel, and its rows with their errors. */
export function DocumentRunView({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { busy, submit } = useSubmit();
  const loaded = useLoad({
    queryKey: ['document-runs', 'run', id],
    queryFn: async () => (await request(DocumentRunQuery, { id: id ?? '', limit: 200 })).documentRun,
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? LIVE_INTERVAL_MS : false),
  });
  const run = loaded.data;
  const cancel = () =>
    submit(() => mutate(CancelDocumentRunMutation, { id: id ?? '' }, (data) => data.cancelDocumentRun), {
      success: t('documentRuns.cancelled'),
      onDone: () => queryClient.invalidateQueries({ queryKey: ['document-runs'] }),
    });
  return (
    <Modal open={Boolean(id)} title={run?.templateName ?? t('documentRuns.run')} onClose={onClose} placement="side">
      {loaded.isError && !run ? (
        <LoadFailed query={loaded} />
      ) : loaded.isPending ? (
        <p className="text-sm text-slate-600">{t('documentRuns.loading')}</p>
      ) : !run ? (
        <p className="text-sm text-slate-600">{t('documentRuns.missing')}</p>
      ) : (
        <div className="space-y-4" data-testid="document-run-view">
          <div className="flex flex-wrap items-center gap-3">
            <RunStatus status={run.status} />
            {run.status === 'running' && (
              <Button variant="danger" onClick={cancel} disabled={busy}>
                {t('documentRuns.cancelRun')}
              </Button>
            )}
          </div>
          <RunProgress run={run} />
          <p className="text-sm text-slate-700">
            {run.output === 'email'
              ? t('documentRuns.toEmail', { field: run.emailField })
              : t('documentRuns.toFolder', { folder: run.folder })}
          </p>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-3 py-2 font-medium">{t('documentRuns.columns.row')}</th>
                  <th className="px-3 py-2 font-medium">{t('documentRuns.columns.status')}</th>
                  <th className="px-3 py-2 font-medium">{t('documentRuns.columns.result')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {run.rows.list.map((row) => (
                  <tr key={row.index} className="align-top" data-testid="document-run-item">
                    <td className="px-3 py-2 text-slate-600">{row.index + 1}</td>
                    <td className="px-3 py-2">
                      <RunStatus status={row.status} />
                    </td>
                    <td className="break-all px-3 py-2 text-slate-700">
                      {row.error ? (
                        <RowError error={row.error} />
                      ) : (
                        <span className="font-mono text-xs" translate="no">
                          {row.outputKey ?? row.outputEmailId ?? ''}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {run.rows.totalCount > run.rows.list.length && (
            <p className="text-xs text-slate-500">
              {t('documentRuns.firstRows', { shown: run.rows.list.length, total: run.rows.totalCount })}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
