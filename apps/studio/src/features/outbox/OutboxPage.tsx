import { formatFileSize } from '@carrier/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { Button } from '../../ui/Button';
import { ListTable } from '../../ui/ListTable';
import { pageRange } from '../../ui/list-paging';
import { Page, PageHeader } from '../../ui/Page';
import { useLoad } from '../../ui/useLoad';
import { useStableCallback } from '../../ui/useStableCallback';
import { pageFromUrl, useUrlState } from '../../ui/useUrlState';
import { useVirtualRows } from '../../ui/virtual-rows/useVirtualRows';
import { SentEmailsQuery } from './graphql';
import { OutboxRow } from './OutboxRow';
import { SentEmailView } from './SentEmailView';

export const OUTBOX_PAGE_SIZE = 25;

/** The outbox: every email the studio sent (test emails) and who sent it, newest first; one opens as the recipient sees it. */
export function OutboxPage() {
  const { t } = useTranslation();
  const [place, setPlace] = useUrlState(['page', 'message']);
  const page = pageFromUrl(place.page);
  const list = useLoad({
    queryKey: ['outbox', 'list', page],
    queryFn: async () =>
      (await request(SentEmailsQuery, { limit: OUTBOX_PAGE_SIZE, skip: page * OUTBOX_PAGE_SIZE })).sentEmails,
    placeholderData: keepPreviousData,
  });
  const total = list.data?.totalCount;
  const { from, to, pages } = pageRange(page, OUTBOX_PAGE_SIZE, total ?? 0);
  const emails = list.data?.list ?? [];
  // A row is about 49 px; past the threshold the window is placed by that estimate.
  const rows = useVirtualRows({ count: emails.length, rowHeight: 49 });
  const open = useStableCallback((id: string) => setPlace({ message: id }, { push: true }));
  const goTo = (next: number) => setPlace({ page: next > 0 ? String(next + 1) : null }, { push: true });

  return (
    <Page testId="outbox-page">
      <PageHeader
        title={t('outbox.title')}
        subtitle={total === undefined ? t('outbox.loading') : t('outbox.subtitle', { count: total })}
        actions={
          <Button variant="secondary" onClick={() => list.refetch()} disabled={list.isFetching}>
            {t('outbox.refresh')}
          </Button>
        }
      />
      <ListTable
        className="sm:min-w-[36rem]"
        dimmed={list.isPlaceholderData}
        columns={[
          { key: 'sentAt', label: t('outbox.columns.sentAt'), className: 'hidden sm:table-cell' },
          { key: 'to', label: t('outbox.columns.to'), className: 'hidden sm:table-cell' },
          { key: 'sentBy', label: t('outbox.columns.sentBy'), className: 'hidden md:table-cell' },
          { key: 'subject', label: t('outbox.columns.subject') },
          { key: 'attachments', label: t('outbox.columns.attachments'), className: 'hidden sm:table-cell' },
          { key: 'status', label: t('outbox.columns.status') },
        ]}
        failed={list.isError && !list.data && list}
        message={list.isPending ? t('outbox.loading') : list.data?.list.length === 0 ? t('outbox.empty') : null}
        rows={rows}
        rowKey={(index) => emails[index]?.id ?? index}
        renderRow={(index) => {
          const email = emails[index];
          return email && <OutboxRow email={email} onOpen={open} />;
        }}
      />
      {total !== undefined && total > OUTBOX_PAGE_SIZE && (
        <nav className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={t('outbox.paging')}>
          <span className="text-slate-600">{t('outbox.showing', { from, to, total })}</span>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={page === 0} onClick={() => goTo(page - 1)}>
              {t('outbox.previous')}
            </Button>
            <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => goTo(page + 1)}>
              {t('outbox.next')}
            </Button>
          </div>
        </nav>
      )}
      <SentEmailView
        id={place.message}
        onClose={() => setPlace({ message: null }, { push: true })}
        sizeOf={formatFileSize}
      />
    </Page>
  );
}
