import type { Role } from '@carrier/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutate } from '../../api/client';
import { FormMessage } from '../../ui/FormMessage';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';
import { useModalForm } from '../../ui/useModalForm';
import { useSubmit } from '../../ui/useSubmit';
import { emailField } from '../auth/email-field';
import { InviteUserMutation } from './graphql';
import { RoleCheckboxes } from './RoleCheckboxes';
import { rolesField } from './roles-field';

const ZInvite = z.object({ email: emailField, roles: rolesField });
const EMPTY = { email: '', roles: ['viewer'] as Role[] };

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
  const { register, control, handleSubmit, formState, setError, fieldError } = useModalForm(ZInvite, EMPTY, open);
  const { busy, submit } = useSubmit();

  const invite = handleSubmit(({ email, roles }) =>
    submit(() => mutate(InviteUserMutation, { email, roles }, (data) => data.inviteUser), {
      success: t('users.invite.sent', { email }),
      onDone: () => {
        onClose();
        return onInvited();
      },
      onError: (message) => setError('root', { message }),
    }),
  );

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
        error={fieldError('email')}
        data-testid="invite-email"
        {...register('email')}
      />
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <RoleCheckboxes value={field.value} onChange={field.onChange} error={fieldError('roles')} />
        )}
      />
      <FormMessage kind="error">{formState.errors.root?.message}</FormMessage>
    </FormModal>
  );
}
