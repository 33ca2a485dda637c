import { PREVIEW_QUERY } from '@carrier/contracts';

/** The address of the live app at each verified domain, on the studio's own scheme. */
export function liveLinks(domains: readonly { host: string; state: string }[], protocol = location.protocol): string[] {
  return domains.filter((domain) => domain.state === 'verified').map((domain) => `${protocol}//${domain.host}/`);
}

/** A preview link opens the draft on the studio's own origin (any host serves it with the token). */
export const previewUrl = (token: string, origin = location.origin) =>
  `${origin}/?${PREVIEW_QUERY}=${encodeURIComponent(token)}`;
