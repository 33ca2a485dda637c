import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message';
import { Button } from '../../ui/Button';
import { SidePanel } from '../../ui/SidePanel';
import { toasts } from '../../ui/toasts/toast-store';
import { SHOWN_IN_PAGE } from '../../ui/useLoad';
import type { HistorySource } from './history-source';
import { RestoreConfirm } from './RestoreConfirm';
import { VersionDiff } from './VersionDiff';
import { type VersionEntry, VersionList } from './VersionList';

const PAGE_SIZE = 20;

/**
 * The version history of a record (a template, component, rule, rate table, CMS config), in a side
 * panel: the versions newest first, the diff of the two ticked (the newest two until the user picks),
 * and restore behind a confirmation that warns about unsaved changes in the editor.
 */
export function VersionHistoryPanel({
  source,
  open,
  dirty,
  canRestore,
  confirmBody,
  onClose,
  onRestored,
}: {
  source: HistorySource;
  open: boolean;
  /** The role may restore (a viewer only reads: no Restore buttons). */
  canRestore: boolean;
  /** What a restore of `version` changes, in the confirmation. */
  confirmBody: (version: number) => string;
  /** The editor holds changes not yet saved (a restore discards them). */
  dirty: boolean;
  onClose: () => void;
  /** After a restore: the editor loads the record again. */
  onRestored: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useInfiniteQuery({
    queryKey: source.key,
    enabled: open,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => source.page(pageParam, PAGE_SIZE),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.totalCount && last.list.length > 0 ? loaded : undefined;
    },
    meta: SHOWN_IN_PAGE,
  });
  const versions = useMemo(() => history.data?.pages.flatMap((page) => page.list) ?? [], [history.data]);
  // null: the newest two, until the user ticks their own.
  const [pickedByUser, setPickedByUser] = useState<string[] | null>(null);
  const picked = pickedByUser ?? versions.slice(0, 2).map((version) => version.id);
  const [older, newer] = versions
    .filter((version) => picked.includes(version.id))
    .sort((a, b) => a.version - b.version) as [VersionEntry?, VersionEntry?];
  const diff = useQuery({
    queryKey: [...source.key, 'diff', older?.id, newer?.id],
    enabled: open && Boolean(older && newer),
    meta: SHOWN_IN_PAGE,
    queryFn: () => source.diff(older?.id ?? '', newer?.id ?? ''),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [restoring, setRestoring] = useState<VersionEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Ticking a third version lets go of the one ticked first.
  const onPick = (id: string) =>
    setPickedByUser(picked.includes(id) ? picked.filter((other) => other !== id) : [...picked, id].slice(-2));

  const onRestore = async (version: VersionEntry) => {
    setBusy(true);
    setFailure(null);
    try {
      await source.restore(version.id);
      setRestoring(null);
      setPickedByUser(null);
      toasts.success(t('versionHistory.restored', { version: version.version }));
      await Promise.all([queryClient.invalidateQueries({ queryKey: source.key }), onRestored()]);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SidePanel open={open} title={t('versionHistory.title')} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('versionHistory.help')}</p>
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        {restoring && (
          <RestoreConfirm
            version={restoring.version}
            body={confirmBody(restoring.version)}
            dirty={dirty}
            busy={busy}
            onCancel={() => setRestoring(null)}
            onConfirm={() => onRestore(restoring)}
          />
        )}
        {history.isPending ? (
          <p className="text-sm text-slate-500">{t('versionHistory.loading')}</p>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(history.error)}
          </p>
        ) : versions.length === 0 ? (
          <p className="text-sm text-slate-500">{t('versionHistory.empty')}</p>
        ) : (
          <>
            <VersionList
              versions={versions}
              currentId={versions[0]?.id}
              picked={picked}
              busy={busy}
              canRestore={canRestore}
              onPick={onPick}
              onRestore={(version) => {
                setFailure(null);
                setRestoring(version);
              }}
            />
            {history.hasNextPage && (
              <Button variant="secondary" onClick={() => history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                {t('versionHistory.more')}
              </Button>
            )}
          </>
        )}
        <section aria-live="polite" className="space-y-2" data-testid="version-diff">
          {older && newer ? (
            <>
              <h3 className="text-sm font-semibold text-slate-900">
                {t('versionHistory.comparing', { from: older.version, to: newer.version })}
              </h3>
              {diff.isPending ? (
                <p className="text-sm text-slate-500">{t('versionHistory.diffLoading')}</p>
              ) : diff.isError ? (
                <p role="alert" className="text-sm text-red-800">
                  {errorMessage(diff.error)}
                </p>
              ) : (
                <VersionDiff diffs={diff.data} />
              )}
            </>
          ) : (
            versions.length > 1 && <p className="text-sm text-slate-500">{t('versionHistory.pickTwo')}</p>
          )}
        </section>
      </div>
    </SidePanel>
  );
}
