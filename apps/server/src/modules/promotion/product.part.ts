import { randomUUID } from 'node:crypto';
import {
  PROMOTION_ERRORS,
  productIdLabel,
  productKeyPrefix,
  type TBundleProduct,
  ZBundleBenefit,
  ZBundleCode,
  ZBundlePricingSettings,
  ZBundleProductRow,
  ZBundleRateTable,
  ZBundleTestCase,
  ZBundleTreeNode,
  ZBundleVariable,
} from '@carrier/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { inTurn } from '../../platform/db/in-turn';
import { ofTenant } from '../../platform/db/tenant-scope';
import { insurers } from '../insurers/insurers.tables';
import { createL10nRepository, type DbExecutor, keyStartsWith } from '../l10n/l10n.repository';
import { l10nTexts } from '../l10n/l10n.tables';
import { createFreezeGuard } from '../pricing/freeze';
import { productAdjustmentCodes, productPricingSettings, ratingTestCases } from '../pricing/pricing.tables';
import { productRateTables } from '../pricing/rate-tables.tables';
import { productRatingDictionary } from '../pricing/rating-dictionary.tables';
import { storedRuleProblem } from '../pricing/stored-rule';
import { productTreeNodes } from '../product-trees/product-trees.tables';
import { createBenefitsRepository } from '../products/benefits.repository';
import { createProductsRepository } from '../products/products.repository';
import { products } from '../products/products.tables';
import { type PartEntry, pick, productKey, sortedBy } from './bundle';

export type ProductRef = { plan: string; type: string; version: string };
const labelOf = (ref: ProductRef) => productIdLabel({ ...ref, version: ref.version || null });
const prefixOf = (ref: ProductRef) => `${productKeyPrefix({ ...ref, version: ref.version || null })}-`;

async function productRow(db: DbExecutor, tenantId: string, ref: ProductRef) {
  const [row] = await db
    .select()
    .from(products)
    .where(
      ofTenant(
        products,
        tenantId,
        and(eq(products.plan, ref.plan), eq(products.type, ref.type), eq(products.version, ref.version)),
      ),
    );
  return row ?? null;
}

