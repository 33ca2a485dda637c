import { productTextKeys } from '@carrier/contracts';
import { request } from '../../api/client';
import { useLoad } from '../../ui/useLoad';
import { ProductDetailQuery } from './graphql/products';
import { type ProductId, productIdLatestWhere } from './product-id';
import { readTexts } from './texts';

export const productKey = (id: ProductId) => ['products', 'detail', id.plan, id.type, id.version ?? ''] as const;

/**
 * One product with its name in `locale` (falling back to en-US) and whether that locale has its own name.
 * Without a version, the newest version of the plan and type (spec 000 §2: the version is optional).
 */
export function useProduct(id: ProductId | null, locale: string) {
  return useLoad({
    queryKey: [...productKey(id ?? { plan: '', type: '', version: null }), locale],
    enabled: id !== null,
    queryFn: async () => {
      const where = productIdLatestWhere(id as ProductId);
      const data = await request(ProductDetailQuery, { productId: where, locale });
      const product = data.products_2?.list?.[0] ?? null;
      if (!product) return null;
      const nameKey = productTextKeys.name({ ...(id as ProductId), version: product.productId?.version ?? null });
      const texts = await readTexts([nameKey], locale);
      return { ...product, ownName: texts.get(nameKey) ?? null };
    },
  });
}
