import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_DATA_DIR, E2E_PORT } from './env';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Runs against the built studio served by the real server (npm run build first), on a fresh
// embedded database, in Debian's Chromium.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI, as Playwright's own template has it: a test that passes only on its retry is
  // printed as "flaky" (a finding to mend), while a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node apps/server/dist/main.mjs`,
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    cwd: repositoryRoot,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      STUDIO_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ACCESS_TOKEN_TTL_SECONDS: '5',
      LOG_LEVEL: 'warn',
      // e2e runs on the embedded database; the API suite covers PostgreSQL.
      DATABASE_URL: '',
    },
  },
});
