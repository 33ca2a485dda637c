import { HOST_ERRORS } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import { claimHost, parseHost } from './host-claims';
import { type HostRow, hostName, type TenantsRepository } from './tenants.repository';

export type TenantSettings = {
  tenantId: string;
  hosts: string[];
  hostApps: Array<{ host: string; appId: string | null }>;
};

/** Tenant settings (hosts) and the public host lookup. No GraphQL here. */
export function createTenantsService(deps: {
  repository: TenantsRepository;
  /** Runs work on repositories bound to one transaction. */
  transaction: <T>(work: (repository: TenantsRepository) => Promise<T>) => Promise<T>;
}) {
  const { repository, transaction } = deps;
  return {
    findTenant: (tenantId: string) => repository.findTenant(tenantId),

    /**
     * Which tenant (and app) a host belongs to: the host as given, else its name without the port.
     * Should rows of one name ever disagree, the holder of the bare name wins, never a port claimer.
     */
    async resolveHost(raw: string | null | undefined): Promise<HostRow | null> {
      const host = parseHost(raw);
      if (!host.ok) return null;
      const name = hostName(host.value);
      const rows = await repository.findHosts([...new Set([host.value, name])]);
      const exact = rows.find((row) => row.host === host.value);
      const bare = rows.find((row) => row.host === name);
      if (exact && bare && exact.tenantId !== bare.tenantId) return bare;
      return exact ?? bare ?? null;
    },

    async settings(session: Session): Promise<TenantSettings> {
      const hostApps = await repository.listHosts(session.tenantId);
      return { tenantId: session.tenantId, hosts: hostApps.map((row) => row.host), hostApps };
    },

    async addHost(session: Session, raw: string | null | undefined): Promise<Outcome<string>> {
      const host = parseHost(raw);
      if (!host.ok) return host;
      return transaction((tx) => claimHost(tx, session.tenantId, host.value));
    },

    /** A host an app uses stays until the app lets go of it. */
    async removeHost(session: Session, raw: string | null | undefined): Promise<Outcome<string>> {
      const host = parseHost(raw);
      if (!host.ok) return fail(HOST_ERRORS.notFound);
      const own = await repository.findOwnHost(session.tenantId, host.value);
      if (!own) return fail(HOST_ERRORS.notFound);
      if (own.appId) return fail(HOST_ERRORS.usedByApp(own.appId));
      return (await repository.removeHost(session.tenantId, host.value)) ? ok(host.value) : fail(HOST_ERRORS.notFound);
    },
  };
}
