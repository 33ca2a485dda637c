import { isInvitableEmail, isRole, type Role, USER_ERRORS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import { actorOf, type RequestOrigin, type Session } from '../../core/session';
import type { UserRow, UsersRepository } from './users.repository';

/** What user administration needs of the auth service: the invitation mail and the session cache. */
type SessionControl = {
  sendInvitation: (user: UserRow, origin: RequestOrigin) => Promise<void>;
  endUserSessions: (tenantId: string, userId: string) => Promise<void>;
  forgetUser: (userId: string) => void;
};

function validRoles(roles: readonly string[]): Outcome<Role[]> {
  if (roles.length === 0) return fail(USER_ERRORS.rolesRequired);
  if (!roles.every(isRole)) return fail(USER_ERRORS.roleUnknown);
  return ok([...new Set(roles)]);
}

const found = (row: UserRow | null): Outcome<UserRow> => (row ? ok(row) : fail(USER_ERRORS.notFound));

/** A tenant admin's user administration: invite, roles, deactivation, sessions. Knows nothing of GraphQL. */
export function createUsersService(deps: { repository: UsersRepository; sessions: SessionControl }) {
  const { repository, sessions } = deps;
  return {
    list: (tenantId: string) => repository.list(tenantId),

    async invite(admin: Session, input: { email: string; roles: string[] }, origin: RequestOrigin) {
      const address = input.email.trim().toLowerCase();
      if (!isInvitableEmail(address)) return fail(USER_ERRORS.emailInvalid);
      const roles = validRoles(input.roles);
      if (!roles.ok) return roles;
      const user = await repository.insert(
        { tenantId: admin.tenantId, email: address, roles: roles.value },
        actorOf(admin),
      );
      if (!user) return fail(USER_ERRORS.emailTaken);
      await sessions.sendInvitation(user, origin);
      return ok(user);
    },

    async updateRoles(admin: Session, userId: string, requested: string[]): Promise<Outcome<UserRow>> {
      const roles = validRoles(requested);
      if (!roles.ok) return roles;
      if (userId === admin.userId && !roles.value.includes('admin')) return fail(USER_ERRORS.ownAdminRole);
      const user = found(await repository.update(admin.tenantId, userId, { roles: roles.value }, actorOf(admin)));
      if (user.ok) sessions.forgetUser(userId);
      return user;
    },

    async setActive(admin: Session, userId: string, active: boolean): Promise<Outcome<UserRow>> {
      if (!active && userId === admin.userId) return fail(USER_ERRORS.selfDeactivation);
      const user = found(
        await repository.update(admin.tenantId, userId, { deactivatedAt: active ? null : new Date() }, actorOf(admin)),
      );
      if (user.ok) await sessions.endUserSessions(admin.tenantId, userId);
      return user;
    },

    async resetSessions(admin: Session, userId: string): Promise<Outcome<UserRow>> {
      const user = found(await repository.find(admin.tenantId, userId));
      if (user.ok) await sessions.endUserSessions(admin.tenantId, userId);
      return user;
    },
  };
}
