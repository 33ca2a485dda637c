import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../testing/test-server';
import { hashOpaqueToken } from './access-tokens';

const TOKEN = `query($tenantId: String!, $clientId: String!, $username: String!, $password: String!) {
  token_2(tenantId: $tenantId, clientId: $clientId, username: $username, password: $password) {
    accessToken refreshToken expiresIn tokenType error errorDescription
  }
}`;
const REFRESH = `query($refreshToken: String!, $tenantId: String = "test") {
  refreshToken(tenantId: $tenantId, clientId: "studio", refreshToken: $refreshToken) { accessToken refreshToken error errorDescription }
}`;
const ME = '{ me { username tenantId } }';

type Token = {
  accessToken: string | null;
  refreshToken: string | null;
  error: string | null;
  errorDescription: string | null;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const signIn = (username: string, password: string, tenantId = 'test', clientId = 'studio', remoteAddress?: string) =>
  server
    .gql<{ token_2: Token }>(TOKEN, { tenantId, clientId, username, password }, { remoteAddress })
    .then((answer) => answer.data.token_2);

describe('token_2', () => {
  it('signs in the seeded admin and returns both tokens', async () => {
    const token = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(token.accessToken).toMatch(/^ey/);
    expect(token.refreshToken).toMatch(/^rt_/);
    expect(token.error).toBeNull();
    const me = await server.gql<{ me: { username: string; tenantId: string } }>(
      ME,
      {},
      { token: token.accessToken ?? '' },
    );
    expect(me.data.me).toEqual({ username: ADMIN_EMAIL, tenantId: 'test' });
  });

  it('answers a wrong password and an unknown user alike, with no token', async () => {
    const wrongPassword = await signIn(ADMIN_EMAIL, 'not the password');
    const unknownUser = await signIn('nobody@studio.test', 'not the password');
    expect(wrongPassword.accessToken).toBeNull();
    expect(wrongPassword.error).toBe('invalid_grant');
    expect(wrongPassword.errorDescription).toBeTruthy();
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('rejects an unknown tenant or client with a clear error', async () => {
    const unknownTenant = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'nope');
    const unknownClient = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'test', 'other');
    for (const token of [unknownTenant, unknownClient]) {
      expect(token.accessToken).toBeNull();
      expect(token.error).toBe('invalid_client');
      expect(token.errorDescription).toBe('Unknown tenant or client');
    }
  });

  it('throttles repeated failures for one account, also when sent as aliases in one request', async () => {
    const aliases = Array.from(
      { length: 8 },
      (_, index) =>
        `a${index}: token_2(tenantId: "test_dev", clientId: "studio", username: "${ADMIN_EMAIL}", password: "wrong-${index}") { error }`,
    ).join('\n');
    // From an address of its own: the failures also count against the address (SIGN_IN_LIMITS.perAddress).
    const answer = await server.gql<Record<string, { error: string }>>(
      `{ ${aliases} }`,
      {},
      { remoteAddress: '10.9.0.1' },
    );
    const errors = Object.values(answer.data).map((token) => token.error);
    expect(errors.filter((error) => error === 'invalid_grant')).toHaveLength(5);
    expect(errors.filter((error) => error === 'too_many_attempts')).toHaveLength(3);
    // The right password is refused too while the account is throttled.
    const locked = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'test_dev', 'studio', '10.9.0.1');
    expect(locked.accessToken).toBeNull();
    expect(locked.error).toBe('too_many_attempts');
  });
});

