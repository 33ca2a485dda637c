import { MESSAGES, USER_ERRORS } from '@carrier/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { INVITE, linkTokenMailedTo, signedInUserWithRoles } from './users.testing';

type StaffUser = { id: string; email: string; roles: string[]; active: boolean };
type UserResult = { status: string; errors: string[]; errors_2: Array<{ code: string }>; user: StaffUser | null };

const USERS = '{ users { id email roles active deactivatedAt createdAt } }';
const UPDATE_ROLES = `mutation($userId: String!, $roles: [String!]!) {
  updateUserRoles(userId: $userId, roles: $roles) { status errors errors_2 { code } user { id email roles active } }
}`;
const byUser = (field: string) => `mutation($userId: String!) {
  ${field}(userId: $userId) { status errors errors_2 { code } user { id email roles active } }
}`;
const ME = '{ me { id roles } }';

const server = useTestServer();
let admin: { id: string; token: string };

const gqlAs = <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
  server.gql<T>(query, variables, { token });
const changeAs = async (token: string, field: string, userId: string) =>
  (await gqlAs<Record<string, UserResult>>(token, byUser(field), { userId })).data[field] as UserResult;
const refused = (errors: Array<{ message: string }> | undefined) => errors?.[0]?.message === MESSAGES.notAuthorized;

beforeAll(async () => {
  const token = server.token;
  const me = await gqlAs<{ me: { id: string } }>(token, ME);
  admin = { id: me.data.me.id, token };
});

describe('inviting a user', () => {
  it('mails a link that sets their password, and lists them with their roles', async () => {
    const invited = await gqlAs<{ inviteUser: UserResult }>(admin.token, INVITE, {
      email: '  New.Editor@Roles.test ',
      roles: ['editor', 'approver', 'editor'],
    });
    expect(invited.data.inviteUser).toMatchObject({
      status: 'success',
      user: { email: 'new.editor@roles.test', roles: ['editor', 'approver'], active: true },
    });
    const mail = server.outbox.at(-1);
    expect(mail).toMatchObject({ to: 'new.editor@roles.test', subject: 'You are invited to Carrier Studio' });
    expect(mail?.text).toMatch(/\/reset-password\?token=pr_/);
    // No password works before they choose one.
    const early = await server.gql<{ token_2: { error: string | null } }>(
      '{ token_2(tenantId: "test", clientId: "studio", username: "new.editor@roles.test", password: "!") { error } }',
    );
    expect(early.data.token_2.error).toBe('invalid_grant');
    await server.gql(
      'mutation($token: String!) { resetPassword(tenantId: "test", token: $token, newPassword: "chosen by the editor") { status } }',
      { token: linkTokenMailedTo(server, 'new.editor@roles.test') },
    );
    const { accessToken } = await server.signIn('test', 'new.editor@roles.test', 'chosen by the editor');
    expect((await gqlAs<{ me: { roles: string[] } }>(accessToken, ME)).data.me.roles).toEqual(['editor', 'approver']);

    const list = await gqlAs<{ users: StaffUser[] }>(admin.token, USERS);
    expect(list.data.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: ADMIN_EMAIL, roles: ['admin'], active: true }),
        expect.objectContaining({ email: 'new.editor@roles.test', roles: ['editor', 'approver'] }),
      ]),
    );
  });

  it.each([
    ['not an address', ['viewer'], USER_ERRORS.emailInvalid],
    [ADMIN_EMAIL, ['viewer'], USER_ERRORS.emailTaken],
    ['someone@roles.test', [], USER_ERRORS.rolesRequired],
    ['someone@roles.test', ['owner'], USER_ERRORS.roleUnknown],
  ])('refuses %s with roles %j', async (email, roles, problem) => {
    const before = server.outbox.length;
    const answer = await gqlAs<{ inviteUser: UserResult }>(admin.token, INVITE, { email, roles });
    expect(answer.data.inviteUser).toMatchObject({
      status: 'failure',
      errors: [problem.message],
      errors_2: [{ code: problem.code }],
      user: null,
    });
    expect(server.outbox).toHaveLength(before);
  });
});

