import { ROLES } from '@carrier/contracts';
import type { Outcome } from '../../core/outcome';
import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { NAME_LENGTH } from '../../graphql/input-limits';
import { ErrorsRef, failure, type Result, success } from '../../graphql/result';
import type { UserRow } from './users.repository';

// Our extension, not in the reference schema: a tenant admin's user administration. Every field here is
// admin-only (graphql/permissions.ts); another tenant's user id answers as a missing one.

const StaffUserRef = builder.objectRef<UserRow>('staffUser').implement({
  description: "A staff user of the tenant, as the tenant's admin sees them.",
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    roles: t.exposeStringList('roles', { nullable: false, description: `Any of ${ROLES.join(', ')}.` }),
    active: t.boolean({ nullable: false, resolve: (user) => user.deactivatedAt === null }),
    deactivatedAt: t.field({ type: 'DateTime', resolve: (user) => user.deactivatedAt }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (user) => user.createdAt }),
  }),
});

type UserResult = Result & { user: UserRow | null };
const UserResultRef = builder.objectRef<UserResult>('staffUserResult').implement({
  description: 'A result object with the user it changed, or potential errors',
  fields: (t) => ({
    status: t.exposeString('status', { nullable: false }),
    errors: t.exposeStringList('errors'),
    errors_2: t.field({ type: [ErrorsRef], resolve: (result) => result.errors_2 }),
    user: t.field({ type: StaffUserRef, resolve: (result) => result.user }),
  }),
});

const userResult = (outcome: Outcome<UserRow>): UserResult =>
  outcome.ok ? { ...success(), user: outcome.value } : { ...failure(outcome.problem), user: null };

builder.queryField('users', (t) =>
  t.field({
    type: [StaffUserRef],
    nullable: false,
    description: "The tenant's staff users with their roles and status (admin only).",
    resolve: (_root, _args, context) => context.services.users.list(requireSession(context).tenantId),
  }),
);

builder.mutationFields((t) => {
  const userId = t.arg.string({ required: true });
  const roles = t.arg.stringList({ required: true, description: `Any of ${ROLES.join(', ')}.` });
  return {
    inviteUser: t.field({
      type: UserResultRef,
      nullable: false,
      description: 'Creates a user with roles and mails them a link to choose their password.',
      args: { email: t.arg.string({ required: true, ...NAME_LENGTH }), roles },
      resolve: async (_root, args, context) =>
        userResult(await context.services.users.invite(requireSession(context), args, context.origin)),
    }),
    updateUserRoles: t.field({
      type: UserResultRef,
      nullable: false,
      description: "Replaces a user's roles; takes effect on their next request. An admin keeps their own admin role.",
      args: { userId, roles },
      resolve: async (_root, args, context) =>
        userResult(await context.services.users.updateRoles(requireSession(context), args.userId, args.roles)),
    }),
    deactivateUser: t.field({
      type: UserResultRef,
      nullable: false,
      description: 'Ends the sessions of a user, who can no longer sign in (not oneself).',
      args: { userId },
      resolve: async (_root, args, context) =>
        userResult(await context.services.users.setActive(requireSession(context), args.userId, false)),
    }),
    reactivateUser: t.field({
      type: UserResultRef,
      nullable: false,
      description: 'Lets a deactivated user sign in again.',
      args: { userId },
      resolve: async (_root, args, context) =>
        userResult(await context.services.users.setActive(requireSession(context), args.userId, true)),
    }),
    resetUserSessions: t.field({
      type: UserResultRef,
      nullable: false,
      description: 'Ends every session of a user: they sign in again.',
      args: { userId },
      resolve: async (_root, args, context) =>
        userResult(await context.services.users.resetSessions(requireSession(context), args.userId)),
    }),
  };
});