describe('refreshToken', () => {
  it('rotates the refresh token and revokes the family when an old one is replayed', async () => {
    const first = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const rotated = (await server.gql<{ refreshToken: Token }>(REFRESH, { refreshToken: first.refreshToken })).data
      .refreshToken;
    expect(rotated.accessToken).toMatch(/^ey/);
    expect(rotated.refreshToken).not.toBe(first.refreshToken);

    // Used again past the grace (another process wrote the same as time passing would).
    await server.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '1 minute' where token_hash = ${hashOpaqueToken(first.refreshToken ?? '')}`,
    );
    const replay = (await server.gql<{ refreshToken: Token }>(REFRESH, { refreshToken: first.refreshToken })).data
      .refreshToken;
    expect(replay.accessToken).toBeNull();
    expect(replay.error).toBe('invalid_grant');

    // The replay revoked the session: the rotated tokens stop working as well.
    const afterReplay = (await server.gql<{ refreshToken: Token }>(REFRESH, { refreshToken: rotated.refreshToken }))
      .data.refreshToken;
    expect(afterReplay.accessToken).toBeNull();
    const me = await server.gql(ME, {}, { token: rotated.accessToken ?? '' });
    expect(me.errors?.[0]?.extensions?.code).toBe('authorization');
  });

  it('answers a token used again within seconds (two tabs, a page left mid-refresh) and keeps the session', async () => {
    const first = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const [one, two] = await Promise.all(
      [1, 2].map(
        async () =>
          (await server.gql<{ refreshToken: Token }>(REFRESH, { refreshToken: first.refreshToken })).data.refreshToken,
      ),
    );
    expect(one?.accessToken).toMatch(/^ey/);
    expect(two?.accessToken).toMatch(/^ey/);
    const later = (await server.gql<{ refreshToken: Token }>(REFRESH, { refreshToken: one?.refreshToken })).data
      .refreshToken;
    expect(later.accessToken).toMatch(/^ey/);
    const me = await server.gql(ME, {}, { token: later.accessToken ?? '' });
    expect(me.errors).toBeUndefined();
  });

  it('refuses a refresh token presented for another tenant', async () => {
    const token = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const other = (
      await server.gql<{ refreshToken: Token }>(REFRESH, { refreshToken: token.refreshToken, tenantId: 'test_uat' })
    ).data.refreshToken;
    expect(other.accessToken).toBeNull();
  });
});

describe('authorization', () => {
  const expectAuthorizationError = (answer: {
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }) => {
    expect(answer.errors?.[0]?.extensions?.code).toBe('authorization');
    expect(answer.errors?.[0]?.message).toContain('invalid or expired token');
  };

  it('refuses operations without a token, with a tampered token, alg none, or a refresh token', async () => {
    const { accessToken, refreshToken } = await server.signIn();
    const [header, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, tid: 'test_uat' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [
      undefined,
      `${header}.${forged}.${accessToken.split('.')[2]}`,
      none,
      refreshToken,
      'garbage',
    ]) {
      expectAuthorizationError(await server.gql(ME, {}, { token }));
    }
  });

  it('refuses an expired access token', async () => {
    const shortLived = await startTestServer({ accessTokenTtlSeconds: 1 });
    try {
      const { accessToken } = await shortLived.signIn();
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expectAuthorizationError(await shortLived.gql(ME, {}, { token: accessToken }));
    } finally {
      await shortLived.close();
    }
  });

  it('hides introspection from anonymous callers and shows it to signed-in users', async () => {
    expectAuthorizationError(await server.gql('{ __schema { queryType { name } } }'));
    const { accessToken } = await server.signIn();
    const answer = await server.gql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
      {},
      { token: accessToken },
    );
    expect(answer.data.__schema.queryType.name).toBe('Query');
  });

  it('logout revokes the session and its refresh token', async () => {
    const { accessToken, refreshToken } = await server.signIn();
    const logout = await server.gql<{ logout: { status: string } }>(
      'mutation { logout { status } }',
      {},
      { token: accessToken },
    );
    expect(logout.data.logout.status).toBe('success');
    expectAuthorizationError(await server.gql(ME, {}, { token: accessToken }));
    const refreshed = (await server.gql<{ refreshToken: Token }>(REFRESH, { refreshToken })).data.refreshToken;
    expect(refreshed.accessToken).toBeNull();
  });
});

describe('password reset', () => {
  const REQUEST = 'mutation($email: String!) { requestPasswordReset(tenantId: "test_uat", email: $email) { status } }';
  const RESET =
    'mutation($token: String!, $password: String!) { resetPassword(tenantId: "test_uat", token: $token, newPassword: $password) { status errors errors_2 { code } } }';

  it('mails a recovery link whose token sets a new password once', async () => {
    const before = server.outbox.length;
    const unknown = await server.gql<{ requestPasswordReset: { status: string } }>(REQUEST, {
      email: 'nobody@studio.test',
    });
    expect(unknown.data.requestPasswordReset.status).toBe('success');
    expect(server.outbox).toHaveLength(before);

    await server.gql(REQUEST, { email: ADMIN_EMAIL });
    const mail = server.outbox.at(-1);
    expect(mail?.to).toBe(ADMIN_EMAIL);
    const token = decodeURIComponent(mail?.text.match(/token=([^\s]+)/)?.[1] ?? '');
    expect(token).toMatch(/^pr_/);

    const short = await server.gql<{ resetPassword: { status: string; errors: string[] } }>(RESET, {
      token,
      password: 'short',
    });
    expect(short.data.resetPassword.errors).toEqual(['The password must be at least 8 characters long.']);
    expect((short.data.resetPassword as unknown as { errors_2: unknown[] }).errors_2).toEqual([
      { code: 'password_too_short' },
    ]);
    const reset = await server.gql<{ resetPassword: { status: string } }>(RESET, {
      token,
      password: 'a brand new password',
    });
    expect(reset.data.resetPassword.status).toBe('success');
    expect((await signIn(ADMIN_EMAIL, 'a brand new password', 'test_uat')).accessToken).toMatch(/^ey/);
    expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'test_uat')).accessToken).toBeNull();

    const again = await server.gql<{ resetPassword: { status: string; errors: string[] } }>(RESET, {
      token,
      password: 'another password',
    });
    expect(again.data.resetPassword.errors).toEqual(['This recovery link is invalid or has expired.']);
    // A code for each refusal, which the studio says in its language.
    expect((again.data.resetPassword as unknown as { errors_2: unknown[] }).errors_2).toEqual([
      { code: 'reset_link_invalid' },
    ]);
  });
});