describe('roles and status', () => {
  it('changes roles with effect on the next request of the user', async () => {
    const user = await signedInUserWithRoles(server, {
      adminToken: admin.token,
      email: 'grow@roles.test',
      roles: ['viewer'],
    });
    const CREATE = 'mutation { createInsurer(input: { id: "grown", name: "Grown" }) { status } }';
    expect(refused((await gqlAs(user.accessToken, CREATE)).errors)).toBe(true);

    const changed = await gqlAs<{ updateUserRoles: UserResult }>(admin.token, UPDATE_ROLES, {
      userId: user.id,
      roles: ['editor'],
    });
    expect(changed.data.updateUserRoles.user?.roles).toEqual(['editor']);
    const created = await gqlAs<{ createInsurer: { status: string } }>(user.accessToken, CREATE);
    expect(created.data.createInsurer.status).toBe('success');
  });

  it('keeps an admin from removing their own admin role or deactivating themselves', async () => {
    const demote = await gqlAs<{ updateUserRoles: UserResult }>(admin.token, UPDATE_ROLES, {
      userId: admin.id,
      roles: ['editor'],
    });
    expect(demote.data.updateUserRoles).toMatchObject({
      status: 'failure',
      errors: [USER_ERRORS.ownAdminRole.message],
    });
    const deactivate = await changeAs(admin.token, 'deactivateUser', admin.id);
    expect(deactivate).toMatchObject({ status: 'failure', errors: [USER_ERRORS.selfDeactivation.message] });
    expect((await gqlAs<{ me: { roles: string[] } }>(admin.token, ME)).data.me.roles).toEqual(['admin']);
  });

  it('ends the sessions of a deactivated user, who cannot sign in until reactivated', async () => {
    const user = await signedInUserWithRoles(server, {
      adminToken: admin.token,
      email: 'leaver@roles.test',
      roles: ['editor'],
    });
    const deactivated = await changeAs(admin.token, 'deactivateUser', user.id);
    expect(deactivated).toMatchObject({ status: 'success', user: { active: false } });

    const after = await gqlAs(user.accessToken, ME);
    expect(after.errors?.[0]).toMatchObject({ extensions: { code: 'authorization' } });
    await expect(server.signIn('test', 'leaver@roles.test', user.password)).rejects.toThrow(/invalid_grant/);
    const before = server.outbox.length;
    await server.gql('mutation { requestPasswordReset(tenantId: "test", email: "leaver@roles.test") { status } }');
    expect(server.outbox).toHaveLength(before);

    expect(await changeAs(admin.token, 'reactivateUser', user.id)).toMatchObject({ user: { active: true } });
    const again = await server.signIn('test', 'leaver@roles.test', user.password);
    expect((await gqlAs<{ me: { id: string } }>(again.accessToken, ME)).data.me.id).toBe(user.id);
  });

  it("resets a user's sessions: their tokens stop working, their password still does", async () => {
    const user = await signedInUserWithRoles(server, {
      adminToken: admin.token,
      email: 'reset@roles.test',
      roles: ['viewer'],
    });
    expect(await changeAs(admin.token, 'resetUserSessions', user.id)).toMatchObject({ status: 'success' });
    expect((await gqlAs(user.accessToken, ME)).errors?.[0]).toMatchObject({ extensions: { code: 'authorization' } });
    const again = await server.signIn('test', 'reset@roles.test', user.password);
    expect((await gqlAs(again.accessToken, ME)).errors).toBeUndefined();
  });
});

describe('tenancy', () => {
  it("answers another tenant's user as a missing one and never lists them", async () => {
    const user = await signedInUserWithRoles(server, {
      adminToken: admin.token,
      email: 'own@roles.test',
      roles: ['viewer'],
    });
    const otherAdmin = (await server.signIn('test_uat')).accessToken;
    const notFound = { status: 'failure', errors: [USER_ERRORS.notFound.message], user: null };
    for (const field of ['deactivateUser', 'reactivateUser', 'resetUserSessions']) {
      expect(await changeAs(otherAdmin, field, user.id)).toMatchObject(notFound);
    }
    const roles = await gqlAs<{ updateUserRoles: UserResult }>(otherAdmin, UPDATE_ROLES, {
      userId: user.id,
      roles: ['admin'],
    });
    expect(roles.data.updateUserRoles).toMatchObject(notFound);
    const list = await gqlAs<{ users: StaffUser[] }>(otherAdmin, USERS);
    expect(list.data.users.map((listed) => listed.email)).toEqual([ADMIN_EMAIL]);
    expect((await gqlAs(user.accessToken, ME)).errors).toBeUndefined();
  });
});
