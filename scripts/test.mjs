// `npm test`: installs what is missing, then lint, format, typecheck, unused code, unit and API tests,
// build, e2e. `npm test -- --also-pglite` (CI, on PostgreSQL) also runs the node project once more on
// the embedded PGlite, before the build (see docs/areas/testing.md for the measured times).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, resolve } from 'node:path';

const alsoPglite = process.argv.includes('--also-pglite') && Boolean(process.env.DATABASE_URL);
const background = new Set();

/** Runs a command; `quiet` keeps its output until it ends (for steps that run side by side). */
function start(command, args, { env = {}, quiet = false } = {}) {
  const childEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: childEnv });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
  }
  const exited = new Promise((resolve) => {
    child.on('error', (error) => resolve({ status: 1, output: `${output}\n${error.message}` }));
    child.on('close', (status) => resolve({ status, output }));
  });
  return { child, exited };
}

function fail(title, status) {
  console.error(`✖ ${title} failed`);
  for (const child of background) child.kill('SIGTERM');
  process.exit(status ?? 1);
}

async function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const { status } = await start(command, args, { env }).exited;
  if (status !== 0) fail(title, status);
}

/** Steps that use different cores run side by side; each one's output is printed whole, in order. */
async function together(steps) {
  const started = steps.map(([title, command, args]) => ({ title, ...start(command, args, { quiet: true }) }));
  for (const step of started) background.add(step.child);
  for (const step of started) {
    const { status, output } = await step.exited;
    background.delete(step.child);
    console.log(`\n▶ ${step.title}\n${output.trimEnd()}`);
    if (status !== 0) fail(step.title, status);
  }
}

await run('install what is missing', 'node', ['scripts/ensure.mjs']);
await run('codegen (GraphQL schema and typed documents)', 'npm', ['run', '--silent', 'codegen']);
// Each tsc uses one core: the typecheck's projects (package.json) run as two chains beside biome and knip.
process.env.PATH = `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}`;
const projects = JSON.parse(readFileSync('package.json', 'utf8')).scripts.typecheck.split(' && ');
await together([
  ['typecheck (1 of 2)', 'sh', ['-c', projects.filter((_, index) => index % 2 === 0).join(' && ')]],
  ['typecheck (2 of 2)', 'sh', ['-c', projects.filter((_, index) => index % 2 === 1).join(' && ')]],
  [
    'lint and format (biome), then unused exports and files (knip.json)',
    'sh',
    ['-c', 'npx biome check . && npx knip --no-progress'],
  ],
]);
// Two workers even on two cores (Vitest's default there is one): the node project's files wait on the
// database and on Chromium much of the time. Measured on an idle 2-core machine: dom 277 s → 159 s,
// node on PostgreSQL (one module graph per worker) 500 s → 199 s, on PGlite 257 s.
const workers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
await run(`unit and API tests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, 'npx', [
  'vitest',
  'run',
  workers,
]);
// The dom project opens no database: it ran above, once is enough. Each pass runs alone: beside the
// browser run its timings (renders, a second server's start) were not its own.
if (alsoPglite)
  await run('unit and API tests (node project, PGlite)', 'npx', ['vitest', 'run', '--project', 'node', workers], {
    DATABASE_URL: undefined,
  });
await run('build', 'npm', ['run', '--silent', 'build']);
await run('end-to-end (Playwright, Debian Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
