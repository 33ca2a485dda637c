import { randomUUID } from 'node:crypto';
import {
  acceptedExtension,
  CONTENT_TYPES,
  FILE_MESSAGES,
  TOO_LARGE_MESSAGE,
  UPLOAD_LIMIT_BYTES,
} from '@carrier/contracts';
import { fail as failWith, type Outcome, ok, problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import { InvalidKeyError, validateKey } from '../../platform/storage/keys';
import type { ObjectStorage } from '../../platform/storage/storage';
import { headMatches, SNIFF_BYTES } from './file-content';
import type { FilesRepository } from './files.repository';
import type { UploadIntentsRepository } from './upload-intents.repository';

/** How long a presigned PUT URL is valid. */
const UPLOAD_URL_SECONDS = 15 * 60;
/** How long an upload can be completed: the URL's time, and as long again for a PUT started late on a slow link. */
const UPLOAD_TTL_MS = 2 * UPLOAD_URL_SECONDS * 1000;

const fail = (code: keyof typeof FILE_MESSAGES) =>
  failWith(problem(code, code === 'tooLarge' ? TOO_LARGE_MESSAGE : FILE_MESSAGES[code]));

type UploadRequest = { bucketName?: string | null; key: string; size: number; isPublic: boolean };

/**
 * Where a client sends a file's bytes: a storage URL signed for this one upload, completed afterwards,
 * or (a store clients cannot reach, the local disk) the file service's own PUT of the key.
 */
export type UploadPlan =
  | { kind: 'presigned'; uploadId: string; url: string; headers: Record<string, string> }
  | { kind: 'server'; bucketName: string; key: string; contentType: string };

/**
 * Uploads whose bytes go from the client straight to storage, with every check of an upload through
 * the server: the token, key, bucket, type, free key and size before a URL is signed; the size and the
 * content sniff again on the stored bytes when the client completes, before the entry is recorded.
 * A completed upload is copied to a fresh object id first, so bytes PUT again with the same URL (valid
 * until it expires) never reach a recorded file.
 */
export function createPresignedUploads(deps: {
  repository: FilesRepository;
  uploads: UploadIntentsRepository;
  storage: ObjectStorage;
  bucket: (tenantId: string, bucketName?: string | null) => Promise<Outcome<string>>;
  objectKey: (tenantId: string, bucketName: string, objectId: string) => string;
  removeObjects: (tenantId: string, bucketName: string, objectIds: string[]) => Promise<void>;
}) {
  const { repository, uploads, storage, objectKey, removeObjects } = deps;

  /** The first bytes of a stored object, as the content check reads them. */
  async function headOf(key: string, size: number): Promise<Buffer[]> {
    if (size === 0) return [];
    const stream = await storage.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    return chunks;
  }

  return {
    /** Checks an upload before any byte is sent and answers where to send it. */
    async ask(tenantId: string, request: UploadRequest, actor: Actor): Promise<Outcome<UploadPlan>> {
      const { size } = request;
      if (!Number.isSafeInteger(size) || size < 0) return fail('invalidSize');
      if (size > UPLOAD_LIMIT_BYTES) return fail('tooLarge');
      let key: string;
      try {
        key = validateKey(request.key, 'file');
      } catch (error) {
        if (error instanceof InvalidKeyError) return fail('invalidKey');
        throw error;
      }
      const bucket = await deps.bucket(tenantId, request.bucketName);
      if (!bucket.ok) return bucket;
      const extension = acceptedExtension(key);
      if (!extension) return fail('typeNotAccepted');
      if (await repository.findFile(tenantId, bucket.value, key)) return fail('objectExists');
      const contentType = CONTENT_TYPES[extension];
      if (!storage.directUploads) return ok({ kind: 'server', bucketName: bucket.value, key, contentType });

      const uploadId = randomUUID();
      await uploads.create({
        tenantId,
        id: uploadId,
        bucketName: bucket.value,
        key,
        size,
        contentType,
        isPublic: request.isPublic,
        createdById: actor.userId,
        expiresAt: new Date(Date.now() + UPLOAD_TTL_MS),
      });
      const put = await storage.directUploads.presignPut(objectKey(tenantId, bucket.value, uploadId), {
        size,
        contentType,
        expiresInSeconds: UPLOAD_URL_SECONDS,
      });
      return ok({ kind: 'presigned', uploadId, ...put });
    },

    /**
     * Records an upload whose bytes have arrived, after checking them as an upload through the server
     * is checked; the answer is the recorded key. A refusal deletes the bytes and ends the upload,
     * except when nothing arrived yet (the client may still PUT and complete while its URL is valid).
     */
    async complete(tenantId: string, uploadId: string, actor: Actor): Promise<Outcome<string>> {
      const intent = await uploads.find(tenantId, uploadId);
      const extension = intent && acceptedExtension(intent.key);
      const copier = storage.directUploads;
      if (!intent || !extension || !copier) return fail('uploadNotFound');
      const { bucketName, key, size } = intent;
      // The file's bytes: a copy at a fresh id, which no signed URL can overwrite; the checks read the copy.
      const objectId = randomUUID();
      const uploaded = objectKey(tenantId, bucketName, uploadId);
      if (!(await copier.copy(uploaded, objectKey(tenantId, bucketName, objectId)))) {
        return (await uploads.find(tenantId, uploadId)) ? fail('uploadMissing') : fail('uploadNotFound');
      }
      await removeObjects(tenantId, bucketName, [uploadId]);
      const refuse = async (code: 'sizeMismatch' | 'contentMismatch') => {
        await uploads.remove(tenantId, uploadId);
        await removeObjects(tenantId, bucketName, [objectId]);
        return fail(code);
      };
      const stored = await storage.stat(objectKey(tenantId, bucketName, objectId));
      if (stored?.size !== size) return refuse('sizeMismatch');
      if (!headMatches(extension, await headOf(objectKey(tenantId, bucketName, objectId), size))) {
        return refuse('contentMismatch');
      }
      const recorded = await uploads.complete(tenantId, uploadId, objectId, actor);
      if (recorded === 'completed') return ok(key);
      await removeObjects(tenantId, bucketName, [objectId]);
      return recorded === 'taken' ? fail('objectExists') : fail('uploadNotFound');
    },
  };
}
