import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../config';
import { createStudioDistStub } from './studio-dist-stub';
import { startTestServer, type TestServer } from './test-server';

/** A test file's server once its `beforeAll` has run, with the seeded admin's access token for tenant `test`. */
type SignedInTestServer = TestServer & { readonly token: string };

type Options = NonNullable<Parameters<typeof startTestServer>[1]> & {
  /** Serve a stand-in studio build (`createStudioDistStub`), for tests of which page a host is served. */
  studioDist?: boolean;
  /** false: sign nobody in (a test of sign-in itself); `server.token` then throws. */
  signIn?: boolean;
};

/**
 * The set-up nearly every API test file shares: registers a `beforeAll` that starts the server
 * (`startTestServer(overrides, options)`) and signs the admin in to tenant `test`, and an `afterAll`
 * that stops it. The answer stands for that server: read it in tests and in later hooks (`server.gql`,
 * `server.token`, `server.database`); read before the start, it throws.
 */
export function useTestServer(overrides: Partial<ServerConfig> = {}, options: Options = {}): SignedInTestServer {
  const { studioDist, signIn = true, ...startOptions } = options;
  let started: SignedInTestServer | undefined;
  let dist: Awaited<ReturnType<typeof createStudioDistStub>> | undefined;
  beforeAll(async () => {
    dist = studioDist ? await createStudioDistStub() : undefined;
    const server = await startTestServer(dist ? { ...overrides, studioDistDir: dist.dir } : overrides, startOptions);
    const token = signIn ? (await server.signIn('test')).accessToken : undefined;
    started = Object.defineProperty(server, 'token', {
      get: () => token ?? fail('This test server signed nobody in.'),
    }) as SignedInTestServer;
  });
  afterAll(async () => {
    await started?.close();
    await dist?.remove();
  });
  return new Proxy({} as SignedInTestServer, {
    get: (_, key) =>
      Reflect.get(started ?? fail(`The test server is read (${String(key)}) before its beforeAll started it.`), key),
  });
}

function fail(message: string): never {
  throw new Error(message);
}
