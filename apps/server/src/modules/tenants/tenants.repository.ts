import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { tenantHosts, tenants } from './tenants.tables';

export function createTenantsRepository(db: Database) {
  return {
    async findTenant(tenantId: string) {
      const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
      return tenant ?? null;
    },

    /** Public start-up lookup: which tenant a host belongs to. */
    async findHost(host: string) {
      const [row] = await db
        .select({
          host: tenantHosts.host,
          tenantId: tenantHosts.tenantId,
          clientId: tenantHosts.clientId,
          environment: tenants.environment,
        })
        .from(tenantHosts)
        .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
        .where(eq(tenantHosts.host, host));
      return row ?? null;
    },

    async listHosts(tenantId: string): Promise<string[]> {
      const rows = await db
        .select({ host: tenantHosts.host })
        .from(tenantHosts)
        .where(ofTenant(tenantHosts, tenantId))
        .orderBy(asc(tenantHosts.createdAt), asc(tenantHosts.host));
      return rows.map((row) => row.host);
    },

    /** False when the host already belongs to some tenant. */
    async addHost(tenantId: string, host: string): Promise<boolean> {
      const inserted = await db.insert(tenantHosts).values({ tenantId, host }).onConflictDoNothing().returning();
      return inserted.length > 0;
    },

    async removeHost(tenantId: string, host: string): Promise<boolean> {
      const removed = await db
        .delete(tenantHosts)
        .where(ofTenant(tenantHosts, tenantId, eq(tenantHosts.host, host)))
        .returning();
      return removed.length > 0;
    },
  };
}
export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
