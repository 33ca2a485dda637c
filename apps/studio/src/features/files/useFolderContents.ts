import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/client';
import { FileListingQuery } from './graphql/files';
import type { ExplorerItem } from './selection';

const PEEK = 100;

/**
 * What deleting an item takes along, in words: for a folder, how many files and folders it holds
 * directly (its first page; "more than" past it); null for a file or while unknown.
 */
export function useFolderWarning(bucketName: string | null, item: ExplorerItem | null): string | null {
  const { t } = useTranslation();
  const folder = item?.type === 'folder' ? item.path : null;
  const contents = useQuery({
    queryKey: ['files', 'contents', bucketName ?? '', folder ?? ''],
    enabled: bucketName !== null && folder !== null,
    queryFn: async () =>
      (
        await request(FileListingQuery, {
          bucketName,
          prefix: folder,
          limit: PEEK,
          continuationToken: null,
          sort: 'name',
        })
      ).fileListing,
  });
  if (!folder || !contents.data) return null;
  const folders = (contents.data.commonPrefixes ?? []).length;
  const files = (contents.data.objectSummaries ?? []).length;
  if (folders + files === 0) return t('files.delete.empty');
  const more = Boolean(contents.data.continuationToken);
  const parts = [
    ...(files > 0 ? [t('files.delete.files', { count: files })] : []),
    ...(folders > 0 ? [t('files.delete.folders', { count: folders })] : []),
  ];
  return t(more ? 'files.delete.holdsMore' : 'files.delete.holds', { what: parts.join(t('files.delete.and')) });
}
