import { productKeyPrefix } from '@carrier/contracts';
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inTurn } from '../../platform/db/in-turn';
import { ofTenant } from '../../platform/db/tenant-scope';
import { type DbExecutor, keyStartsWith } from '../l10n/l10n.repository';
import { l10nTexts } from '../l10n/l10n.tables';
import { productBenefits, products } from '../products/products.tables';
import { productAdjustmentCodes, productPricingSettings, ratingTestCases } from './pricing.tables';
import { productRateTables } from './rate-tables.tables';
import { productRatingDictionary } from './rating-dictionary.tables';

/** One order for rows a query returns in any order. */
const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();

/**
 * Everything a release freezes of these product versions (the product row, benefits, texts,
 * codes, premium limits, dictionary, rate tables, test cases), in one order, or null when one of them no longer exists.
 * Any edit changes it, so an approval can tell by its hash that what it approves is what was submitted.
 */
export async function versionContent(
  db: DbExecutor,
  tenantId: string,
  productRowIds: string[],
): Promise<string[][] | null> {
  const rows = await db
    .select()
    .from(products)
    .where(ofTenant(products, tenantId, inArray(products.id, productRowIds)));
  if (rows.length !== new Set(productRowIds).size) return null;
  const ofProducts = (table: { tenantId: PgColumn; productId: PgColumn }) =>
    ofTenant(table, tenantId, inArray(table.productId, productRowIds));
  const benefits = await db.select().from(productBenefits).where(ofProducts(productBenefits));
  // `db` is the approver's transaction when a release is approved: one query at a time.
  const parts = await inTurn(
    () => db.select().from(productAdjustmentCodes).where(ofProducts(productAdjustmentCodes)),
    () => db.select().from(productPricingSettings).where(ofProducts(productPricingSettings)),
    () => db.select().from(productRatingDictionary).where(ofProducts(productRatingDictionary)),
    () => db.select().from(productRateTables).where(ofProducts(productRateTables)),
    () => db.select().from(ratingTestCases).where(ofProducts(ratingTestCases)),
  );
  const texts = [];
  for (const product of rows) {
    const prefix = `${productKeyPrefix({ ...product, version: product.version || null })}-`;
    texts.push(
      ...(await db
        .select({ key: l10nTexts.key, locale: l10nTexts.locale, value: l10nTexts.value })
        .from(l10nTexts)
        .where(ofTenant(l10nTexts, tenantId, keyStartsWith(prefix)))),
    );
  }
  return [
    sorted(rows),
    sorted(benefits.map(({ seq: _seq, ...benefit }) => benefit)),
    sorted(texts),
    ...parts.map((part: unknown[]) => sorted(part)),
  ];
}
