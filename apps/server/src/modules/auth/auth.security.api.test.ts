import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { RESET_LIMITS, SIGN_IN_LIMITS } from './auth.service';
import { HASHING_LIMITS, hashingStats } from './passwords';

type Token = { accessToken: string | null; refreshToken: string | null; error: string | null };

// Nobody signs in before the tests: they count sign-ins and hashes.
const server = useTestServer({}, { signIn: false });

const signInField = (tenantId: string, password: string, alias = 'token') =>
  `${alias}: token_2(tenantId: "${tenantId}", clientId: "studio", username: "${ADMIN_EMAIL}", password: "${password}") { accessToken refreshToken error }`;

async function signIn(tenantId: string, password: string, remoteAddress: string): Promise<Token> {
  const answer = await server.gql<{ token: Token }>(`{ ${signInField(tenantId, password)} }`, {}, { remoteAddress });
  return answer.data.token;
}

/** Several attempts in one request: aliases run concurrently. */
async function burst(tenantId: string, password: string, count: number, remoteAddress: string): Promise<Token[]> {
  const fields = Array.from({ length: count }, (_, index) => signInField(tenantId, password, `a${index}`));
  const answer = await server.gql<Record<string, Token>>(`{ ${fields.join('\n')} }`, {}, { remoteAddress });
  return Object.values(answer.data);
}

describe('sign-in lockout', () => {
  it('a stranger failing from another address cannot lock the owner out', async () => {
    const strangers = await burst(
      'test',
      'not the password',
      SIGN_IN_LIMITS.perAccountAndAddress.limit + 3,
      '10.1.0.1',
    );
    expect(strangers.filter((token) => token.error === 'too_many_attempts')).toHaveLength(3);
    expect((await signIn('test', ADMIN_PASSWORD, '10.1.0.1')).error).toBe('too_many_attempts');
    const owner = await signIn('test', ADMIN_PASSWORD, '10.1.0.2');
    expect(owner.accessToken).toMatch(/^ey/);
  });

  it('counts failures, not attempts: concurrent correct sign-ins all succeed', async () => {
    // Twice perAddress.limit - 2 from one address: each success gives its attempt back.
    const round = SIGN_IN_LIMITS.perAddress.limit - 1;
    const answers = [
      ...(await Promise.all([
        burst('test_dev', ADMIN_PASSWORD, round, '10.2.0.1'),
        burst('test_dev', ADMIN_PASSWORD, round, '10.2.0.2'),
      ])),
      ...(await Promise.all([burst('test_dev', ADMIN_PASSWORD, round, '10.2.0.1')])),
    ].flat();
    expect(answers).toHaveLength(3 * round);
    expect(answers.every((token) => token.accessToken !== null)).toBe(true);
  });

  it('counts every attempt against its address before hashing: past the limit, unknown users cost no hash', async () => {
    const { limit } = SIGN_IN_LIMITS.perAddress;
    const fields = Array.from(
      { length: limit + 6 },
      (_, index) =>
        `a${index}: token_2(tenantId: "test", clientId: "studio", username: "nobody-${index}@studio.test", password: "x") { accessToken error }`,
    );
    const before = hashingStats().hashes;
    const answer = await server.gql<Record<string, Token>>(
      `{ ${fields.join('\n')} }`,
      {},
      { remoteAddress: '10.7.0.1' },
    );
    const errors = Object.values(answer.data).map((token) => token.error);
    expect(errors.filter((error) => error === 'invalid_grant')).toHaveLength(limit);
    expect(errors.filter((error) => error === 'too_many_attempts')).toHaveLength(6);
    expect(hashingStats().hashes - before).toBe(limit);
    // Another address is not held back, and hashing never ran more than its bound at once.
    expect((await signIn('test', ADMIN_PASSWORD, '10.7.0.2')).accessToken).toMatch(/^ey/);
    expect(hashingStats().peak).toBeLessThanOrEqual(HASHING_LIMITS.concurrent);
  });

  it('caps failures per account over all addresses, more slowly', async () => {
    const { limit } = SIGN_IN_LIMITS.perAccount;
    const perAddress = SIGN_IN_LIMITS.perAccountAndAddress.limit;
    for (let address = 0; address * perAddress < limit; address += 1) {
      const answers = await burst('test_uat', 'wrong', perAddress, `10.3.0.${address + 1}`);
      expect(answers.every((token) => token.error === 'invalid_grant')).toBe(true);
    }
    expect((await signIn('test_uat', ADMIN_PASSWORD, '10.3.1.1')).error).toBe('too_many_attempts');
  });
});

