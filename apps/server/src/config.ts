import { resolve } from 'node:path';
import type { S3Settings } from './platform/storage/drivers/s3.driver';

/** Everything the server reads from the environment, parsed once. */
export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a process trusts a live-session check before asking the database again. */
  sessionCheckTtlMs: number;
  smtpUrl: string | undefined;
  /** The fixed sender of every mail the server sends (MAIL_FROM). */
  mailFrom: string;
  publicUrl: string | undefined;
  /** STUDIO_HOSTS: more host names the studio answers on (comma list; `*.example.com` for subdomains); no app may claim one. */
  studioHosts: string[];
  /** Fastify's trustProxy: whose X-Forwarded-* headers to believe (off unless TRUST_PROXY is set). */
  trustProxy: boolean | string;
  chromiumPath: string;
  studioDistDir: string | undefined;
  logLevel: string;
  /** Crash leftovers in storage (unfinished writes, objects no row references) older than this are removed. */
  storageSweepGraceSeconds: number;
  /** How often the storage sweep runs after the one at start-up. */
  storageSweepIntervalSeconds: number;
  s3: S3Settings | undefined;
  /** RUN_WORKER=false: this process queues document runs but renders none (separate workers do). */
  runWorker: boolean;
  /** Rows one process renders at once (RUN_WORKER_CONCURRENCY). */
  runWorkerConcurrency: number;
  /** Published apps' visitor requests one process works on at once; staff never wait behind them (GUEST_CONCURRENCY). */
  guestConcurrency: number;
};

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Expected a positive integer, got "${value}"`);
  return parsed;
}

/** 'true' trusts any proxy; anything else is a comma list of proxy addresses or CIDRs. */
function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const s3Endpoint = env.S3_ENDPOINT;
  return {
    port: integer(env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.STUDIO_ADMIN_EMAIL ?? 'admin@studio.test',
    adminPassword: env.STUDIO_ADMIN_PASSWORD || undefined,
    accessTokenTtlSeconds: integer(env.ACCESS_TOKEN_TTL_SECONDS, 15 * 60),
    refreshTokenTtlSeconds: integer(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 60 * 60),
    sessionCheckTtlMs: env.SESSION_CHECK_TTL_MS === '0' ? 0 : integer(env.SESSION_CHECK_TTL_MS, 2000),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Carrier Studio <no-reply@studio.test>',
    publicUrl: env.PUBLIC_URL || undefined,
    studioHosts: (env.STUDIO_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    trustProxy: trustProxy(env.TRUST_PROXY),
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    studioDistDir: env.STUDIO_DIST_DIR ? resolve(env.STUDIO_DIST_DIR) : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    storageSweepGraceSeconds: integer(env.STORAGE_SWEEP_GRACE_SECONDS, 60 * 60),
    storageSweepIntervalSeconds: integer(env.STORAGE_SWEEP_INTERVAL_SECONDS, 60 * 60),
    runWorker: env.RUN_WORKER !== 'false',
    runWorkerConcurrency: integer(env.RUN_WORKER_CONCURRENCY, 2),
    guestConcurrency: integer(env.GUEST_CONCURRENCY, 8),
    s3: s3Endpoint
      ? {
          endpoint: s3Endpoint,
          bucket: env.S3_BUCKET ?? 'carrier-studio',
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          directUploads: env.S3_DIRECT_UPLOADS === 'true',
        }
      : undefined,
  };
}
