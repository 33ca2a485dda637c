import { count, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { apps } from './apps.tables';

export type AppRow = typeof apps.$inferSelect;
export type AppValues = Omit<
  typeof apps.$inferInsert,
  'tenantId' | 'createdAt' | 'createdById' | 'createdBy' | 'lastModifiedAt' | 'lastModifiedById' | 'lastModifiedBy'
>;
export type AppChanges = Partial<Omit<AppValues, 'appId' | 'template'>>;
export type AppPageSql = { where?: SQL; orderBy: SQL[]; limit: number; skip: number };

export const APP_SORT_COLUMNS = {
  appId: apps.appId,
  appName: apps.appName,
  createdAt: apps.createdAt,
  lastModifiedAt: apps.lastModifiedAt,
};

export function createAppsRepository(db: Database) {
  return {
    async page(tenantId: string, query: AppPageSql): Promise<{ totalCount: number; rows: AppRow[] }> {
      const where = ofTenant(apps, tenantId, query.where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(apps)
          .where(where)
          .orderBy(...query.orderBy)
          .limit(query.limit)
          .offset(query.skip),
        db.select({ value: count() }).from(apps).where(where),
      ]);
      return { totalCount: total?.value ?? 0, rows };
    },

    async find(tenantId: string, appId: string): Promise<AppRow | null> {
      const [row] = await db
        .select()
        .from(apps)
        .where(ofTenant(apps, tenantId, eq(apps.appId, appId)));
      return row ?? null;
    },

    /** Locks the app's row until the end of the transaction; null when there is none. */
    async lock(tenantId: string, appId: string): Promise<AppRow | null> {
      const [row] = await db
        .select()
        .from(apps)
        .where(ofTenant(apps, tenantId, eq(apps.appId, appId)))
        .for('update');
      return row ?? null;
    },

    /** False when the app id is taken in this tenant. */
    async insert(tenantId: string, values: AppValues, actor: Actor): Promise<boolean> {
      const by = { createdById: actor.userId, createdBy: actor.username };
      const inserted = await db
        .insert(apps)
        .values({ ...values, tenantId, ...by, lastModifiedById: actor.userId, lastModifiedBy: actor.username })
        .onConflictDoNothing()
        .returning({ appId: apps.appId });
      return inserted.length > 0;
    },

    async update(tenantId: string, appId: string, changes: AppChanges, actor: Actor): Promise<boolean> {
      const updated = await db
        .update(apps)
        .set({ ...changes, lastModifiedAt: new Date(), lastModifiedById: actor.userId, lastModifiedBy: actor.username })
        .where(ofTenant(apps, tenantId, eq(apps.appId, appId)))
        .returning({ appId: apps.appId });
      return updated.length > 0;
    },

    /** Its config, pages, components and theme go with it (foreign keys cascade). */
    async remove(tenantId: string, appId: string): Promise<boolean> {
      const removed = await db
        .delete(apps)
        .where(ofTenant(apps, tenantId, eq(apps.appId, appId)))
        .returning({ appId: apps.appId });
      return removed.length > 0;
    },
  };
}
export type AppsRepository = ReturnType<typeof createAppsRepository>;
