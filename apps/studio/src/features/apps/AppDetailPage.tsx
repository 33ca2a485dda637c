import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { toasts } from '../../ui/toasts/toast-store';
import { PromoteLink } from '../promotion/PromoteLink';
import { AppDomainsCard } from './AppDomainsCard';
import { DeleteAppModal } from './DeleteAppModal';
import { GuestAccessSwitch } from './GuestAccessSwitch';
import { UpdateAppModal } from './UpdateAppModal';
import { appKey, useApp } from './useApp';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function ConfigureLink({ title, help, to, action }: { title: string; help: string; to: string; action: string }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div>
        <p className="text-sm font-medium text-slate-800">{title}</p>
        <p className="text-xs text-slate-500">{help}</p>
      </div>
      <Link
        to={to}
        aria-label={`${title}: ${action}`}
        className="shrink-0 rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50"
      >
        {action}
      </Link>
    </li>
  );
}

/** ViewAppsDetail: the app info card; loading failure (or no such app) goes back to the list. */
export function AppDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const appId = useParams().appId ?? '';
  const app = useApp(appId);
  const [updating, setUpdating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const missing = app.isError || (app.isSuccess && app.data === null);

  useEffect(() => {
    if (!missing) return;
    toasts.error(t('apps.toasts.loadFailed', { appId }));
    navigate('/apps', { replace: true });
  }, [missing, appId, navigate, t]);

  const data = app.data;
  if (!data) return <p className="p-10 text-center text-slate-500">{t('apps.loading')}</p>;

  const atBy = (at: string | null | undefined, by: string | null | undefined) =>
    t('apps.atBy', { at: formatDateTime(at), by: by ?? t('apps.none') });
  const encoded = encodeURIComponent(data.appId);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/apps" className="text-sm font-medium text-blue-700 hover:underline">
        ← {t('apps.detail.back')}
      </Link>
      <div className="mt-3 mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold break-all text-slate-900" data-testid="app-name">
          {data.appName}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <PromoteLink item={{ appId: data.appId }} label={data.appName || data.appId} />
          <Button variant="secondary" onClick={() => setUpdating(true)}>
            {t('apps.detail.update')}
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('apps.detail.delete')}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-2">
          <h2 className="mb-4 text-base font-semibold text-slate-900">{t('apps.detail.title')}</h2>
          <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
            <Field label={t('apps.fields.name')}>{data.appName}</Field>
            <Field label={t('apps.fields.appId')}>
              <span className="font-mono">{data.appId}</span>
            </Field>
            <Field label={t('apps.fields.url')}>
              <span className="font-mono">{data.urlRouting?.regexPattern || t('apps.none')}</span>
            </Field>
            <Field label={t('apps.fields.template')}>
              {data.appTemplateId ? t(`apps.templates.${data.appTemplateId}`) : t('apps.none')}
            </Field>
            <Field label={t('apps.fields.email')}>{data.email || t('apps.none')}</Field>
            <Field label={t('apps.fields.emailSenderName')}>{data.emailSenderName || t('apps.none')}</Field>
            <Field label={t('apps.fields.created')}>{atBy(data.createdAt, data.createdBy?.username)}</Field>
            <Field label={t('apps.fields.updated')}>{atBy(data.lastModifiedAt, data.lastModifiedBy?.username)}</Field>
          </dl>
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="mb-2 text-base font-semibold text-slate-900">{t('apps.detail.configure')}</h2>
          <ul className="divide-y divide-slate-100">
            <ConfigureLink
              title={t('apps.detail.config')}
              help={t('apps.detail.configHelp')}
              to={`/apps/detail/config/${encoded}`}
              action={t('apps.detail.openConfig')}
            />
            <ConfigureLink
              title={t('apps.detail.uiEditor')}
              help={t('apps.detail.uiEditorHelp')}
              to={`/ui-editor/${encoded}`}
              action={t('apps.detail.openUiEditor')}
            />
            <li className="py-3">
              <GuestAccessSwitch appId={data.appId} />
            </li>
          </ul>
        </section>
        <AppDomainsCard appId={data.appId} />
      </div>

      <UpdateAppModal
        open={updating}
        appId={data.appId}
        initial={{
          appName: data.appName ?? '',
          regexPattern: data.urlRouting?.regexPattern ?? '',
          email: data.email ?? '',
          emailSenderName: data.emailSenderName ?? '',
        }}
        onClose={() => setUpdating(false)}
      />
      <DeleteAppModal
        open={deleting}
        appId={data.appId}
        onCancel={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          navigate('/apps');
          toasts.success(t('apps.toasts.deleted'));
          queryClient.removeQueries({ queryKey: appKey(data.appId) });
          void queryClient.invalidateQueries({ queryKey: ['apps'] });
        }}
      />
    </main>
  );
}
