import { PRICING_PAGE_SIZE } from '@carrier/contracts';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { ListTable } from '../../../ui/ListTable';
import { useLoad } from '../../../ui/useLoad';
import { useVirtualRows } from '../../../ui/virtual-rows/useVirtualRows';
import { PendingReleasesNotice } from '../../approvals/PendingReleasesNotice';
import { useCan } from '../../auth/useCan';
import { ReleasesQuery } from '../graphql/releases';
import { Pager } from '../Pager';
import { CreateReleaseModal } from './CreateReleaseModal';
import { ReleaseDetailsModal, type ReleaseRow } from './ReleaseDetailsModal';
import { ReleaseTableRow } from './ReleaseTableRow';

/** ViewReleasesHome: the releases, newest first, paged; create one; see and update one's details. */
export function ReleasesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<ReleaseRow | null>(null);
  const releases = useLoad({
    queryKey: ['releases', page],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await request(ReleasesQuery, { limit: PRICING_PAGE_SIZE, skip: page * PRICING_PAGE_SIZE })).releases,
  });
  const rows = (releases.data?.list ?? []) as ReleaseRow[];
  const queryClient = useQueryClient();
  // A release that needs approval is not listed yet; the pending notice shows it.
  const onCreated = () =>
    Promise.all([releases.refetch(), queryClient.invalidateQueries({ queryKey: ['approvals', 'requests'] })]);
  // A row is 45 px (a button's height); past the threshold the window is placed by that.
  const tableRows = useVirtualRows({ count: rows.length, rowHeight: 45 });
  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('pricing.releases.title')}</h1>
        <span className="text-sm text-slate-500">{releases.data?.totalCount ?? ''}</span>
        {canEdit && (
          <Button className="ml-auto" onClick={() => setCreating(true)}>
            + {t('pricing.releases.create')}
          </Button>
        )}
      </div>
      <PendingReleasesNotice />
      <ListTable
        className="sm:min-w-[36rem]"
        columns={[
          { key: 'name', label: t('pricing.releases.name') },
          { key: 'description', label: t('pricing.releases.description'), className: 'hidden sm:table-cell' },
          { key: 'date', label: t('pricing.releases.date'), className: 'hidden sm:table-cell' },
          { key: 'actions' },
        ]}
        failed={releases.isError && !releases.data && releases}
        message={rows.length === 0 && !releases.isPending ? t('pricing.releases.empty') : null}
        rows={tableRows}
        rowKey={(index) => rows[index]?.id ?? index}
        renderRow={(index) => {
          const release = rows[index];
          return release && <ReleaseTableRow release={release} onDetails={setDetails} />;
        }}
      />
      <Pager page={page} total={releases.data?.totalCount ?? 0} onPage={setPage} />
      <CreateReleaseModal open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
      <ReleaseDetailsModal release={details} onClose={() => setDetails(null)} onSaved={() => releases.refetch()} />
    </main>
  );
}
