// Document runs: 1,000 two-page PDFs (HTML to PDF) rendered by 1, 2 and 4 worker processes
// (`apps/server/src/worker.ts`, each its own Chromium) sharing one PostgreSQL queue (pg-boss) and one
// storage directory. Reports documents per second and the ratio to the single-worker run of the same
// invocation (the anchor). Goal: 4 workers >= 3x one on a 4-core machine; a 2-core machine cannot
// give that and the figures say what it gives. PostgreSQL: DATABASE_URL, else postgres@localhost.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import type { Session } from '../apps/server/src/core/session';
import { createLogger, startServer } from '../apps/server/src/server';

const ROWS = Number(process.env.RUNS_BENCH_ROWS ?? 1000);
const WORKER_COUNTS = [1, 2, 4];
const CONCURRENCY = Number(process.env.RUN_WORKER_CONCURRENCY ?? 2);
const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@localhost:5432/postgres';
const ROOT = resolve(import.meta.dirname, '..');

const HTML = `<html><head><style>body { font-family: 'DejaVu Sans', sans-serif; font-size: 11pt; }
  td { border: 1px solid #999; padding: 6px; }</style></head><body>
  <h1>Policy schedule for {{ data.policies.list[0].holder }}</h1><p>Policy {{ data.policies.list[0].policyNo }}.</p>
  <table>${Array.from({ length: 14 }, (_, i) => `<tr><td>Benefit ${i + 1}</td><td>Covered</td></tr>`).join('')}</table>
  <h2 style="page-break-before: always">Terms</h2><p>${'These terms apply to the policy. '.repeat(40)}</p></body></html>`;

const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
const name = `carrier_bench_runs_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${name}`);
const url = new URL(BASE_URL);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const dataDir = await mkdtemp(join(tmpdir(), 'carrier-bench-runs-'));
const server = await startServer(
  { ...loadConfig({}), dataDir, databaseUrl, runWorker: false, adminPassword: 'bench-admin-password' },
  { log: createLogger('silent') },
);
const session: Session = {
  sessionId: 'bench',
  userId: 'bench',
  tenantId: 'test',
  clientId: 'bench',
  username: 'bench',
  roles: ['admin'],
};

/** Starts n worker processes and resolves once each has said it is ready. */
async function startWorkers(n: number): Promise<ChildProcess[]> {
  return Promise.all(
    Array.from({ length: n }, () => {
      // The worker itself (not npx around it), so that SIGTERM reaches it and no Chromium outlives the bench.
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          RUN_WORKER_CONCURRENCY: String(CONCURRENCY),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      return new Promise<ChildProcess>((ready, failed) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('worker ready')) ready(child);
        });
        child.on('exit', (code) => failed(new Error(`worker exited with ${code}`)));
      });
    }),
  );
}

async function stopWorkers(children: ChildProcess[]) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          child.removeAllListeners('exit');
          child.on('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Runs `rows` documents and answers the seconds from queueing to the run's end. */
async function timedRun(templateId: string, rows: number): Promise<number> {
  const data = Array.from({ length: rows }, (_, i) => ({
    policies: { list: [{ holder: `Holder ${i + 1}`, policyNo: `P-${String(i + 1).padStart(5, '0')}` }] },
  }));
  const started = performance.now();
  const created = await server.services.documentRuns.create(session, {
    templateId,
    rows: data,
    output: { folder: { path: 'bench' } },
  });
  if (!created.ok) throw new Error(created.problem.message);
  for (;;) {
    const run = await server.services.documentRuns.find('test', created.value);
    if (!run.ok) throw new Error(run.problem.message);
    if (run.value.status !== 'running') {
      if (run.value.failedCount > 0) {
        const failed = await server.services.documentRuns.rows('test', created.value, { status: 'failed', limit: 1 });
        console.log(`runs: ${run.value.failedCount} of ${rows} rows failed, e.g. "${failed.rows[0]?.error}"`);
      }
      return (performance.now() - started) / 1000;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

try {
  const template = await server.services.templates.create(
    session,
    'wkhtmltopdf',
    { name: 'Bench run schedule' },
    {
      html: HTML,
    },
  );
  if (!template.ok) throw new Error(template.problem.message);
  const templateId = template.value;
  const results: Array<{ workers: number; perSecond: number }> = [];
  for (const count of WORKER_COUNTS) {
    const workers = await startWorkers(count);
    try {
      // Every worker's Chromium starts and warms on a small run first.
      await timedRun(templateId, count * CONCURRENCY * 2);
      const seconds = await timedRun(templateId, ROWS);
      results.push({ workers: count, perSecond: ROWS / seconds });
      console.log(
        `runs: ${count} worker(s) × ${CONCURRENCY}: ${ROWS} PDFs in ${seconds.toFixed(1)} s, ${(ROWS / seconds).toFixed(1)} docs/s`,
      );
    } finally {
      await stopWorkers(workers);
    }
  }
  const anchor = results[0]?.perSecond ?? 1;
  console.log(`runs: ${availableParallelism()} cores; two-page PDFs per second, ratio to 1 worker (anchor):`);
  for (const result of results)
    console.log(
      `  ${result.workers} worker(s): ${result.perSecond.toFixed(1)} docs/s  ${(result.perSecond / anchor).toFixed(2)}x`,
    );
} finally {
  await server.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
