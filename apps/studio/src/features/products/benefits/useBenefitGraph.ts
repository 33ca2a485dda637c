import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { BenefitGraphQuery } from '../graphql/benefits';
import { type ProductId, productIdWhere } from '../product-id';
import type { BenefitNode } from './benefit-types';

export const benefitGraphKey = (id: ProductId) => ['products', 'benefits', id.plan, id.type, id.version ?? ''] as const;

/** The product's name and whole benefit tree (seven levels) with texts in `locale`. */
export function useBenefitGraph(id: ProductId | null, locale: string) {
  return useQuery({
    queryKey: [...benefitGraphKey(id ?? { plan: '', type: '', version: null }), locale],
    enabled: id !== null,
    queryFn: async () => {
      const data = await request(BenefitGraphQuery, { productId: productIdWhere(id as ProductId), locale });
      const product = data.products_2?.list?.[0];
      if (!product) return null;
      const tree: readonly BenefitNode[] = product.benefitGraph ?? [];
      return { name: product.name, tree };
    },
  });
}
