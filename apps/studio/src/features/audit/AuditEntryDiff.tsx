import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { errorMessage } from '../../app/error-message';
import { SHOWN_IN_PAGE } from '../../ui/useLoad';
import { VersionDiff } from '../history/VersionDiff';
import { AuditEntryDiffQuery } from './graphql';

/** What one audit entry changed, field by field, as line diffs (loaded when shown). */
export function AuditEntryDiff({ id }: { id: string }) {
  const { t } = useTranslation();
  const entry = useQuery({
    queryKey: ['audit', 'diff', id],
    queryFn: async () => (await request(AuditEntryDiffQuery, { id })).auditEntry,
    staleTime: Number.POSITIVE_INFINITY,
    meta: SHOWN_IN_PAGE,
  });
  if (entry.isPending) return <p className="text-sm text-slate-500">{t('audit.diffLoading')}</p>;
  if (entry.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(entry.error)}
      </p>
    );
  return <VersionDiff diffs={entry.data?.diff ?? []} />;
}
