import { DEFAULT_BUCKET } from '@carrier/contracts';
import { LruCache } from '../../../../core/lru-cache';
import type { FilesService } from '../../../files/files.service';

/**
 * The files last read for drawings (the uploaded PDFs and the images of image boxes), by stored object
 * (an object's bytes never change: a new upload is a new object), so repeated renders of a template do
 * not read storage again. Bounded by bytes.
 */
const CACHE_BYTES = 64 * 1024 * 1024;
const cache = new LruCache<Uint8Array>({
  maxSize: CACHE_BYTES,
  maxEntrySize: CACHE_BYTES / 4,
  sizeOf: (bytes) => bytes.byteLength,
});

export type TenantFile = Uint8Array | 'missing' | 'too-large';

/** A file of the tenant's default bucket (never another tenant's), when it is at most `maxBytes`. */
export async function readTenantFile(
  files: FilesService,
  tenantId: string,
  fileKey: string,
  maxBytes: number,
): Promise<TenantFile> {
  const entry = await files.findFile(tenantId, DEFAULT_BUCKET, fileKey);
  if (!entry?.objectId) return 'missing';
  if (entry.size > maxBytes) return 'too-large';
  const key = `${tenantId}:${entry.bucketName}:${entry.objectId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const stream = await files.readFile(entry);
  if (!stream) return 'missing';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      return 'too-large';
    }
    chunks.push(chunk as Buffer);
  }
  const bytes = new Uint8Array(Buffer.concat(chunks));
  cache.set(key, bytes);
  return bytes;
}
