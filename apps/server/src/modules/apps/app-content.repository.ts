import { randomUUID } from 'node:crypto';
import type { TCmsComponentRoute } from '@carrier/contracts';
import { localesOfTree, scriptWithLocales, toVueTemplate, type UiNode, VUE_VERSION } from '@carrier/contracts/ui-tree';
import { and, asc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { appComponents, appPages, appThemes, cmsConfigs } from './apps.tables';

export type CmsConfigRow = typeof cmsConfigs.$inferSelect;
export type PageRow = typeof appPages.$inferSelect;
export type ComponentRow = typeof appComponents.$inferSelect;
export type NewComponent = { name: string; ast: UiNode; script: string };

export const CMS_CONFIG_SORT_COLUMNS = {
  appId: cmsConfigs.appId,
  createdAt: cmsConfigs.createdAt,
  lastModifiedAt: cmsConfigs.lastModifiedAt,
};

/** An app's CMS config, pages, components and theme. */
export function createAppContentRepository(db: Database) {
  return {
    async configs(
      tenantId: string,
      query: { where?: SQL; orderBy: SQL[]; limit: number; skip: number },
    ): Promise<CmsConfigRow[]> {
      return db
        .select()
        .from(cmsConfigs)
        .where(ofTenant(cmsConfigs, tenantId, query.where))
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.skip);
    },

    async pagesOf(tenantId: string, appIds: string[]): Promise<PageRow[]> {
      if (appIds.length === 0) return [];
      return db
        .select()
        .from(appPages)
        .where(ofTenant(appPages, tenantId, inArray(appPages.appId, appIds)))
        .orderBy(asc(appPages.appId), asc(appPages.position));
    },

    async themesOf(tenantId: string, appIds: string[]): Promise<Map<string, string>> {
      if (appIds.length === 0) return new Map();
      const rows = await db
        .select({ appId: appThemes.appId, themeJson: appThemes.themeJson })
        .from(appThemes)
        .where(ofTenant(appThemes, tenantId, inArray(appThemes.appId, appIds)));
      return new Map(rows.map((row) => [row.appId, row.themeJson]));
    },

    async writeConfig(tenantId: string, appId: string, config: Record<string, unknown>, actor: Actor) {
      const modified = { lastModifiedAt: new Date(), lastModifiedById: actor.userId, lastModifiedBy: actor.username };
      await db
        .insert(cmsConfigs)
        .values({ tenantId, appId, config, createdById: actor.userId, createdBy: actor.username, ...modified })
        .onConflictDoUpdate({ target: [cmsConfigs.tenantId, cmsConfigs.appId], set: { config, ...modified } });
    },

    /**
     * The pages become `routes`, in order: each position is written in place and those past the end are
     * deleted, so an unchanged page writes nothing to the audit trail (the CMS config's version history).
     */
    async replacePages(tenantId: string, appId: string, routes: TCmsComponentRoute[]) {
      await db
        .delete(appPages)
        .where(ofTenant(appPages, tenantId, and(eq(appPages.appId, appId), gte(appPages.position, routes.length))));
      if (routes.length === 0) return;
      await db
        .insert(appPages)
        .values(
          routes.map((route, position) => ({
            tenantId,
            appId,
            position,
            path: route.path ?? null,
            name: route.name ?? null,
            component: route.component ?? null,
            metaJsonString: route.metaJsonString ?? null,
            propsJsonString: route.propsJsonString ?? null,
            redirect: route.redirect ?? null,
            children: (route.children as Record<string, unknown> | null | undefined) ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: [appPages.tenantId, appPages.appId, appPages.position],
          set: {
            path: sql`excluded.path`,
            name: sql`excluded.name`,
            component: sql`excluded.component`,
            metaJsonString: sql`excluded.meta_json`,
            propsJsonString: sql`excluded.props_json`,
            redirect: sql`excluded.redirect`,
            children: sql`excluded.children`,
          },
        });
    },

    async setTheme(tenantId: string, appId: string, themeJson: string | null) {
      if (themeJson === null) {
        await db.delete(appThemes).where(ofTenant(appThemes, tenantId, eq(appThemes.appId, appId)));
        return;
      }
      await db
        .insert(appThemes)
        .values({ tenantId, appId, themeJson })
        .onConflictDoUpdate({
          target: [appThemes.tenantId, appThemes.appId],
          set: { themeJson, lastModifiedAt: new Date() },
        });
    },

    async insertComponents(tenantId: string, appId: string, components: NewComponent[], actor: Actor) {
      if (components.length === 0) return;
      const by = { createdById: actor.userId, createdBy: actor.username };
      await db.insert(appComponents).values(
        components.map((component) => ({
          id: randomUUID(),
          tenantId,
          appId,
          name: component.name,
          ...VUE_VERSION,
          vueTemplate: toVueTemplate(component.ast),
          editorAst: component.ast,
          editorScript: scriptWithLocales(component.script, localesOfTree(component.ast)),
          ...by,
          lastModifiedById: actor.userId,
          lastModifiedBy: actor.username,
        })),
      );
    },

    /**
     * The components the app can use: its own and the tenant library's (app_id null), by name; where the
     * app has a component of a library component's name, the app's own is the one it uses.
     */
    async componentsOf(tenantId: string, appId: string): Promise<ComponentRow[]> {
      const rows = await db
        .select()
        .from(appComponents)
        .where(ofTenant(appComponents, tenantId, or(eq(appComponents.appId, appId), isNull(appComponents.appId))))
        .orderBy(asc(appComponents.name), sql`${appComponents.appId} is null`);
      return rows.filter((row, index) => index === 0 || rows[index - 1]?.name !== row.name);
    },
  };
}
export type AppContentRepository = ReturnType<typeof createAppContentRepository>;
