import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { execute, request } from '../../api/client';
import { errorMessage } from '../../app/error-message';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/FormMessage';
import { TextField } from '../../ui/TextField';
import { toasts } from '../../ui/toasts/toast-store';
import { SHOWN_IN_PAGE } from '../../ui/useLoad';
import { useSubmit } from '../../ui/useSubmit';
import { liveLinks } from '../published/studio/live-links';
import { DomainRow } from './DomainRow';
import { domainProblem } from './domain-errors';
import { AddAppDomainMutation, AppDomainsQuery } from './graphql/app-domains';
import { tenantHostsKey } from './useTenantHosts';

const appDomainsKey = (appId: string) => ['apps', 'domains', appId] as const;

/** The app's page: where it is live, its domains (custom ones proven by a DNS TXT record) and a field to add one. */
export function AppDomainsCard({ appId }: { appId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = appDomainsKey(appId);
  const state = useQuery({ queryKey: key, queryFn: () => request(AppDomainsQuery, { appId }), meta: SHOWN_IN_PAGE });
  const [host, setHost] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy: adding, submit } = useSubmit();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: tenantHostsKey }),
      queryClient.invalidateQueries({ queryKey: ['publish', appId] }),
    ]);

  async function add(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    await submit(
      async () => {
        const answer = (await execute(AddAppDomainMutation, { appId, host: host.trim() })).data?.addAppDomain;
        const said = domainProblem(t, answer);
        if (said) {
          setProblem(said);
          return false;
        }
        toasts.success(t('apps.domains.added', { host: host.trim() }));
        setHost('');
        await refresh();
      },
      { onError: setProblem },
    );
  }

  const domains = state.data?.appDomains ?? [];
  const live = state.data?.appVersions.find((version) => version.live);
  const links = liveLinks(domains);
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-3">
      <h2 className="mb-1 text-base font-semibold text-slate-900">{t('apps.domains.title')}</h2>
      <div className="mb-4 text-sm" data-testid="app-live-status">
        {live ? (
          <p className="flex flex-wrap items-center gap-x-2">
            <span className="rounded bg-green-100 px-1 text-green-800">
              {t('apps.domains.live', { version: live.version })}
            </span>
            {links.map((link) => (
              <a
                key={link}
                href={link}
                target="_blank"
                rel="noreferrer"
                translate="no"
                className="break-all font-medium text-blue-700 hover:underline"
              >
                {link}
              </a>
            ))}
          </p>
        ) : (
          <p className="text-slate-600">{t('apps.domains.notLive')}</p>
        )}
      </div>
      {state.isError && <FormMessage kind="error">{errorMessage(state.error)}</FormMessage>}
      {domains.length === 0 && state.isSuccess && <p className="text-sm text-slate-500">{t('apps.domains.none')}</p>}
      <ul className="divide-y divide-slate-100">
        {domains.map((domain) => (
          <DomainRow key={domain.host} appId={appId} domain={domain} onChanged={refresh} />
        ))}
      </ul>
      <form onSubmit={(event) => void add(event)} className="mt-4 flex flex-wrap items-start gap-3">
        <TextField
          className="min-w-0 flex-1 basis-64"
          label={t('apps.domains.field')}
          hint={t('apps.domains.fieldHint')}
          placeholder="quotes.example.com"
          value={host}
          error={problem ?? undefined}
          onChange={(event) => setHost(event.target.value)}
        />
        <Button type="submit" className="mt-6 whitespace-nowrap" disabled={adding || !host.trim()}>
          {t('apps.domains.add')}
        </Button>
      </form>
    </section>
  );
}
