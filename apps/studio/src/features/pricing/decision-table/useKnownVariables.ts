import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { type ProductId, productIdWhere } from '../../products/product-id';
import type { KnownVariable } from './DecisionTableEditor';
import { KnownVariablesQuery } from './graphql';

const NONE: KnownVariable[] = [];

/** The product version's known inputs (what its rules and codes read), none while loading or on failure. */
export function useKnownVariables(id: ProductId | null): readonly KnownVariable[] {
  const query = useQuery({
    queryKey: ['decision-table-variables', id?.plan, id?.type, id?.version ?? ''],
    enabled: id !== null,
    queryFn: async () =>
      (await request(KnownVariablesQuery, { productId: productIdWhere(id as ProductId) })).products_2?.list?.[0]
        ?.ratingVariables ?? NONE,
  });
  return query.data ?? NONE;
}
