import { and, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/filters';
import { ofTenant } from '../../platform/db/tenant-scope';
import { l10nTexts } from './l10n.tables';

/** The database or a transaction: repositories run inside either. */
export type DbExecutor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | '$with' | 'with'>;
export type TextRow = { key: string; locale: string; value: string };
type TextTuple = [string, string, string];

/** `key LIKE 'prefix%'` with the prefix's own % and _ taken literally (keys are full of underscores). */
export function keyStartsWith(prefix: string): SQL {
  return like(l10nTexts.key, `${escapeLike(prefix)}%`);
}

export function createL10nRepository(db: DbExecutor) {
  return {
    async upsert(tenantId: string, rows: TextRow[]) {
      if (rows.length === 0) return;
      await db
        .insert(l10nTexts)
        .values(rows.map((row) => ({ ...row, tenantId })))
        .onConflictDoUpdate({
          target: [l10nTexts.tenantId, l10nTexts.key, l10nTexts.locale],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    },

    /** Removes one locale of a key, or every locale when `locale` is absent; answers how many went. */
    async remove(tenantId: string, key: string, locale?: string): Promise<number> {
      const removed = await db
        .delete(l10nTexts)
        .where(ofTenant(l10nTexts, tenantId, eq(l10nTexts.key, key), locale ? eq(l10nTexts.locale, locale) : undefined))
        .returning({ key: l10nTexts.key });
      return removed.length;
    },

    async removeByPrefix(tenantId: string, prefix: string) {
      await db.delete(l10nTexts).where(ofTenant(l10nTexts, tenantId, keyStartsWith(prefix)));
    },

    async byKeys(tenantId: string, keys: string[], locales: string[]): Promise<TextRow[]> {
      if (keys.length === 0 || locales.length === 0) return [];
      return db
        .select({ key: l10nTexts.key, locale: l10nTexts.locale, value: l10nTexts.value })
        .from(l10nTexts)
        .where(ofTenant(l10nTexts, tenantId, inArray(l10nTexts.key, keys), inArray(l10nTexts.locale, locales)));
    },

    /** Many texts at once (a product's benefits), fetched as one JSON value. */
    async byPrefix(tenantId: string, prefix: string, locales: string[]): Promise<TextRow[]> {
      const t = l10nTexts;
      const [answer] = await db
        .select({
          rows: sql<
            TextTuple[] | string
          >`coalesce(json_agg(json_build_array(${t.key}, ${t.locale}, ${t.value})), '[]')`,
        })
        .from(t)
        .where(and(ofTenant(t, tenantId, keyStartsWith(prefix)), inArray(t.locale, locales)));
      const tuples: TextTuple[] = typeof answer?.rows === 'string' ? JSON.parse(answer.rows) : (answer?.rows ?? []);
      return tuples.map(([key, locale, value]) => ({ key, locale, value }));
    },
  };
}
export type L10nRepository = ReturnType<typeof createL10nRepository>;

/**
 * Picks, per key, the text in `locale`, else in the fallback locale: what a reader in `locale` sees.
 */
export function pickTexts(rows: TextRow[], locale: string, fallback: string): Map<string, string> {
  const picked = new Map<string, string>();
  for (const row of rows) if (row.locale === fallback) picked.set(row.key, row.value);
  for (const row of rows) if (row.locale === locale) picked.set(row.key, row.value);
  return picked;
}
