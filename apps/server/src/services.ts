import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import { createAccessTokens, loadSigningKey } from './modules/auth/access-tokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { admitAttempt, clearAttempts } from './modules/auth/login-throttle';
import { createFilesRepository } from './modules/files/files.repository';
import { createFilesService } from './modules/files/files.service';
import { createInsurersRepository } from './modules/insurers/insurers.repository';
import { createInsurersService } from './modules/insurers/insurers.service';
import { createL10nService } from './modules/l10n/l10n.service';
import { createAdjustmentsService } from './modules/pricing/adjustments.service';
import { createFreezeGuard } from './modules/pricing/freeze';
import { createPricingService } from './modules/pricing/pricing.service';
import { createReleasesService } from './modules/pricing/releases.service';
import { createTestCasesService } from './modules/pricing/test-cases.service';
import { createVersionsService } from './modules/pricing/versions.service';
import { createBenefitsService } from './modules/products/benefits.service';
import { createProductsService } from './modules/products/products.service';
import { createTenantsRepository } from './modules/tenants/tenants.repository';
import type { Database } from './platform/db/client';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createRuleCache } from './platform/rules/rule-cache';
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
  const freeze = createFreezeGuard(db);
  const pricing = createPricingService({ db, rules: createRuleCache(), guard: freeze });
  const testCases = createTestCasesService({ db, guard: freeze, pricing });
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
    tenants: createTenantsRepository(db),
    l10n: createL10nService(db),
    insurers: createInsurersService(createInsurersRepository(db)),
    products: createProductsService(db),
    benefits: createBenefitsService(db),
    files,
    freeze,
    pricing,
    adjustments: createAdjustmentsService({ db, guard: freeze }),
    testCases,
    releases: createReleasesService({ db, testCases }),
    versions: createVersionsService(db),
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