/** A product version with everything a release freezes of it, as a bundle carries it; null when absent. */
export async function readProduct(db: DbExecutor, tenantId: string, ref: ProductRef): Promise<TBundleProduct | null> {
  const row = await productRow(db, tenantId, ref);
  if (!row) return null;
  const ofProduct = <T extends { tenantId: PgColumn; productId: PgColumn }>(table: T) =>
    ofTenant(table, tenantId, eq(table.productId, row.id));
  const [insurer] = row.insurerId
    ? await db
        .select({ id: insurers.id, name: insurers.name })
        .from(insurers)
        .where(ofTenant(insurers, tenantId, eq(insurers.id, row.insurerId)))
    : [];
  const prefix = prefixOf(row);
  // Inside the promotion's transaction: one query at a time.
  const [benefits, texts, codes, settings, dictionary, rateTables, testCases, tree] = await inTurn(
    () => createBenefitsRepository(db).ofProduct(tenantId, row.id),
    () =>
      db
        .select({ key: l10nTexts.key, locale: l10nTexts.locale, value: l10nTexts.value })
        .from(l10nTexts)
        .where(ofTenant(l10nTexts, tenantId, keyStartsWith(prefix))),
    () => db.select().from(productAdjustmentCodes).where(ofProduct(productAdjustmentCodes)),
    () => db.select().from(productPricingSettings).where(ofProduct(productPricingSettings)),
    () => db.select().from(productRatingDictionary).where(ofProduct(productRatingDictionary)),
    () => db.select().from(productRateTables).where(ofProduct(productRateTables)),
    () => db.select().from(ratingTestCases).where(ofProduct(ratingTestCases)),
    () =>
      row.productTreeId
        ? db
            .select()
            .from(productTreeNodes)
            .where(ofTenant(productTreeNodes, tenantId, eq(productTreeNodes.rootId, row.productTreeId)))
        : [],
  );
  return {
    plan: row.plan,
    type: row.type,
    version: row.version,
    // A productTreeId naming no node of this tenant refers to nothing: it travels as none.
    row: pick(ZBundleProductRow, { ...row, productTreeId: tree.length > 0 ? row.productTreeId : null }),
    insurer: insurer ?? null,
    // Benefits keep their order (the product shows them so); everything else is sorted by its key.
    benefits: benefits.map((benefit) => pick(ZBundleBenefit, benefit)),
    texts: sortedBy(
      texts.map((text) => ({ key: text.key.slice(prefix.length), locale: text.locale, value: text.value })),
      (text) => `${text.key}\u0000${text.locale}`,
    ),
    codes: sortedBy(
      codes.map((code) => pick(ZBundleCode, code)),
      (code) => `${code.kind}\u0000${code.code}`,
    ),
    settings: settings[0] ? pick(ZBundlePricingSettings, settings[0]) : null,
    dictionary: sortedBy(
      dictionary.map((variable) => pick(ZBundleVariable, variable)),
      (variable) => `${String(variable.order).padStart(10, '0')}\u0000${variable.name}`,
    ),
    rateTables: sortedBy(
      rateTables.map((table) => pick(ZBundleRateTable, table)),
      (table) => table.name,
    ),
    testCases: sortedBy(
      testCases.map((testCase) => pick(ZBundleTestCase, testCase)),
      (testCase) => testCase.name,
    ),
    // The root first, then the nodes grouped by parent, each group in its position order.
    tree: sortedBy(
      tree.map((node) => pick(ZBundleTreeNode, node)),
      (node) =>
        node.parentId === null
          ? ''
          : `${node.parentId}\u0000${String(node.position).padStart(10, '0')}\u0000${node.id}`,
    ),
  };
}

/** The plan's entries of a product version: the version, then each of its parts, keyed under it. */
export function productEntries(part: TBundleProduct, requiredBy: string | null): PartEntry[] {
  const label = labelOf(part);
  const key = productKey(label);
  const child = (kind: PartEntry['kind'], id: string, name: string, fields: object): PartEntry => ({
    kind,
    key: `${key}/${kind}:${id}`,
    name,
    fields: fields as Record<string, unknown>,
    requiredBy: key,
  });
  return [
    { kind: 'product', key, name: label, fields: part.row, requiredBy },
    ...(part.insurer
      ? [
          {
            kind: 'insurer' as const,
            key: `insurer:${part.insurer.id}`,
            name: part.insurer.name,
            fields: { name: part.insurer.name },
            requiredBy: key,
          },
        ]
      : []),
    ...part.benefits.map((benefit) =>
      child(
        'benefit',
        `${benefit.typeId}:${benefit.optionKey}`,
        benefit.optionKey ? `${benefit.typeId} ${benefit.optionKey}` : benefit.typeId,
        benefit,
      ),
    ),
    ...part.texts.map((text) =>
      child('text', `${text.key}@${text.locale}`, `${text.key} (${text.locale})`, { value: text.value }),
    ),
    ...part.codes.map((code) => child('code', `${code.kind}:${code.code}`, code.code, code)),
    ...(part.settings ? [child('pricingSettings', 'settings', 'premium settings', part.settings)] : []),
    ...part.dictionary.map((variable) => child('variable', variable.name, variable.name, variable)),
    ...part.rateTables.map((table) => child('rateTable', table.name, table.name, table)),
    ...part.testCases.map((testCase) => child('testCase', testCase.name, testCase.name, testCase)),
    ...part.tree.map((node) => child('treeNode', node.id, node.alias ?? node.ref ?? node.id, node)),
  ];
}