describe('refresh tokens', () => {
  const REFRESH = `query($tenantId: String!, $clientId: String!, $refreshToken: String!) {
    refreshToken(tenantId: $tenantId, clientId: $clientId, refreshToken: $refreshToken) { accessToken refreshToken error }
  }`;
  const refresh = (tenantId: string, clientId: string, refreshToken: string) =>
    server.gql<{ refreshToken: Token }>(REFRESH, { tenantId, clientId, refreshToken }).then((a) => a.data.refreshToken);

  it('a token shown to another tenant or client is refused and stays good for its owner', async () => {
    const { refreshToken } = await server.signIn('test');
    expect((await refresh('test_dev', 'studio', refreshToken)).error).toBe('invalid_grant');
    expect((await refresh('test', 'other-client', refreshToken)).error).toBe('invalid_grant');
    const owner = await refresh('test', 'studio', refreshToken);
    expect(owner.error).toBeNull();
    expect(owner.accessToken).toMatch(/^ey/);
    expect((await refresh('test', 'studio', owner.refreshToken ?? '')).accessToken).toMatch(/^ey/);
  });
});

describe('password reset mail', () => {
  const REQUEST = (tenantId: string, email: string, alias = 'reset') =>
    `${alias}: requestPasswordReset(tenantId: "${tenantId}", email: "${email}") { status }`;
  const requestReset = (tenantId: string, email: string, options: Parameters<TestServer['gql']>[2] = {}) =>
    server.gql<Record<string, { status: string }>>(`mutation { ${REQUEST(tenantId, email)} }`, {}, options);

  it('takes the link from the tenant registered hosts, never from forwarded headers', async () => {
    const before = server.outbox.length;
    await requestReset('test', ADMIN_EMAIL, {
      headers: { host: 'localhost:4250', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      remoteAddress: '10.4.0.1',
    });
    await requestReset('test', ADMIN_EMAIL, { headers: { host: 'evil.example' }, remoteAddress: '10.4.0.2' });
    const mails = server.outbox.slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('http://localhost:4250/reset-password?token=');
    // A host the tenant does not own gets the tenant's first registered host, with the server's port.
    expect(mails[1]?.text).toMatch(/http:\/\/(localhost|127\.0\.0\.1):\d+\/reset-password\?token=/);
    for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  });

  it('sends a few mails per account, however many requests arrive at once', async () => {
    const before = server.outbox.length;
    const fields = Array.from({ length: 20 }, (_, index) => REQUEST('test_dev', ADMIN_EMAIL, `r${index}`));
    const answer = await server.gql<Record<string, { status: string }>>(
      `mutation { ${fields.join('\n')} }`,
      {},
      { remoteAddress: '10.5.0.1' },
    );
    expect(Object.values(answer.data).every((result) => result.status === 'success')).toBe(true);
    expect(server.outbox.length - before).toBe(RESET_LIMITS.perAccount.limit);
  });

  it('bounds the requests per client address, whatever the addresses asked for', async () => {
    const before = server.outbox.length;
    for (let index = 0; index < RESET_LIMITS.perAddress.limit; index += 1) {
      await requestReset('test_uat', `nobody-${index}@studio.test`, { remoteAddress: '10.6.0.1' });
    }
    await requestReset('test_uat', ADMIN_EMAIL, { remoteAddress: '10.6.0.1' });
    expect(server.outbox.length).toBe(before);
    await requestReset('test_uat', ADMIN_EMAIL, { remoteAddress: '10.6.0.2' });
    expect(server.outbox.length).toBe(before + 1);
  });
});

describe('anonymous callers learn nothing of the schema', () => {
  it('gets the authorization error, not validation hints, for a private field with a wrong enum value', async () => {
    const answer = await server.gql('query($currency: currencyCodeEnumeration = SD) { me { username } }');
    expect(JSON.stringify(answer.errors)).not.toMatch(/Did you mean|USD/);
    expect(answer.errors?.[0]?.extensions?.code).toBe('authorization');
  });

  it('gets no suggestions on a public field either', async () => {
    for (const query of [
      '{ token_2(tenantId: "test", clientId: "studio", usernam: "x", password: "y") { error } }',
      'query($currency: currencyCodeEnumeration = SD) { __typename }',
      'query($currency: currencyCodeEnumeration) { __typename }',
    ]) {
      const answer = await server.gql(query, { currency: 'SD' });
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer.errors)).not.toMatch(/Did you mean|USD/);
    }
  });

  it('a signed-in user still gets the validation message', async () => {
    const { accessToken } = await server.signIn('test');
    const answer = await server.gql(
      'query($currency: currencyCodeEnumeration = SD) { me { username } }',
      {},
      { token: accessToken },
    );
    expect(answer.errors?.[0]?.message).toMatch(/currencyCodeEnumeration/);
  });
});
