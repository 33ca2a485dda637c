import type { Browser } from 'playwright-core';
import { fail, type Outcome, ok, type Problem } from '../../../core/outcome';
import { createFairQueue } from './fair-queue';
import { chromiumEnvironment } from './font-config';
import { PdfTooLarge, printDocument } from './pdf-print';
import { openPrintContext, PageCrashed, type PrintContext, type PrintJob, PrintRefused } from './print-context';
import { createWarmPages } from './warm-pages';

export type { PrintOptions } from './pdf-print';
export type { FileLoader, LoadFailure, OwnHosts, PageIdentity, PrintJob } from './print-context';

export type ChromiumRendererOptions = {
  executablePath: string;
  /** Prints at once (each in its own browser context of the one browser). */
  concurrency?: number;
  /** Prints waiting for a place, served round-robin by tenant; one more is refused with the 'busy' problem. */
  maxQueue?: number;
  /** A print taking longer fails, and its context is closed. */
  timeoutMs?: number;
  /** The browser is restarted (once its prints are done) after this many prints. */
  printsPerBrowser?: number;
  /** Pages kept warm, in all, for the next prints of the tenants that printed last (0: a page per print). */
  warmPages?: number;
  /** A page is closed after this many prints (all of one tenant). */
  printsPerPage?: number;
  /** Largest document (characters of HTML) accepted. */
  maxHtmlLength?: number;
  /** Bytes of files a print may load (each file served counts, every time it is served). */
  maxLoadBytes?: number;
  /** Largest PDF a print may produce. */
  maxPdfBytes?: number;
  log?: { warn(object: object, message: string): void; info?(object: object, message: string): void };
};

const MB = 1024 * 1024;
const CHROMIUM_DEFAULTS = {
  concurrency: 2,
  maxQueue: 16,
  timeoutMs: 30_000,
  printsPerBrowser: 500,
  warmPages: 4,
  printsPerPage: 100,
  maxHtmlLength: 5_000_000,
  maxLoadBytes: 50 * MB,
  maxPdfBytes: 20 * MB,
} as const;

const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const PDF_RENDER_ERRORS = {
  busy: { code: 'pdf_busy', message: 'The PDF renderer is busy, please try again in a moment.' },
  timeout: (seconds: number) => ({
    code: 'pdf_timeout',
    message: `The PDF took longer than ${seconds} seconds to render.`,
  }),
  crashed: { code: 'pdf_crashed', message: 'The PDF renderer stopped while printing this document.' },
  tooLarge: (max: number) => ({ code: 'pdf_too_large', message: `The HTML is longer than ${max} characters.` }),
  loadsTooMuch: (maxBytes: number) => ({
    code: 'pdf_loads_too_much',
    message: `The document loads more than ${megabytes(maxBytes)} MB of files.`,
  }),
  pdfTooLarge: (maxBytes: number) => ({
    code: 'pdf_output_too_large',
    message: `The PDF would be larger than ${megabytes(maxBytes)} MB.`,
  }),
  failed: { code: 'pdf_failed', message: 'The PDF could not be rendered: Chromium could not print this document.' },
  unavailable: { code: 'pdf_unavailable', message: 'The PDF renderer (Chromium) could not start.' },
  closed: { code: 'pdf_unavailable', message: 'The PDF renderer is shutting down.' },
} satisfies Record<string, Problem | ((...args: never[]) => Problem)>;

/**
 * Chromium switches: no network of its own (a dead proxy, no name resolution), no UDP for WebRTC, no
 * extras, no GPU process, and a navigation keeps its frame host (RenderDocument) and paints at once
 * (PaintHolding). Each browser context is a window of its own, and a window would start two renderer
 * processes of browser UI (the omnibox popups) and Chromium a spare renderer for it: three processes
 * nobody prints in, which tripled the CPU of a print. One --disable-features list: a second one
 * replaces Playwright's.
 */
