import { defineConfig } from 'vitest/config';

// One run for every unit and API test: Node projects for the server and contracts, jsdom for the
// React code. Playwright specs (e2e/) and benchmarks (bench/) run separately.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
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
