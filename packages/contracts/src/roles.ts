import { z } from 'zod';

/** What a staff user may do. A user holds one or more; admin implies every other role. */
export const ROLES = ['admin', 'editor', 'approver', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** True when `roles` grant `role`: held directly, or through admin. Every role may read (viewer). */
export function hasRole(roles: readonly string[], role: Role): boolean {
  if (roles.includes('admin') || roles.includes(role)) return true;
  return role === 'viewer' && roles.some(isRole);
}

/** Failures of user administration (code for the studio's translations, message in the specs' voice). */
export const USER_ERRORS = {
  notFound: { code: 'user_not_found', message: 'This user does not exist.' },
  emailInvalid: { code: 'user_email_invalid', message: 'This is not a valid e-mail address.' },
  emailTaken: { code: 'user_email_taken', message: 'A user with this e-mail address already exists.' },
  rolesRequired: { code: 'user_roles_required', message: 'Choose at least one role.' },
  roleUnknown: { code: 'user_role_unknown', message: 'Roles are admin, editor, approver and viewer.' },
  ownAdminRole: { code: 'user_own_admin_role', message: 'You cannot remove your own admin role.' },
  selfDeactivation: { code: 'user_self_deactivation', message: 'You cannot deactivate yourself.' },
} as const;

/** True for an address an invitation can go to (zod's e-mail rule, as the studio's form checks). */
export const isInvitableEmail = (address: string) => z.email().safeParse(address).success;
