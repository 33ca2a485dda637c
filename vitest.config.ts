import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// In production Node loads graphql's CommonJS build for our code and for Pothos alike (graphql has no
// exports map); Vite would pick its .mjs for our sources, two realms whose types fail instanceof checks.
const graphqlCommonJs = createRequire(import.meta.url).resolve('graphql');

// One run for every unit and API test: Node projects for the server and contracts, jsdom for the
// React code. Playwright specs (e2e/) and benchmarks (bench/) run separately.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }] },
        test: {
          name: 'node',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
          // Migrates one database per run; each test file's server starts from its own copy.
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // One module graph per worker, not per file: the server's graph took ~40 % of the run to import
          // again for every file. Safe because no node test mocks a module or leaves fake timers on, and
          // module-level caches (schema, fonts, compiled templates) are keyed by what they hold.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['apps/studio/src/**/*.test.{ts,tsx}', 'packages/kit/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.dom-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
