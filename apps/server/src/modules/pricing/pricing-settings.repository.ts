import { eq } from 'drizzle-orm';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { productPricingSettings } from './pricing.tables';

export type PricingSettingsRow = typeof productPricingSettings.$inferSelect;
export type NewPricingSettings = typeof productPricingSettings.$inferInsert;

/** A product version's premium limits and modal factors: one row, or none for the defaults. */
export function createPricingSettingsRepository(db: DbExecutor) {
  return {
    async find(tenantId: string, productId: string): Promise<PricingSettingsRow | null> {
      const [row] = await db
        .select()
        .from(productPricingSettings)
        .where(ofTenant(productPricingSettings, tenantId, eq(productPricingSettings.productId, productId)));
      return row ?? null;
    },

    async upsert(row: NewPricingSettings): Promise<void> {
      const { productId: _productId, tenantId: _tenantId, createdAt: _at, createdBy, createdById, ...changes } = row;
      await db
        .insert(productPricingSettings)
        .values(row)
        .onConflictDoUpdate({
          target: productPricingSettings.productId,
          set: changes,
          setWhere: eq(productPricingSettings.tenantId, row.tenantId),
        });
    },
  };
}
