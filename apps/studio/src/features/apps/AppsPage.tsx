import { APPS_PAGE_SIZE } from '@carrier/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { pageAfterShrink, pageRange } from '../../ui/list-paging';
import { useLoad } from '../../ui/useLoad';
import { useVirtualRows } from '../../ui/virtual-rows/useVirtualRows';
import { VirtualRows } from '../../ui/virtual-rows/VirtualRows';
import { useCan } from '../auth/useCan';
import { AppRow } from './AppRow';
import { CreateAppModal } from './CreateAppModal';
import { AppsPageQuery } from './graphql/apps';

/** ViewAppsHome: name and id of each app, linking to its info card, 10 to a page. */
export function AppsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const apps = useLoad({
    queryKey: ['apps', 'list', page],
    queryFn: async () => (await request(AppsPageQuery, { limit: APPS_PAGE_SIZE, skip: page * APPS_PAGE_SIZE })).apps,
    placeholderData: keepPreviousData,
  });
  const total = apps.data?.totalCount ?? 0;
  const list = (apps.data?.list ?? []).filter((app) => app !== null);
  // A row is 45 px; past the threshold the window is placed by that.
  const rows = useVirtualRows({ count: list.length, rowHeight: 45 });
  const { from, to, pages } = pageRange(page, APPS_PAGE_SIZE, total);
  const shrunkTo = apps.data ? pageAfterShrink(page, APPS_PAGE_SIZE, total) : null;
  useEffect(() => {
    if (shrunkTo !== null) setPage(shrunkTo);
  }, [shrunkTo]);

  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {t('apps.list.title')}{' '}
          {apps.data && (
            <span
              className="ml-1 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-700"
              data-testid="apps-total"
            >
              {total}
            </span>
          )}
        </h1>
        {canEdit && <Button onClick={() => setCreating(true)}>+ {t('apps.list.create')}</Button>}
      </div>

      {apps.isError && !apps.data ? (
        <LoadFailed query={apps} className="rounded-xl border border-slate-200 bg-white" />
      ) : apps.isPending ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-500">
          {t('apps.loading')}
        </p>
      ) : total === 0 && !canEdit ? (
        // A role that only reads is told there is nothing yet, and who adds apps: no create card.
        <p
          className="rounded-xl border border-slate-200 bg-white px-6 py-16 text-center text-slate-500"
          data-testid="apps-empty"
        >
          {t('apps.list.emptyReadOnly')}
        </p>
      ) : total === 0 ? (
        <button
          type="button"
          onClick={() => setCreating(true)}
          className="flex w-full flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-slate-500 hover:border-blue-400 hover:text-blue-700"
        >
          <span className="text-4xl leading-none">+</span>
          <span className="mt-3 text-base font-semibold">{t('apps.list.addNew')}</span>
          <span className="mt-1 max-w-md text-center text-sm">{t('apps.list.emptyHelp')}</span>
        </button>
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <table
            className={`w-full table-fixed text-sm transition-opacity ${apps.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={apps.isPlaceholderData}
          >
            <thead className="bg-slate-50">
              <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
                <th className="px-4 py-3 font-medium">{t('apps.fields.name')}</th>
                <th className="w-[35%] px-4 py-3 font-medium">{t('apps.fields.appId')}</th>
                <th className="hidden w-[35%] px-4 py-3 font-medium md:table-cell">{t('apps.fields.url')}</th>
              </tr>
            </thead>
            <tbody ref={rows.bodyRef} className="divide-y divide-slate-100">
              <VirtualRows
                rows={rows}
                rowKey={(index) => list[index]?.appId ?? index}
                renderRow={(index) => {
                  const app = list[index];
                  return app && <AppRow app={app} />;
                }}
              />
            </tbody>
          </table>
          <nav
            aria-label={t('apps.list.paging')}
            className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
          >
            <span>{t('apps.list.showing', { from, to, total })}</span>
            <div className="flex items-center gap-2">
              <Button variant="secondary" className="px-3 py-1" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('apps.list.previous')}
              </Button>
              <span>{t('apps.list.page', { page: page + 1, pages })}</span>
              <Button
                variant="secondary"
                className="px-3 py-1"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('apps.list.next')}
              </Button>
            </div>
          </nav>
        </div>
      )}

      <CreateAppModal open={creating} onClose={() => setCreating(false)} />
    </main>
  );
}
