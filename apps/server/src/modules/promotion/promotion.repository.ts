import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Role } from '../../core/roles';
import type { Database } from '../../platform/db/client';
import { users } from '../auth/auth.tables';
import { tenants } from '../tenants/tenants.tables';

export type TargetUser = { tenantId: string; name: string; userId: string; username: string; roles: Role[] };

/**
 * The one read across tenants promotion needs: the active users of other tenants with the signed-in
 * user's e-mail (users are per tenant), with their tenant's environment as its name. The service keeps the editors.
 */
export function createPromotionRepository(db: Database) {
  return {
    async emailOf(tenantId: string, userId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      return row?.email ?? null;
    },

    async sameEmailElsewhere(tenantId: string, email: string): Promise<TargetUser[]> {
      const rows = await db
        .select({
          tenantId: tenants.id,
          name: tenants.environment,
          userId: users.id,
          username: users.username,
          roles: users.roles,
        })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(and(ne(users.tenantId, tenantId), eq(users.email, email), isNull(users.deactivatedAt)))
        .orderBy(tenants.id);
      return rows.map((row) => ({ ...row, roles: row.roles as Role[] }));
    },
  };
}
