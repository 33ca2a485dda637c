import { isRole } from '@carrier/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mutate } from '../../api/client';
import { FormMessage } from '../../ui/FormMessage';
import { FormModal } from '../../ui/FormModal';
import { useModalForm } from '../../ui/useModalForm';
import { useSubmit } from '../../ui/useSubmit';
import { UpdateUserRolesMutation } from './graphql';
import { RoleCheckboxes } from './RoleCheckboxes';
import { rolesField } from './roles-field';

export type ListedUser = { id: string; email: string; roles: string[]; active: boolean };

const ZRoles = z.object({ roles: rolesField });

/** Change a user's roles; an admin's own admin role cannot be taken away here (nor on the server). */
export function RolesModal({
  user,
  self,
  onClose,
  onSaved,
}: {
  user: ListedUser | null;
  self: boolean;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation();
  const values = { roles: user ? user.roles.filter(isRole) : [] };
  const { control, handleSubmit, formState, setError, fieldError } = useModalForm(ZRoles, values, user !== null);
  const { busy, submit } = useSubmit();

  const save = handleSubmit(({ roles }) => {
    if (!user) return;
    return submit(() => mutate(UpdateUserRolesMutation, { userId: user.id, roles }, (data) => data.updateUserRoles), {
      success: t('users.rolesSaved', { email: user.email }),
      onDone: () => {
        onClose();
        return onSaved();
      },
      onError: (message) => setError('root', { message }),
    });
  });

  return (
    <FormModal
      open={user !== null}
      title={t('users.rolesTitle', { email: user?.email ?? '' })}
      onClose={onClose}
      cancelLabel={t('users.cancel')}
      submitLabel={t('users.save')}
      onSubmit={save}
      busy={busy}
      className="space-y-4"
    >
      <Controller
        control={control}
        name="roles"
        render={({ field }) => (
          <RoleCheckboxes
            value={field.value}
            onChange={field.onChange}
            disabled={self ? ['admin'] : []}
            error={fieldError('roles')}
          />
        )}
      />
      <FormMessage kind="error">{formState.errors.root?.message}</FormMessage>
    </FormModal>
  );
}
