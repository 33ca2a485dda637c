import { createSocket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/pdf-inspect.testing';
import { createChromiumRenderer } from './chromium-renderer';
import type { FileLoader } from './print-context';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const margin = { top: '10mm', right: '0mm', bottom: '10mm', left: '0mm' };
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const png: FileLoader = async (_url, reserve) =>
  reserve(PNG.length) ? { body: PNG, contentType: 'image/png' } : 'too-large';

describe('Chromium renderer isolation: one context per print', () => {
  let renderer: ReturnType<typeof createChromiumRenderer>;
  beforeAll(() => {
    renderer = createChromiumRenderer({ executablePath: CHROMIUM, concurrency: 1, timeoutMs: 20_000 });
  });
  afterAll(async () => renderer?.close());

  it('a lingering document of one tenant sees nothing of the next print (another tenant)', async () => {
    const asked: { tenant: string; path: string; afterItsPrint: boolean }[] = [];
    let firstEnded = false;
    const loaderOf =
      (tenant: string): FileLoader =>
      (url, reserve) => {
        asked.push({ tenant, path: url.pathname, afterItsPrint: tenant === 'B' && firstEnded });
        return png(url, reserve);
      };
    // Tenant B's document keeps asking for files (each a new one) on tenant A's host after its print.
    const lingering = `<p>B</p><script>let n = 0; addEventListener('afterprint', () => setInterval(() => {
      for (let i = 0; i < 5; i++) new Image().src = 'https://tenant-a.example/api/v1/files/private/loop-' + (n++) + '.png';
    }, 0));</script>`;
    const first = await renderer.print({ html: lingering, print: { margin }, loadFile: loaderOf('B'), tenant: 'B' });
    firstEnded = true;
    expect(first.ok ? 'printed' : first.problem.message).toBe('printed');
    const second = await renderer.print({
      html: '<p>A</p><img src="/api/v1/files/mine.png">',
      print: { margin },
      loadFile: loaderOf('A'),
      ownHosts: new Set(['tenant-a.example']),
      tenant: 'A',
    });
    expect(second.ok ? 'printed' : second.problem.message).toBe('printed');
    expect(asked.filter((call) => call.tenant === 'A').map((call) => call.path)).toEqual(['/api/v1/files/mine.png']);
    expect(asked.filter((call) => call.afterItsPrint)).toEqual([]);
    expect(renderer.stats().contexts).toBe(0);
  });

  it('a busy loop a document starts after its print dies with it: the next print succeeds', async () => {
    const spin = `<p>spin</p><script>addEventListener('afterprint', () => setTimeout(() => { for (;;) {} }, 0));</script>`;
    expect((await renderer.print({ html: spin, print: { margin } })).ok).toBe(true);
    const after = await renderer.print({ html: '<p>printed after the loop</p>', print: { margin } });
    if (!after.ok) throw new Error(after.problem.message);
    expect(await pdfText(after.value)).toContain('printed after the loop');
  });

  it('serves waiting prints round-robin by tenant', async () => {
    const order: string[] = [];
    const print = (tenant: string, name: string) =>
      renderer.print({ html: `<p>${name}</p>`, print: { margin }, tenant }).then((answer) => {
        expect(answer.ok).toBe(true);
        order.push(name);
      });
    // a1 prints at once, a2 to a4 wait, b1 comes last and is served second in line.
    await Promise.all([print('A', 'a1'), print('A', 'a2'), print('A', 'a3'), print('A', 'a4'), print('B', 'b1')]);
    expect(order).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
  });

  it('sends no WebRTC (STUN or TURN) datagram anywhere', async () => {
    const socket = createSocket('udp4');
    const datagrams: Buffer[] = [];
    let release: (state: string) => void = () => {};
    const released = new Promise<string>((resolve) => {
      release = resolve;
    });
    socket.on('message', (message) => {
      datagrams.push(message);
      release('datagram');
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    const { port } = socket.address();
    // The document reports (by asking for report-<state>.png) once ICE gathering is complete or WebRTC
    // is not there; its gate image, and so its load event and print, wait for that report or a datagram.
    const loadFile: FileLoader = async (url, reserve) => {
      const report = /report-(\w+)\.png$/.exec(url.pathname);
      if (report) release(report[1] as string);
      else await released;
      return png(url, reserve);
    };
    const html = `<img src="/api/v1/files/gate.png"><script>
      const report = (state) => { new Image().src = '/api/v1/files/report-' + state + '.png'; };
      const frame = document.createElement('iframe'); document.body.append(frame);
      const Peer = window.RTCPeerConnection || (frame.contentWindow && frame.contentWindow.RTCPeerConnection);
      if (!Peer) report('unavailable');
      else try {
        const peer = new Peer({ iceServers: [{ urls: 'stun:127.0.0.1:${port}' },
          { urls: 'turn:127.0.0.1:${port}?transport=udp', username: 'TEMPLATE-DATA', credential: 'x' }] });
        peer.createDataChannel('leak');
        peer.onicegatheringstatechange = () => { if (peer.iceGatheringState === 'complete') report('complete'); };
        peer.createOffer().then((offer) => peer.setLocalDescription(offer)).catch(() => report('refused'));
      } catch { report('refused'); }</script>`;
    try {
      const printed = await renderer.print({ html, print: { margin }, loadFile });
      expect(printed.ok).toBe(true);
      // The print ended after the document's own report, so every datagram it could send was sent.
      expect(['unavailable', 'complete', 'refused']).toContain(await released);
      expect(datagrams).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('refuses a document that loads more than its byte budget; each file is read once', async () => {
    const budgeted = createChromiumRenderer({ executablePath: CHROMIUM, maxLoadBytes: 1024 * 1024 });
    try {
      const body = Buffer.alloc(400 * 1024, 1);
      const reads: string[] = [];
      const loadFile: FileLoader = async (url, reserve) => {
        reads.push(url.pathname + url.search);
        return reserve(body.length) ? { body, contentType: 'image/png' } : 'too-large';
      };
      const images = Array.from({ length: 6 }, (_, i) => `<img src="/api/v1/files/big.png?v=${i}">`).join('');
      const answer = await budgeted.print({ html: images, print: { margin }, loadFile });
      expect(answer).toEqual({
        ok: false,
        problem: { code: 'pdf_loads_too_much', message: 'The document loads more than 1 MB of files.' },
      });
      expect(reads).toHaveLength(1);
    } finally {
      await budgeted.close();
    }
  });

  it('refuses a PDF larger than its cap', async () => {
    const capped = createChromiumRenderer({ executablePath: CHROMIUM, maxPdfBytes: 1024 * 1024 });
    try {
      // Random pixels do not compress: about 3 MB of image in the PDF.
      const noise = `<canvas id="c" width="1000" height="1000"></canvas><script>
        const context = document.getElementById('c').getContext('2d'); const image = context.createImageData(1000, 1000);
        for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : Math.random() * 256;
        context.putImageData(image, 0, 0);</script>`;
      const answer = await capped.print({ html: noise, print: { margin } });
      expect(answer).toEqual({
        ok: false,
        problem: { code: 'pdf_output_too_large', message: 'The PDF would be larger than 1 MB.' },
      });
    } finally {
      await capped.close();
    }
  });

  it('answers a page the document closed or crashed in the catalogue words, never Chromium words', async () => {
    // After the layout pass the document drops its pages: the runs of sections no longer exist.
    const shrinking = await renderer.print({
      html: `<h1>One</h1><h1 style="break-before:page">Two</h1><h1 style="break-before:page">Three</h1>
        <script>addEventListener('afterprint', () => { document.body.innerHTML = '<p>gone</p>'; });</script>`,
      print: { margin, sectionTemplates: (sections) => ({ headerTemplate: `<span>${sections.section}</span>` }) },
    });
    expect(shrinking).toEqual({
      ok: false,
      problem: {
        code: 'pdf_failed',
        message: 'The PDF could not be rendered: Chromium could not print this document.',
      },
    });
    const closing = await renderer.print({ html: '<script>window.close()</script><p>x</p>', print: { margin } });
    const crashing = await renderer.print({
      html: '<script>const all = []; for (;;) all.push(new Array(1e6).fill(Math.random()));</script>',
      print: { margin },
    });
    for (const answer of [closing, crashing]) {
      if (answer.ok) continue;
      expect(answer.problem.message).not.toMatch(/Protocol error|Target|page\.|browser/);
      expect(answer.problem.code).toBe('pdf_crashed');
    }
    expect(crashing.ok).toBe(false);
  });
});
