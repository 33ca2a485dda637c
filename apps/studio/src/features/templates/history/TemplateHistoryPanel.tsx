import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../../api/client';
import { errorMessage } from '../../../app/error-message';
import { Button } from '../../../ui/Button';
import { SidePanel } from '../../../ui/SidePanel';
import { toasts } from '../../../ui/toasts/toast-store';
import { SHOWN_IN_PAGE } from '../../../ui/useLoad';
import { RestoreTemplateVersionMutation, TemplateVersionDiffQuery, TemplateVersionsQuery } from './graphql';
import { RestoreConfirm } from './RestoreConfirm';
import { VersionDiff } from './VersionDiff';
import { type VersionEntry, VersionList } from './VersionList';

const PAGE_SIZE = 20;
const historyQueryKey = (templateId: string) => ['templates', 'history', templateId];

/**
 * The version history of a template, in a side panel: the versions newest first, the diff of the
 * two ticked (the newest two until the user picks), and restore behind a confirmation that warns
 * about unsaved changes in the editor.
 */
export function TemplateHistoryPanel({
  templateId,
  open,
  dirty,
  onClose,
  onRestored,
}: {
  templateId: string;
  open: boolean;
  /** The editor holds changes not yet saved (a restore discards them). */
  dirty: boolean;
  onClose: () => void;
  /** After a restore: the editor loads the template again. */
  onRestored: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useInfiniteQuery({
    queryKey: historyQueryKey(templateId),
    enabled: open,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      (await request(TemplateVersionsQuery, { templateId, limit: PAGE_SIZE, skip: pageParam })).templateVersions,
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
    queryKey: [...historyQueryKey(templateId), 'diff', older?.id, newer?.id],
    enabled: open && Boolean(older && newer),
    meta: SHOWN_IN_PAGE,
    queryFn: async () =>
      (
        await request(TemplateVersionDiffQuery, {
          templateId,
          fromVersionId: older?.id ?? '',
          toVersionId: newer?.id ?? '',
        })
      ).templateVersionDiff,
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
      await mutate(
        RestoreTemplateVersionMutation,
        { templateId, versionId: version.id },
        (data) => data.restoreTemplateVersion,
      );
      setRestoring(null);
      setPickedByUser(null);
      toasts.success(t('templateHistory.restored', { version: version.version }));
      await Promise.all([queryClient.invalidateQueries({ queryKey: historyQueryKey(templateId) }), onRestored()]);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SidePanel open={open} title={t('templateHistory.title')} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('templateHistory.help')}</p>
        {failure && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        {restoring && (
          <RestoreConfirm
            version={restoring.version}
            dirty={dirty}
            busy={busy}
            onCancel={() => setRestoring(null)}
            onConfirm={() => onRestore(restoring)}
          />
        )}
        {history.isPending ? (
          <p className="text-sm text-slate-500">{t('templateHistory.loading')}</p>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(history.error)}
          </p>
        ) : versions.length === 0 ? (
          <p className="text-sm text-slate-500">{t('templateHistory.empty')}</p>
        ) : (
          <>
            <VersionList
              versions={versions}
              currentId={versions[0]?.id}
              picked={picked}
              busy={busy}
              onPick={onPick}
              onRestore={(version) => {
                setFailure(null);
                setRestoring(version);
              }}
            />
            {history.hasNextPage && (
              <Button variant="secondary" onClick={() => history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                {t('templateHistory.more')}
              </Button>
            )}
          </>
        )}
        <section aria-live="polite" className="space-y-2" data-testid="version-diff">
          {older && newer ? (
            <>
              <h3 className="text-sm font-semibold text-slate-900">
                {t('templateHistory.comparing', { from: older.version, to: newer.version })}
              </h3>
              {diff.isPending ? (
                <p className="text-sm text-slate-500">{t('templateHistory.diffLoading')}</p>
              ) : diff.isError ? (
                <p role="alert" className="text-sm text-red-800">
                  {errorMessage(diff.error)}
                </p>
              ) : (
                <VersionDiff diffs={diff.data} />
              )}
            </>
          ) : (
            versions.length > 1 && <p className="text-sm text-slate-500">{t('templateHistory.pickTwo')}</p>
          )}
        </section>
      </div>
    </SidePanel>
  );
}
