import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
import { LoadFailed } from '../../ui/LoadFailed';
import { Page, PageHeader } from '../../ui/Page';
import { useSubmit } from '../../ui/useSubmit';
import { useCan } from '../auth/useCan';
import { ApprovalSettingsQuery, UpdateApprovalSettingsMutation } from './graphql';

type Settings = { releases: boolean; publishes: boolean };
const SETTINGS_KEY = ['approvals', 'settings'];

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
          <LabelledSwitch
            onText={t('approvals.settings.on')}
            offText={t('approvals.settings.off')}
            label={t('approvals.settings.releases')}
            help={t('approvals.settings.releasesHelp')}
            on={current?.releases ?? false}
            disabled={!current || !isAdmin || busy}
            onToggle={() => current && save({ ...current, releases: !current.releases })}
            testId="approvals-releases-switch"
          />
          <LabelledSwitch
            onText={t('approvals.settings.on')}
            offText={t('approvals.settings.off')}
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
