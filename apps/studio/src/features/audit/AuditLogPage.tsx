import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { environment } from '../../api/environment';
import { Button } from '../../ui/Button';
import { ListTable } from '../../ui/ListTable';
import { pageRange } from '../../ui/list-paging';
import { Page, PageHeader } from '../../ui/Page';
import { SidePanel } from '../../ui/SidePanel';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useLoad } from '../../ui/useLoad';
import { useStableCallback } from '../../ui/useStableCallback';
import { useSubmit } from '../../ui/useSubmit';
import { pageFromUrl, useUrlState } from '../../ui/useUrlState';
import { useVirtualRows } from '../../ui/virtual-rows/useVirtualRows';
import { AuditEntryCard } from './AuditEntryCard';
import { AuditLogFilters } from './AuditLogFilters';
import { AuditLogRow } from './AuditLogRow';
import { type AuditFilterState, auditWhere, isFiltered } from './audit-filter';
import { downloadCsv } from './download-csv';
import { AuditLogCsvQuery, AuditLogQuery } from './graphql';

export const AUDIT_PAGE_SIZE = 50;
const FILTER_KEYS = ['type', 'operation', 'record', 'actor', 'from', 'to'] as const;

/** The tenant's audit trail: who changed what and when, filtered, paged, downloadable as CSV. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [place, setPlace] = useUrlState([...FILTER_KEYS, 'page', 'entry']);
  const page = pageFromUrl(place.page);
  const filter: AuditFilterState = place;
  // Debounced as text: typing a record id asks the server once the typing stops.
  const whereText = useDebouncedValue(JSON.stringify(auditWhere(filter)), 300);
  const where = useMemo(() => JSON.parse(whereText) as ReturnType<typeof auditWhere>, [whereText]);
  const list = useLoad({
    queryKey: ['audit', 'log', where, page],
    queryFn: async () =>
      (await request(AuditLogQuery, { where, limit: AUDIT_PAGE_SIZE, skip: page * AUDIT_PAGE_SIZE })).auditLog,
    placeholderData: keepPreviousData,
  });
  const total = list.data?.totalCount;
  const { from, to, pages } = pageRange(page, AUDIT_PAGE_SIZE, total ?? 0);
  const entries = list.data?.list ?? [];
  const rows = useVirtualRows({ count: entries.length, rowHeight: 64 });
  const open = useStableCallback((id: string) => setPlace({ entry: id }, { push: true }));
  const byActor = useStableCallback((actorId: string) => setPlace({ actor: actorId, page: null }, { push: true }));
  const goTo = (next: number) => setPlace({ page: next > 0 ? String(next + 1) : null }, { push: true });
  const opened = entries.find((entry) => entry.id === place.entry);
  const { busy, submit } = useSubmit();
  const exportCsv = () =>
    submit(async () => {
      const csv = (await request(AuditLogCsvQuery, { where })).auditLogCsv;
      downloadCsv(csv, `audit-log-${environment().tenantId}.csv`);
    });
  const actorName = entries.find((entry) => entry.actorId === place.actor)?.actorName ?? place.actor;

  return (
    <Page testId="audit-page">
      <PageHeader
        title={t('audit.title')}
        subtitle={
          total === undefined
            ? t('audit.loading')
            : t(isFiltered(filter) ? 'audit.subtitleFiltered' : 'audit.subtitle', { count: total })
        }
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={busy}>
            {t('audit.exportCsv')}
          </Button>
        }
      />
      <AuditLogFilters filter={filter} onChange={(change) => setPlace({ ...change, page: null })} />
      {place.actor && (
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('audit.byActor')} <strong translate="no">{actorName}</strong>
          <Button variant="secondary" onClick={() => setPlace({ actor: null, page: null }, { push: true })}>
            {t('audit.clearActor')}
          </Button>
        </p>
      )}
      <ListTable
        className="sm:min-w-[40rem]"
        dimmed={list.isPlaceholderData}
        columns={[
          { key: 'at', label: t('audit.columns.at'), className: 'hidden sm:table-cell' },
          { key: 'operation', label: t('audit.columns.operation') },
          { key: 'actor', label: t('audit.columns.actor') },
          { key: 'record', label: t('audit.columns.record') },
          { key: 'changed', label: t('audit.columns.changed'), className: 'hidden md:table-cell' },
        ]}
        failed={list.isError && !list.data && list}
        message={list.isPending ? t('audit.loading') : entries.length === 0 ? t('audit.empty') : null}
        rows={rows}
        rowKey={(index) => entries[index]?.id ?? index}
        renderRow={(index) => {
          const entry = entries[index];
          return entry && <AuditLogRow entry={entry} onOpen={open} onActor={byActor} />;
        }}
      />
      {total !== undefined && total > AUDIT_PAGE_SIZE && (
        <nav className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={t('audit.paging')}>
          <span className="text-slate-600">{t('audit.showing', { from, to, total })}</span>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={page === 0} onClick={() => goTo(page - 1)}>
              {t('audit.previous')}
            </Button>
            <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => goTo(page + 1)}>
              {t('audit.next')}
            </Button>
          </div>
        </nav>
      )}
      <SidePanel
        open={Boolean(opened)}
        title={t('audit.entryTitle')}
        onClose={() => setPlace({ entry: null }, { push: true })}
      >
        {opened && (
          <ul>
            <AuditEntryCard entry={opened} open />
          </ul>
        )}
      </SidePanel>
    </Page>
  );
}