const CHROMIUM_DISABLED_FEATURES = [
  'Translate',
  'MediaRouter',
  'OptimizationHints',
  'InterestFeedContentSuggestions',
  'PaintHolding',
  'RenderDocument',
  'BackForwardCache',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
];
const CHROMIUM_ARGS = [
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  // WebRTC may use UDP only through a proxy, and the proxy is dead: no STUN or TURN reaches anyone.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-domain-reliability',
  '--disable-sync',
  '--disable-extensions',
  `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(',')}`,
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
  '--font-render-hinting=none',
  '--js-flags=--max-old-space-size=256',
];

/** Headless Chromium with the print switches and fonts. */
export async function launchChromium(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    env: await chromiumEnvironment(),
    timeout: 30_000,
  });
}

/** How long a context (or the browser) may take to close before it is given up on. */
const CLOSE_WAIT_MS = 2000;
/** How long a page may take to be ready for its tenant's next print; past it, it is closed. */
const RESET_WAIT_MS = 1000;

class PrintTimeout extends Error {}

/**
 * One launched browser: the prints it took, those still running, whether it takes more, and the
 * contexts opened ahead for the next prints (one per print that may run at once).
 */
type BrowserInstance = {
  browser: Promise<Browser>;
  prints: number;
  active: number;
  retired: boolean;
  spares: Promise<PrintContext>[];
  /** Pages that printed, kept for their tenant's next prints. */
  warm: ReturnType<typeof createWarmPages<PrintContext>>;
};

