import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../server';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn()).accessToken;
});
afterAll(async () => {
  await server?.close();
});

const post = (payload: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    payload,
  });

function expectNoStackTrace(body: string) {
  expect(body).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
  expect(body).not.toContain('node_modules');
}

describe('bad input gets a clear error and no stack trace', () => {
  it('malformed JSON body', async () => {
    const response = await post('{"query": "{ me { username } }"');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('The request body is not valid JSON.');
    expect(response.json().errors[0].extensions.requestId).toBeTruthy();
    expectNoStackTrace(response.body);
  });

  it('wrong variable types', async () => {
    const response = await post(
      JSON.stringify({
        query: 'mutation($host: String) { addHostToTenantSettings(host: $host) { status } }',
        variables: { host: { nested: true } },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/Variable "\$host" got invalid value/);
    expectNoStackTrace(response.body);
  });

  it('a body over the size limit', async () => {
    const response = await post(JSON.stringify({ query: `{ me { username } } # ${'x'.repeat(1_100_000)}` }));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe('The request body is too large.');
  });

  it('too deep, too many aliases, too many tokens', async () => {
    const deep = `{ ${'__schema { types { fields { type { ofType { '.repeat(4)} name ${'} } } } } '.repeat(4)} }`;
    const aliases = `{ ${Array.from({ length: 30 }, (_, index) => `a${index}: me { username }`).join(' ')} }`;
    const tokens = `{ me { ${'username '.repeat(5000)} } }`;
    for (const query of [deep, aliases, tokens]) {
      const response = await post(JSON.stringify({ query }));
      const body = response.json();
      expect(body.data ?? null).toBeNull();
      expect(body.errors[0].message).toMatch(/Syntax Error|depth|aliases|Token limit|cost/i);
      expectNoStackTrace(response.body);
    }
  });

  it('refuses batched operations, so sign-in attempts cannot be sent as a batch', async () => {
    const attempt = {
      query:
        '{ token_2(tenantId: "test", clientId: "studio", username: "admin@studio.test", password: "x") { accessToken error } }',
    };
    const response = await post(JSON.stringify(Array.from({ length: 20 }, () => attempt)));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('invalid_grant');
    expectNoStackTrace(response.body);
  });

  it('does not suggest field names', async () => {
    const response = await post(JSON.stringify({ query: '{ tenantSetting { hosts } }' }));
    expect(response.json().errors[0].message).not.toMatch(/Did you mean/);
  });

  it('refuses form posts without a JSON content type (CSRF)', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ me { username } }')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('an unknown variable or operation changes nothing and says why', async () => {
    const response = await post(
      JSON.stringify({
        query: 'mutation { addHostToTenantSettings(host: "a.test") { status } } mutation B { logout { status } }',
      }),
    );
    expect(response.json().errors[0].message).toMatch(/Could not determine what operation to execute/);
    const settings = await server.gql<{ tenantSettings: { hosts: string[] } }>(
      '{ tenantSettings { hosts } }',
      {},
      { token },
    );
    expect(settings.data.tenantSettings.hosts).not.toContain('a.test');
  });
});

describe('internal messages never reach users', () => {
  it('masks an unexpected failure with a request id; errors meant for users keep their words', async () => {
    const insurers = server.services.insurers;
    const list = insurers.list;
    insurers.list = async () => {
      throw new Error('Failed query: select * from "insurers" where "tenant_id" = $1\nparams: test');
    };
    try {
      const response = await post(JSON.stringify({ query: '{ insurers { id } }' }));
      const [error] = response.json().errors;
      expect(error).toEqual({
        message: 'There was an unexpected error, please try again later.',
        extensions: { code: 'INTERNAL', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      });
      expect(response.body).not.toMatch(/select|tenant_id|params/i);
      expectNoStackTrace(response.body);
    } finally {
      insurers.list = list;
    }
    const nul = await post(JSON.stringify({ query: '{ insurers(ids: ["a\u0000b"]) { id } }' }));
    expect(nul.json().errors[0]).toMatchObject({
      message: '"insurers.ids" must not contain a NUL character.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const anonymous = await post(JSON.stringify({ query: '{ insurers { id } }' }), { authorization: '' });
    expect(anonymous.json().errors[0]).toMatchObject({
      message: 'invalid or expired token',
      extensions: { code: 'authorization' },
    });
  });

  it("answers an MJML attribute named like a JavaScript object's own member in clear words", async () => {
    const render =
      'query($mjml: String!) { renderEmailMjml(emailMjml: $mjml, input: { name: "data" }) { status errors } }';
    const mjml = (attribute: string) =>
      `<mjml><mj-body><mj-section><mj-column>\n<mj-text ${attribute}="x">Hi</mj-text>\n</mj-column></mj-section></mj-body></mjml>`;
    for (const attribute of ['constructor', 'toString', 'hasOwnProperty']) {
      const answer = await server.gql<{ renderEmailMjml: { status: string; errors: string[] } }>(
        render,
        { mjml: mjml(attribute) },
        { token },
      );
      expect(answer.data.renderEmailMjml).toEqual({
        status: 'failure',
        errors: [`mjml|1:1|The attribute "${attribute}" is not allowed on <mj-text> (line 2).`],
      });
    }
  });
});

describe('logs', () => {
  it('never contain tokens or passwords, even at trace level', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await startTestServer({}, { log: createLogger('trace', sink) });
    try {
      const { accessToken, refreshToken } = await logged.signIn();
      await logged.gql('{ me { username } }', {}, { token: accessToken });
      await logged.gql('{ nope }', {}, { token: accessToken });
      const output = lines.join('\n');
      expect(output.length).toBeGreaterThan(0);
      for (const secret of [
        accessToken,
        refreshToken,
        accessToken.split('.')[2] ?? '',
        'correct horse battery staple',
      ]) {
        expect(output).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
