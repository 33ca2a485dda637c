import { afterEach, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

it('answers /readyz 200 while the database and storage answer, and 503 once the database is gone, /healthz still 200', async () => {
  server = await startTestServer();
  const ready = await server.app.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });

  // The database closed under the server (PostgreSQL's pool ended, or the embedded database's thread).
  await server.database.close();
  const readyz = () => (server as TestServer).app.inject({ url: '/readyz' });
  // An answer serves for a second (READINESS_KEPT_MS): the next check finds the database gone.
  await expect.poll(async () => (await readyz()).statusCode, { timeout: 5000, interval: 100 }).toBe(503);
  const notReady = await readyz();
  // Which dependency, and nothing of the error's text.
  expect(notReady.json()).toEqual({ status: 'unavailable', database: 'unavailable', storage: 'ok' });
  expect((await server.app.inject({ url: '/healthz' })).statusCode).toBe(200);
});
