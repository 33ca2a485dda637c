// `npm test`: installs what is missing, then lint, format, typecheck, unit and API tests, build, e2e.
import { spawnSync } from 'node:child_process';

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

run('install what is missing', 'node', ['scripts/ensure.mjs']);
run('codegen (GraphQL schema and typed documents)', 'npm', ['run', '--silent', 'codegen']);
run('lint and format (biome)', 'npx', ['biome', 'check', '.']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('unused exports and files (knip.json)', 'npx', ['knip', '--no-progress']);
run(`unit and API tests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, 'npx', ['vitest', 'run']);
run('build', 'npm', ['run', '--silent', 'build']);
run('end-to-end (Playwright, Debian Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
