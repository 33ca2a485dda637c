import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-100 text-slate-700',
};

/** A request's status: pending, approved, rejected or withdrawn. */
export function ApprovalStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="approval-status"
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${COLOURS[status] ?? COLOURS.cancelled}`}
    >
      {t(`approvals.status.${status}`, { defaultValue: status })}
    </span>
  );
}
