import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { tenantHosts, tenants } from './tenants.tables';

export type HostRow = { host: string; tenantId: string; clientId: string; appId: string | null; environment: string };

/** The host without its port: `localhost:4250` -> `localhost`. */
export const hostName = (host: string) => host.replace(/:\d+$/, '');

const selectHostRows = (db: Database) =>
  db
    .select({
      host: tenantHosts.host,
      tenantId: tenantHosts.tenantId,
      clientId: tenantHosts.clientId,
      appId: tenantHosts.appId,
      environment: tenants.environment,
    })
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .$dynamic();

export function createTenantsRepository(db: Database) {
  return {
    async findTenant(tenantId: string) {
      const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
      return tenant ?? null;
    },

    /** Public start-up lookup: the rows of these exact hosts, whichever tenant holds them. */
    async findHosts(hosts: string[]): Promise<HostRow[]> {
      return selectHostRows(db).where(inArray(tenantHosts.host, hosts));
    },

    /** Public: every host of every tenant (the host directory's one read per 'hosts' generation). */
    async allHosts(): Promise<HostRow[]> {
      return selectHostRows(db);
    },

    /** The tenants holding a host of this name, on any port or none. */
    async ownersOfName(name: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ tenantId: tenantHosts.tenantId })
        .from(tenantHosts)
        .where(sql`split_part(${tenantHosts.host}, ':', 1) = ${name}`);
      return rows.map((row) => row.tenantId);
    },

    /** Serializes claims of one host name until the end of the surrounding transaction. */
    async lockName(name: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`host:${name}`}))`);
    },

    async listHosts(tenantId: string): Promise<Array<{ host: string; appId: string | null }>> {
      return db
        .select({ host: tenantHosts.host, appId: tenantHosts.appId })
        .from(tenantHosts)
        .where(ofTenant(tenantHosts, tenantId))
        .orderBy(asc(tenantHosts.createdAt), asc(tenantHosts.host));
    },

    async findOwnHost(tenantId: string, host: string) {
      const [row] = await db
        .select({ host: tenantHosts.host, appId: tenantHosts.appId })
        .from(tenantHosts)
        .where(ofTenant(tenantHosts, tenantId, eq(tenantHosts.host, host)));
      return row ?? null;
    },

    /** False when the host is already taken. */
    async insertHost(tenantId: string, host: string, appId: string | null = null): Promise<boolean> {
      const inserted = await db
        .insert(tenantHosts)
        .values({ tenantId, host, appId })
        .onConflictDoNothing()
        .returning({ host: tenantHosts.host });
      return inserted.length > 0;
    },

    /** Gives a free host of the tenant to an app; false when it is not the tenant's or another app holds it. */
    async assignFreeHost(tenantId: string, host: string, appId: string): Promise<boolean> {
      const updated = await db
        .update(tenantHosts)
        .set({ appId })
        .where(ofTenant(tenantHosts, tenantId, eq(tenantHosts.host, host), isNull(tenantHosts.appId)))
        .returning({ host: tenantHosts.host });
      return updated.length > 0;
    },

    /** The app's hosts become free hosts of the tenant. */
    async releaseApp(tenantId: string, appId: string) {
      await db
        .update(tenantHosts)
        .set({ appId: null })
        .where(ofTenant(tenantHosts, tenantId, eq(tenantHosts.appId, appId)));
    },

    async removeHost(tenantId: string, host: string): Promise<boolean> {
      const removed = await db
        .delete(tenantHosts)
        .where(ofTenant(tenantHosts, tenantId, and(eq(tenantHosts.host, host), isNull(tenantHosts.appId))))
        .returning();
      return removed.length > 0;
    },
  };
}
export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
