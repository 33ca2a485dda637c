import { pipeline, Readable, Transform } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { validateKey } from '../keys';
import type { DirectUploads, ObjectStorage } from '../storage';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Browsers PUT uploads straight to the bucket through presigned URLs (S3_DIRECT_UPLOADS=true): only
   * when the endpoint is reachable from browsers and the bucket's CORS allows the studio's PUT.
   */
  directUploads?: boolean;
};

const PART_SIZE = 5 * 1024 * 1024;
const DELETE_BATCH = 1000;

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in one S3-compatible bucket, addressed by path style so MinIO-like servers work. A write is
 * a single PutObject, or a multipart upload completed only when the whole stream arrived (aborted on error).
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // S3-compatible servers do not all know the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const check = (key: string) => validateKey(key, 'file');

  const directUploads: DirectUploads = {
    origin: new URL(settings.endpoint).origin,
    async presignPut(key, { size, contentType, expiresInSeconds }) {
      const command = new PutObjectCommand({
        Bucket,
        Key: check(key),
        ContentLength: size,
        ContentType: contentType,
      });
      // Both headers are signed: the store itself refuses a body of another size or type.
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-length', 'content-type']),
      });
      return { url, headers: { 'content-type': contentType } };
    },

    async copy(from, to) {
      const source = `${Bucket}/${check(from).split('/').map(encodeURIComponent).join('/')}`;
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: check(to), CopySource: source }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };

  return {
    kind: 's3',

    async write(key, body, options = {}) {
      const Key = check(key);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      // The body's own error (a refused or aborted upload) is the one to report, not the SDK's wrapping.
      let bodyError: unknown;
      const counted = pipeline(body, counter, (error) => {
        bodyError = error;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counted, ContentType: options.contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw bodyError ?? error;
      }
      return { size };
    },

    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: check(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: check(key) }));
        return { size: head.ContentLength ?? 0, lastModifiedAt: head.LastModified ?? new Date() };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      const checked = keys.map(check);
      for (let index = 0; index < checked.length; index += DELETE_BATCH) {
        const batch = checked.slice(index, index + DELETE_BATCH);
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
      }
    },

    async *listOlderThan(before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < before) {
            yield { key: object.Key, lastModifiedAt: object.LastModified };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async removeUnfinished(before) {
      const removed: string[] = [];
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client
          .send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }))
          .catch((error: { name?: string }) => {
            // Some S3-compatible servers do not list multipart uploads; their lifecycle rules clean up.
            if (error.name === 'NotImplemented') return null;
            throw error;
          });
        if (!page) break;
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          removed.push(`upload/${upload.Key}`);
        }
        KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },

    async close() {
      client.destroy();
    },

    directUploads: settings.directUploads ? directUploads : undefined,
  };
}
