import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { ListedUser } from './RolesModal';

export type UserAction = 'roles' | 'deactivate' | 'reactivate' | 'resetSessions';

/** One user: e-mail, roles and status, and what an admin can do to them (not deactivate themselves). */
export function UserRow({
  user,
  self,
  onAction,
}: {
  user: ListedUser;
  self: boolean;
  onAction: (action: UserAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="user-row">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900" translate="no">
          {user.email}
          {self && <span className="ml-2 text-xs font-normal text-slate-500">{t('users.you')}</span>}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          {user.roles.map((role) => (
            <span key={role} className="rounded bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
              {t(`users.roles.${role}`, { defaultValue: role })}
            </span>
          ))}
          <span
            className={`rounded px-2 py-0.5 text-xs font-medium ${user.active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
          >
            {user.active ? t('users.status.active') : t('users.status.deactivated')}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => onAction('roles')}>
          {t('users.actions.roles')}
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => onAction('resetSessions')}>
          {t('users.actions.resetSessions')}
        </Button>
        {user.active ? (
          !self && (
            <Button variant="danger" className="px-3 py-1.5" onClick={() => onAction('deactivate')}>
              {t('users.actions.deactivate')}
            </Button>
          )
        ) : (
          <Button variant="secondary" className="px-3 py-1.5" onClick={() => onAction('reactivate')}>
            {t('users.actions.reactivate')}
          </Button>
        )}
      </div>
    </li>
  );
}
