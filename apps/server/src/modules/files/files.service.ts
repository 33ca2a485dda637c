import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  acceptedExtension,
  CONTENT_TYPES,
  DEFAULT_BUCKET,
  FILE_MESSAGES,
  LISTING_MAX_LIMIT,
  SEARCH_RESULT_LIMIT,
} from '@carrier/contracts';
import type { Logger } from 'pino';
import { fail as failWith, type Outcome, problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { folderPrefix, InvalidKeyError, validateKey } from '../../platform/storage/keys';
import type { ByteRange, ObjectStorage } from '../../platform/storage/storage';
import { createUploadSession } from './file-upload';
import {
  type FileFilter,
  type FileSummary,
  type FilesRepository,
  isEmptyFilter,
  type NewFile,
} from './files.repository';
import type { FileEntry } from './files.tables';
import { decodeCursor, encodeCursor, parseSort } from './listing-cursor';
import { createPresignedUploads } from './presigned-upload';
import type { UploadIntentsRepository } from './upload-intents.repository';

export type { Outcome };

const fail = (code: keyof typeof FILE_MESSAGES) => failWith(problem(code, FILE_MESSAGES[code]));

export type ListingInput = {
  bucketName?: string | null;
  prefix?: string | null;
  limit?: number | null;
  skip?: number | null;
  continuationToken?: string | null;
  sort?: string | null;
  filenameContains?: string | null;
};

export type Listing = { commonPrefixes: string[]; objectSummaries: FileSummary[]; continuationToken: string | null };

/** Runs `work` with valid keys, turning a refused key into the invalid-key failure. */
function withKeys<T>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  return work().catch((error: unknown) => {
    if (error instanceof InvalidKeyError) return fail('invalidKey');
    throw error;
  });
}

