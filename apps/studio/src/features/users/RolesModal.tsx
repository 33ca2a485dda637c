import { isRole, type Role } from '@carrier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../api/client';
import { FormMessage } from '../../ui/FormMessage';
import { FormModal } from '../../ui/FormModal';
import { useSubmit } from '../../ui/useSubmit';
import { UpdateUserRolesMutation } from './graphql';
import { RoleCheckboxes } from './RoleCheckboxes';

export type ListedUser = { id: string; email: string; roles: string[]; active: boolean };

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
  const [roles, setRoles] = useState<Role[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, submit } = useSubmit();
  useEffect(() => {
    setRoles(user ? user.roles.filter(isRole) : []);
    setProblem(null);
  }, [user]);

  const save = () => {
    if (!user) return;
    if (roles.length === 0) return setProblem(t('users.roles.required'));
    void submit(() => mutate(UpdateUserRolesMutation, { userId: user.id, roles }, (data) => data.updateUserRoles), {
      success: t('users.rolesSaved', { email: user.email }),
      onDone: () => {
        onClose();
        return onSaved();
      },
      onError: setProblem,
    });
  };

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
      <RoleCheckboxes value={roles} onChange={setRoles} disabled={self ? ['admin'] : []} />
      <FormMessage kind="error">{problem}</FormMessage>
    </FormModal>
  );
}
