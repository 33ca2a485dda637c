import { ROLES, type Role } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';

/** One checkbox per role, each with what it allows; `disabled` roles stay as they are (an admin's own admin role). */
export function RoleCheckboxes({
  value,
  onChange,
  disabled = [],
  error,
}: {
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  disabled?: readonly Role[];
  error?: string | null;
}) {
  const { t } = useTranslation();
  const toggle = (role: Role) =>
    onChange(
      value.includes(role)
        ? value.filter((held) => held !== role)
        : ROLES.filter((r) => r === role || value.includes(r)),
    );
  return (
    <fieldset aria-describedby={error ? 'role-checkboxes-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('users.roles.label')}</legend>
      <div className="space-y-2">
        {ROLES.map((role) => (
          <label key={role} className="flex items-start gap-3 rounded-md border border-slate-200 p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={value.includes(role)}
              disabled={disabled.includes(role)}
              onChange={() => toggle(role)}
              data-testid={`role-${role}`}
            />
            <span>
              <span className="block font-medium text-slate-900">{t(`users.roles.${role}`)}</span>
              <span className="block text-slate-600">{t(`users.roles.${role}Help`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="role-checkboxes-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
