import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { tenantHosts } from '../tenants/tenants.tables';
import { appDomainChecks } from './app-domains.tables';

export type DomainRow = {
  host: string;
  token: string | null;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  lastProblem: string | null;
};

/** An app's hosts with their DNS verification: SQL and the tenant filter. */
export function createAppDomainsRepository(db: Database) {
  return {
    async list(tenantId: string, appId: string): Promise<DomainRow[]> {
      return db
        .select({
          host: tenantHosts.host,
          token: appDomainChecks.token,
          verifiedAt: appDomainChecks.verifiedAt,
          lastCheckedAt: appDomainChecks.lastCheckedAt,
          lastProblem: appDomainChecks.lastProblem,
        })
        .from(tenantHosts)
        .leftJoin(appDomainChecks, eq(appDomainChecks.host, tenantHosts.host))
        .where(ofTenant(tenantHosts, tenantId, eq(tenantHosts.appId, appId)))
        .orderBy(asc(tenantHosts.createdAt), asc(tenantHosts.host));
    },

    async find(tenantId: string, appId: string, host: string): Promise<DomainRow | null> {
      const rows = await this.list(tenantId, appId);
      return rows.find((row) => row.host === host) ?? null;
    },

    async addCheck(tenantId: string, appId: string, host: string, token: string) {
      await db.insert(appDomainChecks).values({ tenantId, appId, host, token }).onConflictDoNothing();
    },

    async recordCheck(tenantId: string, host: string, verified: boolean, problem: string | null) {
      const now = new Date();
      await db
        .update(appDomainChecks)
        .set({ lastCheckedAt: now, lastProblem: problem, ...(verified ? { verifiedAt: now } : {}) })
        .where(ofTenant(appDomainChecks, tenantId, eq(appDomainChecks.host, host)));
    },

    /** Public: whether a host waits for its DNS proof (it serves no app until then). */
    async isPending(host: string): Promise<boolean> {
      const [row] = await db
        .select({ verifiedAt: appDomainChecks.verifiedAt })
        .from(appDomainChecks)
        .where(eq(appDomainChecks.host, host));
      return row !== undefined && row.verifiedAt === null;
    },

    /** Public: every host that waits for its DNS proof (the host directory's read). */
    async pendingHosts(): Promise<string[]> {
      const rows = await db
        .select({ host: appDomainChecks.host })
        .from(appDomainChecks)
        .where(isNull(appDomainChecks.verifiedAt));
      return rows.map((row) => row.host);
    },

    /** The host leaves the tenant (its check goes with it). */
    async remove(tenantId: string, appId: string, host: string): Promise<boolean> {
      const removed = await db
        .delete(tenantHosts)
        .where(ofTenant(tenantHosts, tenantId, and(eq(tenantHosts.host, host), eq(tenantHosts.appId, appId))))
        .returning({ host: tenantHosts.host });
      return removed.length > 0;
    },
  };
}
export type AppDomainsRepository = ReturnType<typeof createAppDomainsRepository>;
