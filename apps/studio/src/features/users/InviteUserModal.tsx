import type { Role } from '@carrier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../api/client';
import { FormMessage } from '../../ui/FormMessage';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { emailProblem } from '../auth/email';
import { InviteUserMutation } from './graphql';
import { RoleCheckboxes } from './RoleCheckboxes';

/** Invite a user by e-mail with roles: they get a mail with a link to choose their password. */
export function InviteUserModal({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => unknown;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>(['viewer']);
  const [problems, setProblems] = useState<{ email?: string; roles?: string; form?: string }>({});
  const { busy, submit } = useSubmit();
  useEffect(() => {
    if (!open) return;
    setEmail('');
    setRoles(['viewer']);
    setProblems({});
  }, [open]);

  const invite = () => {
    const emailKey = emailProblem(email);
    const next = {
      email: emailKey ? t(emailKey) : undefined,
      roles: roles.length ? undefined : t('users.roles.required'),
    };
    setProblems(next);
    if (next.email || next.roles) return;
    void submit(() => mutate(InviteUserMutation, { email: email.trim(), roles }, (data) => data.inviteUser), {
      success: t('users.invite.sent', { email: email.trim() }),
      onDone: () => {
        onClose();
        return onInvited();
      },
      onError: (message) => setProblems({ form: message }),
    });
  };

  return (
    <FormModal
      open={open}
      title={t('users.invite.title')}
      onClose={onClose}
      cancelLabel={t('users.cancel')}
      submitLabel={t('users.invite.submit')}
      onSubmit={invite}
      busy={busy}
      className="space-y-4"
    >
      <p className="text-sm text-slate-600">{t('users.invite.help')}</p>
      <TextField
        label={t('users.invite.email')}
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problems.email}
        data-testid="invite-email"
      />
      <RoleCheckboxes value={roles} onChange={setRoles} error={problems.roles} />
      <FormMessage kind="error">{problems.form}</FormMessage>
    </FormModal>
  );
}
