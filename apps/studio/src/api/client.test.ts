import { STORAGE_KEYS } from '@carrier/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { execute, mutate, setSessionExpiredHandler } from './client';
import { setEnvironment } from './environment';
import { ApiError, TransportError } from './errors';
import { session } from './session';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = () =>
  json({ data: null, errors: [{ message: 'invalid or expired token', extensions: { code: 'authorization' } }] });
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as { query: string };

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  setEnvironment(
    {
      host: 'localhost',
      tenantId: 'test',
      clientId: 'studio',
      environment: 'Production',
      graphqlPath: '/graphql',
      filesPath: '/api/v1/files',
    },
    'http://studio.test',
  );
  session.store({ accessToken: 'old-access', refreshToken: 'old-refresh' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('execute', () => {
  it('sends the locale and the bearer token to the GraphQL endpoint', async () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'zh-HK');
    fetchMock.mockResolvedValue(json({ data: { me: { username: 'a' } } }));
    await execute('{ me { username } }');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://studio.test/graphql');
    expect(init.headers).toMatchObject({ 'accept-language': 'zh-HK', authorization: 'Bearer old-access' });
  });

  it('refreshes once for several requests failing together, then retries each', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body));
      if (query.includes('refreshToken('))
        return json({ data: { refreshToken: { accessToken: 'new-access', refreshToken: 'new-refresh' } } });
      const authorization = (init.headers as Record<string, string>).authorization;
      return authorization === 'Bearer new-access' ? json({ data: { ok: true } }) : expired();
    });
    const answers = await Promise.all([execute('{ a }'), execute('{ b }'), execute('{ c }')]);
    expect(answers.map((answer) => answer.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const refreshes = fetchMock.mock.calls.filter((call) => bodyOf(call).query.includes('refreshToken('));
    expect(refreshes).toHaveLength(1);
    expect(session.accessToken()).toBe('new-access');
    expect(session.refreshToken()).toBe('new-refresh');
  });

  it('on a failed refresh clears the tokens and hands over to the app', async () => {
    const expiredHandler = vi.fn();
    setSessionExpiredHandler(expiredHandler);
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      String(init.body).includes('refreshToken(')
        ? json({ data: { refreshToken: { accessToken: null, refreshToken: null } } })
        : expired(),
    );
    await expect(execute('{ a }')).rejects.toBeInstanceOf(ApiError);
    expect(session.accessToken()).toBeNull();
    expect(session.refreshToken()).toBeNull();
    expect(expiredHandler).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens when the refresh gets no answer (the page was left mid-refresh)', async () => {
    const expiredHandler = vi.fn();
    setSessionExpiredHandler(expiredHandler);
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      if (bodyOf([null, init]).query.includes('refreshToken(')) throw new TypeError('Failed to fetch');
      return expired();
    });
    await expect(execute('{ me { username } }')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(session.refreshToken()).toBe('old-refresh');
    expect(expiredHandler).not.toHaveBeenCalled();
  });

  it('reads answers with statuses 200 up to 402, and calls 403 and above a SERVER error', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: null, errors: [{ message: 'bad variables' }] }, 400));
    expect((await execute('{ a }')).errors[0]?.message).toBe('bad variables');
    fetchMock.mockResolvedValueOnce(json({ errors: [] }, 403));
    await expect(execute('{ a }')).rejects.toMatchObject({ code: 'SERVER', status: 403 });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(execute('{ a }')).rejects.toMatchObject({ code: 'SERVER', status: 502 });
  });

  it('calls a failure without any answer a NETWORK error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await execute('{ a }').catch((error) => error);
    expect(failure).toBeInstanceOf(TransportError);
    expect(failure.code).toBe('NETWORK');
  });
});

describe('mutate', () => {
  const doc = 'mutation { x { status errors } }' as unknown as Parameters<typeof mutate>[0];
  it("succeeds on status 'success'", async () => {
    fetchMock.mockResolvedValue(json({ data: { x: { status: 'success', errors: [] } } }));
    await expect(mutate(doc, {}, (data) => (data as { x: { status: string } }).x)).resolves.toBeTruthy();
  });
  it('fails with the first result error, else the first GraphQL error, else the fallback', async () => {
    const pick = (data: unknown) => (data as { x: { status: string; errors: string[] } | null }).x;
    fetchMock.mockResolvedValueOnce(json({ data: { x: { status: 'failure', errors: ['first', 'second'] } } }));
    await expect(mutate(doc, {}, pick)).rejects.toThrow('first');
    fetchMock.mockResolvedValueOnce(json({ data: { x: null }, errors: [{ message: 'graphql says no' }] }));
    await expect(mutate(doc, {}, pick)).rejects.toThrow('graphql says no');
    fetchMock.mockResolvedValueOnce(json({ data: { x: { status: 'failure', errors: [] } } }));
    await expect(mutate(doc, {}, pick, 'Failed to create product')).rejects.toThrow('Failed to create product');
  });
  it("carries the failure's code from errors_2, else from the GraphQL error", async () => {
    const pick = (data: unknown) => (data as { x: { status: string; errors: string[] } | null }).x;
    const failure = {
      status: 'failure',
      errors: ['gone'],
      errors_2: [{ code: 'template_not_found', message: 'gone' }],
    };
    fetchMock.mockResolvedValueOnce(json({ data: { x: failure } }));
    await expect(mutate(doc, {}, pick)).rejects.toMatchObject({ message: 'gone', code: 'template_not_found' });
    fetchMock.mockResolvedValueOnce(
      json({ data: { x: null }, errors: [{ message: 'no', extensions: { code: 'nope' } }] }),
    );
    await expect(mutate(doc, {}, pick)).rejects.toMatchObject({ message: 'no', code: 'nope' });
  });
  it('says the message of errors_2 when a result carries only errors_2', async () => {
    const pick = (data: unknown) => (data as { x: { status: string } | null }).x;
    const failure = { status: 'failure', errors: [], errors_2: [{ code: 'product_exists', message: 'It exists.' }] };
    fetchMock.mockResolvedValueOnce(json({ data: { x: failure } }));
    await expect(mutate(doc, {}, pick, 'Failed to create product')).rejects.toMatchObject({
      message: 'It exists.',
      code: 'product_exists',
      source: 'result',
    });
  });
  it('marks GraphQL errors and the end of a session by where they came from', async () => {
    const pick = (data: unknown) => (data as { x: null }).x;
    fetchMock.mockResolvedValueOnce(json({ data: { x: null }, errors: [{ message: 'db down' }] }));
    await expect(mutate(doc, {}, pick)).rejects.toMatchObject({ message: 'db down', source: 'graphql' });
    setSessionExpiredHandler(() => undefined);
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      String(init.body).includes('refreshToken(') ? json({ data: { refreshToken: null } }) : expired(),
    );
    await expect(mutate(doc, {}, pick)).rejects.toMatchObject({ code: 'authorization', source: 'session' });
  });
});
