import { DEFAULT_LOCALE, productTextKeys } from '@carrier/contracts';
import { request } from '../../../api/client';
import { useLoad } from '../../../ui/useLoad';
import { BenefitGraphQuery } from '../graphql/benefits';
import { type ProductId, productIdWhere } from '../product-id';
import { readTexts } from '../texts';
import type { BenefitNode } from './benefit-types';

const benefitGraphKey = (id: ProductId) => ['products', 'benefits', id.plan, id.type, id.version ?? ''] as const;

function typeIdsOf(nodes: readonly BenefitNode[]): string[] {
  return nodes.flatMap((node) => [node.typeId, ...typeIdsOf(node.children ?? [])]);
}

/**
 * The product's name in the studio's language (`nameLocale`: the page is about the product, whatever
 * language its benefit texts are edited in), its whole benefit tree (seven levels) with texts in
 * `locale`, and the type ids whose name has no text of its own in `locale` (shown in en-US, marked as
 * not translated yet).
 */
export function useBenefitGraph(id: ProductId | null, locale: string, nameLocale: string) {
  return useLoad({
    queryKey: [...benefitGraphKey(id ?? { plan: '', type: '', version: null }), locale, nameLocale],
    enabled: id !== null,
    queryFn: async () => {
      const productId = productIdWhere(id as ProductId);
      const data = await request(BenefitGraphQuery, { productId, locale, nameLocale });
      const product = data.products_2?.list?.[0];
      if (!product) return null;
      const tree: readonly BenefitNode[] = product.benefitGraph ?? [];
      const untranslated = new Set<string>();
      if (locale !== DEFAULT_LOCALE && tree.length > 0) {
        const nameKey = (typeId: string) => productTextKeys.benefit(id as ProductId, typeId, 'name');
        const typeIds = typeIdsOf(tree);
        const own = await readTexts(typeIds.map(nameKey), locale);
        for (const typeId of typeIds) if (!own.has(nameKey(typeId))) untranslated.add(typeId);
      }
      return { name: product.name, tree, untranslated };
    },
  });
}
