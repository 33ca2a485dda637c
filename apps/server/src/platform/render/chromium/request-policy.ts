import { FILES_PATH } from '@carrier/contracts';

/**
 * The origin the printed document is served from. It is never looked up or connected to: every
 * request of a print is answered by the renderer itself (the document, data: URLs, our file service)
 * or refused.
 */
export const RENDER_ORIGIN = 'https://render.carrier.invalid';
export const DOCUMENT_URL = `${RENDER_ORIGIN}/document`;

export type RequestDecision =
  | { action: 'document' }
  | { action: 'continue' }
  | { action: 'file'; url: URL }
  | { action: 'block'; reason: string };

/**
 * What a print may load: its own document, `data:` URLs, and files of our file service, which are
 * read from storage with the caller's rights (never over the network). `ownHosts` are the host names
 * (with or without port) the studio's absolute file links use, such as the tenant's hosts.
 */
export function decideRequest(rawUrl: string, ownHosts: ReadonlySet<string>): RequestDecision {
  if (rawUrl.startsWith('data:')) return { action: 'continue' };
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { action: 'block', reason: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { action: 'block', reason: `${url.protocol} URL` };
  if (url.username || url.password) return { action: 'block', reason: 'credentials in URL' };
  const ours = url.origin === RENDER_ORIGIN || ownHosts.has(url.host.toLowerCase());
  if (!ours) return { action: 'block', reason: 'another host' };
  if (url.origin === RENDER_ORIGIN && url.pathname === '/document') return { action: 'document' };
  if (url.pathname.startsWith(`${FILES_PATH}/`)) return { action: 'file', url };
  return { action: 'block', reason: 'not the file service' };
}

/**
 * The document's own policy: scripts may run (wkhtmltopdf runs them) but may connect nowhere, and the
 * sandbox gives the document an opaque origin (no storage or cookies shared between renders).
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
  'sandbox allow-scripts',
].join('; ');
