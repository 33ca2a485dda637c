import { formatFileSize } from '@carrier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { errorMessage } from '../../app/error-message';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { Page, PageHeader } from '../../ui/Page';
import { toasts } from '../../ui/toasts/toast-store';
import { pageFromUrl, useUrlState } from '../../ui/useUrlState';
import { pageRange } from '../products/list-paging';
import { SentEmailsQuery } from './graphql';
import { SentEmailView } from './SentEmailView';

export const OUTBOX_PAGE_SIZE = 25;

/** The outbox: every email the studio sent (test emails), newest first; one opens as the recipient sees it. */
export function OutboxPage() {
  const { t } = useTranslation();
  const [place, setPlace] = useUrlState(['page', 'message']);
  const page = pageFromUrl(place.page);
  const list = useQuery({
    queryKey: ['outbox', 'list', page],
    queryFn: async () =>
      (await request(SentEmailsQuery, { limit: OUTBOX_PAGE_SIZE, skip: page * OUTBOX_PAGE_SIZE })).sentEmails,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (list.error) toasts.error(errorMessage(list.error));
  }, [list.error]);
  const total = list.data?.totalCount;
  const { from, to, pages } = pageRange(page, OUTBOX_PAGE_SIZE, total ?? 0);
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
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className={`w-full min-w-[36rem] text-sm ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
          <thead className="bg-slate-50">
            <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
              <th className="px-4 py-3 font-medium">{t('outbox.columns.sentAt')}</th>
              <th className="px-4 py-3 font-medium">{t('outbox.columns.to')}</th>
              <th className="px-4 py-3 font-medium">{t('outbox.columns.subject')}</th>
              <th className="hidden px-4 py-3 font-medium sm:table-cell">{t('outbox.columns.attachments')}</th>
              <th className="px-4 py-3 font-medium">{t('outbox.columns.status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.isPending && (
              <tr>
                <td colSpan={5} className="px-4 py-8 text-center text-slate-500">
                  {t('outbox.loading')}
                </td>
              </tr>
            )}
            {list.data?.list.length === 0 && (
              <tr>
                <td colSpan={5} className="px-4 py-8 text-center text-slate-500">
                  {t('outbox.empty')}
                </td>
              </tr>
            )}
            {(list.data?.list ?? []).map((email) => (
              <tr key={email.id} className="align-top hover:bg-slate-50" data-testid="outbox-row">
                <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDateTime(email.sentAt)}</td>
                <td className="px-4 py-3 text-slate-700" translate="no">
                  {email.to}
                </td>
                <td className="px-4 py-3">
                  <button
                    type="button"
                    className="text-left font-medium text-blue-700 hover:underline"
                    onClick={() => setPlace({ message: email.id }, { push: true })}
                    translate="no"
                  >
                    {email.subject}
                  </button>
                </td>
                <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">
                  {email.attachments.length > 0 && (
                    <span title={email.attachments.map((item) => item.fileName).join(', ')}>
                      {t('outbox.attachmentCount', { count: email.attachments.length })}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={email.status} transport={email.transport} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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

export function StatusBadge({ status, transport }: { status: string; transport: string }) {
  const { t } = useTranslation();
  const failed = status === 'failed';
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${failed ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}
    >
      {failed ? t('outbox.status.failed') : t(`outbox.status.${transport === 'smtp' ? 'sentSmtp' : 'sentOutbox'}`)}
    </span>
  );
}
