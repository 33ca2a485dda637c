import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import { createAppsService } from './modules/apps/apps.service';
import { createAppsRepositories } from './modules/apps/apps.wiring';
import { createAccessTokens, loadSigningKey } from './modules/auth/access-tokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { admitAttempt, clearAttempts } from './modules/auth/login-throttle';
import { createFilesRepository } from './modules/files/files.repository';
import { createFilesService } from './modules/files/files.service';
import { createInsurersRepository } from './modules/insurers/insurers.repository';
import { createInsurersService } from './modules/insurers/insurers.service';
import { createL10nService } from './modules/l10n/l10n.service';
import { createBenefitsService } from './modules/products/benefits.service';
import { createProductsService } from './modules/products/products.service';
import { createTenantsRepository } from './modules/tenants/tenants.repository';
import { createTenantsService } from './modules/tenants/tenants.service';
import type { Database } from './platform/db/client';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createStorage } from './platform/storage/create-storage';

/** Wires each module's service to the platform pieces chosen by configuration. */
export async function createServices(deps: { db: Database; config: ServerConfig; log: Logger; mailer?: Mailer }) {
  const { db, config, log } = deps;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log });
  const tokens = createAccessTokens(await loadSigningKey(db), config.accessTokenTtlSeconds);
  const files = createFilesService({
    repository: createFilesRepository(db),
    storage: await createStorage(config),
    log,
  });
  await files.seedDefaultBuckets();
  return {
    db,
    mailer,
    auth: createAuthService({
      repository: createAuthRepository(db),
      tokens,
      mailer,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      sessionCheckTtlMs: config.sessionCheckTtlMs,
      throttle: { admit: (key) => admitAttempt(db, key), clear: (key) => clearAttempts(db, key) },
    }),
    tenants: createTenantsService({
      repository: createTenantsRepository(db),
      transaction: (work) => db.transaction((tx) => work(createTenantsRepository(tx))),
    }),
    l10n: createL10nService(db),
    insurers: createInsurersService(createInsurersRepository(db)),
    products: createProductsService(db),
    benefits: createBenefitsService(db),
    files,
    apps: createAppsService({
      ...createAppsRepositories(db),
      transaction: (work) => db.transaction((tx) => work(createAppsRepositories(tx))),
    }),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
