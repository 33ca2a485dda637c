import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNames } from '../../i18n/list-format';
import { formatDateTime } from '../../ui/format';
import type { AuditEntry } from './AuditEntryCard';
import { useAuditLabels } from './audit-labels';

type Props = { entry: AuditEntry; onOpen: (id: string) => void; onActor: (actorId: string) => void };

/** One entry of the log; the operation opens its details, the actor filters the log by them. */
export const AuditLogRow = memo(function AuditLogRow({ entry, onOpen, onActor }: Props) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const actor = entry.actorName ?? entry.actorId ?? t('audit.unknownActor');
  return (
    <tr className="align-top hover:bg-slate-50" data-testid="audit-row">
      <td className="hidden whitespace-nowrap px-4 py-3 text-slate-600 sm:table-cell">{formatDateTime(entry.at)}</td>
      <td className="px-4 py-3">
        <button
          type="button"
          className="text-left font-medium text-blue-700 hover:underline"
          onClick={() => onOpen(entry.id)}
        >
          {labels.operation(entry.operation)}
        </button>
        <span className="block text-xs text-slate-500 sm:hidden">{formatDateTime(entry.at)}</span>
      </td>
      <td className="px-4 py-3 break-all text-slate-700" translate="no">
        {entry.actorId ? (
          <button
            type="button"
            className="text-left hover:underline"
            title={t('audit.filterByActor')}
            onClick={() => entry.actorId && onActor(entry.actorId)}
          >
            {actor}
          </button>
        ) : (
          actor
        )}
      </td>
      <td className="px-4 py-3">
        <span className="block text-slate-800">{labels.recordType(entry.recordType)}</span>
        <span className="block text-xs break-all text-slate-500" translate="no">
          {entry.recordId}
        </span>
      </td>
      <td className="hidden px-4 py-3 text-xs break-words text-slate-600 md:table-cell" translate="no">
        {formatNames(entry.changedFields)}
      </td>
    </tr>
  );
});