/** Rules of an untrusted bundle are checked as a save checks them. */
export function productProblem(part: TBundleProduct): Problem | null {
  const what = `product ${labelOf(part)}`;
  if (part.row.insurerId !== null && part.insurer?.id !== part.row.insurerId)
    return PROMOTION_ERRORS.invalidContent(what, `the insurer ${part.row.insurerId} is not in the bundle`);
  const rules: Array<[string, string | null]> = [
    ['amountLogic', part.row.amountLogic],
    ['underwritingRules', part.row.underwritingRules],
    ...part.codes.flatMap(
      (code): Array<[string, string | null]> => [
        [`code ${code.code} calculationLogic`, code.calculationLogic],
        [`code ${code.code} conditionLogic`, code.conditionLogic],
      ],
    ),
  ];
  for (const [field, rule] of rules) {
    const problem = storedRuleProblem(field, rule);
    if (problem) return PROMOTION_ERRORS.invalidContent(what, problem.message);
  }
  return treeProblem(part, what);
}

/** The tree is whole: its root is the product's productTreeId and every other node hangs under a node of it. */
function treeProblem(part: TBundleProduct, what: string): Problem | null {
  const rootId = part.row.productTreeId;
  if (rootId === null)
    return part.tree.length === 0
      ? null
      : PROMOTION_ERRORS.invalidContent(what, 'it has tree nodes but no productTreeId');
  const ids = new Set(part.tree.map((node) => node.id));
  if (ids.size !== part.tree.length) return PROMOTION_ERRORS.invalidContent(what, 'a tree node id repeats');
  const roots = part.tree.filter((node) => node.parentId === null);
  if (roots.length !== 1 || roots[0]?.id !== rootId)
    return PROMOTION_ERRORS.invalidContent(what, `the product tree ${rootId} is not in the bundle`);
  const orphan = part.tree.find((node) => node.parentId !== null && !ids.has(node.parentId));
  return orphan
    ? PROMOTION_ERRORS.invalidContent(
        what,
        `the tree node ${orphan.id} hangs under ${orphan.parentId}, which is not in the bundle`,
      )
    : null;
}

/** Tree node ids are unique in a tenant: one the target uses in another tree cannot be written. */
export async function treeNodeTakenProblem(db: DbExecutor, tenantId: string, part: TBundleProduct) {
  const rootId = part.row.productTreeId;
  if (rootId === null || part.tree.length === 0) return null;
  const [taken] = await db
    .select({ id: productTreeNodes.id })
    .from(productTreeNodes)
    .where(
      ofTenant(
        productTreeNodes,
        tenantId,
        and(
          inArray(
            productTreeNodes.id,
            part.tree.map((node) => node.id),
          ),
          ne(productTreeNodes.rootId, rootId),
        ),
      ),
    )
    .limit(1);
  return taken ? PROMOTION_ERRORS.treeNodeTaken(labelOf(part), taken.id) : null;
}

