import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLogger, startServer } from './server';

it('a second server on the same DATA_DIR (embedded database) is refused with a clear message', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'carrier-two-servers-'));
  const config = { ...loadConfig({}), dataDir, databaseUrl: undefined, adminPassword: 'first server pass' };
  const log = createLogger('silent');
  const first = await startServer(config, { log });
  try {
    await expect(startServer(config, { log })).rejects.toThrow(/Another Carrier Studio server .* is using DATA_DIR/);
    // The first one is untouched.
    expect((await first.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  } finally {
    await first.close();
  }
  // Once the first has stopped, the directory is free again.
  const again = await startServer(config, { log });
  await again.close();
  await rm(dataDir, { recursive: true, force: true });
});
