import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import { createAccessTokens, loadSigningKey } from './modules/auth/access-tokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createThrottleRepository } from './modules/auth/throttle.repository';
import { createFilesRepository } from './modules/files/files.repository';
import { createFilesService } from './modules/files/files.service';
import { createStorageSweep } from './modules/files/storage-sweep';
import { createInsurersRepository } from './modules/insurers/insurers.repository';
import { createInsurersService } from './modules/insurers/insurers.service';
import { createL10nRepository } from './modules/l10n/l10n.repository';
import { createL10nService } from './modules/l10n/l10n.service';
import { createBenefitsService } from './modules/products/benefits.service';
import { createProductStore } from './modules/products/product-store';
import { createProductsService } from './modules/products/products.service';
import { createTenantsRepository } from './modules/tenants/tenants.repository';
import type { Database } from './platform/db/client';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createStorage } from './platform/storage/create-storage';

/** Wires each module's service to the platform pieces chosen by configuration. */
export async function createServices(deps: { db: Database; config: ServerConfig; log: Logger; mailer?: Mailer }) {
  const { db, config, log } = deps;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log });
  const tokens = createAccessTokens(await loadSigningKey(db), config.accessTokenTtlSeconds);
  const storage = await createStorage(config);
  const filesRepository = createFilesRepository(db);
  const files = createFilesService({ repository: filesRepository, storage, log });
  await files.seedDefaultBuckets();
  const tenants = createTenantsRepository(db);
  const productStore = createProductStore(db);
  return {
    db,
    mailer,
    storage,
    auth: createAuthService({
      repository: createAuthRepository(db),
      tokens,
      mailer,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      sessionCheckTtlMs: config.sessionCheckTtlMs,
      throttle: createThrottleRepository(db),
      publicUrl: config.publicUrl,
      tenantHosts: (tenantId) => tenants.listHosts(tenantId),
      fallbackOrigin: `http://localhost:${config.port}`,
    }),
    tenants,
    l10n: createL10nService(createL10nRepository(db)),
    insurers: createInsurersService(createInsurersRepository(db)),
    products: createProductsService(productStore),
    benefits: createBenefitsService(productStore),
    files,
    storageSweep: createStorageSweep({
      storage,
      repository: filesRepository,
      log,
      graceMs: config.storageSweepGraceSeconds * 1000,
    }),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
