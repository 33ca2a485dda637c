import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import { createAccessTokens, loadSigningKey } from './modules/auth/access-tokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { admitAttempt, clearAttempts } from './modules/auth/login-throttle';
import { createTenantsRepository } from './modules/tenants/tenants.repository';
import type { Database } from './platform/db/client';
import { createMailer, type Mailer } from './platform/mail/mailer';

/** Wires each module's service to the platform pieces chosen by configuration. */
export async function createServices(deps: { db: Database; config: ServerConfig; log: Logger; mailer?: Mailer }) {
  const { db, config, log } = deps;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log });
  const tokens = createAccessTokens(await loadSigningKey(db), config.accessTokenTtlSeconds);
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
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
