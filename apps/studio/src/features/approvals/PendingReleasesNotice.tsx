import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/client';
import { formatNames } from '../../i18n/list-format';
import { ApprovalRequestsQuery } from './graphql';

/** On the releases page: the releases submitted but not yet approved (they are not in the list until then). */
export function PendingReleasesNotice() {
  const { t } = useTranslation();
  const pending = useQuery({
    queryKey: ['approvals', 'requests', 'pending-releases'],
    queryFn: async () =>
      (await request(ApprovalRequestsQuery, { where: { status: 'pending', kind: 'release' } })).approvalRequests,
  });
  const names = (pending.data ?? []).map((item) => item.name);
  if (names.length === 0) return null;
  return (
    <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="pending-releases">
      {t('approvals.pendingReleases', { count: names.length })}{' '}
      <span className="font-medium" translate="no">
        {formatNames(names)}
      </span>{' '}
      <Link to="/dashboard" className="whitespace-nowrap text-blue-700 underline">
        {t('approvals.seeDashboard')}
      </Link>
    </p>
  );
}
