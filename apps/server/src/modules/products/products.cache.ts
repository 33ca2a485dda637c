import type { GenerationCache } from '../../platform/cache/generation-cache';
import type { BenefitsService } from './benefits.service';
import type { ProductsService } from './products.service';

/**
 * The products reads that lists, quotes and the benefits editor repeat, answered from the generation
 * cache: a version by its id, a page (with its counts) per query and locale, a built benefit graph per
 * product row and locale.
 * Any write to the products scope's tables, in any process, moves the generation on (see
 * platform/cache), so a cached answer is never older than the last committed write.
 */
export function cachedProductReads(products: ProductsService, benefits: BenefitsService, cache: GenerationCache) {
  return {
    products: {
      ...products,
      find: cache.cached('products', 'products.find', products.find),
      list: cache.cached('products', 'products.list', products.list),
      groups: cache.cached('products', 'products.groups', products.groups),
    },
    benefits: { ...benefits, graph: cache.cached('products', 'benefits.graph', benefits.graph) },
  };
}
