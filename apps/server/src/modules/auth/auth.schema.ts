import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { failure, ResultRef, success } from '../../graphql/result';
import type { TokenAnswer } from './auth.service';

/** Root fields that work without a token; everything else is denied by the auth guard. */
export const PUBLIC_ROOT_FIELDS = new Set([
  'token_2',
  'refreshToken',
  'requestPasswordReset',
  'resetPassword',
  '__typename',
]);

const TokenRef = builder.objectRef<TokenAnswer>('token').implement({
  description: 'A securitiy token response',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
    expiresIn: t.exposeInt('expiresIn'),
    tokenType: t.exposeString('tokenType'),
    error: t.exposeString('error'),
    errorDescription: t.exposeString('errorDescription'),
    identityToken: t.string({ resolve: () => null }),
    requiresTwoFactor: t.boolean({ resolve: () => false }),
  }),
});

builder.queryFields((t) => ({
  token_2: t.field({
    type: TokenRef,
    args: {
      tenantId: t.arg.string({ required: true }),
      clientId: t.arg.string({ required: true }),
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      twoFactorTemplateId: t.arg.string(),
      twoFactorToken: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      context.services.auth.signIn({ ...args, clientAddress: context.origin.clientAddress }),
  }),
  refreshToken: t.field({
    type: TokenRef,
    args: {
      tenantId: t.arg.string({ required: true }),
      clientId: t.arg.string({ required: true }),
      refreshToken: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => context.services.auth.refresh(args),
  }),
  me: t.field({
    type: builder
      .objectRef<{ id: string; username: string; tenantId: string; roles: readonly string[] }>('me')
      .implement({
        fields: (u) => ({
          id: u.exposeString('id', { nullable: false }),
          username: u.exposeString('username', { nullable: false }),
          tenantId: u.exposeString('tenantId', { nullable: false }),
          roles: u.exposeStringList('roles', {
            nullable: false,
            description: 'Our extension: admin, editor, approver, viewer (the studio hides what they do not allow).',
          }),
        }),
      }),
    description: 'The signed-in user.',
    resolve: (_root, _args, context) => {
      const session = requireSession(context);
      return { id: session.userId, username: session.username, tenantId: session.tenantId, roles: session.roles };
    },
  }),
}));

builder.mutationFields((t) => ({
  logout: t.field({
    type: ResultRef,
    nullable: false,
    description: 'Revokes the current session and all of its refresh tokens.',
    resolve: async (_root, _args, context) => {
      await context.services.auth.logout(requireSession(context));
      return success();
    },
  }),
  requestPasswordReset: t.field({
    type: ResultRef,
    nullable: false,
    description: 'Mails a recovery link when the address belongs to a user; answers the same either way.',
    args: { tenantId: t.arg.string({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await context.services.auth.requestPasswordReset({ ...args, origin: context.origin });
      return success();
    },
  }),
  resetPassword: t.field({
    type: ResultRef,
    nullable: false,
    args: {
      tenantId: t.arg.string({ required: true }),
      token: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const problem = await context.services.auth.resetPassword({ ...args, operation: context.operation });
      return problem ? failure(problem) : success();
    },
  }),
}));
