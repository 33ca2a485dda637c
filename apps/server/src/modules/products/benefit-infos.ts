import { DEFAULT_LOCALE } from '@carrier/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { l10nTexts } from '../l10n/l10n.tables';
import { productBenefits, products } from './products.tables';

/** A benefit type of a product type, with the texts of the newest product version that names it. */
export type BenefitInfo = { productType: string; typeId: string; name: string | null; description: string | null };

/** The benefit text `products-{plan}|{version}|{type}-benefits-{typeId}-{field}` in `locale`, else en-US. */
function benefitText(field: 'name' | 'description', locale: string): SQL<string | null> {
  const key = sql`'products-' || ${products.plan} || '|' || ${products.version} || '|' || ${products.type}
    || '-benefits-' || ${productBenefits.typeId} || '-' || ${field}`;
  return sql<
    string | null
  >`(select ${l10nTexts.value} from ${l10nTexts} where ${l10nTexts.tenantId} = ${products.tenantId}
    and ${l10nTexts.key} = ${key} and ${l10nTexts.locale} in (${locale}, ${DEFAULT_LOCALE})
    order by (${l10nTexts.locale} = ${locale}) desc limit 1)`;
}

/**
 * The benefit types the tenant's products use (the reference's benefitInfos), per product type: one
 * query; each type's name and description from the newest product version that has it and names it.
 */
export function createBenefitInfos(db: Database) {
  return {
    async list(tenantId: string, productTypes: readonly string[] | null, locale: string): Promise<BenefitInfo[]> {
      if (productTypes && productTypes.length === 0) return [];
      return db
        .selectDistinctOn([products.type, productBenefits.typeId], {
          productType: products.type,
          typeId: productBenefits.typeId,
          name: benefitText('name', locale),
          description: benefitText('description', locale),
        })
        .from(productBenefits)
        .innerJoin(
          products,
          and(eq(products.id, productBenefits.productId), eq(products.tenantId, productBenefits.tenantId)),
        )
        .where(ofTenant(products, tenantId, productTypes ? inArray(products.type, [...productTypes]) : undefined))
        .orderBy(
          asc(products.type),
          asc(productBenefits.typeId),
          sql`${benefitText('name', locale)} is null`,
          sql`${products.createdAt} desc`,
        );
    },
  };
}
