import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { LoadFailed } from '../../ui/LoadFailed';
import { Page, PageHeader } from '../../ui/Page';
import { useSubmit } from '../../ui/useSubmit';
import { useCan } from '../auth/useCan';
import { ApprovalSettingsQuery, UpdateApprovalSettingsMutation } from './graphql';

type Settings = { releases: boolean; publishes: boolean };
const SETTINGS_KEY = ['approvals', 'settings'];

function SettingSwitch({
  label,
  help,
  on,
  disabled,
  onToggle,
  testId,
}: {
  label: string;
  help: string;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const helpId = useId();
  return (
    <div className="flex items-center justify-between gap-4 p-4">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-slate-900">
          {label}
        </p>
        <p id={helpId} className="text-sm text-slate-600">
          {help}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={helpId}
        disabled={disabled}
        onClick={onToggle}
        data-testid={testId}
        className={`inline-flex shrink-0 items-center gap-2 rounded-full border px-1 py-1 pr-3 text-xs font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:opacity-60 ${
          on ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-slate-300 bg-slate-100 text-slate-700'
        }`}
      >
        <span
          aria-hidden="true"
          className={`h-5 w-5 rounded-full bg-white shadow transition ${on ? 'order-last ml-1' : ''}`}
        />
        <span>{on ? t('approvals.settings.on') : t('approvals.settings.off')}</span>
      </button>
    </div>
  );
}

/** The tenant's approval settings: whether releases and publishes need a second user's approval (admins change them). */
export function ApprovalSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isAdmin = useCan('administer');
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await request(ApprovalSettingsQuery, {})).approvalSettings,
  });
  const { busy, submit } = useSubmit();
  const save = (next: Settings) =>
    void submit(
      async () => {
        const saved = await request(UpdateApprovalSettingsMutation, { input: next });
        queryClient.setQueryData(SETTINGS_KEY, saved.updateApprovalSettings);
      },
      { success: t('approvals.settings.saved') },
    );
  const current = settings.data;
  return (
    <Page>
      <PageHeader title={t('approvals.settings.title')} />
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('approvals.settings.help')}</p>
      {!isAdmin && settings.isSuccess && (
        <p role="note" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('approvals.settings.adminOnly')}
        </p>
      )}
      {settings.isError ? (
        <LoadFailed query={settings} />
      ) : (
        <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          <SettingSwitch
            label={t('approvals.settings.releases')}
            help={t('approvals.settings.releasesHelp')}
            on={current?.releases ?? false}
            disabled={!current || !isAdmin || busy}
            onToggle={() => current && save({ ...current, releases: !current.releases })}
            testId="approvals-releases-switch"
          />
          <SettingSwitch
            label={t('approvals.settings.publishes')}
            help={t('approvals.settings.publishesHelp')}
            on={current?.publishes ?? false}
            disabled={!current || !isAdmin || busy}
            onToggle={() => current && save({ ...current, publishes: !current.publishes })}
            testId="approvals-publishes-switch"
          />
        </div>
      )}
    </Page>
  );
}
