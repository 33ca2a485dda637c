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
  /** Whose print it is: waiting prints are served round-robin by tenant. */
  tenant?: string;
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
 * Run in every frame before the document's own scripts: no WebRTC objects (the browser's
 * --webrtc-ip-handling-policy already keeps it from sending UDP; this is the second line).
 */
const NO_WEBRTC = `for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel',
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

/**
 * One print's own browser context: its page, its routes (every request decided by this print's job,
 * none answered before the job is given or once it has ended), no WebRTC. It is opened ahead of its
 * print (a new page starts a renderer process, the slow part), given one job with `take`, and `end()`
 * closes it all, whatever the document still runs.
 */
export async function openPrintContext(browser: Browser, limits: PrintLimits) {
  const origin = printOrigin();
  let job: PrintJob | null = null;
  let ownHosts: OwnHosts = new Set<string>();
  let files: ReturnType<typeof fileBudget> | null = null;
  let ended = false;
  let page: Page | null = null;
  let stop: (error: Error) => void = () => {};
  /** Rejects when the print must stop: its page crashed or closed, or its document loads too much. */
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  stopped.catch(() => {});

  const abort = (route: Route) => route.abort('blockedbyclient').catch(() => {});
  /** The address as the document wrote it: a path on the print's own (internal) origin. */
  const shown = (raw: string) => (raw.startsWith(`${origin}/`) ? raw.slice(origin.length) : raw);
  async function handle(route: Route) {
    const print = job;
    const request = route.request();
    if (ended || !print) return abort(route);
    const decision = decideRequest(request.url(), ownHosts, origin);
    const failed = (reason: LoadFailure['reason']) =>
      print.onLoadFailed?.({ url: shown(request.url()), resourceType: request.resourceType(), reason });
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
            body: print.html,
          })
          .catch(() => {});
      case 'file': {
        if (request.method() !== 'GET' || !files) {
          failed('not-allowed');
          return abort(route);
        }
        const file = await files(decision.key, decision.url);
        if (ended) return abort(route);
        if (!file) {
          failed('missing');
          return route.fulfill({ status: 404, body: '' }).catch(() => {});
        }
        if (file === 'too-large') {
          stop(new PrintRefused(limits.loadsTooMuch));
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
    await context.addInitScript({ content: NO_WEBRTC });
    await context.route('**/*', handle);
    await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: 'blocked' }));
    context.on('page', (opened) => {
      // A page the document opened itself (window.open) is closed at once.
      void opened
        .opener()
        .then((opener) => (opener ? opened.close() : undefined))
        .catch(() => {});
    });
    page = await context.newPage();
    page.on('crash', () => stop(new PageCrashed()));
    page.on('close', () => stop(new PageCrashed()));
    const devtools: CDPSession = await context.newCDPSession(page);
    return {
      page,
      devtools,
      url: `${origin}/document`,
      stopped,
      /** Gives the context its one print; until then every request is refused. */
      take(print: PrintJob) {
        if (job) throw new Error('a print context prints once');
        job = print;
        ownHosts = print.ownHosts ?? new Set<string>();
        files = print.loadFile ? fileBudget(print.loadFile, limits.maxLoadBytes) : null;
      },
      /** Whether it can still print (its page did not crash or close while it waited). */
      usable: () => !ended && !job && !page?.isClosed(),
      /**
       * Ends the print: no request of it is answered from now on, and its context (pages, scripts,
       * timers) is closed. False when Chromium did not close it within `waitMs`.
       */
      async end(waitMs: number): Promise<boolean> {
        ended = true;
        return closeWithin(context, waitMs);
      },
    };
  } catch (error) {
    ended = true;
    void closeWithin(context, 2000);
    throw error;
  }
}

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
