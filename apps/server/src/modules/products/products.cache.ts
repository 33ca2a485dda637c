import type { GenerationCache } from '../../platform/cache/generation-cache';
import type { BenefitsService } from './benefits.service';
import type { ProductsService } from './products.service';

/**
 * The products reads that lists and the benefits editor repeat, answered from the generation cache:
 * a page (with its counts) per query and locale, a built benefit graph per product row and locale.
 * Any write to the products scope's tables, in any process, moves the generation on (see
 * platform/cache), so a cached answer is never older than the last committed write.
 */
export function cachedProductReads(
  products: ProductsService,
  benefits: BenefitsService,
  cache: GenerationCache,
): { products: ProductsService; benefits: BenefitsService } {
  return {
    products: {
      ...products,
      list: (tenantId, query, locale) =>
        cache.read(tenantId, 'products', `list\u0000${locale}\u0000${JSON.stringify(query)}`, () =>
          products.list(tenantId, query, locale),
        ),
      groups: (tenantId, query, locale) =>
        cache.read(tenantId, 'products', `groups\u0000${locale}\u0000${JSON.stringify(query)}`, () =>
          products.groups(tenantId, query, locale),
        ),
    },
    benefits: {
      ...benefits,
      graph: (tenantId, product, locale) =>
        cache.read(tenantId, 'products', `graph\u0000${locale}\u0000${product.id}`, () =>
          benefits.graph(tenantId, product, locale),
        ),
    },
  };
}
