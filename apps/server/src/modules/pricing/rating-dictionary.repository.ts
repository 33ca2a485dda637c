import { randomUUID } from 'node:crypto';
import type { DictionaryChoice, DictionaryLabels, DictionaryVariable } from '@carrier/contracts';
import { isDictionaryType } from '@carrier/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import { ofTenant } from '../../platform/db/tenant-scope';
import type { DbExecutor } from '../l10n/l10n.repository';
import { productRatingDictionary } from './rating-dictionary.tables';

export type DictionaryRow = typeof productRatingDictionary.$inferSelect;

const parsed = <T>(json: string, fallback: T): T => {
  try {
    return (JSON.parse(json) as T) ?? fallback;
  } catch {
    return fallback;
  }
};

/** A stored row as the contracts' variable. */
const variableOf = (row: DictionaryRow): DictionaryVariable => ({
  name: row.name,
  type: isDictionaryType(row.type) ? row.type : 'text',
  labels: parsed<DictionaryLabels>(row.labels, {}),
  unit: row.unit,
  min: row.min,
  max: row.max,
  choices: parsed<DictionaryChoice[]>(row.choices, []),
  required: row.required,
});

/** The variable dictionaries of product versions: the rows of one version, always under the tenant. */
export function createDictionaryRepository(db: DbExecutor) {
  const ofProduct = (tenantId: string, productId: string) =>
    ofTenant(productRatingDictionary, tenantId, eq(productRatingDictionary.productId, productId));
  return {
    rows(tenantId: string, productId: string): Promise<DictionaryRow[]> {
      return db
        .select()
        .from(productRatingDictionary)
        .where(ofProduct(tenantId, productId))
        .orderBy(asc(productRatingDictionary.order), asc(productRatingDictionary.name));
    },

    async all(tenantId: string, productId: string): Promise<DictionaryVariable[]> {
      return (await this.rows(tenantId, productId)).map(variableOf);
    },

    /** Replaces a version's dictionary (call inside a transaction). */
    async replace(
      tenantId: string,
      productId: string,
      actor: Actor | null,
      variables: readonly DictionaryVariable[],
    ): Promise<void> {
      await db.delete(productRatingDictionary).where(ofProduct(tenantId, productId));
      if (variables.length === 0) return;
      await db.insert(productRatingDictionary).values(
        variables.map((variable, order) => ({
          id: randomUUID(),
          tenantId,
          productId,
          name: variable.name,
          type: variable.type,
          labels: JSON.stringify(variable.labels),
          unit: variable.unit,
          min: variable.min,
          max: variable.max,
          choices: JSON.stringify(variable.choices),
          required: variable.required,
          order,
          createdById: actor?.userId ?? null,
          createdBy: actor?.username ?? null,
        })),
      );
    },
  };
}
