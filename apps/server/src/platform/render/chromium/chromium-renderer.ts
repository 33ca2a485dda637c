import type { Browser, BrowserContext, CDPSession, Page, Route } from 'playwright-core';
import { fail, type Outcome, ok, type Problem } from '../../../core/outcome';
import { chromiumEnvironment } from './font-config';
import { DOCUMENT_CSP, decideRequest, printOrigin } from './request-policy';
import {
  joinPdfs,
  outlinePages,
  placeHeadings,
  READ_HEADINGS,
  type Sections,
  sectionRanges,
  sectionsByPage,
} from './sections';

/** A file of our file service, read with the caller's rights; null when missing or not allowed. */
export type FileLoader = (url: URL) => Promise<{ body: Buffer; contentType: string } | null>;

export type PrintOptions = {
  landscape?: boolean;
  /** CSS lengths, such as '10mm'. */
  margin: { top: string; right: string; bottom: string; left: string };
  headerTemplate?: string;
  footerTemplate?: string;
  /**
   * Header and footer for pages of given sections (wkhtmltopdf's [section] variables). When set, the
   * document is laid out once to find each heading's page, then printed in runs of pages of the same
   * sections, each with its own templates, and joined.
   */
  sectionTemplates?: (sections: Sections) => { headerTemplate?: string; footerTemplate?: string };
};

export type PrintJob = {
  html: string;
  print: PrintOptions;
  loadFile?: FileLoader;
  /** Host names (with or without port) whose file-service URLs are ours, such as the tenant's hosts. */
  ownHosts?: ReadonlySet<string>;
};

export type ChromiumRendererOptions = {
  executablePath: string;
  /** Pages printing at once (each a tab of the one browser). */
  concurrency?: number;
  /** Prints waiting for a page; one more is refused with the 'busy' problem. */
  maxQueue?: number;
  /** A print taking longer fails, and its page is thrown away. */
  timeoutMs?: number;
  /** The browser is restarted (when idle) after this many prints. */
  printsPerBrowser?: number;
  /** Largest document (characters of HTML) accepted. */
  maxHtmlLength?: number;
  log?: { warn(object: object, message: string): void; info?(object: object, message: string): void };
};

export const CHROMIUM_DEFAULTS = {
  concurrency: 2,
  maxQueue: 16,
  timeoutMs: 30_000,
  printsPerBrowser: 500,
  maxHtmlLength: 5_000_000,
} as const;

export const PDF_RENDER_ERRORS = {
  busy: { code: 'pdf_busy', message: 'The PDF renderer is busy, please try again in a moment.' },
  timeout: (seconds: number) => ({
    code: 'pdf_timeout',
    message: `The PDF took longer than ${seconds} seconds to render.`,
  }),
  crashed: { code: 'pdf_crashed', message: 'The PDF renderer stopped while printing this document.' },
  tooLarge: (max: number) => ({ code: 'pdf_too_large', message: `The HTML is longer than ${max} characters.` }),
  failed: (reason: string) => ({ code: 'pdf_failed', message: `The PDF could not be rendered: ${reason}` }),
  unavailable: (reason: string) => ({
    code: 'pdf_unavailable',
    message: `The PDF renderer (Chromium) could not start: ${reason}`,
  }),
} satisfies Record<string, Problem | ((...args: never[]) => Problem)>;

/**
 * Chromium switches: no network of its own (a dead proxy, no name resolution), no extras, no GPU process,
 * and a navigation keeps its frame host (RenderDocument) and paints at once (PaintHolding): each print
 * navigates its page to a fresh origin. One --disable-features list: a second one replaces Playwright's.
 */
const CHROMIUM_ARGS = [
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--disable-extensions',
  '--disable-features=Translate,MediaRouter,OptimizationHints,InterestFeedContentSuggestions,PaintHolding,RenderDocument,BackForwardCache',
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
  '--font-render-hinting=none',
  '--js-flags=--max-old-space-size=256',
];

/** Web fonts the document asked for have loaded (or failed): the print shows them. */
const FONTS_READY = 'document.fonts ? document.fonts.ready.then(() => true) : true';

