import { LruCache } from '../../../core/lru-cache';

/**
 * Pages kept for a tenant's next prints, each reset after its print (or still resetting: the promise
 * answers null when the reset failed). Bounded in all (`maxPages`) and per tenant; the least recently
 * used tenant's pages go first, through `discard`. A tenant's pages are never handed to another.
 */
export function createWarmPages<P>(options: {
  maxPages: number;
  perTenant: number;
  discard: (page: Promise<P | null>) => void;
}) {
  const perTenant = Math.max(1, Math.min(options.perTenant, options.maxPages));
  const byTenant = new LruCache<Promise<P | null>[]>({
    maxSize: options.maxPages,
    dispose: (pages) => {
      for (const page of pages.splice(0)) options.discard(page);
    },
  });
  return {
    put(tenant: string, page: Promise<P | null>) {
      if (options.maxPages <= 0) return options.discard(page);
      const pages = byTenant.get(tenant) ?? [];
      pages.push(page);
      while (pages.length > perTenant) options.discard(pages.shift() as Promise<P | null>);
      byTenant.set(tenant, pages, pages.length);
    },
    /** The tenant's least recently kept page, if any. */
    take(tenant: string): Promise<P | null> | undefined {
      const pages = byTenant.get(tenant);
      const page = pages?.shift();
      if (pages?.length) byTenant.set(tenant, pages, pages.length);
      else byTenant.delete(tenant);
      return page;
    },
    /** Discards every page. */
    clear() {
      byTenant.deleteWhere(() => true);
    },
    get size() {
      return byTenant.totalSize;
    },
  };
}
