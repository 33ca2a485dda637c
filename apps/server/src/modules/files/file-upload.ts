import { randomUUID } from 'node:crypto';
import { finished, type Readable, type Transform } from 'node:stream';
import { acceptedExtension, CONTENT_TYPES, UPLOAD_LIMIT_BYTES } from '@carrier/contracts';
import type { Actor } from '../../core/session';
import { InvalidKeyError, validateKey } from '../../platform/storage/keys';
import type { ObjectStorage } from '../../platform/storage/storage';
import { FileRejectedError, uploadGuard } from './file-content';
import type { FilesRepository, NewFile } from './files.repository';

/** The key is already used in the bucket (or twice in the same upload). */
export class KeyTakenError extends Error {
  constructor(readonly key: string) {
    super(`key taken: ${key}`);
    this.name = 'KeyTakenError';
  }
}

/** The upload's source failed or ended before its file did: a body cut short or malformed by the client. */
export class UploadCutShortError extends Error {
  constructor(cause?: unknown) {
    super('the upload ended before its file did', { cause });
    this.name = 'UploadCutShortError';
  }
}

/**
 * Feeds an upload into its guard. Unlike `pipeline`, a refusal does not destroy the source: for a raw
 * PUT the source is the request, whose socket still has to carry the 413 or 415 answer. A source that
 * fails or closes before its end (a client that went away) fails the guard, so nothing is stored.
 */
function feed(source: Readable, guard: Transform) {
  // The storage write reports the guard's error; this keeps one that comes before the write listens
  // (a small refused body arrives whole while the write is still starting) from being uncaught.
  guard.on('error', () => undefined);
  // A multipart part whose body was cut short is handed over already destroyed (its 'error' and 'close'
  // came before anyone listened), and would otherwise keep the write waiting for ever.
  if (source.destroyed) {
    guard.destroy(new UploadCutShortError(source.errored));
    return;
  }
  source.pipe(guard);
  finished(source, { writable: false }, (error) => {
    if (error) guard.destroy(new UploadCutShortError(error));
  });
}

/**
 * One upload request: each file is streamed to storage under a fresh object id as it arrives, and
 * only `commit` makes them visible, all in one transaction. Anything that fails discards every
 * object stored so far, so a refused, oversized or aborted upload leaves nothing behind.
 */
export function createUploadSession(deps: {
  repository: FilesRepository;
  storage: ObjectStorage;
  tenantId: string;
  bucketName: string;
  prefix: string;
  actor: Actor;
  objectKey: (objectId: string) => string;
  removeObjects: (objectIds: string[]) => Promise<void>;
}) {
  const stored: NewFile[] = [];

  return {
    count: () => stored.length,

    async add(filename: string, stream: Readable): Promise<void> {
      try {
        if (filename.includes('/')) throw new InvalidKeyError('empty_segment');
        const key = validateKey(`${deps.prefix}${filename}`, 'file');
        const extension = acceptedExtension(key);
        if (!extension) throw new FileRejectedError('type');
        // A key taken in the bucket is found by the insert in `commit` (one statement for all files).
        if (stored.some((file) => file.key === key)) throw new KeyTakenError(key);
        const objectId = randomUUID();
        const guard = uploadGuard(extension, UPLOAD_LIMIT_BYTES);
        feed(stream, guard);
        const contentType = CONTENT_TYPES[extension];
        const { size } = await deps.storage.write(deps.objectKey(objectId), guard, { contentType });
        stored.push({ key, objectId, size, contentType });
      } catch (error) {
        stream.resume();
        throw error;
      }
    },

    /** Records every stored file, or none when one of the keys was taken meanwhile. */
    async commit(options: { isPublic: boolean }): Promise<string[]> {
      const { taken } = await deps.repository.insertFiles(deps.tenantId, deps.bucketName, stored, {
        isPublic: options.isPublic,
        actor: deps.actor,
      });
      if (taken) {
        await this.discard();
        throw new KeyTakenError(taken);
      }
      return stored.map((file) => file.key);
    },

    async discard(): Promise<void> {
      const objectIds = stored.splice(0).map((file) => file.objectId);
      if (objectIds.length > 0) await deps.removeObjects(objectIds);
    },
  };
}