class PrintTimeout extends Error {}
class PageCrashed extends Error {}

type Slot = {
  page: Page;
  /** The page's own DevTools session: one round trip where Playwright's evaluate takes several. */
  devtools: CDPSession;
  job: PrintJob | null;
  /** The origin the current print's document is served from. */
  origin: string;
  broken: boolean;
  /** Fails the print in hand when the page crashes. */
  onCrash: () => void;
};
type Waiter = (slot: Slot | Problem) => void;

/**
 * One warm Chromium per process (playwright-core over Debian's chromium): pages are reused, prints
 * beyond `concurrency` wait in a bounded queue, each print has a hard timeout, and the browser is
 * restarted after `printsPerBrowser` prints or when it crashes.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions) {
  const settings = { ...CHROMIUM_DEFAULTS, ...options };
  let browser: Promise<{ browser: Browser; context: BrowserContext }> | null = null;
  let generation = 0;
  let printsInBrowser = 0;
  let launches = 0;
  let closed = false;
  const idle: Slot[] = [];
  const busy = new Set<Slot>();
  const waiting: Waiter[] = [];
  let slotCount = 0;
  /** A browser past its quota, closed once the prints it still holds are done. */
  let retiring: { browser: Promise<{ browser: Browser; context: BrowserContext }>; slots: Set<Slot> } | null = null;

  async function launch() {
    const { chromium } = await import('playwright-core');
    const launched = await chromium.launch({
      executablePath: settings.executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      env: await chromiumEnvironment(),
      timeout: 30_000,
    });
    const context = await launched.newContext({ serviceWorkers: 'block', acceptDownloads: false, bypassCSP: false });
    await context.route('**/*', (route) => handleRoute(route));
    await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: 'blocked' }));
    context.on('page', (page) => {
      // A page the document opened itself (window.open) is closed at once.
      void page
        .opener()
        .then((opener) => (opener ? page.close() : undefined))
        .catch(() => {});
    });
    launches++;
    const thisGeneration = ++generation;
    launched.on('disconnected', () => {
      if (generation !== thisGeneration) return;
      settings.log?.warn({}, 'chromium disconnected; it starts again on the next print');
      forgetBrowser();
    });
    printsInBrowser = 0;
    return { browser: launched, context };
  }

  function forgetBrowser() {
    browser = null;
    generation++;
    for (const slot of idle.splice(0)) slot.broken = true;
    for (const slot of busy) slot.broken = true;
    slotCount = busy.size;
    printsInBrowser = 0;
  }

  function slotOf(page: Page) {
    for (const slot of busy) if (slot.page === page) return slot;
    return null;
  }

  async function handleRoute(route: Route) {
    const request = route.request();
    let page: Page | null = null;
    try {
      page = request.frame().page();
    } catch {
      page = null;
    }
    const slot = page ? slotOf(page) : null;
    const job = slot?.job;
    if (!slot || !job) return route.abort('blockedbyclient');
    const decision = decideRequest(request.url(), job.ownHosts ?? new Set(), slot.origin);
    switch (decision.action) {
      case 'continue':
        return route.continue();
      case 'document':
        if (request.frame() !== page?.mainFrame()) return route.abort('blockedbyclient');
        return route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          headers: { 'content-security-policy': DOCUMENT_CSP, 'cache-control': 'no-store' },
          body: job.html,
        });
      case 'file': {
        if (request.method() !== 'GET' || !job.loadFile) return route.abort('blockedbyclient');
        const file = await job.loadFile(decision.url).catch(() => null);
        if (!file) return route.fulfill({ status: 404, body: '' });
        return route.fulfill({
          status: 200,
          contentType: file.contentType,
          headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
          body: file.body,
        });
      }
      case 'block':
        return route.abort('blockedbyclient');
    }
  }

  async function newSlot(): Promise<Slot> {
    browser ??= launch().catch((error: unknown) => {
      browser = null;
      throw error;
    });
    const { context } = await browser;
    const page = await context.newPage();
    // No cookies at all: two prints at once (two tenants, perhaps) share nothing through them.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setDocumentCookieDisabled', { disabled: true });
    const slot: Slot = { page, devtools, job: null, origin: '', broken: false, onCrash: () => {} };
    page.on('crash', () => {
      slot.broken = true;
      slot.onCrash();
    });
    return slot;
  }

  /** A new page for the print that waits longest (or for `take`). */
  async function openSlot(take: Waiter) {
    slotCount++;
    try {
      const slot = await newSlot();
      busy.add(slot);
      take(slot);
    } catch (error) {
      slotCount--;
      take(PDF_RENDER_ERRORS.unavailable(firstLine(error)));
    }
  }

  /** A page to print on, or the 'busy' problem when the queue is full. */
  function acquire(): Promise<Slot | Problem> {
    while (idle.length) {
      const slot = idle.pop() as Slot;
      if (!slot.broken) {
        busy.add(slot);
        return Promise.resolve(slot);
      }
      slotCount--;
      void slot.page.close().catch(() => {});
    }
    return new Promise<Slot | Problem>((resolve) => {
      if (slotCount < settings.concurrency) void openSlot(resolve);
      else if (waiting.length >= settings.maxQueue) resolve(PDF_RENDER_ERRORS.busy);
      else waiting.push(resolve);
    });
  }

  function release(slot: Slot, printed = true) {
    busy.delete(slot);
    slot.job = null;
    slot.onCrash = () => {};
    if (printed) printsInBrowser++;
    if (retiring?.slots.delete(slot) && retiring.slots.size === 0) {
      const old = retiring.browser;
      retiring = null;
      void old.then(({ browser: b }) => b.close()).catch(() => {});
    }
    if (printsInBrowser >= settings.printsPerBrowser && browser && !slot.broken) {
      settings.log?.info?.({ prints: printsInBrowser }, 'chromium restarts after its print quota');
      const old = browser;
      const slots = new Set(busy);
      forgetBrowser();
      slot.broken = true;
      if (slots.size === 0) void old.then(({ browser: b }) => b.close()).catch(() => {});
      else retiring = { browser: old, slots };
    }
    const next = closed ? undefined : waiting.shift();
    if (slot.broken || closed) {
      slotCount--;
      void slot.page.close().catch(() => {});
      if (next) void openSlot(next);
    } else if (next) {
      busy.add(slot);
      next(slot);
    } else {
      idle.push(slot);
    }
  }

  async function printOn(slot: Slot, job: PrintJob): Promise<Uint8Array> {
    const { page } = slot;
    slot.job = job;
    slot.origin = printOrigin();
    const crashed = new Promise<never>((_, reject) => {
      slot.onCrash = () => reject(new PageCrashed());
    });
    crashed.catch(() => {});
    const work = (async () => {
      await page.goto(`${slot.origin}/document`, { waitUntil: 'load', timeout: settings.timeoutMs });
      await slot.devtools
        .send('Runtime.evaluate', { expression: FONTS_READY, awaitPromise: true, returnByValue: true })
        .catch(() => {});
      const templates = job.print.sectionTemplates;
      if (!templates) return printPdf(page, job.print, job.print);
      return printBySections(page, job.print, templates);
    })();
    return Promise.race([work, crashed]);
  }

  async function withTimeout<T>(slot: Slot, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PrintTimeout()), settings.timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      if (error instanceof PrintTimeout) {
        slot.broken = true;
        work.catch(() => {});
        // A page that will not close in time takes its browser down with it.
        const closing = slot.page.close({ runBeforeUnload: false });
        const closedInTime = await Promise.race([
          closing.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
        ]).catch(() => false);
        if (!closedInTime) await restart();
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function restart() {
    const old = browser;
    forgetBrowser();
    if (old) await old.then(({ browser: b }) => b.close()).catch(() => {});
  }

  return {
    /** Prints `job.html` to a PDF; failures are problems (busy, timeout, crash), never thrown. */
    async print(job: PrintJob): Promise<Outcome<Uint8Array>> {
      if (closed) return fail(PDF_RENDER_ERRORS.unavailable('the renderer is closed'));
      if (job.html.length > settings.maxHtmlLength) return fail(PDF_RENDER_ERRORS.tooLarge(settings.maxHtmlLength));
      const slot = await acquire();
      if (!('page' in slot)) return fail(slot);
      try {
        return ok(await withTimeout(slot, printOn(slot, job)));
      } catch (error) {
        if (error instanceof PrintTimeout)
          return fail(PDF_RENDER_ERRORS.timeout(Math.round(settings.timeoutMs / 1000)));
        if (error instanceof PageCrashed || slot.broken) {
          slot.broken = true;
          return fail(PDF_RENDER_ERRORS.crashed);
        }
        settings.log?.warn({ err: error }, 'pdf print failed');
        slot.broken = true;
        return fail(PDF_RENDER_ERRORS.failed(firstLine(error)));
      } finally {
        release(slot);
      }
    },
    /** Launches the browser ahead of the first print (optional). */
    async warmUp() {
      const slot = await acquire();
      if ('page' in slot) release(slot, false);
    },
    /**
     * Starts the browser and a page without waiting when none is there yet, so that a first print's
     * browser start overlaps the work before it (template lookup, Liquid). Takes no place in the queue.
     */
    prepare() {
      if (closed || browser || slotCount > 0) return;
      void openSlot((slot) => {
        if ('page' in slot) release(slot, false);
      });
    },
    stats: () => ({ launches, prints: printsInBrowser, pages: slotCount, busy: busy.size, waiting: waiting.length }),
    async close() {
      closed = true;
      for (const next of waiting.splice(0)) next(PDF_RENDER_ERRORS.unavailable('the renderer is closed'));
      const old = browser;
      forgetBrowser();
      if (old) await old.then(({ browser: b }) => b.close()).catch(() => {});
    },
  };
}
export type ChromiumRenderer = ReturnType<typeof createChromiumRenderer>;