export function createFilesService(deps: {
  repository: FilesRepository;
  uploads: UploadIntentsRepository;
  storage: ObjectStorage;
  log: Logger;
}) {
  const { repository, storage, log } = deps;
  /** Where a file's bytes live: under its tenant and bucket, never under a name a user chose. */
  const objectKey = (tenantId: string, bucketName: string, objectId: string) => `${tenantId}/${bucketName}/${objectId}`;

  /**
   * Buckets found so far, by tenant and name. Buckets are made at start-up (seedDefaultBuckets) and never
   * removed, so a bucket found once is not looked up again: an upload or a delete makes one statement
   * fewer. A bucket not found is looked up every time (it may be made by a later start).
   */
  const knownBuckets = new Set<string>();
  async function bucket(tenantId: string, bucketName?: string | null): Promise<Outcome<string>> {
    const name = bucketName || DEFAULT_BUCKET;
    const known = `${tenantId}\u0000${name}`;
    if (knownBuckets.has(known)) return { ok: true, value: name };
    if (!(await repository.bucketExists(tenantId, name))) return fail('bucketNotFound');
    knownBuckets.add(known);
    return { ok: true, value: name };
  }

  /** Objects are removed after their rows: a failure here leaves only unreachable bytes, which is logged. */
  async function removeObjects(tenantId: string, bucketName: string, objectIds: string[]) {
    try {
      await storage.delete(objectIds.map((id) => objectKey(tenantId, bucketName, id)));
    } catch (error) {
      log.warn({ err: error, tenantId, bucketName, count: objectIds.length }, 'could not delete stored objects');
    }
  }

  const presigned = createPresignedUploads({
    repository,
    uploads: deps.uploads,
    storage,
    bucket,
    objectKey,
    removeObjects,
  });

  return {
    providerId: storage.kind,

    seedDefaultBuckets: () => repository.seedDefaultBuckets(DEFAULT_BUCKET),

    async listBuckets(tenantId: string, bucketName?: string | null) {
      const rows = await repository.listBuckets(tenantId, bucketName);
      return rows.map((row) => ({ bucketName: row.bucketName, providerId: storage.kind }));
    },

    listing: (tenantId: string, input: ListingInput): Promise<Outcome<Listing>> =>
      withKeys(async () => {
        const target = await bucket(tenantId, input.bucketName);
        if (!target.ok) return target;
        const prefix = folderPrefix(input.prefix ?? '');
        const sort = parseSort(input.sort);
        const cursor = input.continuationToken ? decodeCursor(input.continuationToken, sort) : null;
        if (input.continuationToken && !cursor) return fail('invalidContinuationToken');
        const limit = Math.min(Math.max(input.limit ?? LISTING_MAX_LIMIT, 1), LISTING_MAX_LIMIT);
        const rows = await repository.listFolder(tenantId, target.value, prefix, {
          sort,
          limit,
          skip: Math.max(input.skip ?? 0, 0),
          cursor,
          nameContains: input.filenameContains ?? undefined,
        });
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        const value = (entry: FileSummary) =>
          sort.startsWith('size')
            ? entry.size
            : sort.startsWith('lastModifiedAt')
              ? entry.lastModifiedAt.toISOString()
              : null;
        return {
          ok: true,
          value: {
            commonPrefixes: page.filter((row) => row.kind === 'folder').map((row) => row.key),
            objectSummaries: page.filter((row) => row.kind === 'file'),
            continuationToken:
              rows.length > limit && last
                ? encodeCursor({ sort, kind: last.kind, value: value(last), key: last.key })
                : null,
          },
        };
      }),

    async search(tenantId: string, bucketName: string | null | undefined, filter: FileFilter): Promise<FileSummary[]> {
      const target = await bucket(tenantId, bucketName);
      if (!target.ok || isEmptyFilter(filter)) return [];
      return repository.search(tenantId, target.value, filter, SEARCH_RESULT_LIMIT);
    },

    createFolder: (tenantId: string, bucketName: string | null | undefined, key: string, actor: Actor) =>
      withKeys(async (): Promise<Outcome<null>> => {
        const target = await bucket(tenantId, bucketName);
        if (!target.ok) return target;
        const folder = folderPrefix(key);
        if (folder === '') return fail('invalidKey');
        const created = await repository.createFolder(tenantId, target.value, folder, actor);
        return created ? { ok: true, value: null } : fail('folderExists');
      }),

    deleteFolder: (tenantId: string, bucketName: string | null | undefined, key: string, actor: Actor) =>
      withKeys(async (): Promise<Outcome<null>> => {
        const target = await bucket(tenantId, bucketName);
        if (!target.ok) return target;
        const folder = folderPrefix(key);
        if (folder === '') return fail('rootFolder');
        const objectIds = await repository.deleteFolder(tenantId, target.value, folder, actor);
        if (!objectIds) return fail('folderNotFound');
        await removeObjects(tenantId, target.value, objectIds);
        return { ok: true, value: null };
      }),

    deleteFile: (tenantId: string, bucketName: string | null | undefined, key: string, actor: Actor) =>
      withKeys(async (): Promise<Outcome<null>> => {
        const target = await bucket(tenantId, bucketName);
        if (!target.ok) return target;
        const objectId = await repository.deleteFile(tenantId, target.value, validateKey(key, 'file'), actor);
        if (objectId === null) return fail('fileNotFound');
        if (objectId) await removeObjects(tenantId, target.value, [objectId]);
        return { ok: true, value: null };
      }),

    /** Renames or moves a file; its bytes stay where they are, only its key changes. */
    moveFile: (tenantId: string, bucketName: string | null | undefined, key: string, newKey: string, actor: Actor) =>
      withKeys(async (): Promise<Outcome<null>> => {
        const target = await bucket(tenantId, bucketName);
        if (!target.ok) return target;
        const from = validateKey(key, 'file');
        const to = validateKey(newKey, 'file');
        if (!acceptedExtension(to)) return fail('typeNotAccepted');
        if (from === to) {
          return (await repository.findFile(tenantId, target.value, from))
            ? { ok: true, value: null }
            : fail('fileNotFound');
        }
        const moved = await repository.moveFile(tenantId, target.value, from, to, actor);
        if (moved === 'taken') return fail('objectExists');
        return moved === 'moved' ? { ok: true, value: null } : fail('fileNotFound');
      }),

    setFileAcl: (
      tenantId: string,
      bucketName: string | null | undefined,
      key: string,
      isPublic: boolean,
      actor: Actor,
    ) =>
      withKeys(async (): Promise<Outcome<null>> => {
        const target = await bucket(tenantId, bucketName);
        if (!target.ok) return target;
        const updated = await repository.setPublic(tenantId, target.value, validateKey(key, 'file'), isPublic, actor);
        return updated ? { ok: true, value: null } : fail('fileNotFound');
      }),

    /** Starts an upload into a folder; the caller adds each file's stream, then commits or discards. */
    beginUpload: (tenantId: string, bucketName: string, prefix: string, actor: Actor) =>
      createUploadSession({
        repository,
        storage,
        tenantId,
        bucketName,
        prefix,
        actor,
        objectKey: (objectId) => objectKey(tenantId, bucketName, objectId),
        removeObjects: (objectIds) => removeObjects(tenantId, bucketName, objectIds),
      }),

    /** Checks an upload before any byte is sent: a presigned storage URL to PUT to, or the file service's own PUT. */
    askUpload: presigned.ask,

    /** Records a presigned upload whose bytes have arrived, once they pass the checks of any upload. */
    completeUpload: presigned.complete,

    /**
     * Stores bytes under a fresh object id for a file the caller records itself (`recordFileIn`, in its
     * own transaction); `discardObject` removes them when the caller does not record them.
     */
    async storeObject(tenantId: string, bucketName: string, key: string, bytes: Uint8Array): Promise<NewFile> {
      const extension = acceptedExtension(key);
      const contentType = extension ? CONTENT_TYPES[extension] : 'application/octet-stream';
      const objectId = randomUUID();
      const { size } = await storage.write(objectKey(tenantId, bucketName, objectId), Readable.from([bytes]), {
        contentType,
      });
      return { key, objectId, size, contentType };
    },

    discardObject: (tenantId: string, bucketName: string, objectId: string) =>
      removeObjects(tenantId, bucketName, [objectId]),

    bucket,

    findFile: (tenantId: string, bucketName: string, key: string) => repository.findFile(tenantId, bucketName, key),

    readFile: (entry: FileEntry, range?: ByteRange) =>
      storage.read(objectKey(entry.tenantId, entry.bucketName, entry.objectId ?? ''), range),
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
