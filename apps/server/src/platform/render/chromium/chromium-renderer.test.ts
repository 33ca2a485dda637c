import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfFonts, pdfText } from '../pdf/pdf-inspect.testing';
import { createChromiumRenderer } from './chromium-renderer';
import { decideRequest } from './request-policy';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const margin = { top: '10mm', right: '0mm', bottom: '10mm', left: '0mm' };

/** A server on this machine that answers SECRET to anything and counts what reached it. */
async function startTrap() {
  const hits: string[] = [];
  const listen = (host: string) =>
    new Promise<Server | null>((resolve) => {
      const server = createServer((request, response) => {
        hits.push(`${host} ${request.method} ${request.url}`);
        if (request.url === '/redirect') {
          response.writeHead(302, { location: '/secret' }).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' }).end('SECRET');
      });
      server.once('error', () => resolve(null));
      server.listen(0, host, () => resolve(server));
    });
  const v4 = (await listen('127.0.0.1')) as Server;
  const port = (v4.address() as AddressInfo).port;
  // The same port on [::1] where the machine has IPv6 (a leak there would be counted too).
  const v6 = await new Promise<Server | null>((resolve) => {
    const server = createServer((request, response) => {
      hits.push(`::1 ${request.method} ${request.url}`);
      response.end('SECRET');
    });
    server.once('error', () => resolve(null));
    server.listen(port, '::1', () => resolve(server));
  });
  return {
    hits,
    port,
    close: () => Promise.all([v4, v6].map((server) => server && new Promise((resolve) => server.close(resolve)))),
  };
}

/** Every way a page can ask for a URL, pointed at `target`; whatever a script reads back is printed. */
function attacks(target: string) {
  const js = JSON.stringify(target);
  return `
  <iframe src=${js}></iframe>
  <img src=${js}>
  <object data=${js}></object>
  <embed src=${js}>
  <video src=${js}></video>
  <link rel="stylesheet" href=${js}>
  <link rel="prefetch" href=${js}>
  <link rel="preconnect" href=${js}>
  <div style="width:10px;height:10px;background:url(${js})"></div>
  <style>@import url(${js}); @font-face { font-family: leak; src: url(${js}); } p { font-family: leak; }</style>
  <svg><image href=${js} width="10" height="10"></image></svg>
  <form id="f" action=${js} method="post"><input name="a" value="b"></form>
  <p id="out"></p>
  <script>
    const out = (text) => { document.getElementById('out').textContent += ' ' + text; };
    fetch(${js}).then((r) => r.text()).then((t) => out('LEAK-fetch ' + t), () => out('blocked-fetch'));
    try { const x = new XMLHttpRequest(); x.open('GET', ${js}, false); x.send(); out('LEAK-xhr ' + x.responseText); } catch { out('blocked-xhr'); }
    try { const ws = new WebSocket(${js}.replace(/^http/i, 'ws')); ws.onmessage = (e) => out('LEAK-ws ' + e.data); ws.onerror = () => out('blocked-ws'); } catch { out('blocked-ws'); }
    try { const es = new EventSource(${js}); es.onmessage = (e) => out('LEAK-es ' + e.data); } catch { out('blocked-es'); }
    try { navigator.sendBeacon(${js}, 'x'); } catch {}
    try { window.open(${js}); } catch {}
    try { document.getElementById('f').submit(); } catch {}
  </script>`;
}

describe('Chromium renderer', () => {
  let trap: Awaited<ReturnType<typeof startTrap>>;
  beforeAll(async () => {
    trap = await startTrap();
  });
  afterAll(async () => trap?.close());

  it('decides requests: data: and our own file service only', () => {
    const own = new Set(['studio.example.com']);
    expect(decideRequest('data:image/png;base64,AAAA', own).action).toBe('continue');
    expect(decideRequest('https://render.carrier.invalid/document', own).action).toBe('document');
    expect(decideRequest('https://render.carrier.invalid/api/v1/files/a.png', own).action).toBe('file');
    expect(decideRequest('https://studio.example.com/api/v1/files/a.png', own).action).toBe('file');
    // A bare host name stands for any port (the studio's links carry the port it is served on).
    expect(decideRequest('http://studio.example.com:4000/api/v1/files/a.png', own).action).toBe('file');
    for (const blocked of [
      'file:///etc/passwd',
      'http://127.0.0.1/api/v1/files/a.png',
      'http://[::1]/',
      'http://2130706433/',
      'http://169.254.169.254/latest/meta-data/',
      'HTTP://127.0.0.1/',
      'ws://127.0.0.1/',
      'https://studio.example.com/graphql',
      'https://user:pw@studio.example.com/api/v1/files/a.png',
      'https://render.carrier.invalid/other',
      'https://p1other.render.carrier.invalid/api/v1/files/a.png',
      'blob:https://render.carrier.invalid/x',
      'javascript:alert(1)',
    ]) {
      expect(decideRequest(blocked, own).action, blocked).toBe('block');
    }
  });

  it('loads nothing but data: URLs while printing (SSRF corpus), and still prints', async () => {
    const renderer = createChromiumRenderer({ executablePath: CHROMIUM, timeoutMs: 20_000 });
    try {
      const { port } = trap;
      const targets = [
        'file:///etc/passwd',
        `http://127.0.0.1:${port}/`,
        `http://[::1]:${port}/`,
        `http://2130706433:${port}/`,
        'http://169.254.169.254/latest/meta-data/',
        `HTTP://127.0.0.1:${port}/upper`,
        `http://localhost:${port}/`,
        `http://127.0.0.1:${port}/redirect`,
      ];
      const html = `<html><body><p>Printed anyway</p>
        <img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==">
        ${targets.map(attacks).join('\n')}
        <script>setTimeout(() => { location.href = 'http://127.0.0.1:${port}/navigate'; }, 0);</script>
        <meta http-equiv="refresh" content="0;url=http://127.0.0.1:${port}/refresh"></body></html>`;
      const printed = await renderer.print({ html, print: { margin } });
      // A navigation away may stop the print with a clear error; a print that completes shows no leak.
      if (printed.ok) {
        const text = await pdfText(printed.value);
        expect(text).not.toMatch(/LEAK|SECRET|root:x:0/);
      } else {
        expect(printed.problem.code).toMatch(/^pdf_/);
      }
      const still = await renderer.print({
        html: `<p>Printed anyway</p>${attacks(`http://127.0.0.1:${port}/`)}`,
        print: { margin },
      });
      expect(still.ok).toBe(true);
      if (still.ok) {
        const text = await pdfText(still.value);
        expect(text).toContain('Printed anyway');
        expect(text).toContain('blocked-fetch');
        expect(text).not.toMatch(/LEAK|SECRET/);
      }
      expect(trap.hits).toEqual([]);
    } finally {
      await renderer.close();
    }
  });

  it('shares no storage or cookies between prints (the next one may be another tenant)', async () => {
    const renderer = createChromiumRenderer({ executablePath: CHROMIUM });
    try {
      const write = `<p id="o">written</p><script>
        localStorage.setItem('tenant', 'TENANT-A-SECRET'); document.cookie = 'tenant=TENANT-A-COOKIE';
        indexedDB.open('leak');</script>`;
      const read = `<p id="o"></p><script>
        const found = [localStorage.getItem('tenant'), document.cookie].filter(Boolean).join(' ');
        document.getElementById('o').textContent = 'found:' + (found || 'nothing');</script>`;
      expect((await renderer.print({ html: write, print: { margin } })).ok).toBe(true);
      const answer = await renderer.print({ html: read, print: { margin } });
      if (!answer.ok) throw new Error(answer.problem.message);
      const text = await pdfText(answer.value);
      expect(text).toContain('found:nothing');
      expect(text).not.toContain('TENANT-A');
    } finally {
      await renderer.close();
    }
  });

  it('answers busy when the queue is full, times out a hung print and recovers from a crash', async () => {
    const renderer = createChromiumRenderer({ executablePath: CHROMIUM, concurrency: 1, maxQueue: 1, timeoutMs: 4000 });
    try {
      const hang = '<script>for (;;) {}</script>';
      const [first, second, third] = await Promise.all([
        renderer.print({ html: hang, print: { margin } }),
        renderer.print({ html: '<p>queued</p>', print: { margin } }),
        renderer.print({ html: '<p>refused</p>', print: { margin } }),
      ]);
      expect(third).toEqual({
        ok: false,
        problem: { code: 'pdf_busy', message: 'The PDF renderer is busy, please try again in a moment.' },
      });
      expect(first).toEqual({
        ok: false,
        problem: { code: 'pdf_timeout', message: 'The PDF took longer than 4 seconds to render.' },
      });
      expect(second.ok).toBe(true);

      const crash = await renderer.print({
        html: '<script>const all = []; for (;;) all.push(new Array(1e6).fill(Math.random()));</script>',
        print: { margin },
      });
      expect(crash.ok).toBe(false);
      const after = await renderer.print({ html: '<p>after the crash</p>', print: { margin } });
      expect(after.ok && (await pdfText(after.value)).includes('after the crash')).toBe(true);
    } finally {
      await renderer.close();
    }
  });

  it('prepares the browser ahead of a first print: one launch, nothing left open after the print', async () => {
    const renderer = createChromiumRenderer({ executablePath: CHROMIUM, concurrency: 2 });
    try {
      renderer.prepare();
      renderer.prepare();
      expect(renderer.stats().launches).toBe(1);
      const printed = await renderer.print({ html: '<p>prepared</p>', print: { margin } });
      // The answer does not wait for the print's context to close: it has ended (no request of it is
      // answered) and closes after the answer, off the print's path.
      expect(renderer.stats()).toMatchObject({ launches: 1, prints: 1, contexts: 0, closing: 1, running: 0 });
      expect(printed.ok && (await pdfText(printed.value)).includes('prepared')).toBe(true);
      await vi.waitFor(() => expect(renderer.stats()).toMatchObject({ contexts: 0, closing: 0, waiting: 0 }), {
        timeout: 5000,
      });
    } finally {
      await renderer.close();
    }
  });

  it('embeds CJK text in a font of its own as a TrueType subset; a named CJK font still prints', async () => {
    const renderer = createChromiumRenderer({ executablePath: CHROMIUM });
    try {
      const fallback = await renderer.print({
        html: `<p style="font-family: 'DejaVu Sans', sans-serif">Holder 陳大文</p>`,
        print: { margin },
      });
      if (!fallback.ok) throw new Error(fallback.problem.message);
      expect(await pdfText(fallback.value)).toContain('Holder 陳大文');
      const fonts = await pdfFonts(fallback.value);
      expect(fonts).toContainEqual({ name: 'DroidSansFallback', type: 'CID TrueType' });
      expect(fonts.map((font) => font.type)).not.toContain('Type 3');

      const named = await renderer.print({
        html: `<p style="font-family: 'Noto Sans CJK HK'">陳大文</p>`,
        print: { margin },
      });
      if (!named.ok) throw new Error(named.problem.message);
      expect(await pdfText(named.value)).toContain('陳大文');
      expect((await pdfFonts(named.value)).map((font) => font.name)).not.toContain('DroidSansFallback');
    } finally {
      await renderer.close();
    }
  });

  it('restarts the browser after its print quota, without failing a print', async () => {
    const renderer = createChromiumRenderer({ executablePath: CHROMIUM, concurrency: 1, printsPerBrowser: 2 });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await renderer.print({ html: `<p>print ${i}</p>`, print: { margin } }));
      expect(answers.every((answer) => answer.ok)).toBe(true);
      expect(renderer.stats().launches).toBe(3);
    } finally {
      await renderer.close();
    }
  });
});
