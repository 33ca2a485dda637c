import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/client';
import { formatNames } from '../../i18n/list-format';
import { useCan } from '../auth/useCan';
import { ApprovalRequestsQuery } from './graphql';

/**
 * On the releases page: the releases submitted but not yet approved (they are not in the list until then).
 * An approver is sent to the dashboard to decide others' requests; a maker cannot decide their own, so is
 * told an approver decides and sent there to follow or withdraw them.
 */
export function PendingReleasesNotice() {
  const { t } = useTranslation();
  const canApprove = useCan('approve');
  const pending = useQuery({
    queryKey: ['approvals', 'requests', 'pending-releases'],
    queryFn: async () =>
      (await request(ApprovalRequestsQuery, { where: { status: 'pending', kind: 'release' } })).approvalRequests,
  });
  const items = pending.data ?? [];
  if (items.length === 0) return null;
  const decidable = canApprove && items.some((item) => !item.mine);
  const anyMine = items.some((item) => item.mine);
  const link = decidable
    ? t('approvals.seeDashboard')
    : anyMine
      ? t('approvals.withdrawOnDashboard')
      : t('approvals.seeOnDashboard');
  return (
    <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="pending-releases">
      {t('approvals.pendingReleases', { count: items.length })}{' '}
      <span className="font-medium" translate="no">
        {formatNames(items.map((item) => item.name))}
      </span>{' '}
      {!decidable && <>{t('approvals.awaitingApprover', { count: items.length })} </>}
      <Link to="/dashboard" className="whitespace-nowrap text-blue-700 underline">
        {link}
      </Link>
    </p>
  );
}
