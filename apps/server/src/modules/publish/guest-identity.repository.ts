import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { appGuests } from './guest-identity.tables';

export type GuestIdentity = typeof appGuests.$inferSelect;

/** The apps' guest identities: SQL and the tenant filter. */
export function createGuestIdentityRepository(db: Database) {
  return {
    /** The app's guest, made now when it has none yet (apps of older releases get theirs on first use). */
    async ensure(tenantId: string, appId: string, enabled = true): Promise<GuestIdentity> {
      await db.insert(appGuests).values({ tenantId, appId, id: randomUUID(), enabled }).onConflictDoNothing();
      const found = await this.find(tenantId, appId);
      if (!found) throw new Error(`The guest of ${appId} could not be made.`);
      return found;
    },

    async find(tenantId: string, appId: string): Promise<GuestIdentity | null> {
      const [row] = await db
        .select()
        .from(appGuests)
        .where(ofTenant(appGuests, tenantId, eq(appGuests.appId, appId)));
      return row ?? null;
    },

    async findMany(tenantId: string, appIds: string[]): Promise<Map<string, GuestIdentity>> {
      if (appIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(appGuests)
        .where(ofTenant(appGuests, tenantId, inArray(appGuests.appId, appIds)));
      return new Map(rows.map((row) => [row.appId, row]));
    },

    /** Turns guest access on or off; the caller holds the app's row lock. */
    async setEnabled(tenantId: string, appId: string, enabled: boolean, actor: Actor): Promise<GuestIdentity> {
      await this.ensure(tenantId, appId, enabled);
      const [row] = await db
        .update(appGuests)
        .set({ enabled, lastModifiedAt: new Date(), lastModifiedById: actor.userId, lastModifiedBy: actor.username })
        .where(ofTenant(appGuests, tenantId, eq(appGuests.appId, appId)))
        .returning();
      if (!row) throw new Error(`The guest of ${appId} could not be changed.`);
      return row;
    },
  };
}
export type GuestIdentityRepository = ReturnType<typeof createGuestIdentityRepository>;
