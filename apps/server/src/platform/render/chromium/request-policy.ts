import { FILES_PATH } from '@carrier/contracts';

/**
 * The origin the printed document is served from. It is never looked up or connected to: every
 * request of a print is answered by the renderer itself (the document, data: URLs, our file service)
 * or refused.
 */
const RENDER_DOMAIN = 'render.carrier.invalid';
const RENDER_ORIGIN = `https://${RENDER_DOMAIN}`;

let prints = 0;
/**
 * Each print's own origin (a fresh subdomain), so nothing one print stores (local storage, IndexedDB,
 * caches) is there for the next one, which may be another tenant's.
 */
export function printOrigin(): string {
  prints = (prints + 1) % Number.MAX_SAFE_INTEGER;
  return `https://p${prints.toString(36)}${Math.random().toString(36).slice(2, 10)}.${RENDER_DOMAIN}`;
}

export type RequestDecision =
  | { action: 'document' }
  | { action: 'continue' }
  /** `key` names the file whatever the host or query string (but its bucket): one read per print. */
  | { action: 'file'; url: URL; key: string }
  | { action: 'block'; reason: string };

/**
 * What a print may load: its own document, `data:` URLs, and files of our file service, which are
 * read from storage with the caller's rights (never over the network). `ownHosts` are the host names
 * (with or without port; a bare name stands for any port) the studio's absolute file links use, such as
 * the tenant's hosts.
 */
export function decideRequest(
  rawUrl: string,
  ownHosts: { has(host: string): boolean },
  documentOrigin: string = RENDER_ORIGIN,
): RequestDecision {
  if (rawUrl.startsWith('data:')) return { action: 'continue' };
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { action: 'block', reason: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { action: 'block', reason: `${url.protocol} URL` };
  if (url.username || url.password) return { action: 'block', reason: 'credentials in URL' };
  const ours = url.origin === documentOrigin || ownHosts.has(url.host.toLowerCase()) || ownHosts.has(url.hostname);
  if (!ours) return { action: 'block', reason: 'another host' };
  if (url.origin === documentOrigin && url.pathname === '/document') return { action: 'document' };
  if (url.pathname.startsWith(`${FILES_PATH}/`))
    return { action: 'file', url, key: `${url.pathname}?${url.searchParams.get('bucketName') ?? ''}` };
  return { action: 'block', reason: 'not the file service' };
}

/**
 * The document's own policy: scripts may run (wkhtmltopdf runs them) but may connect nowhere, open no
 * frames, workers, plugins, forms or popups. Storage is not shared between prints because each print
 * has its own browser context (and its own origin).
 */
export const DOCUMENT_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline' data: *",
  'img-src data: *',
  'font-src data: *',
  "connect-src 'none'",
  "frame-src 'none'",
  "child-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "media-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  // No forms, popups or navigation of the top frame; the origin stays (an opaque one costs a process).
  'sandbox allow-scripts allow-same-origin',
].join('; ');
