import { ALL_TENANTS, type GenerationCache } from '../../platform/cache/generation-cache';
import type { HostRow } from './tenants.repository';

type HostDirectorySource = {
  allHosts(): Promise<HostRow[]>;
  pendingHosts(): Promise<string[]>;
};

/**
 * Every host a visitor may arrive on (which tenant and app holds it, and whether it still waits for its
 * DNS proof), read once per generation of the 'hosts' scope. Hosts are looked up across tenants, so the
 * scope has one generation for all of them (migration hosts_cache_generation): adding, removing, moving
 * or verifying a host in any process raises it. A visitor's snapshot and guest token then find their
 * host without a query, and a request for an unknown host costs none either.
 */
export function createHostDirectory(deps: { source: HostDirectorySource; cache: GenerationCache }) {
  const { source, cache } = deps;
  const current = () =>
    cache.read(ALL_TENANTS, 'hosts', 'host-directory', async () => {
      const hosts = await source.allHosts();
      const pending = await source.pendingHosts();
      return { byHost: new Map(hosts.map((row) => [row.host, row])), pending: new Set(pending) };
    });
  return {
    /** The rows of these exact hosts, whichever tenant holds them (as `TenantsRepository.findHosts`). */
    async findHosts(hosts: string[]): Promise<HostRow[]> {
      const { byHost } = await current();
      return hosts.flatMap((host) => byHost.get(host) ?? []);
    },
    /** Whether a host waits for its DNS proof (as `AppDomainsRepository.isPending`). */
    async isPending(host: string): Promise<boolean> {
      return (await current()).pending.has(host);
    },
  };
}
export type HostDirectory = ReturnType<typeof createHostDirectory>;
