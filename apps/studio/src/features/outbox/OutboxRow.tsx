import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../api/graphql';
import { formatNames } from '../../i18n/list-format';
import { formatDateTime } from '../../ui/format';
import type { SentEmailsQuery } from './graphql';
import { StatusBadge } from './StatusBadge';

type SentEmailItem = ResultOf<typeof SentEmailsQuery>['sentEmails']['list'][number];

type Props = { email: SentEmailItem; onOpen: (id: string) => void };

/** One sent email; its subject opens it. Memoized, with a stable `onOpen`, so unchanged rows skip re-rendering. */
export const OutboxRow = memo(function OutboxRow({ email, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <tr className="align-top hover:bg-slate-50" data-testid="outbox-row">
      <td className="hidden whitespace-nowrap px-4 py-3 text-slate-600 sm:table-cell">
        {formatDateTime(email.sentAt)}
      </td>
      <td className="hidden px-4 py-3 break-all text-slate-700 sm:table-cell" translate="no">
        {email.to}
      </td>
      <td className="hidden px-4 py-3 text-slate-600 md:table-cell" translate="no">
        {email.sentBy?.username}
      </td>
      <td className="px-4 py-3">
        <button
          type="button"
          className="text-left font-medium break-words text-blue-700 hover:underline"
          onClick={() => onOpen(email.id)}
          translate="no"
        >
          {email.subject}
        </button>
        {/* Below sm the time and recipients sit under the subject (their columns are hidden). */}
        <span className="block text-xs text-slate-500 sm:hidden">{formatDateTime(email.sentAt)}</span>
        <span className="block text-xs break-all text-slate-500 sm:hidden" translate="no">
          {email.to}
        </span>
      </td>
      <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">
        {email.attachments.length > 0 && (
          <span title={formatNames(email.attachments.map((item) => item.fileName))}>
            {t('outbox.attachmentCount', { count: email.attachments.length })}
          </span>
        )}
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={email.status} transport={email.transport} />
      </td>
    </tr>
  );
});
