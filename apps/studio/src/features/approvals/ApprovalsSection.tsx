import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mutate, request } from '../../api/client';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSubmit } from '../../ui/useSubmit';
import { useCan } from '../auth/useCan';
import { type Deciding, DecisionModal } from './DecisionModal';
import { ApprovalRequestsQuery, CancelRequestMutation } from './graphql';
import { type ApprovalRequest, RequestRow } from './RequestRow';

/** How many of the maker's own requests the dashboard shows (newest first): enough to notice a decision. */
const MINE_SHOWN = 5;

function RequestList({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{title}</h3>
      {empty ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">{children}</ul>
      )}
    </div>
  );
}

/**
 * The dashboard's Approvals: requests waiting for a decision (approve or reject for approvers, withdraw for
 * their maker) and the signed-in user's own recent requests with their decisions (how a maker is told).
 */
export function ApprovalsSection() {
  const { t } = useTranslation();
  const canApprove = useCan('approve');
  const isAdmin = useCan('administer');
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const { busy, submit } = useSubmit();
  const requests = useQuery({
    queryKey: ['approvals', 'requests'],
    queryFn: async () => {
      const [pending, mine] = await Promise.all([
        request(ApprovalRequestsQuery, { where: { status: 'pending' } }),
        request(ApprovalRequestsQuery, { where: { mine: true } }),
      ]);
      return {
        pending: pending.approvalRequests as ApprovalRequest[],
        mine: (mine.approvalRequests as ApprovalRequest[]).slice(0, MINE_SHOWN),
      };
    },
  });
  const withdraw = (id: string) =>
    void submit(() => mutate(CancelRequestMutation, { id }, (data) => data.cancelRequest), {
      success: t('approvals.withdrawn'),
      onDone: () => requests.refetch(),
    });
  const actionsOf = (item: ApprovalRequest) => {
    if (item.mine)
      return (
        <Button variant="secondary" disabled={busy} onClick={() => withdraw(item.id)}>
          {t('approvals.withdraw')}
        </Button>
      );
    if (!canApprove) return null;
    const open = (decision: Deciding['decision']) =>
      setDeciding({ id: item.id, name: item.name, kind: item.kind, decision });
    return (
      <>
        <Button onClick={() => open('approve')}>{t('approvals.approve')}</Button>
        <Button variant="secondary" onClick={() => open('reject')}>
          {t('approvals.reject')}
        </Button>
      </>
    );
  };
  const pending = requests.data?.pending ?? [];
  const mine = requests.data?.mine ?? [];
  return (
    <section aria-labelledby="approvals-title" className="mt-10 space-y-4" data-testid="approvals-section">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id="approvals-title" className="text-xl font-bold text-slate-900">
          {t('approvals.title')}
        </h2>
        {isAdmin && (
          <Link to="/settings/approvals" className="text-sm text-blue-700 hover:underline">
            {t('approvals.settings.link')}
          </Link>
        )}
      </div>
      <p className="text-sm text-slate-600">{t('approvals.help')}</p>
      {requests.isError ? (
        <LoadFailed query={requests} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <RequestList
            title={t('approvals.waiting')}
            empty={requests.isSuccess && pending.length === 0 ? t('approvals.noneWaiting') : null}
          >
            {pending.map((item) => (
              <RequestRow key={item.id} request={item} actions={actionsOf(item)} />
            ))}
          </RequestList>
          <RequestList
            title={t('approvals.mine')}
            empty={requests.isSuccess && mine.length === 0 ? t('approvals.noneMine') : null}
          >
            {mine.map((item) => (
              <RequestRow key={item.id} request={item} />
            ))}
          </RequestList>
        </div>
      )}
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} onDecided={() => requests.refetch()} />
    </section>
  );
}
