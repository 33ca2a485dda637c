import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client';
import { type ProductId, productIdInput } from '../../products/product-id';
import { RateTableNamesQuery } from '../decision-table/graphql';

const NONE: string[] = [];

/** The version's rate-table names for completion; none while loading or when they cannot be read. */
export function useRateTableNames(id: ProductId | null): readonly string[] {
  const query = useQuery({
    queryKey: ['rule-editor-rate-tables', id?.plan, id?.type, id?.version ?? ''],
    enabled: id !== null,
    retry: false,
    queryFn: async () => {
      try {
        const answer = await request(RateTableNamesQuery, { productId: productIdInput(id as ProductId) });
        return (answer.rateTables ?? NONE).map((table) => table.name);
      } catch {
        // Completion is help, not a requirement: without the tables it offers operators and variables.
        return NONE;
      }
    },
  });
  return query.data ?? NONE;
}
