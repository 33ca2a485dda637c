import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/pdf-inspect.testing';
import { createChromiumRenderer, type PageIdentity, type PrintJob } from './chromium-renderer';
import type { FileLoader, LoadFailure } from './print-context';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const margin = { top: '10mm', right: '0mm', bottom: '10mm', left: '0mm' };
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const png: FileLoader = async (_url, reserve) =>
  reserve(PNG.length) ? { body: PNG, contentType: 'image/png' } : 'too-large';

type Renderer = ReturnType<typeof createChromiumRenderer>;

/** Prints for `tenant` and answers the PDF's text and the page that printed it. */
async function printFor(renderer: Renderer, tenant: string, html: string, job: Partial<PrintJob> = {}) {
  let page: PageIdentity | undefined;
  const answer = await renderer.print({
    html,
    print: { margin },
    tenant,
    onPage: (identity) => {
      page = identity;
    },
    ...job,
  });
  return { answer, page: page as PageIdentity, text: answer.ok ? await pdfText(answer.value) : answer.problem.message };
}

describe('Chromium renderer: warm pages are kept per tenant', () => {
  let renderer: Renderer;
  beforeAll(() => {
    renderer = createChromiumRenderer({ executablePath: CHROMIUM, concurrency: 2, timeoutMs: 20_000 });
  });
  afterAll(async () => renderer?.close());

  it("never prints a tenant's document in a page (or browser context) another tenant printed in", async () => {
    const seen = new Map<string, Set<string>>();
    const note = (tenant: string, page: PageIdentity) => {
      for (const id of [`page ${page.page}`, `context ${page.context}`])
        seen.set(id, new Set([...(seen.get(id) ?? []), tenant]));
    };
    const a1 = await printFor(renderer, 'A', '<p>a one</p>');
    const b1 = await printFor(renderer, 'B', '<p>b one</p>');
    const a2 = await printFor(renderer, 'A', '<p>a two</p>');
    for (const [tenant, printed] of [
      ['A', a1],
      ['B', b1],
      ['A', a2],
    ] as const)
      note(tenant, printed.page);
    expect([a1.text, b1.text, a2.text].map((text) => text.trim())).toEqual(['a one', 'b one', 'a two']);
    // The pool is in use: A's second print reused A's page, B got one of its own.
    expect(a2.page.page).toBe(a1.page.page);
    expect(a2.page.prints).toBe(2);
    expect(b1.page.context).not.toBe(a1.page.context);
    // Then both tenants at once, over and over: still no page or context serves two tenants.
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        printFor(renderer, 'A', `<p>a-${round}</p>`),
        printFor(renderer, 'B', `<p>b-${round}</p>`),
      ]);
      note('A', a.page);
      note('B', b.page);
      expect([a.text.trim(), b.text.trim()]).toEqual([`a-${round}`, `b-${round}`]);
    }
    expect([...seen].filter(([, tenants]) => tenants.size > 1)).toEqual([]);
  });

  it("a reused page shows the next print none of the previous print's DOM, cookies, storage, name or timers", async () => {
    // Print 1 leaves everything it can behind, and a timer that keeps writing it again.
    const leaving = `<p id="first">first</p><script>
      const leave = () => {
        document.cookie = 'host=first; path=/';
        document.cookie = 'site=first; domain=render.carrier.invalid; path=/';
        localStorage.setItem('left', 'first'); sessionStorage.setItem('left', 'first');
        window.name = 'first';
      };
      leave(); setInterval(leave, 0);</script>`;
    const first = await printFor(renderer, 'C', leaving);
    expect(first.text.trim()).toBe('first');
    const reading = `<p id="out"></p><script>document.getElementById('out').textContent = 'cookie=[' + document.cookie +
      '] name=[' + window.name + '] local=[' + localStorage.getItem('left') + '] session=[' +
      sessionStorage.getItem('left') + '] dom=[' + Boolean(document.getElementById('first')) + ']';</script>`;
    const second = await printFor(renderer, 'C', reading);
    expect(second.page.page).toBe(first.page.page);
    expect(second.text.trim()).toBe('cookie=[] name=[] local=[null] session=[null] dom=[false]');
  });

  it("requests a document makes after its print never reach the same tenant's next print", async () => {
    const asked: string[] = [];
    const failures: LoadFailure[] = [];
    const loaderOf =
      (print: string): FileLoader =>
      (url, reserve) => {
        asked.push(`${print} ${url.pathname}`);
        return png(url, reserve);
      };
    const lingering = `<p>lingering</p><script>let n = 0; addEventListener('afterprint', () => setInterval(() => {
      new Image().src = 'https://tenant-d.example/api/v1/files/loop-' + (n++) + '.png';
      new Image().src = '/api/v1/files/relative-' + (n++) + '.png';
    }, 0));</script>`;
    const ownHosts = new Set(['tenant-d.example']);
    const first = await printFor(renderer, 'D', lingering, { loadFile: loaderOf('first'), ownHosts });
    expect(first.text.trim()).toBe('lingering');
    const second = await printFor(renderer, 'D', '<p>second</p><img src="/api/v1/files/mine.png">', {
      loadFile: loaderOf('second'),
      ownHosts,
      onLoadFailed: (failure) => failures.push(failure),
    });
    expect(second.text.trim()).toBe('second');
    expect(asked.filter((call) => call.startsWith('second'))).toEqual(['second /api/v1/files/mine.png']);
    expect(failures).toEqual([]);
  });
});

