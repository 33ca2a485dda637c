import { LISTING_PAGE_SIZE } from '@carrier/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../../api/client';
import { SHOWN_IN_PAGE } from '../../ui/useLoad';
import { FileListingQuery } from './graphql/files';
import type { ExplorerItem } from './selection';

export type ListingSort = 'name' | 'name_desc' | 'size' | 'size_desc' | 'lastModifiedAt' | 'lastModifiedAt_desc';

const listingKey = (bucketName: string, prefix: string, sort: ListingSort) =>
  ['files', 'listing', bucketName, prefix, sort] as const;

/**
 * A folder's entries, a page at a time. Folders in the visit history are served from the cache
 * (never stale) until the history is cleared.
 */
export function useFileListing(bucketName: string | null, prefix: string, sort: ListingSort, cached: boolean) {
  const query = useInfiniteQuery({
    queryKey: listingKey(bucketName ?? '', prefix, sort),
    enabled: bucketName !== null,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await request(FileListingQuery, {
          bucketName,
          prefix,
          sort,
          limit: LISTING_PAGE_SIZE,
          continuationToken: pageParam,
        })
      ).fileListing,
    getNextPageParam: (page) => page?.continuationToken ?? null,
    staleTime: cached ? Number.POSITIVE_INFINITY : 0,
    // The explorer says a failed listing in place of its table, with a retry.
    meta: SHOWN_IN_PAGE,
  });
  // Built once per answer, so rows keep their item objects (and memoized rows their renders) between clicks.
  const pages = query.data?.pages;
  const items = useMemo<ExplorerItem[]>(
    () =>
      (pages ?? []).flatMap((page) => [
        ...(page?.commonPrefixes ?? []).flatMap((path) =>
          path ? [{ type: 'folder' as const, path, name: path.split('/').at(-2) ?? path }] : [],
        ),
        ...(page?.objectSummaries ?? []).flatMap((file) =>
          file
            ? [
                {
                  type: 'file' as const,
                  path: file.key,
                  name: file.fileName,
                  size: file.size,
                  isPublic: file.isPublic,
                  lastModifiedAt: file.lastModifiedAt ?? null,
                  contentType: file.contentType,
                },
              ]
            : [],
        ),
      ]),
    [pages],
  );
  return { ...query, items };
}
