import type { CmsConfigIssue } from '@carrier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { mutate, request } from '../../api/client';
import { Button } from '../../ui/Button';
import { LazyCodeEditor as CodeEditor } from '../../ui/LazyCodeEditor';
import { toasts } from '../../ui/toasts/toast-store';
import { useLoad } from '../../ui/useLoad';
import { useSubmit } from '../../ui/useSubmit';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { useCan } from '../auth/useCan';
import { RecordVersionHistory } from '../history/RecordVersionHistory';
import { checkConfigText, configText } from './config-text';
import { GuestAccessSwitch } from './GuestAccessSwitch';
import { CmsConfigQuery, UpsertCmsConfigMutation } from './graphql/apps';

type Problem = { kind: 'json'; details: string } | { kind: 'schema'; issues: CmsConfigIssue[] } | null;

/** ViewAppsConfig: the app's CMS config as JSON; saved only when it parses and fits its schema. */
export function AppConfigPage() {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const navigate = useNavigate();
  const appId = useParams().appId ?? '';
  const config = useLoad({
    queryKey: ['apps', 'config', appId],
    queryFn: async () => (await request(CmsConfigQuery, { appId })).cmsConfigs?.[0] ?? null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [baseline, setBaseline] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const { busy: saving, submit } = useSubmit();
  const changed = baseline !== null && text !== baseline;
  useUnsavedChangesGuard(changed);

  const loaded = config.data;
  useEffect(() => {
    if (!loaded || baseline !== null) return;
    const initial = configText(loaded);
    setBaseline(initial);
    setText(initial);
  }, [loaded, baseline]);
  const missing = config.isError || (config.isSuccess && config.data === null);
  useEffect(() => {
    if (!missing) return;
    toasts.error(t('apps.toasts.loadFailed', { appId }));
    navigate('/apps', { replace: true });
  }, [missing, appId, navigate, t]);

  const save = () => {
    const check = checkConfigText(text);
    if (check.kind !== 'ok') return setProblem(check);
    const sent = text;
    void submit(
      async () => {
        await mutate(
          UpsertCmsConfigMutation,
          { appId, config: check.config },
          (data) => data.upsertCmsConfig,
          t('apps.toasts.saveFailed'),
        );
        setBaseline(sent);
        setProblem(null);
      },
      { success: t('apps.toasts.saved') },
    );
  };

  const issueText = (issue: CmsConfigIssue) =>
    `${issue.path || t('apps.config.root')}: ${t(`apps.config.rules.${issue.rule}`)}`;
  return (
    <main className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <Link
          to={`/apps/detail/${encodeURIComponent(appId)}`}
          className="text-sm font-medium text-blue-700 hover:underline"
        >
          ← {t('apps.config.back')}
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">
          {loaded?.app?.appName ? t('apps.config.of', { name: loaded.app.appName }) : t('apps.config.title')}
        </h1>
        <span
          role="status"
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${changed ? 'bg-amber-100 text-amber-800' : 'bg-emerald-50 text-emerald-700'}`}
        >
          {changed ? t('apps.config.changed') : t('apps.config.saved')}
        </span>
        <RecordVersionHistory
          recordType="cmsConfig"
          recordId={loaded ? appId : null}
          dirty={changed}
          onRestored={async () => {
            // The editor starts again from the restored config.
            setBaseline(null);
            await config.refetch();
          }}
        />
        {canEdit && (
          <Button onClick={save} disabled={saving || baseline === null}>
            {saving ? t('apps.config.saving') : t('apps.config.save')}
          </Button>
        )}
      </header>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-3 px-4 py-4 sm:px-6">
        <section className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <GuestAccessSwitch appId={appId} />
        </section>
        {problem?.kind === 'json' && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {t('apps.config.jsonError', { details: problem.details })}
          </p>
        )}
        {problem?.kind === 'schema' && (
          <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            <p className="font-medium">{t('apps.config.schemaErrors')}</p>
            <ul className="mt-1 list-disc pl-5 font-mono text-xs">
              {problem.issues.map((issue) => (
                <li key={`${issue.path}-${issue.rule}`}>{issueText(issue)}</li>
              ))}
            </ul>
          </div>
        )}
        {baseline === null ? (
          <p className="p-10 text-center text-slate-500">{t('apps.loading')}</p>
        ) : (
          <CodeEditor
            label={t('apps.config.editor')}
            value={text}
            onChange={(value) => {
              setText(value);
              setProblem(null);
            }}
            minHeight="70vh"
            invalid={problem !== null}
          />
        )}
      </div>
    </main>
  );
}
