import { BUNDLE_LIMITS, PROMOTION_ERRORS, productIdLabel, type TBundleManifest } from '@carrier/contracts';
import type { Problem } from '../../core/outcome';
import type { FilesService } from '../files/files.service';
import type { DbExecutor } from '../l10n/l10n.repository';
import type { TemplateRow } from '../templates/template-kind';
import { createTemplatesRepository } from '../templates/templates.repository';
import { readApp } from './app.part';
import { appKey, type Bundle, emptyManifest, fileKey, productKey, sortedBy, templateKey } from './bundle';
import { readFile } from './file.part';
import { type ProductRef, readProduct } from './product.part';
import { readTemplate } from './template.part';

/** One selected item: exactly one of a product version, a template (by id) or an app. */
export type PromotionItem = {
  productId?: { plan: string; type: string; version?: string | null } | null;
  templateId?: string | null;
  appId?: string | null;
};

const itemCount = (item: PromotionItem) =>
  [item.productId, item.templateId, item.appId].filter((value) => value !== null && value !== undefined).length;

/** The selection is well formed: not empty, not too large, each item naming exactly one thing. */
export function selectionProblem(items: readonly PromotionItem[]): Problem | null {
  if (items.length === 0) return PROMOTION_ERRORS.noItems;
  if (items.length > BUNDLE_LIMITS.items) return PROMOTION_ERRORS.tooManyItems;
  return items.every((item) => itemCount(item) === 1) ? null : PROMOTION_ERRORS.itemShape;
}

/**
 * Reads the selected items of a tenant into a bundle: each product version with its parts, each template
 * with the templates it attaches and the files it uses, each app with its parts. What is missing is
 * reported, and the rest still read (the plan shows both).
 */
export async function readBundle(
  deps: { db: DbExecutor; files: FilesService },
  tenantId: string,
  items: readonly PromotionItem[],
): Promise<{ bundle: Bundle; errors: Problem[] }> {
  const manifest: TBundleManifest = emptyManifest();
  const bytes = new Map<string, Uint8Array>();
  const errors: Problem[] = [];
  const selected = new Set<string>();
  const templateRows = new Map<string, TemplateRow>();
  const fileKeys = new Set<string>();

  for (const item of items) {
    if (item.productId) {
      const ref: ProductRef = {
        plan: item.productId.plan,
        type: item.productId.type,
        version: item.productId.version ?? '',
      };
      const label = productIdLabel(item.productId);
      const part = await readProduct(deps.db, tenantId, ref);
      if (!part) errors.push(PROMOTION_ERRORS.productNotFound(label));
      else if (!selected.has(productKey(label))) manifest.products.push(part);
      selected.add(productKey(label));
    } else if (item.templateId) {
      const row = await createTemplatesRepository(deps.db).find(tenantId, item.templateId);
      if (!row) errors.push(PROMOTION_ERRORS.templateNotFound(item.templateId));
      else {
        templateRows.set(row.id, row);
        selected.add(templateKey(row.type, row.name));
      }
    } else if (item.appId) {
      const part = await readApp(deps.db, tenantId, item.appId);
      if (!part) errors.push(PROMOTION_ERRORS.appNotFound(item.appId));
      else if (!selected.has(appKey(item.appId))) manifest.apps.push(part);
      selected.add(appKey(item.appId));
    }
  }

  // Templates, then the templates they attach (transitively), each once.
  const queue = [...templateRows.values()];
  const seen = new Set<string>();
  for (let row = queue.shift(); row; row = queue.shift()) {
    const key = templateKey(row.type, row.name);
    if (seen.has(key)) continue;
    seen.add(key);
    const { part, attached } = await readTemplate(deps.db, tenantId, row);
    manifest.templates.push(part);
    for (const file of part.files) fileKeys.add(file);
    queue.push(...attached);
  }

  for (const key of [...fileKeys].sort()) {
    const file = await readFile(deps.files, tenantId, key);
    if (!file) {
      errors.push(PROMOTION_ERRORS.fileNotFound(key));
      continue;
    }
    manifest.files.push(file.file);
    bytes.set(file.file.sha256, file.bytes);
  }

  manifest.selected = [...selected].sort();
  manifest.products = sortedBy(manifest.products, (part) => productKey(productIdLabel(part)));
  manifest.templates = sortedBy(manifest.templates, (part) => templateKey(part.type, part.name));
  manifest.apps = sortedBy(manifest.apps, (part) => part.appId);
  manifest.files = sortedBy(manifest.files, (file) => fileKey(file.key));
  return { bundle: { manifest, bytes }, errors };
}
