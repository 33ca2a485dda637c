import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';

export type VersionEntry = {
  version: number;
  note: string | null;
  rolledBackFrom: number | null;
  live: boolean;
  createdAt: unknown;
  createdBy: { username: string | null } | null;
};

/** The published versions, newest first: each with its note, and a button to publish it again (rollback). */
export function VersionList({
  versions,
  busy,
  onRollback,
}: {
  versions: readonly VersionEntry[];
  busy: boolean;
  onRollback: (version: number) => void;
}) {
  const { t } = useTranslation();
  if (versions.length === 0) return <p className="text-sm text-slate-500">{t('publish.noVersions')}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {versions.map((version) => (
        <li
          key={version.version}
          data-version={version.version}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-3 py-2 text-sm"
        >
          <div className="min-w-0 flex-1 basis-48">
            <p className="flex flex-wrap items-center gap-2">
              <span translate="no" className="font-semibold">
                v{version.version}
              </span>
              {version.live && <span className="rounded bg-green-100 px-1 text-green-800">{t('publish.live')}</span>}
              {version.rolledBackFrom !== null && (
                <span className="text-slate-500">
                  {t('publish.rolledBackFrom', { version: version.rolledBackFrom })}
                </span>
              )}
            </p>
            <p className="text-xs text-slate-500">
              <span translate="no">{formatDateTime(version.createdAt as string | null)}</span>
              {version.createdBy?.username && (
                <>
                  {' · '}
                  <span translate="no">{version.createdBy.username}</span>
                </>
              )}
            </p>
            {version.note ? (
              <p className="mt-1 break-words text-slate-700" translate="no" data-testid="version-note">
                {version.note}
              </p>
            ) : (
              <p className="mt-1 text-xs text-slate-400">{t('publish.noNote')}</p>
            )}
          </div>
          {!version.live && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onRollback(version.version)}
              className="shrink-0 whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-400"
            >
              {t('publish.rollback', { version: version.version })}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
