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
 * The dashboard's Approvals: other users' requests waiting for a decision (approve or reject for approvers;
 * a maker cannot decide their own) and the signed-in user's own requests: those still pending (withdraw)
 * and the newest decided ones with their decisions (how a maker is told).
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
      const waiting = pending.approvalRequests as ApprovalRequest[];
      const ownWaiting = waiting.filter((item) => item.mine);
      const decided = (mine.approvalRequests as ApprovalRequest[]).filter((item) => item.status !== 'pending');
      return {
        // One's own request is not waiting for one's decision: it is listed once, under "Your requests".
        pending: waiting.filter((item) => !item.mine),
        mine: [...ownWaiting, ...decided].slice(0, Math.max(MINE_SHOWN, ownWaiting.length)),
      };
    },
  });
  const withdraw = (id: string) =>
    void submit(() => mutate(CancelRequestMutation, { id }, (data) => data.cancelRequest), {
      success: t('approvals.withdrawn'),
      onDone: () => requests.refetch(),
    });
  /** The maker's own pending request: only withdrawn (an approver decides it). */
  const ownActions = (item: ApprovalRequest) =>
    item.status === 'pending' ? (
      <Button variant="secondary" disabled={busy} onClick={() => withdraw(item.id)}>
        {t('approvals.withdraw')}
      </Button>
    ) : undefined;
  const actionsOf = (item: ApprovalRequest) => {
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
            title={canApprove ? t('approvals.waiting') : t('approvals.waitingOthers')}
            empty={
              requests.isSuccess && pending.length === 0
                ? t(canApprove ? 'approvals.noneWaiting' : 'approvals.noneWaitingOthers')
                : null
            }
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
              <RequestRow
                key={item.id}
                request={item}
                note={item.status === 'pending' ? t('approvals.yours') : undefined}
                actions={ownActions(item)}
              />
            ))}
          </RequestList>
        </div>
      )}
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} onDecided={() => requests.refetch()} />
    </section>
  );
}
