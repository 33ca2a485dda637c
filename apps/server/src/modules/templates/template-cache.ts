import type { TemplateRow } from './template-kind';

/**
 * Template rows read for rendering, trusted for `ttlMs` so that a render does not wait for the
 * database each time. Changes made in this process apply at once (`forget`); other processes see
 * them within `ttlMs`, like the session check of the auth module.
 */
export function createTemplateCache(ttlMs: number, maxEntries = 5000) {
  const entries = new Map<string, { row: TemplateRow; expiresAt: number }>();
  const key = (tenantId: string, id: string) => `${tenantId}\u0000${id}`;
  return {
    get(tenantId: string, id: string): TemplateRow | undefined {
      const entry = entries.get(key(tenantId, id));
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.row;
      entries.delete(key(tenantId, id));
      return undefined;
    },
    set(row: TemplateRow) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key(row.tenantId, row.id), { row, expiresAt: Date.now() + ttlMs });
    },
    forget(tenantId: string, id: string) {
      entries.delete(key(tenantId, id));
    },
  };
}
