import { and, desc, eq, gt, lt, notExists } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { appPreviewLinks, appUnpublished } from './lifecycle.tables';
import type { VersionRow } from './publish.repository';
import { appVersions } from './publish.tables';

/** Whether an app is offline (unpublished) and its private preview links: SQL and the tenant filter. */
export function createLifecycleRepository(db: Database) {
  return {
    /** The latest version, unless the app has been unpublished since. */
    async live(tenantId: string, appId: string): Promise<VersionRow | null> {
      const offline = db
        .select()
        .from(appUnpublished)
        .where(and(eq(appUnpublished.tenantId, appVersions.tenantId), eq(appUnpublished.appId, appVersions.appId)));
      const [row] = await db
        .select()
        .from(appVersions)
        .where(ofTenant(appVersions, tenantId, eq(appVersions.appId, appId), notExists(offline)))
        .orderBy(desc(appVersions.version))
        .limit(1);
      return row ?? null;
    },

    async unpublish(tenantId: string, appId: string, actor: Actor) {
      await db
        .insert(appUnpublished)
        .values({ tenantId, appId, unpublishedById: actor.userId, unpublishedBy: actor.username })
        .onConflictDoNothing();
    },

    /** A publish or rollback puts the app online again. */
    async republish(tenantId: string, appId: string) {
      await db.delete(appUnpublished).where(ofTenant(appUnpublished, tenantId, eq(appUnpublished.appId, appId)));
    },

    async addPreviewLink(tenantId: string, appId: string, tokenHash: string, expiresAt: Date, actor: Actor) {
      // Expired links of any app go when a new one is made: the table stays small.
      await db.delete(appPreviewLinks).where(lt(appPreviewLinks.expiresAt, new Date()));
      await db.insert(appPreviewLinks).values({ tokenHash, tenantId, appId, expiresAt, createdById: actor.userId });
    },

    /** The tenant and app of an unexpired preview link (the token is the only key: it names its tenant). */
    async findPreviewLink(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ tenantId: appPreviewLinks.tenantId, appId: appPreviewLinks.appId })
        .from(appPreviewLinks)
        .where(and(eq(appPreviewLinks.tokenHash, tokenHash), gt(appPreviewLinks.expiresAt, now)));
      return row ?? null;
    },
  };
}
export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
