import type { QueryClient } from '@tanstack/react-query';
import type { ProductId } from '../../products/product-id';

export const testCasesKey = (id: ProductId) => ['test-cases', id.plan, id.type, id.version ?? ''] as const;
const impactKey = (id: ProductId) => ['impact', id.plan, id.type, id.version ?? ''] as const;

/** After the logic or codes of a version change, its test-case runs and premium impact are run again. */
export const rerunTestCases = (queryClient: QueryClient, id: ProductId) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: testCasesKey(id) }),
    queryClient.invalidateQueries({ queryKey: impactKey(id) }),
  ]);
