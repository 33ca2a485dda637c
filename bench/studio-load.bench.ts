// First load of the studio's sign-in page: builds the studio into a temporary folder, serves it from
// the real server, opens /login in Debian's Chromium and adds up, gzip-compressed, every script and
// stylesheet the page fetched. The anchor is what any React app pays before its own code: React and
// ReactDOM's production builds, minified and gzip-compressed the same way. Bytes are not noisy, so one run suffices.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { chromium } from 'playwright-core';
import { startStudioServer } from './lib/studio-server';

const GOAL_KB = 150;
const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length / 1024;

const outDir = await mkdtemp(join(tmpdir(), 'carrier-bench-studio-'));
const built = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
  cwd: resolve(import.meta.dirname, '../apps/studio'),
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (built.status !== 0) throw new Error('studio build failed');

const require = createRequire(import.meta.url);
/** A package's production build, minified the way a bundler would, then gzip-compressed. */
async function minifiedKb(packageName: string, file: string) {
  const source = await readFile(join(dirname(require.resolve(`${packageName}/package.json`)), file), 'utf8');
  return gzipKb(Buffer.from((await transform(source, { minify: true })).code));
}
const reactKb =
  (await minifiedKb('react', 'cjs/react.production.js')) +
  (await minifiedKb('react-dom', 'cjs/react-dom-client.production.js'));

const studio = await startStudioServer({ studioDistDir: outDir });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  const assets = new Map<string, number>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    assets.set(response.url(), gzipKb(await response.body()));
  });
  await page.goto(studio.url.replace(/\/graphql$/, '/login'), { waitUntil: 'networkidle' });
  await page.getByRole('button').first().waitFor();
  const totalKb = [...assets.values()].reduce((sum, kb) => sum + kb, 0);
  const largest = [...assets]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([url, kb]) => `${new URL(url).pathname.replace('/assets/', '')} ${kb.toFixed(1)}`)
    .join(', ');
  console.log(
    `studio-load: /login fetches ${assets.size} scripts and stylesheets, ${totalKb.toFixed(1)} KB gzip (goal <= ${GOAL_KB}) ` +
      `vs React + ReactDOM alone ${reactKb.toFixed(1)} KB gzip, ratio ${(totalKb / reactKb).toFixed(2)}`,
  );
  console.log(`studio-load: largest: ${largest}`);
} finally {
  await browser.close();
  await studio.close();
  await rm(outDir, { recursive: true, force: true });
}
