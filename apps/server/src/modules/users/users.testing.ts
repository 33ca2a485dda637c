import type { Role } from '../../core/roles';
import type { TestServer } from '../../testing/test-server';

export const INVITE = `mutation($email: String!, $roles: [String!]!) {
  inviteUser(email: $email, roles: $roles) { status errors errors_2 { code message } user { id email roles active } }
}`;

type Invited = { inviteUser: { status: string; user: { id: string } | null } };

/** The token in the newest mail to `email` (an invitation or recovery link). */
export function linkTokenMailedTo(server: TestServer, email: string): string {
  const mail = server.outbox.findLast((message) => message.to === email);
  return decodeURIComponent(mail?.text.match(/token=([^\s]+)/)?.[1] ?? '');
}

/**
 * A user of `tenantId` with `roles`, made the way an admin does it: invited, their password chosen
 * through the mailed link, then signed in. Returns their id and access token.
 */
export async function signedInUserWithRoles(
  server: TestServer,
  input: { adminToken: string; email: string; roles: Role[]; tenantId?: string },
) {
  const tenantId = input.tenantId ?? 'test';
  const password = 'a password of the invited user';
  const invited = await server.gql<Invited>(
    INVITE,
    { email: input.email, roles: input.roles },
    { token: input.adminToken },
  );
  const id = invited.data.inviteUser.user?.id;
  if (!id) throw new Error(`invitation failed: ${JSON.stringify(invited)}`);
  await server.gql(
    'mutation($tenantId: String!, $token: String!, $password: String!) { resetPassword(tenantId: $tenantId, token: $token, newPassword: $password) { status } }',
    { tenantId, token: linkTokenMailedTo(server, input.email), password },
  );
  const { accessToken } = await server.signIn(tenantId, input.email, password);
  return { id, accessToken, password };
}
