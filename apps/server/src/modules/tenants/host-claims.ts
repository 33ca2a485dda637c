import { HOST_ERRORS, ZHostName } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { StudioHosts } from './studio-hosts';
import { hostName, type TenantsRepository } from './tenants.repository';

/**
 * One spelling per host, as a browser reaches it: WHATWG URL host parsing (lower case, IDNA, IPv4 in
 * any notation: `127.1`, `0x7f.1`, `2130706433` and `0177.0.0.1` are `127.0.0.1`), no trailing dot, the
 * port as a plain number. Null when it is no bare host (credentials, a path, a bad address or port).
 */
export function canonicalHost(raw: string): string | null {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(`http://${text}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  const name = url.hostname.replace(/\.$/, '');
  // URL drops port 80 for http: the port is read as typed.
  const port = /:(\d{1,5})$/.exec(text)?.[1];
  return port === undefined ? name : `${name}:${Number(port)}`;
}

/** A host as staff type it (or a request names it), in its one spelling, or the invalid-host problem. */
export function parseHost(raw: string | null | undefined): Outcome<string> {
  const host = canonicalHost(raw ?? '');
  const parsed = host === null ? null : ZHostName.safeParse(host);
  return parsed?.success ? ok(parsed.data) : fail(HOST_ERRORS.invalid);
}

/**
 * Adds a host to the tenant, optionally for an app. A host name belongs to one tenant whatever its
 * port: `localhost:4250` is refused to a tenant when another one holds `localhost` (or any
 * `localhost:<port>`), and the other way round. No app may hold a host the studio itself answers on
 * (`studio-hosts.ts`). Run it inside a transaction: the name stays locked until the end, so two
 * tenants cannot claim one name at once.
 */
export async function claimHost(
  repository: TenantsRepository,
  tenantId: string,
  host: string,
  forApp: { appId: string; studioHosts: StudioHosts } | null = null,
): Promise<Outcome<string>> {
  const appId = forApp?.appId ?? null;
  if (forApp?.studioHosts.has(host)) return fail(HOST_ERRORS.studioHost);
  const name = hostName(host);
  await repository.lockName(name);
  const owners = await repository.ownersOfName(name);
  if (owners.some((owner) => owner !== tenantId)) return fail(HOST_ERRORS.taken);
  if (await repository.insertHost(tenantId, host, appId)) return ok(host);
  if (appId === null) return fail(HOST_ERRORS.taken);
  // The tenant already holds the host: an app may take it while no other app does.
  const own = await repository.findOwnHost(tenantId, host);
  if (own?.appId === appId || (await repository.assignFreeHost(tenantId, host, appId))) return ok(host);
  return fail(HOST_ERRORS.usedByApp(own?.appId ?? ''));
}
