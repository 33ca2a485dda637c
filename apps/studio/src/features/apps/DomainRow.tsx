import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { execute } from '../../api/client';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { toasts } from '../../ui/toasts/toast-store';
import { useSubmit } from '../../ui/useSubmit';
import { domainProblem } from './domain-errors';
import { RemoveAppDomainMutation, VerifyAppDomainMutation } from './graphql/app-domains';

type Domain = {
  host: string;
  state: string;
  txtName: string | null;
  txtValue: string | null;
  lastProblem: string | null;
  lastCheckedAt: unknown;
};

/** One domain: verified, or pending with the DNS record to create and Verify; Remove asks first. */
export function DomainRow({
  appId,
  domain,
  onChanged,
}: {
  appId: string;
  domain: Domain;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { busy, submit } = useSubmit();
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const pending = domain.state === 'pending';

  async function act(kind: 'verify' | 'remove') {
    setProblem(null);
    await submit(
      async () => {
        const variables = { appId, host: domain.host };
        const answer =
          kind === 'verify'
            ? (await execute(VerifyAppDomainMutation, variables)).data?.verifyAppDomain
            : (await execute(RemoveAppDomainMutation, variables)).data?.removeAppDomain;
        const said = domainProblem(t, answer);
        if (said) setProblem(said);
        else
          toasts.success(
            t(kind === 'verify' ? 'apps.domains.verified' : 'apps.domains.removed', { host: domain.host }),
          );
        await onChanged();
      },
      { onError: setProblem },
    );
  }

  return (
    <li className="space-y-2 py-3 text-sm" data-domain={domain.host}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <span translate="no" className="break-all font-mono">
            {domain.host}
          </span>
          <span
            className={`rounded px-1 ${pending ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-800'}`}
            data-testid="domain-state"
          >
            {t(pending ? 'apps.domains.pending' : 'apps.domains.verifiedState')}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {pending && (
            <Button variant="secondary" disabled={busy} onClick={() => void act('verify')}>
              {t('apps.domains.verify')}
            </Button>
          )}
          {removing ? (
            <>
              <Button variant="danger" disabled={busy} onClick={() => void act('remove')}>
                {t('apps.domains.removeConfirm')}
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => setRemoving(false)}>
                {t('apps.domains.cancel')}
              </Button>
            </>
          ) : (
            <Button variant="ghost" disabled={busy} onClick={() => setRemoving(true)}>
              {t('apps.domains.remove')}
            </Button>
          )}
        </div>
      </div>
      {pending && domain.txtName && domain.txtValue && (
        <div className="rounded-md bg-slate-50 p-3">
          <p className="mb-2 text-slate-700">{t('apps.domains.recordHelp')}</p>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500">{t('apps.domains.recordType')}</dt>
            <dd translate="no" className="font-mono">
              TXT
            </dd>
            <dt className="text-slate-500">{t('apps.domains.recordName')}</dt>
            <dd translate="no" className="break-all font-mono" data-testid="txt-name">
              {domain.txtName}
            </dd>
            <dt className="text-slate-500">{t('apps.domains.recordValue')}</dt>
            <dd translate="no" className="break-all font-mono" data-testid="txt-value">
              {domain.txtValue}
            </dd>
          </dl>
          {domain.lastCheckedAt && !problem ? (
            <p className="mt-2 text-xs text-slate-500">
              {t('apps.domains.lastChecked', {
                at: formatDateTime(domain.lastCheckedAt as string),
                problem: t(`apps.domains.errors.${domain.lastProblem ?? 'failed'}`),
              })}
            </p>
          ) : null}
        </div>
      )}
      {problem && (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}
