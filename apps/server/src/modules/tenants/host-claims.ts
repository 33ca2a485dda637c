import { HOST_ERRORS, ZHostName } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import { hostName, type TenantsRepository } from './tenants.repository';

/** A host as staff type it, normalized (trimmed, lower case), or the invalid-host problem. */
export function parseHost(raw: string | null | undefined): Outcome<string> {
  const parsed = ZHostName.safeParse(raw ?? '');
  return parsed.success ? ok(parsed.data) : fail(HOST_ERRORS.invalid);
}

/**
 * Adds a host to the tenant, optionally for an app. A host name belongs to one tenant whatever its
 * port: `localhost:4250` is refused to a tenant when another one holds `localhost` (or any
 * `localhost:<port>`), and the other way round. Run it inside a transaction: the name stays locked
 * until the end, so two tenants cannot claim one name at once.
 */
export async function claimHost(
  repository: TenantsRepository,
  tenantId: string,
  host: string,
  appId: string | null = null,
): Promise<Outcome<string>> {
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
