import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { execute } from '../../../api/client';
import { errorMessage } from '../../../app/error-message';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { toasts } from '../../../ui/toasts/toast-store';
import { problemParts } from './problem-text';
import { PublishMutation, PublishStateQuery, RollbackMutation } from './publish-graphql';

type Props = { appId: string; open: boolean; onClose: () => void };

/**
 * Publish: what stops the app from going live (each check's finding, in the studio's locale), a button that stores the app
 * as its next version, and the versions, each of which can be published again (rollback).
 */
export function PublishModal({ appId, open, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['publish', appId];
  const state = useQuery({
    queryKey: key,
    enabled: open,
    queryFn: async () => {
      const answer = await execute(PublishStateQuery, { appId });
      if (!answer.data) throw new Error(answer.errors[0]?.message ?? 'publish state');
      return answer.data;
    },
  });
  const [busy, setBusy] = useState(false);

  async function run(work: () => ReturnType<typeof execute>, success: (version: string) => string) {
    setBusy(true);
    try {
      const answer = await work();
      const data = answer.data as Record<
        string,
        { status: string; errors: string[] | null; createdStatus: { id: string | null } | null }
      > | null;
      const result = data ? Object.values(data)[0] : undefined;
      if (!result) throw new Error(answer.errors[0]?.message ?? 'publish');
      await queryClient.invalidateQueries({ queryKey: key });
      if (result.status === 'success') toasts.success(success(result.createdStatus?.id ?? ''));
      else if (!queryClient.getQueryData<typeof state.data>(key)?.appPublishProblems.length)
        // The checks' findings show in the list (in this locale); anything else is said here.
        toasts.error(result.errors?.filter(Boolean).join(' ') || t('publish.failed'));
    } catch (failure) {
      toasts.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const shown = state.data?.appPublishProblems ?? [];
  const versions = state.data?.appVersions ?? [];
  return (
    <Modal open={open} title={t('publish.title')} onClose={onClose} size="lg">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('publish.help')}</p>
        {shown.length > 0 && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">{t('publish.problems')}</p>
            <ul className="mt-1 list-disc pl-5">
              {shown.map((finding) => (
                <li key={finding.message}>
                  {problemParts(t, finding).map((part, index) =>
                    part.isName ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
                      <span key={index} translate="no" className="font-mono">
                        {part.text}
                      </span>
                    ) : (
                      part.text
                    ),
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Button
          disabled={busy || state.isLoading}
          onClick={() =>
            void run(
              () => execute(PublishMutation, { appId }),
              (version) => t('publish.published', { version }),
            )
          }
        >
          {t('publish.publishNow')}
        </Button>
        <section aria-label={t('publish.versions')}>
          <h3 className="mb-2 text-sm font-semibold">{t('publish.versions')}</h3>
          {versions.length === 0 ? (
            <p className="text-sm text-slate-500">{t('publish.noVersions')}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-slate-500">
                  <th>{t('publish.version')}</th>
                  <th>{t('publish.publishedAt')}</th>
                  <th>{t('publish.by')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {versions.map((version) => (
                  <tr key={version.version} data-version={version.version} className="border-t border-slate-100">
                    <td>
                      <span translate="no">v{version.version}</span>
                      {version.live && (
                        <span className="ml-2 rounded bg-green-100 px-1 text-green-800">{t('publish.live')}</span>
                      )}
                      {version.rolledBackFrom !== null && version.rolledBackFrom !== undefined && (
                        <span className="ml-2 text-slate-500">
                          {t('publish.rolledBackFrom', { version: version.rolledBackFrom })}
                        </span>
                      )}
                    </td>
                    <td translate="no">
                      {version.createdAt ? new Date(version.createdAt as string).toLocaleString() : ''}
                    </td>
                    <td translate="no">{version.createdBy?.username ?? ''}</td>
                    <td className="text-right">
                      {!version.live && (
                        <Button
                          variant="secondary"
                          disabled={busy}
                          onClick={() =>
                            void run(
                              () => execute(RollbackMutation, { appId, version: version.version }),
                              (next) => t('publish.rolledBack', { version: next }),
                            )
                          }
                        >
                          {t('publish.rollback', { version: version.version })}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </Modal>
  );
}
