import { LruCache } from '../../core/lru-cache';
import type { TemplateRow } from './template-kind';

/**
 * Template rows read for rendering, trusted for `ttlMs` so that a render does not wait for the
 * database each time. Changes made in this process apply at once (`forget`); other processes see
 * them within `ttlMs`, like the session check of the auth module.
 */
export function createTemplateCache(ttlMs: number, maxEntries = 5000) {
  const entries = new LruCache<TemplateRow>({ ttlMs, maxEntries });
  const key = (tenantId: string, id: string) => `${tenantId}\u0000${id}`;
  return {
    get: (tenantId: string, id: string): TemplateRow | undefined => entries.get(key(tenantId, id)),
    set(row: TemplateRow) {
      entries.set(key(row.tenantId, row.id), row);
    },
    forget(tenantId: string, id: string) {
      entries.delete(key(tenantId, id));
    },
  };
}
