// A document-run worker without the API: `npm run worker --workspace apps/server` (or
// `node apps/server/dist/worker.mjs` after a build), as many as wanted, on any machine that reaches
// the same PostgreSQL (DATABASE_URL) and object storage (S3_*) as the API.
import { loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { createLogger } from './server';
import { createServices } from './services';

const config = loadConfig();
const log = createLogger(config.logLevel);
if (!config.databaseUrl) {
  process.stderr.write(
    '\nA separate worker needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process, and the\nserver started with it (npm start) renders document runs itself.\n\n',
  );
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  onIdleError: (error) => log.warn({ err: error }, 'an idle database connection was closed by the server'),
});
const services = await createServices({ db: database.db, config, log, executeSql: database.executeSql });
await services.documentRuns.startWorker(config.runWorkerConcurrency);
log.info({ concurrency: config.runWorkerConcurrency }, 'document-run worker started');
process.stdout.write(`worker ready (${config.runWorkerConcurrency} rows at a time)\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down');
    const { jobQueue, chromium, liquid, formulas, pdfStamper, pdfEncrypter, mjml, vueTemplates } = services;
    jobQueue
      .close()
      .then(() =>
        Promise.all([chromium, liquid, formulas, pdfStamper, pdfEncrypter, mjml, vueTemplates].map((r) => r.close())),
      )
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'worker shutdown failed');
          process.exit(1);
        },
      );
  });
}
