import type { Browser, BrowserContext, CDPSession, Page, Route } from 'playwright-core';
import type { Problem } from '../../../core/outcome';
import type { PrintOptions } from './pdf-print';
import { DOCUMENT_CSP, decideRequest, printOrigin } from './request-policy';

/** A file of our file service as a print loads it. */
type LoadedFile = { body: Buffer; contentType: string };
/**
 * Reads a file of our file service with the rights of the print's caller: null when missing or not
 * allowed. Before reading, it reserves the file's size from the print's budget; when `reserve` says
 * no, it answers 'too-large' and reads nothing (nor more than it reserved).
 */
export type FileLoader = (url: URL, reserve: (bytes: number) => boolean) => Promise<LoadedFile | 'too-large' | null>;

/** Host names (with or without port) whose file-service URLs are ours. */
export type OwnHosts = { has(host: string): boolean };

/**
 * Something the document asked for and did not get: `url` as the document wrote it (a path for the
 * print's own origin), `resourceType` as Chromium names it (image, stylesheet, font...), and why:
 * no such file among the caller's, or an address a print may not load.
 */
export type LoadFailure = { url: string; resourceType: string; reason: 'missing' | 'not-allowed' };

export type PrintJob = {
  html: string;
  print: PrintOptions;
  loadFile?: FileLoader;
  /** Host names (with or without port) whose file-service URLs are ours, such as the tenant's hosts. */
  ownHosts?: OwnHosts;
  /** Told of each request of the document that was refused or found nothing (the PDF prints without it). */
  onLoadFailed?: (failure: LoadFailure) => void;
  /**
   * Whose print it is: waiting prints are served round-robin by tenant, and a page that printed for a
   * tenant prints again for that tenant only (without a tenant, a page prints once).
   */
  tenant?: string;
  /** Told which page prints it (tests check which prints share a page). */
  onPage?: (page: PageIdentity) => void;
};

/** The print is refused for what its document did (it loads too much, its PDF is too large). */
export class PrintRefused extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}
/** The page crashed, or the document closed it. */
export class PageCrashed extends Error {}

/**
 * Run in every frame before the document's own scripts: no window name left by an earlier document of
 * the page (a same-site navigation keeps it), and no WebRTC objects (the browser's
 * --webrtc-ip-handling-policy already keeps it from sending UDP; this is the second line).
 */
const INIT_SCRIPT = `if (window === top) window.name = '';
for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel',
  'RTCIceTransport', 'RTCDtlsTransport', 'RTCSctpTransport', 'RTCRtpSender', 'RTCRtpReceiver', 'RTCRtpTransceiver'])
  try { delete globalThis[name]; } catch {}`;

/**
 * The files one print loads, against one byte budget: each file (its key, whatever the query string)
 * is read once, its size reserved before the read; serving it again counts its size again.
 */
function fileBudget(loadFile: FileLoader, maxBytes: number) {
  const reads = new Map<string, Promise<LoadedFile | 'too-large' | null>>();
  let spent = 0;
  const reserve = (bytes: number) => {
    if (spent + bytes > maxBytes) return false;
    spent += bytes;
    return true;
  };
  return async (key: string, url: URL) => {
    let read = reads.get(key);
    const first = !read;
    if (!read) {
      read = loadFile(url, reserve).catch(() => null);
      reads.set(key, read);
    }
    const file = await read;
    if (!first && file && file !== 'too-large' && !reserve(file.body.length)) return 'too-large';
    return file;
  };
}

export type PrintLimits = { maxLoadBytes: number; loadsTooMuch: Problem };

/** Which page printed (CDP target and browser context ids) and how many prints it has made. */
export type PageIdentity = { page: string; context: string; prints: number };

/** One print served by a context: its job, its own origin and byte budget, and whether it has ended. */
type Print = {
  job: PrintJob;
  origin: string;
  files: ReturnType<typeof fileBudget> | null;
  ended: boolean;
  stop: (error: Error) => void;
};

/**
 * A browser context with one page that prints for one tenant: its routes decide every request by the
 * print being served (none answered between prints, before the first or once one has ended), no
 * WebRTC. It is opened ahead of its first print (a new page starts a renderer process, the slow part),
 * given a job with `take`; `reset` makes it ready for the same tenant's next print (a blank document,
 * no cookies or storage); `end()` closes it all, whatever the document still runs.
 */
