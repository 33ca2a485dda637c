import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import type { VersionEntry } from './history-source';

export type { VersionEntry };

/**
 * A record's versions, newest first: number, who and when (in the studio's locale), a tick box to
 * compare and, on all but the current one, Restore.
 */
export function VersionList({
  versions,
  currentId,
  picked,
  busy,
  canRestore,
  onPick,
  onRestore,
}: {
  versions: readonly VersionEntry[];
  currentId: string | undefined;
  picked: readonly string[];
  busy: boolean;
  /** false for a role that may only read: no Restore buttons. */
  canRestore: boolean;
  onPick: (id: string) => void;
  onRestore: (version: VersionEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t('versionHistory.title')}>
      {versions.map((version) => (
        <li key={version.id} data-version={version.version} className="flex items-center gap-3 px-3 py-2 text-sm">
          <input
            type="checkbox"
            checked={picked.includes(version.id)}
            onChange={() => onPick(version.id)}
            aria-label={t('versionHistory.compare', { version: version.version })}
            className="h-4 w-4 shrink-0"
          />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2">
              <span className="font-semibold text-slate-900">
                {t('versionHistory.version', { version: version.version })}
              </span>
              {version.id === currentId && (
                <span className="rounded bg-green-100 px-1.5 text-xs text-green-800">
                  {t('versionHistory.current')}
                </span>
              )}
              {version.restoredFrom != null ? (
                <span className="text-xs text-slate-500">
                  {t('versionHistory.restoredFrom', { version: version.restoredFrom })}
                </span>
              ) : (
                version.sameAs != null && (
                  <span className="text-xs text-slate-500">
                    {t('versionHistory.sameAs', { version: version.sameAs })}
                  </span>
                )
              )}
            </p>
            <p className="break-words text-xs text-slate-500">
              <span translate="no">{version.createdBy?.username ?? t('versionHistory.unknownAuthor')}</span>
              {' · '}
              <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
            </p>
          </div>
          {canRestore && version.id !== currentId && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onRestore(version)}
              aria-label={t('versionHistory.restoreVersion', { version: version.version })}
              className="shrink-0 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-400"
            >
              {t('versionHistory.restore')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
