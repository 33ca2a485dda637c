import { randomUUID } from 'node:crypto';
import { PRODUCT_ERRORS, productIdLabel, productKeyPrefix, ZProductVersion } from '@carrier/contracts';
import { eq } from 'drizzle-orm';
import { fail, type Outcome, ok, type Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { createL10nRepository, keyStartsWith } from '../l10n/l10n.repository';
import { l10nTexts } from '../l10n/l10n.tables';
import { createBenefitsRepository } from '../products/benefits.repository';
import type { ProductIdValue } from '../products/product-filter';
import { createProductsRepository } from '../products/products.repository';
import { productBenefits } from '../products/products.tables';
import { productAdjustmentCodes, productPricingSettings, ratingTestCases } from './pricing.tables';
import { productRateTables } from './rate-tables.tables';
import { productRatingDictionary } from './rating-dictionary.tables';

const now = () => ({ createdAt: new Date(), lastModifiedAt: new Date() });

/**
 * A new version of a product made from another (a frozen one, typically): its insurer, pricing and
 * underwriting logic, benefits, texts, discount, loading and tax codes, premium limits and modal factors, rate tables
 * the variable dictionary and test cases, in one transaction.
 */
export function createVersionsService(db: Database) {
  return {
    async copy(tenantId: string, actor: Actor, from: ProductIdValue, version: string): Promise<Outcome<string>> {
      if (!ZProductVersion.safeParse(version).success) return fail(PRODUCT_ERRORS.invalidProductId);
      const source = await createProductsRepository(db).find(tenantId, from);
      if (!source) return fail(PRODUCT_ERRORS.productNotFound(productIdLabel(from)));
      const target = { plan: source.plan, type: source.type, version };
      const id = randomUUID();
      const who = {
        createdById: actor.userId,
        createdBy: actor.username,
        lastModifiedById: actor.userId,
        lastModifiedBy: actor.username,
      };
      const problem = await db.transaction(async (tx): Promise<Problem | null> => {
        const inserted = await createProductsRepository(tx).insert({
          id,
          tenantId,
          ...target,
          insurerId: source.insurerId,
          underwritingRules: source.underwritingRules,
          amountLogic: source.amountLogic,
          ...who,
        });
        if (!inserted) return PRODUCT_ERRORS.productExists(productIdLabel(target));
        const benefits = await createBenefitsRepository(tx).ofProduct(tenantId, source.id);
        if (benefits.length > 0)
          await tx.insert(productBenefits).values(benefits.map(({ seq: _seq, ...row }) => ({ ...row, productId: id })));
        const oldPrefix = `${productKeyPrefix({ ...source, version: source.version || null })}-`;
        const newPrefix = `${productKeyPrefix(target)}-`;
        const texts = await tx
          .select({ key: l10nTexts.key, locale: l10nTexts.locale, value: l10nTexts.value })
          .from(l10nTexts)
          .where(ofTenant(l10nTexts, tenantId, keyStartsWith(oldPrefix)));
        await createL10nRepository(tx).upsert(
          tenantId,
          texts.map((text) => ({ ...text, key: newPrefix + text.key.slice(oldPrefix.length) })),
        );
        const codes = await tx
          .select()
          .from(productAdjustmentCodes)
          .where(ofTenant(productAdjustmentCodes, tenantId, eq(productAdjustmentCodes.productId, source.id)));
        if (codes.length > 0)
          await tx
            .insert(productAdjustmentCodes)
            .values(codes.map((code) => ({ ...code, id: randomUUID(), productId: id, ...who, ...now() })));
        const [settings] = await tx
          .select()
          .from(productPricingSettings)
          .where(ofTenant(productPricingSettings, tenantId, eq(productPricingSettings.productId, source.id)));
        if (settings) await tx.insert(productPricingSettings).values({ ...settings, productId: id, ...who, ...now() });
        const dictionary = await tx
          .select()
          .from(productRatingDictionary)
          .where(ofTenant(productRatingDictionary, tenantId, eq(productRatingDictionary.productId, source.id)));
        if (dictionary.length > 0)
          await tx.insert(productRatingDictionary).values(
            dictionary.map((row) => ({
              ...row,
              id: randomUUID(),
              productId: id,
              createdById: actor.userId,
              createdBy: actor.username,
              createdAt: new Date(),
            })),
          );
        const tables = await tx
          .select()
          .from(productRateTables)
          .where(ofTenant(productRateTables, tenantId, eq(productRateTables.productId, source.id)));
        if (tables.length > 0)
          await tx
            .insert(productRateTables)
            .values(tables.map((table) => ({ ...table, id: randomUUID(), productId: id, ...who, ...now() })));
        const cases = await tx
          .select()
          .from(ratingTestCases)
          .where(ofTenant(ratingTestCases, tenantId, eq(ratingTestCases.productId, source.id)));
        if (cases.length > 0)
          await tx
            .insert(ratingTestCases)
            .values(cases.map((row) => ({ ...row, id: randomUUID(), productId: id, ...who, ...now() })));
        return null;
      });
      return problem ? fail(problem) : ok(id);
    },
  };
}