export async function openPrintContext(browser: Browser, limits: PrintLimits) {
  let print: Print | null = null;
  /** The tenant its first print bound it to; a print of another tenant is refused. */
  let tenant: string | undefined;
  let prints = 0;
  let broken = false;
  let ended = false;
  let page: Page | null = null;
  /** Whether a document still asked for something after its print ended (its page is not reused). */
  let lingering = false;
  let onLingering = () => {};
  const lingered = () => {
    lingering = true;
    onLingering();
  };

  const abort = (route: Route) => route.abort('blockedbyclient').catch(() => {});
  async function handle(route: Route) {
    // The print is read once: a request is decided, and served, by the print it arrived in.
    const current = print;
    const request = route.request();
    if (ended || !current || current.ended) {
      lingered();
      return abort(route);
    }
    const { job, origin } = current;
    const decision = decideRequest(request.url(), job.ownHosts ?? NO_HOSTS, origin);
    /** The address as the document wrote it: a path on the print's own (internal) origin. */
    const shown = (raw: string) => (raw.startsWith(`${origin}/`) ? raw.slice(origin.length) : raw);
    const failed = (reason: LoadFailure['reason']) =>
      job.onLoadFailed?.({ url: shown(request.url()), resourceType: request.resourceType(), reason });
    switch (decision.action) {
      case 'continue':
        return route.continue().catch(() => {});
      case 'document':
        if (!page || request.frame() !== page.mainFrame()) return abort(route);
        return route
          .fulfill({
            status: 200,
            contentType: 'text/html; charset=utf-8',
            headers: { 'content-security-policy': DOCUMENT_CSP, 'cache-control': 'no-store' },
            body: job.html,
          })
          .catch(() => {});
      case 'file': {
        if (request.method() !== 'GET' || !current.files) {
          failed('not-allowed');
          return abort(route);
        }
        const file = await current.files(decision.key, decision.url);
        if (ended || current.ended) return abort(route);
        if (!file) {
          failed('missing');
          return route.fulfill({ status: 404, body: '' }).catch(() => {});
        }
        if (file === 'too-large') {
          current.stop(new PrintRefused(limits.loadsTooMuch));
          return abort(route);
        }
        return route
          .fulfill({
            status: 200,
            contentType: file.contentType,
            headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
            body: file.body,
          })
          .catch(() => {});
      }
      case 'block':
        failed('not-allowed');
        return abort(route);
    }
  }

  const context: BrowserContext = await browser.newContext({
    serviceWorkers: 'block',
    acceptDownloads: false,
    bypassCSP: false,
  });
  try {
    await context.addInitScript({ content: INIT_SCRIPT });
    await context.route('**/*', handle);
    await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: 'blocked' }));
    context.on('page', (opened) => {
      // A page the document opened itself (window.open) is closed at once.
      void opened
        .opener()
        .then((opener) => (opener ? opened.close() : undefined))
        .catch(() => {});
    });
    const opened = await context.newPage();
    page = opened;
    const lost = () => {
      broken = true;
      print?.stop(new PageCrashed());
    };
    opened.on('crash', lost);
    opened.on('close', lost);
    const devtools: CDPSession = await context.newCDPSession(opened);
    const { targetInfo } = await devtools.send('Target.getTargetInfo');
    const identity = { page: targetInfo.targetId, context: targetInfo.browserContextId ?? '' };
    return {
      page: opened,
      devtools,
      /** The tenant it prints for (none before its first print). */
      tenant: () => tenant,
      /**
       * Gives the context its next print, on an origin of its own; until then, and once it ends, every
       * request is refused. `stopped` rejects when the print must stop (the page crashed or closed, the
       * document loads too much).
       */
      take(job: PrintJob) {
        if (print && !print.ended) throw new Error('a print context prints one document at a time');
        if (prints > 0 && job.tenant !== tenant) throw new Error("a print context never prints another tenant's job");
        let stop: (error: Error) => void = () => {};
        const stopped = new Promise<never>((_, reject) => {
          stop = reject;
        });
        stopped.catch(() => {});
        const origin = printOrigin();
        tenant = job.tenant;
        prints++;
        print = {
          job,
          origin,
          files: job.loadFile ? fileBudget(job.loadFile, limits.maxLoadBytes) : null,
          ended: false,
          stop,
        };
        if (broken) stop(new PageCrashed());
        job.onPage?.({ ...identity, prints });
        return { url: `${origin}/document`, stopped };
      },
      /** Ends the print being served: from now on none of its requests is answered. */
      finish() {
        if (print) print.ended = true;
      },
      /** How many prints it has made. */
      prints: () => prints,
      /** Whether it can take a print (its page did not crash or close, it is not printing). */
      usable: () => !ended && !broken && !(print && !print.ended) && !opened.isClosed(),
      /**
       * Readies it for its tenant's next print: the print ends, the page shows a blank document (the
       * old one's scripts, timers and requests die with it), cookies and the old origin's storage are
       * cleared. False when that failed or took longer than `waitMs` (then it must be ended).
       */
      async reset(waitMs: number): Promise<boolean> {
        const done = print;
        if (done) done.ended = true;
        if (ended || broken || lingering) return false;
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), waitMs);
          // A document that keeps asking after its print is closed at once, as a page per print was.
          onLingering = () => resolve(false);
        });
        const cleared = (async () => {
          // Its scripts stop at once (a timer of the document no longer runs), then it is left.
          const silenced = devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
          await Promise.all([silenced, opened.goto('about:blank', { timeout: 0 })]);
          // Cleared once the old document is gone, so none of its scripts can write again.
          await Promise.all([
            context.clearCookies(),
            done && devtools.send('Storage.clearDataForOrigin', { origin: done.origin, storageTypes: 'all' }),
            devtools.send('Emulation.setScriptExecutionDisabled', { value: false }),
          ]);
          return !broken;
        })().catch(() => false);
        try {
          return await Promise.race([cleared, late]);
        } finally {
          clearTimeout(timer);
          onLingering = () => {};
        }
      },
      /**
       * Ends the print and closes the context (pages, scripts, timers). False when Chromium did not
       * close it within `waitMs`.
       */
      async end(waitMs: number): Promise<boolean> {
        ended = true;
        if (print) print.ended = true;
        return closeWithin(context, waitMs);
      },
    };
  } catch (error) {
    ended = true;
    void closeWithin(context, 2000);
    throw error;
  }
}

const NO_HOSTS: OwnHosts = new Set<string>();

async function closeWithin(context: BrowserContext, waitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
  });
  try {
    return await Promise.race([
      context.close().then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export type PrintContext = Awaited<ReturnType<typeof openPrintContext>>;
