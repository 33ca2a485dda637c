import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';

/** Marks a query whose page shows its failure itself (`LoadFailed`): the query cache then toasts nothing. */
export const SHOWN_IN_PAGE = { shownInPage: true } as const;

/**
 * The studio's query hook for what a list or detail page loads: useQuery whose failure the page shows
 * in place with a retry (`<LoadFailed query={…} />`), once, instead of a toast.
 */
export function useLoad<TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useQuery({ ...options, meta: { ...options.meta, ...SHOWN_IN_PAGE } });
}
