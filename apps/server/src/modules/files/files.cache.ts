import type { GenerationCache } from '../../platform/cache/generation-cache';
import type { FilesService } from './files.service';

/**
 * Folder listings answered from the generation cache: any write to file_entries or file_buckets, in
 * any process, moves the files generation on (see platform/cache).
 */
export const cachedFileReads = (files: FilesService, cache: GenerationCache): FilesService => ({
  ...files,
  listing: cache.cached('files', 'files.listing', files.listing),
});
