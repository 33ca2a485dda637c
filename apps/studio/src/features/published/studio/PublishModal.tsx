import { PENDING_APPROVAL_STATUS } from '@carrier/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { execute } from '../../../api/client';
import { useLocalizedText } from '../../../i18n/localized';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { toasts } from '../../../ui/toasts/toast-store';
import { useSubmit } from '../../../ui/useSubmit';
import { labelName } from '../../ui-editor/elements/node-name';
import { FindingText } from './FindingText';
import { LiveStatus } from './LiveStatus';
import { liveLinks } from './live-links';
import { problemParts, problemText } from './problem-text';
import { PublishMutation, PublishStateQuery, RollbackMutation, UnpublishMutation } from './publish-graphql';
import { RollbackConfirm } from './RollbackConfirm';
import { VersionList } from './VersionList';

type Props = { appId: string; open: boolean; onClose: () => void };
type Answer = { status: string; errors_2: readonly ({ code: string | null; message: string | null } | null)[] | null };
type Asking = { kind: 'rollback'; version: number } | { kind: 'unpublish' } | null;

/**
 * Publish: what stops the app from going live (each check's finding, in the studio's locale), where it is
 * live, a private preview of the draft, a note and the button that stores the app as its next version,
 * and the versions, each of which can be published again after seeing what that changes (rollback).
 */
export function PublishModal({ appId, open, onClose }: Props) {
  const { t } = useTranslation();
  const inLocale = useLocalizedText();
  const nodeName = (label: string) => labelName(label, inLocale);
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
  const { busy, submit } = useSubmit();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<Asking>(null);
  useEffect(() => {
    if (!open) setAsking(null);
  }, [open]);

  /** Runs a mutation; success says `done`, a failure says its problems in this locale (the checks' show in the list). */
  async function run(work: () => Promise<Answer | null | undefined>, done: (answer: Answer) => string) {
    return submit(async () => {
      const result = await work();
      if (!result) throw new Error(t('publish.failed'));
      await queryClient.invalidateQueries({ queryKey: key });
      if (result.status === 'success' || result.status === PENDING_APPROVAL_STATUS) {
        toasts.success(result.status === PENDING_APPROVAL_STATUS ? t('approvals.submitted') : done(result));
        setAsking(null);
        return true;
      }
      if (!queryClient.getQueryData<typeof state.data>(key)?.appPublishProblems.length) {
        const said = (result.errors_2 ?? []).map((error) =>
          problemText(t, { code: error?.code ?? '', message: error?.message ?? '', params: [] }),
        );
        toasts.error(said.join(' ') || t('publish.failed'));
      }
      return false;
    });
  }
  const firstOf = async <T,>(promise: Promise<{ data: T | null }>) => {
    const data = (await promise).data as Record<string, Answer> | null;
    return data ? Object.values(data)[0] : null;
  };
  const createdId = (answer: Answer) => (answer as { createdStatus?: { id?: string | null } }).createdStatus?.id ?? '';

  const shown = state.data?.appPublishProblems ?? [];
  const versions = state.data?.appVersions ?? [];
  const live = versions.some((version) => version.live);
  const links = liveLinks(state.data?.appDomains ?? []);
  return (
    <Modal open={open} title={t('publish.title')} onClose={onClose} size="lg">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('publish.help')}</p>
        {state.data && (
          <LiveStatus
            appId={appId}
            live={live}
            links={links}
            busy={busy}
            onUnpublish={() => setAsking({ kind: 'unpublish' })}
          />
        )}
        {asking?.kind === 'unpublish' && (
          <div
            role="alertdialog"
            aria-label={t('publish.unpublish')}
            className="space-y-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
          >
            <p className="text-red-900">{t('publish.unpublishQuestion')}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setAsking(null)} disabled={busy}>
                {t('publish.cancel')}
              </Button>
              <Button
                variant="danger"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => firstOf(execute(UnpublishMutation, { appId })),
                    () => t('publish.unpublished'),
                  )
                }
              >
                {t('publish.unpublishConfirm')}
              </Button>
            </div>
          </div>
        )}
        {shown.length > 0 && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">{t('publish.problems')}</p>
            <ul className="mt-1 list-disc pl-5">
              {shown.map((finding) => (
                <li key={finding.message}>
                  <FindingText parts={problemParts(t, finding, nodeName)} />
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="space-y-2">
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-slate-700">{t('publish.note')}</span>
            <textarea
              value={note}
              rows={2}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('publish.notePlaceholder')}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm"
            />
          </label>
          <Button
            disabled={busy || state.isLoading}
            onClick={() =>
              void run(
                () => firstOf(execute(PublishMutation, { appId, note: note.trim() || null })),
                (answer) => t('publish.published', { version: createdId(answer) }),
              ).then((published) => published && setNote(''))
            }
          >
            {t('publish.publishNow')}
          </Button>
        </div>
        <section aria-label={t('publish.versions')}>
          <h3 className="mb-2 text-sm font-semibold">{t('publish.versions')}</h3>
          {asking?.kind === 'rollback' && (
            <div className="mb-3">
              <RollbackConfirm
                appId={appId}
                version={asking.version}
                busy={busy}
                onCancel={() => setAsking(null)}
                onConfirm={(rollbackNote) =>
                  void run(
                    () =>
                      firstOf(
                        execute(RollbackMutation, {
                          appId,
                          version: asking.version,
                          note: rollbackNote.trim() || null,
                        }),
                      ),
                    (answer) => t('publish.rolledBack', { version: createdId(answer) }),
                  )
                }
              />
            </div>
          )}
          <VersionList
            versions={versions}
            busy={busy}
            onRollback={(version) => setAsking({ kind: 'rollback', version })}
          />
        </section>
      </div>
    </Modal>
  );
}