/** The frozen-target refusal, when the target holds this version in a release. */
export async function frozenProblem(
  db: DbExecutor,
  tenantId: string,
  ref: ProductRef,
  options: { lock: boolean },
): Promise<Problem | null> {
  const row = await productRow(db, tenantId, ref);
  const guard = createFreezeGuard(db);
  return row && (await (options.lock ? guard.isFrozenLocked : guard.isFrozen)(tenantId, row.id))
    ? PROMOTION_ERRORS.frozenTarget(labelOf(ref))
    : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Makes the target's version equal to `part` inside the caller's transaction: the row is inserted or
 * updated, and each kind of part that differs is replaced as a whole. The caller checked it is not frozen.
 */
export async function writeProduct(tx: DbExecutor, tenantId: string, actor: Actor, part: TBundleProduct) {
  const who = { lastModifiedById: actor.userId, lastModifiedBy: actor.username, lastModifiedAt: new Date() };
  const created = { createdById: actor.userId, createdBy: actor.username, createdAt: new Date(), ...who };
  if (part.insurer)
    await tx
      .insert(insurers)
      .values({
        tenantId,
        id: part.insurer.id,
        name: part.insurer.name,
        createdBy: actor.username,
        lastModifiedBy: actor.username,
      })
      .onConflictDoUpdate({ target: [insurers.tenantId, insurers.id], set: { name: part.insurer.name } });
  const ref = { plan: part.plan, type: part.type, version: part.version };
  const existing = await productRow(tx, tenantId, ref);
  const before = existing ? await readProduct(tx, tenantId, ref) : null;
  const productId = existing?.id ?? randomUUID();
  if (existing) {
    if (!same(before?.row, part.row))
      await createProductsRepository(tx).update(tenantId, productId, { ...part.row, ...who });
  } else {
    await createProductsRepository(tx).insert({ id: productId, tenantId, ...ref, ...part.row, ...created });
  }
  const ofProduct = <T extends { tenantId: PgColumn; productId: PgColumn }>(table: T) =>
    ofTenant(table, tenantId, eq(table.productId, productId));
  const changed = (pick: (product: TBundleProduct) => unknown) => !before || !same(pick(before), pick(part));
  const owned = { tenantId, productId };
  if (changed((p) => p.benefits)) {
    const benefits = createBenefitsRepository(tx);
    await benefits.remove(
      tenantId,
      productId,
      (await benefits.ofProduct(tenantId, productId)).map((row) => row.seq),
    );
    await benefits.insert(tenantId, productId, part.benefits);
  }
  if (changed((p) => p.texts)) {
    const prefix = prefixOf(ref);
    const l10n = createL10nRepository(tx);
    await l10n.removeByPrefix(tenantId, prefix);
    await l10n.upsert(
      tenantId,
      part.texts.map((text) => ({ ...text, key: prefix + text.key })),
    );
  }
  if (changed((p) => p.codes)) {
    await tx.delete(productAdjustmentCodes).where(ofProduct(productAdjustmentCodes));
    if (part.codes.length > 0)
      await tx
        .insert(productAdjustmentCodes)
        .values(part.codes.map((code) => ({ ...code, id: randomUUID(), ...owned, ...created })));
  }
  if (changed((p) => p.settings)) {
    await tx.delete(productPricingSettings).where(ofProduct(productPricingSettings));
    if (part.settings) await tx.insert(productPricingSettings).values({ ...part.settings, ...owned, ...created });
  }
  if (changed((p) => p.dictionary)) {
    await tx.delete(productRatingDictionary).where(ofProduct(productRatingDictionary));
    if (part.dictionary.length > 0)
      await tx.insert(productRatingDictionary).values(
        part.dictionary.map((variable) => ({
          ...variable,
          id: randomUUID(),
          ...owned,
          createdById: actor.userId,
          createdBy: actor.username,
        })),
      );
  }
  if (changed((p) => p.rateTables)) {
    await tx.delete(productRateTables).where(ofProduct(productRateTables));
    if (part.rateTables.length > 0)
      await tx
        .insert(productRateTables)
        .values(part.rateTables.map((table) => ({ ...table, id: randomUUID(), ...owned, ...created })));
  }
  if (changed((p) => p.tree)) {
    // The target's nodes of this tree are replaced by the bundle's; a tree the target's version pointed to
    // before stays, as an edit of productTreeId leaves it (another version may use it).
    const rootId = part.row.productTreeId;
    if (rootId)
      await tx
        .delete(productTreeNodes)
        .where(ofTenant(productTreeNodes, tenantId, eq(productTreeNodes.rootId, rootId)));
    if (part.tree.length > 0)
      await tx
        .insert(productTreeNodes)
        .values(part.tree.map((node) => ({ ...node, tenantId, rootId: part.row.productTreeId ?? node.id })));
  }
  if (changed((p) => p.testCases)) {
    await tx.delete(ratingTestCases).where(ofProduct(ratingTestCases));
    if (part.testCases.length > 0)
      await tx
        .insert(ratingTestCases)
        .values(part.testCases.map((row) => ({ ...row, id: randomUUID(), ...owned, ...created })));
  }
}