describe('Chromium renderer: a page that failed is never reused', () => {
  let renderer: Renderer;
  beforeAll(() => {
    renderer = createChromiumRenderer({ executablePath: CHROMIUM, concurrency: 1, timeoutMs: 10_000 });
    return renderer.warmUp();
  });
  afterAll(async () => renderer?.close());

  it('retires a page whose print timed out', async () => {
    const first = await printFor(renderer, 'E', '<p>before</p>');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The image is held until the print has timed out, then served: the page is usable again by then.
    const loadFile: FileLoader = async (url, reserve) => {
      await held;
      return png(url, reserve);
    };
    const slow = await printFor(renderer, 'E', '<img src="/api/v1/files/held.png">', { loadFile });
    release();
    expect(slow.answer.ok ? 'printed' : slow.answer.problem.code).toBe('pdf_timeout');
    expect(slow.page.page).toBe(first.page.page);
    const after = await printFor(renderer, 'E', '<p>after</p>');
    expect(after.text.trim()).toBe('after');
    expect(after.page.page).not.toBe(first.page.page);
  });

  it('retires a page whose document crashed it', async () => {
    const first = await printFor(renderer, 'F', '<p>before</p>');
    const crashing = await printFor(
      renderer,
      'F',
      '<script>const all = []; for (;;) all.push(new Array(1e6).fill(Math.random()));</script>',
    );
    expect(crashing.answer.ok ? 'printed' : crashing.answer.problem.code).toBe('pdf_crashed');
    expect(crashing.page.page).toBe(first.page.page);
    const after = await printFor(renderer, 'F', '<p>after</p>');
    expect(after.text.trim()).toBe('after');
    expect(after.page.page).not.toBe(first.page.page);
  });

  it('closes a page after its print quota and keeps only a bounded number of pages', async () => {
    const small = createChromiumRenderer({ executablePath: CHROMIUM, printsPerPage: 2, warmPages: 1 });
    try {
      const pages = [];
      for (const tenant of ['G', 'G', 'G']) pages.push((await printFor(small, tenant, '<p>g</p>')).page);
      expect(pages.map((page) => page.prints)).toEqual([1, 2, 1]);
      expect(pages[2]?.page).not.toBe(pages[0]?.page);
      await printFor(small, 'H', '<p>h</p>');
      // H's page pushed G's out: G prints in a new page.
      const again = await printFor(small, 'G', '<p>g</p>');
      expect(again.page.page).not.toBe(pages[2]?.page);
      expect(small.stats().warm).toBeLessThanOrEqual(1);
    } finally {
      await small.close();
    }
  });
});
