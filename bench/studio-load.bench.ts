// First load of the studio's sign-in page: builds the studio into a temporary folder, serves it from
// the real server, opens /login in Debian's Chromium and adds up, gzip-compressed, every script and
// stylesheet the page fetched. The anchor is what any React app pays before its own code: React and
// ReactDOM's production builds, minified and gzip-compressed the same way. Bytes are not noisy, so one run suffices.
// Then a published app's quote page (the customer's first load): everything it fetches, gzip-compressed
// (the HTML, scripts, stylesheets and the app's snapshot), goal <= 120 KB.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { publishQuoteApp } from './lib/published-quote-app';
import { startStudioServer } from './lib/studio-server';

const GOAL_KB = 150;
const PUBLISHED_GOAL_KB = 120;
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
/** The gzip KB of each response of the given kinds while `open` loads a page, by URL. */
async function fetchedKb(page: Page, kinds: readonly string[], open: () => Promise<void>) {
  const assets = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!kinds.includes(response.request().resourceType())) return;
    pending.push(
      response
        .body()
        .then((body) => void assets.set(response.url(), gzipKb(body)))
        .catch(() => undefined),
    );
  });
  await open();
  await Promise.all(pending);
  const totalKb = [...assets.values()].reduce((sum, kb) => sum + kb, 0);
  const largest = [...assets]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([url, kb]) => `${new URL(url).pathname.replace('/assets/', '')} ${kb.toFixed(1)}`)
    .join(', ');
  return { count: assets.size, totalKb, largest };
}

try {
  const page = await browser.newPage();
  const { count, totalKb, largest } = await fetchedKb(page, ['script', 'stylesheet'], async () => {
    await page.goto(studio.url.replace(/\/graphql$/, '/login'), { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
  });
  console.log(
    `studio-load: /login fetches ${count} scripts and stylesheets, ${totalKb.toFixed(1)} KB gzip (goal <= ${GOAL_KB}) ` +
      `vs React + ReactDOM alone ${reactKb.toFixed(1)} KB gzip, ratio ${(totalKb / reactKb).toFixed(2)}`,
  );
  console.log(`studio-load: largest: ${largest}`);

  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(studio.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${studio.accessToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  };
  await publishQuoteApp(call, 'benchquote', 'benchquote.test');
  const customer = await browser.newPage();
  const published = await fetchedKb(
    customer,
    ['document', 'script', 'stylesheet', 'fetch', 'xhr', 'font'],
    async () => {
      await customer.goto(studio.url.replace(/\/graphql$/, '/?hostOverride=benchquote.test'), {
        waitUntil: 'networkidle',
      });
      await customer.getByRole('button', { name: 'Get my quote' }).waitFor();
    },
  );
  console.log(
    `studio-load: published quote page first load fetches ${published.count} files, ${published.totalKb.toFixed(1)} KB gzip ` +
      `(goal <= ${PUBLISHED_GOAL_KB}) vs React + ReactDOM alone ${reactKb.toFixed(1)} KB gzip`,
  );
  console.log(`studio-load: published largest: ${published.largest}`);
} finally {
  await browser.close();
  await studio.close();
  await rm(outDir, { recursive: true, force: true });
}
