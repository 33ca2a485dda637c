import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate, request } from '../../api/client';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { Page, PageHeader } from '../../ui/Page';
import { useSubmit } from '../../ui/useSubmit';
import { useCan, useMyId } from '../auth/useCan';
import { DeactivateUserMutation, ReactivateUserMutation, ResetUserSessionsMutation, UsersQuery } from './graphql';
import { InviteUserModal } from './InviteUserModal';
import { type ListedUser, RolesModal } from './RolesModal';
import { type UserAction, UserRow } from './UserRow';

type Confirming = { user: ListedUser; action: Exclude<UserAction, 'roles'> };

/** The tenant's users for its admin: invite, roles, deactivate or reactivate, end sessions. */
export function UsersPage() {
  const { t } = useTranslation();
  const isAdmin = useCan('administer');
  const myId = useMyId();
  const users = useQuery({
    queryKey: ['users'],
    queryFn: async () => (await request(UsersQuery, {})).users,
    enabled: isAdmin,
  });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<ListedUser | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const { busy, submit } = useSubmit();

  const run = ({ user, action }: Confirming) =>
    submit(
      async () => {
        const userId = user.id;
        if (action === 'deactivate') await mutate(DeactivateUserMutation, { userId }, (data) => data.deactivateUser);
        else if (action === 'reactivate')
          await mutate(ReactivateUserMutation, { userId }, (data) => data.reactivateUser);
        else await mutate(ResetUserSessionsMutation, { userId }, (data) => data.resetUserSessions);
      },
      {
        success: t(`users.done.${action}`, { email: user.email }),
        onDone: () => {
          setConfirming(null);
          return users.refetch();
        },
      },
    );

  if (!isAdmin) {
    return (
      <Page testId="users-page">
        <PageHeader title={t('users.title')} />
        <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('users.adminOnly')}
        </p>
      </Page>
    );
  }
  return (
    <Page testId="users-page">
      <PageHeader
        title={t('users.title')}
        subtitle={users.data ? t('users.subtitle', { count: users.data.length }) : t('users.loading')}
        actions={
          <Button onClick={() => setInviting(true)} data-testid="invite-user">
            {t('users.invite.open')}
          </Button>
        }
      />
      {users.isError ? (
        <LoadFailed query={users} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {users.data?.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              self={user.id === myId}
              onAction={(action) => (action === 'roles' ? setEditing(user) : setConfirming({ user, action }))}
            />
          ))}
        </ul>
      )}
      <InviteUserModal open={inviting} onClose={() => setInviting(false)} onInvited={() => users.refetch()} />
      <RolesModal
        user={editing}
        self={editing?.id === myId}
        onClose={() => setEditing(null)}
        onSaved={() => users.refetch()}
      />
      <Modal
        open={confirming !== null}
        title={confirming ? t(`users.confirm.${confirming.action}Title`, { email: confirming.user.email }) : ''}
        onClose={() => setConfirming(null)}
        size="sm"
        footer={
          <ModalActions
            cancelLabel={t('users.cancel')}
            onCancel={() => setConfirming(null)}
            submitLabel={confirming ? t(`users.actions.${confirming.action}`) : ''}
            danger={confirming?.action === 'deactivate'}
            disabled={busy}
            onSubmit={() => confirming && void run(confirming)}
          />
        }
      >
        <p className="text-sm text-slate-700">
          {confirming && t(`users.confirm.${confirming.action}`, { email: confirming.user.email })}
        </p>
      </Modal>
    </Page>
  );
}
