import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../api/client';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useSubmit } from '../../ui/useSubmit';
import { ApprovalRequestsQuery, DismissApprovalDecisionMutation } from './graphql';
import { type ApprovalRequest, RequestRow } from './RequestRow';

const NOTICES_KEY = ['approvals', 'notices'];
/** How often the top bar asks for new decisions while the studio is open (and on focus, TanStack's default). */
const POLL_MS = 60_000;

/**
 * The top bar's bell: the approvals and rejections of the signed-in user's requests that they have not
 * dismissed yet (kept on the server, so a dismissal holds on every device). Nothing shows without one.
 */
export function DecisionNotices() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { busy, submit } = useSubmit();
  const notices = useQuery({
    queryKey: NOTICES_KEY,
    queryFn: async () =>
      (await request(ApprovalRequestsQuery, { where: { decisionUnseen: true } })).approvalRequests as ApprovalRequest[],
    refetchInterval: POLL_MS,
  });
  const list = notices.data ?? [];
  const dismiss = (ids: string[]) =>
    void submit(
      async () => {
        for (const id of ids)
          await mutate(DismissApprovalDecisionMutation, { id }, (data) => data.dismissApprovalDecision);
      },
      {
        onDone: async () => {
          await queryClient.invalidateQueries({ queryKey: ['approvals'] });
          if (ids.length === list.length) setOpen(false);
        },
      },
    );
  if (list.length === 0 && !open) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('approvals.notices.open', { count: list.length })}
        title={t('approvals.notices.open', { count: list.length })}
        data-testid="approval-notices"
        className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={1.8}>
          <path
            d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9zM10 19a2 2 0 0 0 4 0"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs font-semibold leading-5 text-white">
          {list.length}
        </span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('approvals.notices.title')}
        footer={
          list.length > 1 && (
            <Button variant="secondary" disabled={busy} onClick={() => dismiss(list.map((item) => item.id))}>
              {t('approvals.notices.dismissAll')}
            </Button>
          )
        }
      >
        <p className="mb-3 text-sm text-slate-600">{t('approvals.notices.help')}</p>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="approval-notice-list">
          {list.map((item) => (
            <RequestRow
              key={item.id}
              request={item}
              actions={
                <Button variant="secondary" disabled={busy} onClick={() => dismiss([item.id])}>
                  {t('approvals.notices.dismiss')}
                </Button>
              }
            />
          ))}
        </ul>
      </Modal>
    </>
  );
}
