import { PRODUCT_ERRORS, ZLocale } from '@carrier/contracts';
import type { Problem } from '../../core/outcome';
import type { FreezeGuard } from '../pricing/freeze';
import type { L10nRepository, TextRow } from './l10n.repository';

export type { Problem };

/** Reading and writing localized texts of a tenant. */
export function createL10nService(repository: L10nRepository, freeze: Pick<FreezeGuard, 'textKeyProblem'>) {
  /** A valid key and locale, and not a text of a frozen (released) product version. */
  async function check(tenantId: string, key: string, locale?: string): Promise<Problem | null> {
    if (key.trim() === '') return PRODUCT_ERRORS.emptyKey;
    if (locale !== undefined && !ZLocale.safeParse(locale).success) return PRODUCT_ERRORS.invalidLocale;
    return freeze.textKeyProblem(tenantId, key);
  }

  return {
    async upsert(tenantId: string, text: TextRow): Promise<Problem | null> {
      const problem = await check(tenantId, text.key, text.locale);
      if (problem) return problem;
      await repository.upsert(tenantId, [text]);
      return null;
    },

    async remove(tenantId: string, key: string, locale: string): Promise<Problem | null> {
      const problem = await check(tenantId, key, locale);
      if (problem) return problem;
      return (await repository.remove(tenantId, key, locale)) > 0 ? null : PRODUCT_ERRORS.textNotFound(key);
    },

    /** Removes the key in every locale; removing a key that has no texts is not an error. */
    async removeAll(tenantId: string, key: string): Promise<Problem | null> {
      const problem = await check(tenantId, key);
      if (problem) return problem;
      await repository.remove(tenantId, key);
      return null;
    },

    /** The texts stored for these keys in exactly this locale. */
    async read(tenantId: string, keys: string[], locale: string): Promise<TextRow[]> {
      return repository.byKeys(tenantId, [...new Set(keys)], [locale]);
    },
  };
}
export type L10nService = ReturnType<typeof createL10nService>;
