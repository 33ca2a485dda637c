import { PROMOTION_ERRORS, productIdLabel, type TPromotionStatus } from '@carrier/contracts';
import { eq } from 'drizzle-orm';
import type { Problem } from '../../core/outcome';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { FilesService } from '../files/files.service';
import { insurers } from '../insurers/insurers.tables';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { TemplateKind } from '../templates/template-kind';
import { appEntries, readApp } from './app.part';
import { appKey, type Bundle, canonicalJson, fileKey, type PartEntry, productKey, templateKey } from './bundle';
import { fileEntry, readFile } from './file.part';
import { frozenProblem, productEntries, productProblem, readProduct, treeNodeTakenProblem } from './product.part';
import { byTypeAndName, readTemplate, templateEntry, templateProblem } from './template.part';

export type FieldChange = { path: string; before: string | null; after: string | null };
export type PlanEntry = {
  kind: PartEntry['kind'];
  key: string;
  name: string;
  status: TPromotionStatus;
  changes: FieldChange[];
  requiredBy: string | null;
};
export type Plan = { entries: PlanEntry[]; errors: Problem[] };
export type PlanDeps = { db: DbExecutor; files: FilesService; kinds: ReadonlyMap<string, TemplateKind> };

const encoded = (value: unknown) => (value === undefined ? null : canonicalJson(value));

/** Who needs each item that was not selected: the first template, app or product that uses it. */
function requirers(bundle: Bundle): Map<string, string> {
  const needs = new Map<string, string>();
  const need = (key: string, by: string) => {
    if (!bundle.manifest.selected.includes(key) && !needs.has(key)) needs.set(key, by);
  };
  for (const template of bundle.manifest.templates) {
    const by = templateKey(template.type, template.name);
    for (const attached of template.attaches) need(attached, by);
    for (const file of template.files) need(fileKey(file), by);
  }
  for (const app of bundle.manifest.apps)
    for (const product of app.products) need(productKey(product), appKey(app.appId));
  return needs;
}

/** Field-by-field changes from the target's entry to the bundle's; removed parts show on their parent. */
function compare(source: PartEntry[], target: PartEntry[]): PlanEntry[] {
  const before = new Map(target.map((entry) => [entry.key, entry]));
  const planned = source.map((entry): PlanEntry => {
    const old = before.get(entry.key);
    const paths = [...new Set([...Object.keys(old?.fields ?? {}), ...Object.keys(entry.fields)])].sort();
    const changes = paths
      .map((path) => ({ path, before: old ? encoded(old.fields[path]) : null, after: encoded(entry.fields[path]) }))
      .filter((change) => change.before !== change.after);
    const status = !old ? 'new' : changes.length > 0 ? 'changed' : 'unchanged';
    return { kind: entry.kind, key: entry.key, name: entry.name, status, changes, requiredBy: entry.requiredBy };
  });
  const kept = new Set(source.map((entry) => entry.key));
  for (const gone of target.filter((entry) => !kept.has(entry.key))) {
    const slash = gone.key.lastIndexOf('/');
    const parent = planned.find((entry) => entry.key === gone.key.slice(0, slash));
    if (!parent || slash < 0) continue;
    parent.changes.push({ path: gone.key.slice(slash + 1), before: encoded(gone.fields), after: null });
    if (parent.status === 'unchanged') parent.status = 'changed';
  }
  return planned;
}

/**
 * What applying the bundle to the target tenant would do, entry by entry (new, changed, unchanged, with
 * the changed fields), and why it cannot be applied: a frozen version, an ambiguous template, a product
 * an app uses that neither the bundle nor the target has.
 */
export async function planBundle(deps: PlanDeps, tenantId: string, bundle: Bundle): Promise<Plan> {
  const { db } = deps;
  const needs = requirers(bundle);
  const requiredBy = (key: string) => needs.get(key) ?? null;
  const entries: PlanEntry[] = [];
  // Content the target would refuse from a save: rules that do not parse, template content off its schema.
  const errors: Problem[] = [
    ...bundle.manifest.products.map(productProblem),
    ...bundle.manifest.templates.map((part) => templateProblem(part, deps.kinds)),
  ].filter((problem) => problem !== null);

  for (const part of bundle.manifest.products) {
    const ref = { plan: part.plan, type: part.type, version: part.version };
    const key = productKey(productIdLabel({ ...ref, version: ref.version || null }));
    const target = await readProduct(db, tenantId, ref);
    const source = productEntries(part, requiredBy(key));
    const targetEntries = target ? productEntries(target, null).filter((entry) => entry.kind !== 'insurer') : [];
    if (part.insurer) {
      const [insurer] = await db
        .select({ name: insurers.name })
        .from(insurers)
        .where(ofTenant(insurers, tenantId, eq(insurers.id, part.insurer.id)));
      if (insurer)
        targetEntries.push({
          kind: 'insurer',
          key: `insurer:${part.insurer.id}`,
          name: insurer.name,
          fields: { name: insurer.name },
          requiredBy: null,
        });
    }
    entries.push(...compare(source, targetEntries));
    const frozen = await frozenProblem(db, tenantId, ref, { lock: false });
    if (frozen) errors.push(frozen);
    const taken = await treeNodeTakenProblem(db, tenantId, part);
    if (taken) errors.push(taken);
  }

  for (const part of bundle.manifest.templates) {
    const key = templateKey(part.type, part.name);
    const rows = await byTypeAndName(db, tenantId, part.type, part.name);
    if (rows.length > 1) errors.push(PROMOTION_ERRORS.ambiguousTemplate(part.name));
    const target = rows.length === 1 && rows[0] ? (await readTemplate(db, tenantId, rows[0])).part : null;
    entries.push(...compare([templateEntry(part, requiredBy(key))], target ? [templateEntry(target, null)] : []));
  }

  for (const file of bundle.manifest.files) {
    const target = await readFile(deps.files, tenantId, file.key);
    entries.push(
      ...compare([fileEntry(file, requiredBy(fileKey(file.key)))], target ? [fileEntry(target.file, null)] : []),
    );
  }

  const bundled = new Set(
    bundle.manifest.products.map((part) => productIdLabel({ ...part, version: part.version || null })),
  );
  for (const part of bundle.manifest.apps) {
    const target = await readApp(db, tenantId, part.appId);
    entries.push(...compare(appEntries(part, requiredBy(appKey(part.appId))), target ? appEntries(target, null) : []));
    for (const label of part.products) {
      if (bundled.has(label)) continue;
      const [plan = '', type = '', version = ''] = label.split('/');
      if (!(await readProduct(db, tenantId, { plan, type, version })))
        errors.push(PROMOTION_ERRORS.appNeedsProduct(part.appId, label));
    }
  }
  return { entries, errors };
}
