import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'carrier-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer({ studioDistDir: dist });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built studio', () => {
  it('answers every studio route with index.html (history-mode routing)', async () => {
    const response = await server.app.inject({ url: '/products/detail/info/travel/basic' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers the link of every page of a product whose version holds a dot with index.html', async () => {
    for (const page of ['info', 'benefits', 'pricing', 'underwriting', 'discountsCodes', 'loadingsCodes']) {
      for (const url of [
        `/products/detail/${page}/travel/basic/1.0`,
        `/products/detail/${page}/travel/basic/2.0.1?x=1`,
      ]) {
        const response = await server.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
        expect(response.body, url).toContain('<div id="root"></div>');
      }
    }
  });

  it('serves assets written after the server started (a rebuilt studio)', async () => {
    await writeFile(join(dist, 'assets', 'index-new.js'), 'console.log(1)');
    const response = await server.app.inject({ url: '/assets/index-new.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing asset with 404, never with index.html', async () => {
    for (const url of ['/assets/index-gone.js', '/assets/nested/chunk-gone.css', '/robots-gone.txt']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('serves hashed assets immutable for a year, and revalidates the HTML and unhashed files', async () => {
    await writeFile(join(dist, 'assets', 'published-CnX3a_9Q.js'), 'console.log(2)');
    await writeFile(join(dist, 'assets', 'index-Bq7-x0Zp.css'), 'body{}');
    await writeFile(join(dist, 'favicon.svg'), '<svg/>');
    for (const url of ['/assets/published-CnX3a_9Q.js', '/assets/index-Bq7-x0Zp.css']) {
      const response = await server.app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/products', '/favicon.svg', '/assets/index-new.js']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the studio HTML with a content security policy, no framing and nosniff', async () => {
    for (const url of ['/', '/products']) {
      const response = await server.app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const asset = await server.app.inject({ url: '/assets/index-new.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });
});
