import { PRICING_PAGE_SIZE } from '@carrier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../../../ui/format';
import { ReleasesQuery } from '../graphql/releases';
import { Pager } from '../Pager';
import { CreateReleaseModal } from './CreateReleaseModal';
import { ReleaseDetailsModal, type ReleaseRow } from './ReleaseDetailsModal';

/** ViewReleasesHome: the releases, newest first, paged; create one; see and update one's details. */
export function ReleasesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<ReleaseRow | null>(null);
  const releases = useQuery({
    queryKey: ['releases', page],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await request(ReleasesQuery, { limit: PRICING_PAGE_SIZE, skip: page * PRICING_PAGE_SIZE })).releases,
  });
  const rows = (releases.data?.list ?? []) as ReleaseRow[];
  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('pricing.releases.title')}</h1>
        <span className="text-sm text-slate-500">{releases.data?.totalCount ?? ''}</span>
        <Button className="ml-auto" onClick={() => setCreating(true)}>
          + {t('pricing.releases.create')}
        </Button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase text-slate-500">
            <tr>
              <th className="px-4 py-2 font-medium">{t('pricing.releases.name')}</th>
              <th className="px-4 py-2 font-medium">{t('pricing.releases.description')}</th>
              <th className="px-4 py-2 font-medium">{t('pricing.releases.date')}</th>
              <th className="px-4 py-2" />
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !releases.isPending && (
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-slate-500">
                  {t('pricing.releases.empty')}
                </td>
              </tr>
            )}
            {rows.map((release) => (
              <tr key={release.id} className="border-t border-slate-100" data-testid="release-row">
                <td className="px-4 py-2 font-medium text-slate-900">{release.name}</td>
                <td className="px-4 py-2 text-slate-600">{release.description}</td>
                <td className="whitespace-nowrap px-4 py-2 text-slate-600">
                  {formatDateTime(release.createdAt as string)}
                </td>
                <td className="px-4 py-2 text-right">
                  <Button variant="ghost" onClick={() => setDetails(release)}>
                    {t('pricing.releases.seeDetails')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={releases.data?.totalCount ?? 0} onPage={setPage} />
      <CreateReleaseModal open={creating} onClose={() => setCreating(false)} onCreated={() => releases.refetch()} />
      <ReleaseDetailsModal release={details} onClose={() => setDetails(null)} onSaved={() => releases.refetch()} />
    </main>
  );
}
