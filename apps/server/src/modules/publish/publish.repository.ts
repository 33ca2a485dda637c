import type { TPublishedApp } from '@carrier/contracts';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { appVersions } from './publish.tables';

export type VersionRow = typeof appVersions.$inferSelect;
export type NewVersion = {
  snapshot: Omit<TPublishedApp, 'version' | 'publishedAt'>;
  note: string | null;
  rolledBackFrom: number | null;
};

/** The published versions of a tenant's apps: SQL and the tenant filter. */
export function createPublishRepository(db: Database) {
  return {
    async list(tenantId: string, appId: string): Promise<VersionRow[]> {
      return db
        .select()
        .from(appVersions)
        .where(ofTenant(appVersions, tenantId, eq(appVersions.appId, appId)))
        .orderBy(desc(appVersions.version));
    },

    async find(tenantId: string, appId: string, version: number): Promise<VersionRow | null> {
      const [row] = await db
        .select()
        .from(appVersions)
        .where(ofTenant(appVersions, tenantId, and(eq(appVersions.appId, appId), eq(appVersions.version, version))));
      return row ?? null;
    },

    async latest(tenantId: string, appId: string): Promise<VersionRow | null> {
      const [row] = await db
        .select()
        .from(appVersions)
        .where(ofTenant(appVersions, tenantId, eq(appVersions.appId, appId)))
        .orderBy(desc(appVersions.version))
        .limit(1);
      return row ?? null;
    },

    /** Adds the next version; the caller holds the app's row lock, so numbers never collide. */
    async insert(tenantId: string, appId: string, next: NewVersion, actor: Actor): Promise<VersionRow> {
      const [top] = await db
        .select({ value: max(appVersions.version) })
        .from(appVersions)
        .where(ofTenant(appVersions, tenantId, eq(appVersions.appId, appId)));
      const version = (top?.value ?? 0) + 1;
      const createdAt = new Date();
      const snapshot: TPublishedApp = { ...next.snapshot, version, publishedAt: createdAt.toISOString() };
      const [row] = await db
        .insert(appVersions)
        .values({
          tenantId,
          appId,
          version,
          snapshot,
          note: next.note,
          rolledBackFrom: next.rolledBackFrom,
          createdAt,
          createdById: actor.userId,
          createdBy: actor.username,
        })
        .returning();
      if (!row) throw new Error('The version was not stored.');
      return row;
    },
  };
}
export type PublishRepository = ReturnType<typeof createPublishRepository>;