type Templates = { headerTemplate?: string; footerTemplate?: string };

function printPdf(page: Page, print: PrintOptions, templates: Templates, extra: Parameters<Page['pdf']>[0] = {}) {
  return page.pdf({
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: false,
    landscape: print.landscape ?? false,
    margin: print.margin,
    displayHeaderFooter: Boolean(templates.headerTemplate || templates.footerTemplate),
    headerTemplate: templates.headerTemplate || '<span></span>',
    footerTemplate: templates.footerTemplate || '<span></span>',
    ...extra,
  });
}

/**
 * Per-page sections: a tagged print with Chromium's outline tells each heading's page (the same layout:
 * the header and footer sit in the margins), then each run of pages of the same sections is printed
 * with its own header and footer, and the runs are joined.
 */
async function printBySections(page: Page, print: PrintOptions, templatesFor: (sections: Sections) => Templates) {
  const headings = domHeadings(await page.evaluate(READ_HEADINGS));
  const layout = await printPdf(page, print, {}, { tagged: true, outline: true });
  const { pageCount, entries } = await outlinePages(layout);
  const ranges = sectionRanges(sectionsByPage(placeHeadings(headings, entries), pageCount));
  if (ranges.length <= 1) return printPdf(page, print, templatesFor(ranges[0]?.sections ?? NO_SECTIONS));
  const parts: Uint8Array[] = [];
  for (const range of ranges)
    parts.push(
      await printPdf(page, print, templatesFor(range.sections), { pageRanges: `${range.first}-${range.last}` }),
    );
  return joinPdfs(parts);
}

/** What the page answered (its scripts may have changed anything), as at most 10,000 headings. */
function domHeadings(answer: unknown): { level: number; title: string }[] {
  if (!Array.isArray(answer)) return [];
  return answer.slice(0, 10_000).flatMap((item) => {
    const { level, title } = (item ?? {}) as { level?: unknown; title?: unknown };
    if (typeof level !== 'number' || !(level >= 1 && level <= 6) || typeof title !== 'string') return [];
    return [{ level, title: title.slice(0, 1000) }];
  });
}

const NO_SECTIONS: Sections = { section: '', subsection: '', subsubsection: '' };

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300) ?? 'unknown error';
