import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../api/client';
import { LabelledSwitch } from '../../ui/LabelledSwitch';
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
    <LabelledSwitch
      compact
      label={t('apps.guest.title')}
      help={on ? t('apps.guest.helpOn') : t('apps.guest.helpOff')}
      on={on}
      onText={t('apps.guest.on')}
      offText={t('apps.guest.off')}
      disabled={busy || !access.isSuccess}
      onToggle={toggle}
      testId="guest-access-switch"
    />
  );
}
