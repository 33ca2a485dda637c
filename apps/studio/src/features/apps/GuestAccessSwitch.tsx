import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../api/client';
import { useSubmit } from '../../ui/useSubmit';
import { AppGuestAccessQuery, SetAppGuestAccessMutation } from './graphql/guest-access';

const guestAccessKey = (appId: string) => ['apps', 'guest-access', appId];

/**
 * "Guest access: on/off": the app's own guest identity, made by the studio with the app. Visitors of the
 * published app quote as this guest (no account, no password); off stops them at once.
 */
export function GuestAccessSwitch({ appId }: { appId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labelId = useId();
  const helpId = useId();
  const access = useQuery({
    queryKey: guestAccessKey(appId),
    queryFn: async () => (await request(AppGuestAccessQuery, { appId })).cmsConfigs?.[0]?.guestAccess ?? false,
  });
  const { busy, submit } = useSubmit();
  const on = access.data === true;
  const toggle = () =>
    void submit(
      async () => {
        await mutate(
          SetAppGuestAccessMutation,
          { appId, enabled: !on },
          (data) => data.setAppGuestAccess,
          t('apps.guest.failed'),
        );
        queryClient.setQueryData(guestAccessKey(appId), !on);
      },
      { success: on ? t('apps.guest.turnedOff') : t('apps.guest.turnedOn') },
    );

  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {t('apps.guest.title')}
        </p>
        <p id={helpId} className="text-xs text-slate-500">
          {on ? t('apps.guest.helpOn') : t('apps.guest.helpOff')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={helpId}
        disabled={busy || !access.isSuccess}
        onClick={toggle}
        data-testid="guest-access-switch"
        className={`inline-flex shrink-0 items-center gap-2 rounded-full border px-1 py-1 pr-3 text-xs font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:opacity-60 ${
          on ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-slate-300 bg-slate-100 text-slate-700'
        }`}
      >
        <span
          aria-hidden="true"
          className={`h-5 w-5 rounded-full bg-white shadow transition ${on ? 'order-last ml-1' : ''}`}
        />
        <span>{on ? t('apps.guest.on') : t('apps.guest.off')}</span>
      </button>
    </div>
  );
}
