import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNames } from '../../i18n/list-format';
import { formatDateTime } from '../../ui/format';
import { ApprovalStatusBadge } from './StatusBadge';

export type ApprovalRequest = {
  id: string;
  kind: string;
  status: string;
  name: string;
  description: string | null;
  products: readonly string[];
  mine: boolean;
  comment: string | null;
  createdAt: unknown;
  decidedAt: unknown;
  maker: { username: string | null } | null;
  decidedBy: { username: string | null } | null;
};

const date = (value: unknown) => formatDateTime(typeof value === 'string' ? value : null);

/** One request: what it would do, who submitted it, its decision and comment, and the actions offered. */
export function RequestRow({
  request,
  actions,
  note,
}: {
  request: ApprovalRequest;
  actions?: ReactNode;
  /** Said under the request (to its maker: who decides it). */
  note?: string;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="approval-request">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {t(`approvals.kind.${request.kind}`, { defaultValue: request.kind })}
          </span>
          <span className="break-words font-semibold text-slate-900" translate="no">
            {request.name}
          </span>
          <ApprovalStatusBadge status={request.status} />
        </div>
        {request.products.length > 0 && (
          <p className="break-words text-sm text-slate-600">
            {t('approvals.products')}{' '}
            <span className="font-mono" translate="no">
              {formatNames(request.products)}
            </span>
          </p>
        )}
        {request.description && (
          <p className="break-words text-sm text-slate-600" translate="no">
            {request.description}
          </p>
        )}
        <p className="text-xs text-slate-500">
          {t('approvals.submittedBy', { name: request.maker?.username ?? '', date: date(request.createdAt) })}
        </p>
        {request.decidedBy && request.status !== 'cancelled' && (
          <p className="text-xs text-slate-500">
            {t('approvals.decidedBy', { name: request.decidedBy.username ?? '', date: date(request.decidedAt) })}
          </p>
        )}
        {note && <p className="text-xs text-slate-600">{note}</p>}
        {request.comment && (
          <blockquote className="break-words border-l-2 border-slate-300 pl-2 text-sm text-slate-700" translate="no">
            {request.comment}
          </blockquote>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
