import { randomUUID } from 'node:crypto';
import { productIdLabel, type TBundleApp, ZBundleAppRow, ZBundleComponent, ZBundlePage } from '@carrier/contracts';
import { normalizeTree, type UiNode } from '@carrier/contracts/ui-tree';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { inTurn } from '../../platform/db/in-turn';
import { ofTenant } from '../../platform/db/tenant-scope';
import { appComponents, appPages, apps, appThemes, cmsConfigs } from '../apps/apps.tables';
import type { DbExecutor } from '../l10n/l10n.repository';
import { createGuestIdentityRepository } from '../publish/guest-identity.repository';
import { appGuests } from '../publish/guest-identity.tables';
import { quoteProductsOf } from '../publish/quote.checks';
import { appKey, canonicalJson, type PartEntry, pick, sortedBy } from './bundle';

/** An app with its config, pages, theme and own components (not the tenant's shared library), or null. */
export async function readApp(db: DbExecutor, tenantId: string, appId: string): Promise<TBundleApp | null> {
  const ofApp = <T extends { tenantId: PgColumn; appId: PgColumn }>(table: T) =>
    ofTenant(table, tenantId, eq(table.appId, appId));
  const [row] = await db.select().from(apps).where(ofApp(apps));
  if (!row) return null;
  // Inside the promotion's transaction: one query at a time.
  const [[config], pages, [theme], components, [guest]] = await inTurn(
    () => db.select().from(cmsConfigs).where(ofApp(cmsConfigs)),
    () => db.select().from(appPages).where(ofApp(appPages)).orderBy(appPages.position),
    () => db.select().from(appThemes).where(ofApp(appThemes)),
    () =>
      db
        .select()
        .from(appComponents)
        .where(ofTenant(appComponents, tenantId, eq(appComponents.appId, appId))),
    () => db.select({ enabled: appGuests.enabled }).from(appGuests).where(ofApp(appGuests)),
  );
  const trees = components
    .map((component) => normalizeTree(component.editorAst))
    .filter((tree): tree is UiNode => tree !== null);
  const json = <T>(value: T): T => JSON.parse(canonicalJson(value)) as T;
  return {
    appId,
    row: json(pick(ZBundleAppRow, row)),
    config: config ? json(config.config) : null,
    theme: theme?.themeJson ?? null,
    pages: pages.map((page) => json(pick(ZBundlePage, page))),
    components: sortedBy(
      components.map((component) => json(pick(ZBundleComponent, component))),
      (component) => component.name,
    ),
    // An app without a guest row gets one, enabled, on first use (guest-identity.repository.ts).
    guestAccess: guest?.enabled ?? true,
    products: quoteProductsOf(trees).map(productIdLabel).sort(),
  };
}

export function appEntries(part: TBundleApp, requiredBy: string | null): PartEntry[] {
  const key = appKey(part.appId);
  return [
    {
      kind: 'app',
      key,
      name: part.row.appName,
      fields: { ...part.row, config: part.config, theme: part.theme, pages: part.pages, guestAccess: part.guestAccess },
      requiredBy,
    },
    ...part.components.map((component) => ({
      kind: 'component' as const,
      key: `${key}/component:${component.name}`,
      name: component.name,
      fields: component,
      requiredBy: key,
    })),
  ];
}

/** Makes the target's app equal to `part` inside the caller's transaction. */
export async function writeApp(tx: Database, tenantId: string, actor: Actor, part: TBundleApp) {
  const before = await readApp(tx, tenantId, part.appId);
  const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
  const ofApp = <T extends { tenantId: PgColumn; appId: PgColumn }>(table: T) =>
    ofTenant(table, tenantId, eq(table.appId, part.appId));
  const modified = { lastModifiedAt: new Date(), lastModifiedById: actor.userId, lastModifiedBy: actor.username };
  const created = { createdById: actor.userId, createdBy: actor.username, ...modified };
  if (!before) await tx.insert(apps).values({ tenantId, appId: part.appId, ...part.row, ...created });
  else if (!same(before.row, part.row))
    await tx
      .update(apps)
      .set({ ...part.row, ...modified })
      .where(ofApp(apps));
  if (!same(before?.config ?? null, part.config)) {
    await tx.delete(cmsConfigs).where(ofApp(cmsConfigs));
    if (part.config)
      await tx.insert(cmsConfigs).values({ tenantId, appId: part.appId, config: part.config, ...created });
  }
  if (!same(before?.theme ?? null, part.theme)) {
    await tx.delete(appThemes).where(ofApp(appThemes));
    if (part.theme !== null) await tx.insert(appThemes).values({ tenantId, appId: part.appId, themeJson: part.theme });
  }
  if (!same(before?.pages ?? [], part.pages)) {
    await tx.delete(appPages).where(ofApp(appPages));
    if (part.pages.length > 0)
      await tx
        .insert(appPages)
        .values(part.pages.map((page, position) => ({ ...page, tenantId, appId: part.appId, position })));
  }
  if (before?.guestAccess !== part.guestAccess)
    await createGuestIdentityRepository(tx).setEnabled(tenantId, part.appId, part.guestAccess, actor);
  const existing = new Map((before?.components ?? []).map((component) => [component.name, component]));
  const wanted = new Set(part.components.map((component) => component.name));
  for (const name of existing.keys())
    if (!wanted.has(name))
      await tx
        .delete(appComponents)
        .where(ofTenant(appComponents, tenantId, eq(appComponents.appId, part.appId), eq(appComponents.name, name)));
  for (const component of part.components) {
    const current = existing.get(component.name);
    if (!current)
      await tx
        .insert(appComponents)
        .values({ ...component, id: randomUUID(), tenantId, appId: part.appId, ...created });
    else if (!same(current, component))
      await tx
        .update(appComponents)
        .set({ ...component, ...modified })
        .where(
          ofTenant(
            appComponents,
            tenantId,
            eq(appComponents.appId, part.appId),
            eq(appComponents.name, component.name),
          ),
        );
  }
}
