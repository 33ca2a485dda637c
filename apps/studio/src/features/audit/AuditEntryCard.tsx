import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../api/graphql';
import { formatNames } from '../../i18n/list-format';
import { formatDateTime } from '../../ui/format';
import { AuditEntryDiff } from './AuditEntryDiff';
import { useAuditLabels } from './audit-labels';
import type { AuditLogQuery } from './graphql';

export type AuditEntry = ResultOf<typeof AuditLogQuery>['auditLog']['list'][number];

/** Who did what to a record and when; its changes open below on demand. */
export function AuditEntryCard({ entry, open: openAtFirst = false }: { entry: AuditEntry; open?: boolean }) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const [open, setOpen] = useState(openAtFirst);
  const diffId = useId();
  const hasChanges = entry.changedFields.length > 0;
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="audit-entry">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-slate-900">{labels.operation(entry.operation)}</span>
        <span className="text-slate-600">{formatDateTime(entry.at)}</span>
      </p>
      <p className="flex flex-wrap gap-x-1 text-sm text-slate-700">
        <span>{t('audit.by')}</span>
        <span className="break-all" translate="no">
          {entry.actorName ?? entry.actorId ?? t('audit.unknownActor')}
        </span>
        {entry.requestOperation && (
          <code className="text-xs leading-5 break-all text-slate-500" translate="no">
            {entry.requestOperation}
          </code>
        )}
      </p>
      {hasChanges && (
        <>
          <p className="mt-1 flex flex-wrap gap-x-1 text-xs text-slate-500">
            <span>{t('audit.changedFields')}</span>
            <span className="break-words" translate="no">
              {formatNames(entry.changedFields)}
            </span>
          </p>
          <button
            type="button"
            className="mt-2 text-sm font-medium text-blue-700 hover:underline"
            aria-expanded={open}
            aria-controls={diffId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('audit.hideChanges') : t('audit.showChanges')}
          </button>
          <div id={diffId} className="mt-2">
            {open && <AuditEntryDiff id={entry.id} />}
          </div>
        </>
      )}
    </li>
  );
}
