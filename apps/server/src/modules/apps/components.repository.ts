import { randomUUID } from 'node:crypto';
import { VUE_VERSION } from '@carrier/contracts/ui-tree';
import { count, eq, isNull, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import { asActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { appComponents } from './apps.tables';

export type ComponentRow = typeof appComponents.$inferSelect;
export type ComponentValues = {
  name: string;
  framework: string;
  version: string;
  vueTemplate: string;
  editorAst: unknown;
  editorScript: string;
  componentJson: string;
  status: string;
};

export const COMPONENT_SORT_COLUMNS = {
  name: appComponents.name,
  createdAt: appComponents.createdAt,
  lastModifiedAt: appComponents.lastModifiedAt,
  status: appComponents.status,
};

/** The components of a tenant's apps: SQL and the tenant filter. */
export function createComponentsRepository(db: Database) {
  return {
    async page(
      tenantId: string,
      query: { where?: SQL; orderBy: SQL[]; limit: number; skip: number },
    ): Promise<{ totalCount: number; rows: ComponentRow[] }> {
      const where = ofTenant(appComponents, tenantId, query.where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(appComponents)
          .where(where)
          .orderBy(...query.orderBy)
          .limit(query.limit)
          .offset(query.skip),
        db.select({ value: count() }).from(appComponents).where(where),
      ]);
      return { totalCount: total?.value ?? 0, rows };
    },

    async find(tenantId: string, id: string): Promise<ComponentRow | null> {
      const [row] = await db
        .select()
        .from(appComponents)
        .where(ofTenant(appComponents, tenantId, eq(appComponents.id, id)));
      return row ?? null;
    },

    /** The new component's id, or null when the app (or the library, appId null) has one of that name. */
    async insert(
      tenantId: string,
      appId: string | null,
      values: ComponentValues,
      actor: Actor,
    ): Promise<string | null> {
      const id = randomUUID();
      const rows = await db
        .insert(appComponents)
        .values({
          id,
          tenantId,
          appId,
          ...VUE_VERSION,
          ...values,
          createdById: actor.userId,
          createdBy: actor.username,
          lastModifiedById: actor.userId,
          lastModifiedBy: actor.username,
        })
        .onConflictDoNothing()
        .returning({ id: appComponents.id });
      return rows[0]?.id ?? null;
    },

    async update(tenantId: string, id: string, values: Partial<ComponentValues>, actor: Actor): Promise<boolean> {
      const rows = await db
        .update(appComponents)
        .set({ ...values, lastModifiedAt: new Date(), lastModifiedById: actor.userId, lastModifiedBy: actor.username })
        .where(ofTenant(appComponents, tenantId, eq(appComponents.id, id)))
        .returning({ id: appComponents.id });
      return rows.length > 0;
    },

    async nameTaken(tenantId: string, appId: string | null, name: string, exceptId?: string): Promise<boolean> {
      const ofApp = appId === null ? isNull(appComponents.appId) : eq(appComponents.appId, appId);
      const rows = await db
        .select({ id: appComponents.id })
        .from(appComponents)
        .where(ofTenant(appComponents, tenantId, ofApp, eq(appComponents.name, name)));
      return rows.some((row) => row.id !== exceptId);
    },

    async remove(tenantId: string, id: string, actor: Actor): Promise<boolean> {
      const rows = await asActor(db, actor, (tx) =>
        tx
          .delete(appComponents)
          .where(ofTenant(appComponents, tenantId, eq(appComponents.id, id)))
          .returning({ id: appComponents.id }),
      );
      return rows.length > 0;
    },
  };
}
export type ComponentsRepository = ReturnType<typeof createComponentsRepository>;
