import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/client';
import { formatDateTime } from '../../ui/format';
import { ListTable } from '../../ui/ListTable';
import { Page, PageHeader } from '../../ui/Page';
import { useLoad } from '../../ui/useLoad';
import { useUrlState } from '../../ui/useUrlState';
import { useVirtualRows } from '../../ui/virtual-rows/useVirtualRows';
import { useCan } from '../auth/useCan';
import { DocumentRunView } from './DocumentRunView';
import { DocumentRunsQuery } from './graphql';
import { LIVE_INTERVAL_MS } from './live';
import { RunProgress, RunStatus } from './RunProgress';

/** Document runs, newest first, with their progress while they run; one opens with its rows. */
export function DocumentRunsPage() {
  const { t } = useTranslation();
  const [place, setPlace] = useUrlState(['run']);
  // The server lets editors (and admins) list and read runs (`documentRuns` in permissions.ts): another
  // role is told so, instead of a refused load whose retry could never succeed.
  const canEdit = useCan('edit');
  const list = useLoad({
    enabled: canEdit,
    queryKey: ['document-runs', 'list'],
    queryFn: async () => (await request(DocumentRunsQuery, { limit: 100 })).documentRuns,
    refetchInterval: (query) => (query.state.data?.some((run) => run.status === 'running') ? LIVE_INTERVAL_MS : false),
  });
  const runs = list.data ?? [];
  const rows = useVirtualRows({ count: runs.length, rowHeight: 57 });
  return (
    <Page testId="document-runs-page">
      <PageHeader
        title={t('documentRuns.title')}
        subtitle={t('documentRuns.subtitle')}
        actions={
          <Link to="/templates" className="text-sm font-medium text-blue-700 hover:underline">
            {t('documentRuns.toTemplates')}
          </Link>
        }
      />
      {!canEdit ? (
        <p
          className="rounded-xl border border-slate-200 bg-white p-8 text-center text-sm text-slate-600"
          data-testid="document-runs-not-allowed"
        >
          {t('documentRuns.notAllowed')}
        </p>
      ) : (
        <ListTable
          className="sm:min-w-[40rem]"
          columns={[
            { key: 'template', label: t('documentRuns.columns.template') },
            { key: 'output', label: t('documentRuns.columns.output'), className: 'hidden sm:table-cell' },
            { key: 'progress', label: t('documentRuns.columns.progress') },
            { key: 'status', label: t('documentRuns.columns.status') },
            { key: 'started', label: t('documentRuns.columns.started'), className: 'hidden md:table-cell' },
          ]}
          failed={list.isError && !list.data && list}
          message={list.isPending ? t('documentRuns.loading') : runs.length === 0 ? t('documentRuns.empty') : null}
          rows={rows}
          rowKey={(index) => runs[index]?.id ?? index}
          renderRow={(index) => {
            const run = runs[index];
            if (!run) return null;
            return (
              <tr className="align-top hover:bg-slate-50" data-testid="document-run-row">
                <td className="px-4 py-3">
                  <button
                    type="button"
                    className="text-left font-medium text-blue-700 hover:underline"
                    onClick={() => setPlace({ run: run.id }, { push: true })}
                    translate="no"
                  >
                    {run.templateName}
                  </button>
                  <p className="text-xs text-slate-500 sm:hidden">{t(`documentRuns.output.${run.output}`)}</p>
                </td>
                <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">
                  {t(`documentRuns.output.${run.output}`)}
                </td>
                <td className="px-4 py-3">
                  <RunProgress run={run} />
                </td>
                <td className="px-4 py-3">
                  <RunStatus status={run.status} />
                </td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-slate-600 md:table-cell">
                  {formatDateTime(run.createdAt)}
                  <p className="text-xs text-slate-500">{run.createdBy?.username}</p>
                </td>
              </tr>
            );
          }}
        />
      )}
      <DocumentRunView id={canEdit ? place.run : null} onClose={() => setPlace({ run: null }, { push: true })} />
    </Page>
  );
}
