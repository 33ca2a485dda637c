import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { errorMessage } from '../../app/error-message';
import { Button } from '../../ui/Button';
import { SidePanel } from '../../ui/SidePanel';
import { SHOWN_IN_PAGE } from '../../ui/useLoad';
import { AuditEntryCard } from './AuditEntryCard';
import { AuditLogQuery } from './graphql';

const PAGE_SIZE = 20;

/** A record's audit trail, newest first, in a side panel. */
function RecordHistoryPanel({ recordType, recordId }: { recordType: string; recordId: string }) {
  const { t } = useTranslation();
  const history = useInfiniteQuery({
    queryKey: ['audit', 'record', recordType, recordId],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      (await request(AuditLogQuery, { where: { recordType, recordId }, skip: pageParam, limit: PAGE_SIZE })).auditLog,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.totalCount && last.list.length > 0 ? loaded : undefined;
    },
    meta: SHOWN_IN_PAGE,
  });
  const entries = history.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="space-y-4" data-testid="record-history">
      <p className="text-sm text-slate-600">{t('audit.recordHelp')}</p>
      {history.isPending ? (
        <p className="text-sm text-slate-500">{t('audit.loading')}</p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(history.error)}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('audit.recordEmpty')}</p>
      ) : (
        <ol className="space-y-2">
          {entries.map((entry) => (
            <AuditEntryCard key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <Button variant="secondary" onClick={() => history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {t('audit.more')}
        </Button>
      )}
    </div>
  );
}

/** The side panel of a record's audit trail, open while `recordId` is set (one panel for a list's rows). */
export function RecordHistorySidePanel({
  recordType,
  recordId,
  onClose,
}: {
  recordType: string;
  recordId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SidePanel open={recordId !== null} title={t('audit.recordTitle')} onClose={onClose}>
      {recordId && <RecordHistoryPanel recordType={recordType} recordId={recordId} />}
    </SidePanel>
  );
}

/** The "Change log" button of a record and the side panel of its audit trail. */
export function RecordHistory({ recordType, recordId }: { recordType: string; recordId: string | null | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={!recordId}>
        {t('audit.recordOpen')}
      </Button>
      <RecordHistorySidePanel
        recordType={recordType}
        recordId={open && recordId ? recordId : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
