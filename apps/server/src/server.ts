import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config';
import { createHttpApp } from './http/app';
import type { TxtResolver } from './modules/app-domains/dns-txt';
import { seed } from './modules/tenants/seed';
import { lockDataDir } from './platform/data-dir-lock';
import { openDatabase } from './platform/db/client';
import type { Mailer } from './platform/mail/mailer';
import { createServices } from './services';

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    // Tokens and passwords never reach the log.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', '*.accessToken'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Opens the database, migrates, seeds and builds the HTTP app; used by main.ts, tests and benchmarks. */
export async function startServer(
  config: ServerConfig,
  options: { log?: Logger; mailer?: Mailer; resolveTxt?: TxtResolver; memorySnapshot?: Blob } = {},
) {
  const log = options.log ?? createLogger(config.logLevel);
  // The embedded database on disk allows one process; PostgreSQL (DATABASE_URL) allows several.
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    memorySnapshot: options.memorySnapshot,
    onIdleError: (error) => log.warn({ err: error }, 'an idle database connection was closed by the server'),
  }).catch((error) => {
    unlock();
    throw error;
  });
  const seeded = await seed(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    dataDir: config.dataDir,
  });
  const services = await createServices({
    db: database.db,
    config,
    log,
    mailer: options.mailer,
    resolveTxt: options.resolveTxt,
    notices: database.notices,
    executeSql: database.executeSql,
  });
  // The embedded worker renders document runs in this process (RUN_WORKER=false leaves them to `worker.ts`).
  if (config.runWorker) await services.documentRuns.startWorker(config.runWorkerConcurrency);
  const sweepStorage = () =>
    services.storageSweep.sweep().catch((error: unknown) => log.error({ err: error }, 'storage sweep failed'));
  await sweepStorage();
  const sweeper = setInterval(sweepStorage, config.storageSweepIntervalSeconds * 1000);
  sweeper.unref();
  const app = await createHttpApp({
    services,
    log,
    studioDistDir: config.studioDistDir,
    guestConcurrency: config.guestConcurrency,
    trustProxy: config.trustProxy,
  });
  return {
    app,
    services,
    database,
    seeded,
    async close() {
      clearInterval(sweeper);
      await app.close();
      // Rows in hand finish (or are failed back to the queue) before the renderers and the database close.
      await services.jobQueue.close();
      // Every renderer's worker or browser, so that nothing keeps the process alive after close.
      const { chromium, liquid, formulas, pdfStamper, pdfEncrypter, mjml, vueTemplates } = services;
      await Promise.all(
        [chromium, liquid, formulas, pdfStamper, pdfEncrypter, mjml, vueTemplates].map((renderer) => renderer.close()),
      );
      await database.close();
      unlock();
    },
  };
}
export type RunningServer = Awaited<ReturnType<typeof startServer>>;
