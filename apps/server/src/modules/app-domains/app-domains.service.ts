import { randomBytes } from 'node:crypto';
import {
  APP_TEST_DOMAIN,
  DOMAIN_TXT_PREFIX,
  domainTxtName,
  LIFECYCLE_ERRORS,
  PUBLISH_ERRORS,
  type TDomainState,
} from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Session } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { createAppsRepository } from '../apps/apps.repository';
import { claimHost, parseHost } from '../tenants/host-claims';
import type { HostDirectory } from '../tenants/host-directory';
import type { StudioHosts } from '../tenants/studio-hosts';
import { createTenantsRepository } from '../tenants/tenants.repository';
import { type AppDomainsRepository, createAppDomainsRepository, type DomainRow } from './app-domains.repository';
import { NO_RECORD_CODES, type TxtResolver } from './dns-txt';

export type AppDomain = {
  host: string;
  state: TDomainState;
  /** The TXT record to create while pending: its name and value. */
  txtName: string | null;
  txtValue: string | null;
  lastCheckedAt: Date | null;
  /** The last check's problem code (dns_record_missing, dns_lookup_failed), while pending. */
  lastProblem: string | null;
};

const domainOf = (row: DomainRow): AppDomain => {
  const pending = row.token !== null && row.verifiedAt === null;
  return {
    host: row.host,
    state: pending ? 'pending' : 'verified',
    txtName: pending ? domainTxtName(row.host) : null,
    txtValue: pending ? `${DOMAIN_TXT_PREFIX}${row.token}` : null,
    lastCheckedAt: row.lastCheckedAt,
    lastProblem: pending ? row.lastProblem : null,
  };
};

/** Subdomains of the test domain are ours: they need no DNS proof. */
const isTestSubdomain = (host: string) => host.replace(/:\d+$/, '').endsWith(`.${APP_TEST_DOMAIN}`);

/**
 * An app's domains: added in the studio (the host rules are host-claims' and studio-hosts'), proven by a
 * DNS TXT record before they serve the app. No GraphQL here.
 */
export function createAppDomainsService(deps: {
  db: Database;
  resolveTxt: TxtResolver;
  studioHosts: StudioHosts;
  /** Answers `serves` without a query (tenants/host-directory.ts); else the repository asks. */
  hostDirectory?: Pick<HostDirectory, 'isPending'>;
}) {
  const repository: AppDomainsRepository = createAppDomainsRepository(deps.db);
  const apps = createAppsRepository(deps.db);

  async function ownDomain(session: Session, appId: string, raw: string): Promise<Outcome<DomainRow>> {
    if (!(await apps.find(session.tenantId, appId))) return fail(PUBLISH_ERRORS.appNotFound(appId));
    const host = parseHost(raw);
    const row = host.ok ? await repository.find(session.tenantId, appId, host.value) : null;
    return row ? ok(row) : fail(LIFECYCLE_ERRORS.domainNotOfApp(raw.trim()));
  }

  /** Looks the TXT record up: null when it holds the value, else the problem to show. */
  async function txtProblem(name: string, value: string) {
    try {
      const records = await deps.resolveTxt(name);
      if (records.some((chunks) => chunks.join('').trim() === value)) return null;
      return LIFECYCLE_ERRORS.dnsRecordMissing(name, value);
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'error';
      return NO_RECORD_CODES.has(code)
        ? LIFECYCLE_ERRORS.dnsRecordMissing(name, value)
        : LIFECYCLE_ERRORS.dnsLookupFailed(name, code);
    }
  }

  return {
    async list(session: Session, appId: string): Promise<Outcome<AppDomain[]>> {
      if (!(await apps.find(session.tenantId, appId))) return fail(PUBLISH_ERRORS.appNotFound(appId));
      return ok((await repository.list(session.tenantId, appId)).map(domainOf));
    },

    /** The host joins the app: a new custom domain waits for its TXT record; a test subdomain is ready at once. */
    async add(session: Session, appId: string, raw: string): Promise<Outcome<AppDomain>> {
      const host = parseHost(raw);
      if (!host.ok) return host;
      const claimed = await deps.db.transaction(async (tx) => {
        if (!(await createAppsRepository(tx).find(session.tenantId, appId)))
          return fail(PUBLISH_ERRORS.appNotFound(appId));
        const hosts = createTenantsRepository(tx);
        const held = await hosts.findOwnHost(session.tenantId, host.value);
        const outcome = await claimHost(hosts, session.tenantId, host.value, { appId, studioHosts: deps.studioHosts });
        if (outcome.ok && !held && !isTestSubdomain(host.value))
          await createAppDomainsRepository(tx).addCheck(
            session.tenantId,
            appId,
            host.value,
            randomBytes(16).toString('hex'),
          );
        return outcome;
      });
      if (!claimed.ok) return claimed;
      const row = await repository.find(session.tenantId, appId, host.value);
      return row ? ok(domainOf(row)) : fail(LIFECYCLE_ERRORS.domainNotOfApp(host.value));
    },

    /** Checks the pending domain's TXT record now; verified, it serves the app from then on. */
    async verify(session: Session, appId: string, raw: string): Promise<Outcome<AppDomain>> {
      const found = await ownDomain(session, appId, raw);
      if (!found.ok) return found;
      const domain = domainOf(found.value);
      if (domain.state === 'verified' || !domain.txtName || !domain.txtValue)
        return fail(LIFECYCLE_ERRORS.domainAlreadyVerified(domain.host));
      const problem = await txtProblem(domain.txtName, domain.txtValue);
      await repository.recordCheck(session.tenantId, domain.host, problem === null, problem?.code ?? null);
      if (problem) return fail(problem);
      const row = await repository.find(session.tenantId, appId, domain.host);
      return row ? ok(domainOf(row)) : fail(LIFECYCLE_ERRORS.domainNotOfApp(domain.host));
    },

    /** The domain leaves the app and the tenant. */
    async remove(session: Session, appId: string, raw: string): Promise<Outcome<string>> {
      const found = await ownDomain(session, appId, raw);
      if (!found.ok) return found;
      return (await repository.remove(session.tenantId, appId, found.value.host))
        ? ok(found.value.host)
        : fail(LIFECYCLE_ERRORS.domainNotOfApp(found.value.host));
    },

    /** Public: a host serves its app unless it still waits for its DNS proof. */
    serves: async (host: string) => !(await (deps.hostDirectory ?? repository).isPending(host)),
  };
}
