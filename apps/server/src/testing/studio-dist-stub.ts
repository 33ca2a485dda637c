import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the studio's build (its two HTML entries only), for API tests that check which page a
 * host is served: pass `dir` as the test server's studioDistDir, and call `remove` after the tests.
 */
export async function createStudioDistStub() {
  const dir = await mkdtemp(join(tmpdir(), 'carrier-studio-dist-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>studio</title>');
  await writeFile(join(dir, 'published.html'), '<!doctype html><title>published</title>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
