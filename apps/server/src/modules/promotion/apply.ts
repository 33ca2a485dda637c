import { DEFAULT_BUCKET, PROMOTION_ERRORS, type TBundleTemplate } from '@carrier/contracts';
import { fail, type Outcome, ok } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { atomically } from '../../platform/db/atomically';
import { stampAuditActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import type { ObjectStorage } from '../../platform/storage/storage';
import { appendAuditEvent } from '../audit/audit.repository';
import { writeApp } from './app.part';
import { type Bundle, fileKey, templateKey } from './bundle';
import { storeObject, writeFileEntry } from './file.part';
import { type Plan, type PlanDeps, planBundle } from './plan';
import { frozenProblem, writeProduct } from './product.part';
import { writeTemplate } from './template.part';

export type ApplyDeps = PlanDeps & { db: Database; storage: ObjectStorage };
/** Where a bundle goes: the target tenant, the target's own user (the audit trail's actor), and whence. */
export type ApplyTarget = { tenantId: string; actor: Actor; source: Record<string, unknown> };

/** Templates ordered so that a template comes after the templates it attaches. */
function attachedFirst(templates: readonly TBundleTemplate[]): TBundleTemplate[] {
  const byKey = new Map(templates.map((part) => [templateKey(part.type, part.name), part]));
  const ordered: TBundleTemplate[] = [];
  const placed = new Set<string>();
  const place = (key: string, path: Set<string>) => {
    const part = byKey.get(key);
    if (!part || placed.has(key) || path.has(key)) return;
    path.add(key);
    for (const attached of part.attaches) place(attached, path);
    placed.add(key);
    ordered.push(part);
  };
  for (const key of byKey.keys()) place(key, new Set());
  return ordered;
}

/**
 * The one apply path of promotion and bundle import: plan against the target, refuse on any plan error,
 * store the bytes of new and changed files, then write everything in one transaction of the target
 * (stamped with the target's user, so its triggers record who). Nothing is written when any part fails;
 * objects stored for a failed apply are deleted again.
 */
export async function applyBundle(deps: ApplyDeps, target: ApplyTarget, bundle: Bundle): Promise<Outcome<Plan>> {
  const plan = await planBundle(deps, target.tenantId, bundle);
  const [first] = plan.errors;
  if (first) return fail(first);
  const status = new Map(plan.entries.map((entry) => [entry.key, entry.status]));
  const toStore = bundle.manifest.files.filter((file) => status.get(fileKey(file.key)) !== 'unchanged');
  const missing = toStore.find((file) => !bundle.bytes.has(file.sha256));
  if (missing) return fail(PROMOTION_ERRORS.bundleMissingFile(missing.key));
  const stored = new Map<string, string>();
  const replaced: string[] = [];
  let applied: Outcome<null>;
  try {
    for (const file of toStore)
      stored.set(
        file.key,
        await storeObject(deps.storage, target.tenantId, file, bundle.bytes.get(file.sha256) as Uint8Array),
      );
    applied = await atomically(deps.db, async (tx) => {
      await stampAuditActor(tx, target.actor);
      for (const part of bundle.manifest.products) {
        const frozen = await frozenProblem(tx, target.tenantId, part, { lock: true });
        if (frozen) return fail(frozen);
        await writeProduct(tx, target.tenantId, target.actor, part);
      }
      for (const file of bundle.manifest.files) {
        const objectId = stored.get(file.key);
        if (!objectId) continue;
        const previous = await writeFileEntry(tx, target.tenantId, target.actor, file, objectId);
        if (previous) replaced.push(previous);
      }
      const templateIds = new Map<string, string>();
      for (const part of attachedFirst(bundle.manifest.templates))
        templateIds.set(
          templateKey(part.type, part.name),
          await writeTemplate(tx, target.tenantId, target.actor, part, templateIds),
        );
      for (const part of bundle.manifest.apps) await writeApp(tx, target.tenantId, target.actor, part);
      await appendAuditEvent(tx, {
        tenantId: target.tenantId,
        actor: target.actor,
        operation: 'promoted',
        recordType: 'promotion',
        recordId: null,
        after: { ...target.source, items: bundle.manifest.selected, changed: changedKeys(plan) },
      });
      return ok(null);
    });
  } catch (error) {
    await removeObjects(deps.storage, target.tenantId, [...stored.values()]);
    throw error;
  }
  if (!applied.ok) {
    await removeObjects(deps.storage, target.tenantId, [...stored.values()]);
    return applied;
  }
  await removeObjects(deps.storage, target.tenantId, replaced);
  return ok(plan);
}

export const changedKeys = (plan: Plan) =>
  plan.entries.filter((entry) => entry.status !== 'unchanged').map((entry) => entry.key);

async function removeObjects(storage: ObjectStorage, tenantId: string, objectIds: string[]) {
  if (objectIds.length === 0) return;
  // A failure leaves only unreferenced bytes, which the storage sweep removes.
  await storage.delete(objectIds.map((id) => `${tenantId}/${DEFAULT_BUCKET}/${id}`)).catch(() => undefined);
}