/**
 * One warm Chromium per process (playwright-core over Debian's chromium). A print runs in a browser
 * context of its tenant: one kept from the tenant's earlier prints (reset between them) or a fresh one;
 * a context never prints for another tenant, and one whose print failed, timed out or crashed is closed,
 * so nothing a document starts outlives its print. Prints beyond `concurrency` wait in a bounded queue served round-robin by
 * tenant; each has a hard timeout; the browser is restarted after `printsPerBrowser` prints or when lost.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions) {
  const settings = { ...CHROMIUM_DEFAULTS, ...options };
  const instances = new Set<BrowserInstance>();
  let current: BrowserInstance | null = null;
  let launches = 0;
  let running = 0;
  let openContexts = 0;
  let closingContexts = 0;
  let closed = false;
  const waiting = createFairQueue<(problem: Problem | null) => void>(settings.maxQueue);

  async function launch(instance: BrowserInstance): Promise<Browser> {
    launches++;
    const browser = await launchChromium(settings.executablePath);
    browser.on('disconnected', () => {
      if (instance.retired) return;
      settings.log?.warn({}, 'chromium disconnected; it starts again on the next print');
      retire(instance);
    });
    return browser;
  }

  /** The browser new prints go to, launched when there is none. */
  function currentInstance(): BrowserInstance {
    if (current) return current;
    const instance = {
      prints: 0,
      active: 0,
      retired: false,
      spares: [] as Promise<PrintContext>[],
      warm: createWarmPages<PrintContext>({
        maxPages: settings.warmPages,
        perTenant: settings.concurrency,
        discard: (page) => void page.then((context) => context && endContext(instance, context)),
      }),
    } as BrowserInstance;
    instance.browser = launch(instance);
    instance.browser.then(
      () => openSpares(instance),
      () => retire(instance),
    );
    instances.add(instance);
    current = instance;
    return instance;
  }

  const limits = {
    maxLoadBytes: settings.maxLoadBytes,
    loadsTooMuch: PDF_RENDER_ERRORS.loadsTooMuch(settings.maxLoadBytes),
  };

  /**
   * Opens the next prints' contexts ahead, one per print that may run at once (a context's renderer
   * process starts while other work runs), so prints arriving together each find one. They open one
   * after the other: the first is ready soonest.
   */
  function openSpares(instance: BrowserInstance) {
    while (!instance.retired && !closed && instance.spares.length < settings.concurrency) {
      const before = instance.spares.at(-1)?.catch(() => null) ?? Promise.resolve();
      const spare = before.then(() => instance.browser).then((browser) => openPrintContext(browser, limits));
      spare.catch(() => {
        instance.spares = instance.spares.filter((kept) => kept !== spare);
      });
      instance.spares.push(spare);
    }
  }

  /**
   * A context for one print: a page of the same tenant's earlier prints when one is kept, else the
   * oldest one opened ahead when it is still usable, else a new one.
   */
  async function takeContext(instance: BrowserInstance, browser: Browser, tenant?: string): Promise<PrintContext> {
    const warm = await (tenant ? instance.warm.take(tenant) : undefined);
    if (warm?.usable() && warm.tenant() === tenant) return warm;
    if (warm) endContext(instance, warm);
    const spare = instance.spares.shift();
    openSpares(instance);
    const ready = await spare?.catch(() => null);
    if (ready?.usable()) return ready;
    void ready?.end(CLOSE_WAIT_MS);
    return openPrintContext(browser, limits);
  }

  /** Takes no more prints, and closes once those it has are done. */
  function retire(instance: BrowserInstance) {
    instance.retired = true;
    if (current === instance) current = null;
    const spares = instance.spares;
    instance.spares = [];
    for (const spare of spares) void spare.then((context) => context.end(CLOSE_WAIT_MS)).catch(() => {});
    instance.warm.clear();
    if (instance.active > 0) return;
    instances.delete(instance);
    void instance.browser.then((browser) => browser.close()).catch(() => {});
  }

  /** A place to print now (null), or a wait for one; the 'busy' problem when the queue is full. */
  function takePlace(tenant: string): Promise<Problem | null> | null {
    if (running < settings.concurrency) {
      running++;
      return null;
    }
    return new Promise((resolve) => waiting.push(tenant, resolve)?.(PDF_RENDER_ERRORS.busy));
  }

  /** The place passes to the next waiting print, if any. */
  function leavePlace() {
    const next = closed ? undefined : waiting.shift();
    if (next) next(null);
    else running--;
  }

  async function printIn(instance: BrowserInstance, job: PrintJob): Promise<Outcome<Uint8Array>> {
    let browser: Browser;
    try {
      browser = await instance.browser;
    } catch (error) {
      settings.log?.warn({ err: error }, 'chromium could not start');
      return fail(PDF_RENDER_ERRORS.unavailable);
    }
    let context: PrintContext | null = null;
    let finished = false;
    let printed = false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PrintTimeout()), settings.timeoutMs);
    });
    const work = (async () => {
      const opened = await takeContext(instance, browser, job.tenant);
      // Opened after the print timed out: nobody else will close it.
      if (finished) {
        await opened.end(CLOSE_WAIT_MS);
        throw new PrintTimeout();
      }
      context = opened;
      openContexts++;
      const { url, stopped } = opened.take(job);
      const { page, devtools } = opened;
      const printing = (async () => {
        await page.goto(url, { waitUntil: 'load', timeout: 0 });
        return printDocument(devtools, job.print, settings.maxPdfBytes);
      })();
      printing.catch(() => {});
      return Promise.race([printing, stopped]);
    })();
    work.catch(() => {});
    try {
      const pdf = await Promise.race([work, timeout]);
      printed = true;
      return ok(pdf);
    } catch (error) {
      return fail(problemOf(error));
    } finally {
      clearTimeout(timer);
      finished = true;
      const ending = context as PrintContext | null;
      if (ending) openContexts--;
      if (ending && printed && keeps(instance, ending, job.tenant)) {
        // From now on no request of the print is answered; the page is reset for the tenant's next
        // print after the answer is given (off the print's path), or closed when the reset fails.
        ending.finish();
        const resetting = ending.reset(RESET_WAIT_MS).then((ready) => {
          if (ready) return ending;
          endContext(instance, ending);
          return null;
        });
        instance.warm.put(job.tenant, resetting);
      } else if (ending) endContext(instance, ending);
    }
  }

  /** Whether a page that printed well is kept for its tenant's next print. */
  function keeps(instance: BrowserInstance, context: PrintContext, tenant?: string): tenant is string {
    if (!tenant || closed || instance.retired || settings.warmPages <= 0) return false;
    return context.prints() < settings.printsPerPage;
  }

  /**
   * Ends a context's print (from now on none of its requests is answered) and closes it, off the
   * print's path; when Chromium will not close it, its browser takes no more prints and is closed
   * once the prints it is running are done (they are not taken down with it).
   */
  function endContext(instance: BrowserInstance, ending: PrintContext) {
    closingContexts++;
    void ending
      .end(CLOSE_WAIT_MS)
      .then((closedInTime) => (closedInTime ? undefined : retire(instance)))
      .finally(() => closingContexts--);
  }

  function problemOf(error: unknown): Problem {
    if (error instanceof PrintTimeout) return PDF_RENDER_ERRORS.timeout(Math.round(settings.timeoutMs / 1000));
    if (error instanceof PrintRefused) return error.problem;
    if (error instanceof PdfTooLarge) return PDF_RENDER_ERRORS.pdfTooLarge(settings.maxPdfBytes);
    if (error instanceof PageCrashed) return PDF_RENDER_ERRORS.crashed;
    // Playwright's and Chromium's own words (protocol errors, closed targets) stay in the log.
    settings.log?.warn({ err: error }, 'pdf print failed');
    return /closed|crash|disconnected/i.test(String(error)) ? PDF_RENDER_ERRORS.crashed : PDF_RENDER_ERRORS.failed;
  }

  async function closeBrowser(instance: BrowserInstance) {
    retire(instance);
    const browser = await instance.browser.catch(() => null);
    await Promise.race([
      browser?.close().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref()),
    ]);
  }

  return {
    /** Prints `job.html` to a PDF; failures are problems (busy, timeout, crash, limits), never thrown. */
    async print(job: PrintJob): Promise<Outcome<Uint8Array>> {
      if (closed) return fail(PDF_RENDER_ERRORS.closed);
      if (job.html.length > settings.maxHtmlLength) return fail(PDF_RENDER_ERRORS.tooLarge(settings.maxHtmlLength));
      const wait = takePlace(job.tenant ?? '');
      const refused = wait && (await wait);
      if (refused) return fail(refused);
      const instance = currentInstance();
      instance.active++;
      try {
        return await printIn(instance, job);
      } finally {
        instance.active--;
        instance.prints++;
        if (instance.prints >= settings.printsPerBrowser && !instance.retired)
          settings.log?.info?.({ prints: instance.prints }, 'chromium restarts after its print quota');
        if (instance.prints >= settings.printsPerBrowser || instance.retired) retire(instance);
        leavePlace();
      }
    },
    /** Launches the browser ahead of the first print (optional). */
    async warmUp() {
      if (!closed) await currentInstance().browser.catch(() => {});
    },
    /** Starts the browser without waiting, so a first print's browser start overlaps the work before it. */
    prepare() {
      if (!closed) currentInstance();
    },
    stats: () => ({
      launches,
      prints: current?.prints ?? 0,
      /** Contexts a print is using (each answers its print's requests only until the print ends). */
      contexts: openContexts,
      /** Contexts of ended prints still closing (their requests are refused). */
      closing: closingContexts,
      /** Pages kept for their tenant's next prints. */
      warm: current?.warm.size ?? 0,
      running,
      waiting: waiting.size,
    }),
    async close() {
      closed = true;
      for (const next of waiting.drain()) next(PDF_RENDER_ERRORS.closed);
      current = null;
      await Promise.all([...instances].map((instance) => closeBrowser(instance)));
    },
  };
}
