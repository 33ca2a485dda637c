import type { Readable } from 'node:stream';

type StorageKind = 'local' | 's3';

/** Inclusive byte offsets, as in an HTTP Range. */
export type ByteRange = { start: number; end: number };

type StoredObjectInfo = { size: number; lastModifiedAt: Date };

/** A URL a client PUTs one object's bytes to, with these headers, without passing through the server. */
type PresignedPut = { url: string; headers: Record<string, string> };

/**
 * What a driver whose store clients can reach themselves (S3) offers for uploads that bypass the server:
 * a PUT URL signed for one key, size and content type, and a server-side copy, so that a checked upload
 * is kept under a key no URL was ever signed for.
 */
export type DirectUploads = {
  /** Where browsers send the bytes (scheme, host, port): the studio's page policy must let them connect. */
  origin: string;
  presignPut(
    key: string,
    options: { size: number; contentType: string; expiresInSeconds: number },
  ): Promise<PresignedPut>;
  /** False when there is no object at `from`. */
  copy(from: string, to: string): Promise<boolean>;
};

/**
 * Bytes only: which key holds which file, its size, type and privacy live in the database.
 * Keys are validated by `validateKey` in every driver, so the same key is the same object on each.
 */
export type ObjectStorage = {
  kind: StorageKind;
  /** Stores the whole stream or nothing: a failed or aborted stream leaves no object behind. */
  write(key: string, body: Readable, options?: { contentType?: string }): Promise<{ size: number }>;
  /** The object's bytes (or the range of them), or null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Deletes the objects that exist; missing keys are not an error. */
  delete(keys: string[]): Promise<void>;
  /** Every stored object last modified before `before`, for the sweep of objects no row references. */
  listOlderThan(before: Date): AsyncIterable<{ key: string; lastModifiedAt: Date }>;
  /** Removes writes that never finished (temporary files, open multipart uploads) started before `before`. */
  removeUnfinished(before: Date): Promise<string[]>;
  close(): Promise<void>;
  /** Only where clients can write to the store directly (S3); the local disk has none. */
  directUploads?: DirectUploads;
};
