import { productTextKeys } from '@carrier/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { ProductDetailQuery } from './graphql/products';
import { type ProductId, productIdWhere } from './product-id';
import { readTexts } from './texts';

export const productKey = (id: ProductId) => ['products', 'detail', id.plan, id.type, id.version ?? ''] as const;

/** One product with its name in `locale` (falling back to en-US) and whether that locale has its own name. */
export function useProduct(id: ProductId | null, locale: string) {
  return useQuery({
    queryKey: [...productKey(id ?? { plan: '', type: '', version: null }), locale],
    enabled: id !== null,
    queryFn: async () => {
      const where = productIdWhere(id as ProductId);
      const nameKey = productTextKeys.name(id as ProductId);
      const [data, texts] = await Promise.all([
        request(ProductDetailQuery, { productId: where, locale }),
        readTexts([nameKey], locale),
      ]);
      const product = data.products_2?.list?.[0] ?? null;
      return product ? { ...product, ownName: texts.get(nameKey) ?? null } : null;
    },
  });
}
