import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { DataDirLockedError } from './platform/data-dir-lock';
import { createLogger, startServer } from './server';

const config = loadConfig();
// The bundle sits in apps/server/dist; the built studio in apps/studio/dist.
config.studioDistDir ??= fileURLToPath(new URL('../../studio/dist', import.meta.url));
const log = createLogger(config.logLevel);
const server = await startServer(config, { log }).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  throw error;
});
await server.app.listen({ port: config.port, host: config.host });
// The PDF renderer's browser starts now, not on the first print (which would wait seconds for it).
server.services.chromium.prepare();

const url = `http://localhost:${config.port}`;
const signIn = server.seeded.generatedPassword
  ? `password ${server.seeded.generatedPassword} (shown once; also in ${server.seeded.passwordFile})`
  : config.adminPassword
    ? 'the password in STUDIO_ADMIN_PASSWORD'
    : `the password written to ${resolve(config.dataDir, 'admin-password.txt')} on first start`;
process.stdout.write(
  `\nCarrier Studio is running at ${url}\nSign in as ${config.adminEmail} with ${signIn}.\n` +
    `Tenants: test (localhost), test_uat, test_dev. Data: ${config.dataDir}${config.databaseUrl ? ' + PostgreSQL' : ' (embedded PGlite)'}\n\n`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
