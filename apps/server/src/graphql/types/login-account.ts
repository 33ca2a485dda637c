import { builder } from '../builder';
import { type GraphQLContext, requireSession } from '../context';
import { neverCached } from '../response-cache';
import { type Login, LoginRef } from './login';

/**
 * The account fields of the reference's `login` that its clients read beside id and username: email,
 * createdAt, isActive. Read from the tenant's users, once per login and request; never for a published
 * app's guest (its visitors do not see the studio's staff), and never cached.
 */
const accountsOfRequest = new WeakMap<
  GraphQLContext,
  Map<string, Promise<{ email: string; createdAt: Date } | null>>
>();

function accountOf(login: Login, context: GraphQLContext) {
  const session = requireSession(context);
  if (!login.id || session.scope === 'guest') return Promise.resolve(null);
  const ofRequest = accountsOfRequest.get(context) ?? new Map();
  accountsOfRequest.set(context, ofRequest);
  let account = ofRequest.get(login.id);
  if (!account) {
    account = context.services.auth.login(session.tenantId, login.id);
    ofRequest.set(login.id, account);
  }
  return account;
}

builder.objectFields(LoginRef, (t) => ({
  email: t.string({
    ...neverCached,
    description: "The account's email; null for a published app's guest, or when the account is gone",
    resolve: async (login, _args, context) => (await accountOf(login, context))?.email ?? null,
  }),
  createdAt: t.field({
    type: 'DateTime',
    ...neverCached,
    description: 'When the account was created (null as for email)',
    resolve: async (login, _args, context) => (await accountOf(login, context))?.createdAt ?? null,
  }),
  isActive: t.boolean({
    ...neverCached,
    nullable: false,
    description: 'Whether the account still exists in the tenant (false for a guest reader)',
    resolve: async (login, _args, context) => (await accountOf(login, context)) !== null,
  }),
}));
