import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { errorMessage } from '../../app/error-message';
import { Button } from '../../ui/Button';
import { VersionDiff } from '../history/VersionDiff';
import {
  type EntryStatus,
  fieldDiff,
  groupByStatus,
  type PlanEntry,
  type PromotionPlan,
  requiredByName,
  STATUSES,
} from './plan';

const STATUS_STYLES: Record<EntryStatus, string> = {
  new: 'bg-emerald-100 text-emerald-800',
  changed: 'bg-amber-100 text-amber-800',
  unchanged: 'bg-slate-100 text-slate-600',
};

/** The plan's errors in the user's words (each an API error with its catalogue code). */
export function PlanErrors({ errors, title }: { errors: PromotionPlan['errors']; title: string }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-medium">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error, index) => (
          // The same message may come twice for two entries: the position keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: errors have no id and never reorder
          <li key={index}>{errorMessage(new ApiError(error.message ?? '', error.code ?? undefined))}</li>
        ))}
      </ul>
    </div>
  );
}

function EntryRow({ entry, entries }: { entry: PlanEntry; entries: readonly PlanEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const diffId = useId();
  const canExpand = entry.status === 'changed' && entry.changes.length > 0;
  return (
    <li className="px-4 py-3" data-entry-key={entry.key}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words text-sm font-medium text-slate-900" translate="no">
            {entry.name}
          </p>
          <p className="text-xs text-slate-500">
            {t(`promotion.kinds.${entry.kind}`, { defaultValue: entry.kind })}
            {' · '}
            <span className="break-all font-mono" translate="no">
              {entry.key}
            </span>
          </p>
          {entry.requiredBy && (
            <p className="mt-1 text-xs text-blue-800">
              {t('promotion.plan.requiredBy')} <span translate="no">{requiredByName(entries, entry.requiredBy)}</span>
            </p>
          )}
        </div>
        {canExpand && (
          <Button
            variant="secondary"
            className="px-3 py-1 text-xs"
            aria-expanded={open}
            aria-controls={diffId}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'promotion.plan.hideChanges' : 'promotion.plan.showChanges', { count: entry.changes.length })}
          </Button>
        )}
      </div>
      {canExpand && open && (
        <div id={diffId} className="mt-3">
          <VersionDiff diffs={entry.changes.map(fieldDiff)} />
        </div>
      )}
    </li>
  );
}

/** What a promotion or an import would do: its errors, then the entries by status, each change expandable. */
export function PlanView({ plan, errorsTitle }: { plan: PromotionPlan; errorsTitle: string }) {
  const { t } = useTranslation();
  const groups = groupByStatus(plan.entries);
  return (
    <div className="space-y-4" data-testid="promotion-plan">
      <PlanErrors errors={plan.errors} title={errorsTitle} />
      {STATUSES.map((status) => (
        <section
          key={status}
          aria-label={t(`promotion.status.${status}`)}
          className="rounded-xl border border-slate-200 bg-white"
        >
          <h3
            className={`flex items-center gap-2 px-4 py-2 text-sm font-semibold text-slate-900 ${groups[status].length > 0 ? 'border-b border-slate-200' : ''}`}
          >
            <span className={`rounded-full px-2 py-0.5 text-xs ${STATUS_STYLES[status]}`}>
              {t(`promotion.status.${status}`)}
            </span>
            <span className="text-slate-500">{groups[status].length}</span>
          </h3>
          {groups[status].length > 0 && (
            <ul className="divide-y divide-slate-100">
              {groups[status].map((entry) => (
                <EntryRow key={`${entry.kind}:${entry.key}`} entry={entry} entries={plan.entries} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
