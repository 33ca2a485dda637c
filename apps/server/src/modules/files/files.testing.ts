import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_UPLOADS_PATH, FILES_PATH, type TUploadTarget } from '@carrier/contracts';
import type { ServerConfig } from '../../config';
import { startS3TestServer } from '../../platform/storage/testing/s3-test-server';
import { startTestServer, type TestServer } from '../../testing/test-server';

export type Driver = 'local' | 's3';
export const DRIVERS: Driver[] = ['local', 's3'];

/**
 * The test server on the chosen storage driver, with a way to see which objects are stored. On S3,
 * browsers may PUT straight to the bucket (S3_DIRECT_UPLOADS) unless `directUploads` is false.
 */
export async function startFilesServer(
  driver: Driver,
  overrides: Partial<ServerConfig> = {},
  { directUploads = true }: { directUploads?: boolean } = {},
) {
  const s3 = driver === 's3' ? await startS3TestServer() : null;
  const server = await startTestServer(s3 ? { ...overrides, s3: { ...s3.settings, directUploads } } : overrides);
  const root = s3 ? s3.directory : join(server.config.dataDir, 'storage');
  return {
    server,
    /** Every stored object (and every leftover temporary file), whatever the driver. */
    async storedFiles(): Promise<string[]> {
      const names = (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
      return s3 ? names.filter((name) => name.endsWith('._S3rver_object')) : names;
    },
    async close() {
      await server.close();
      await s3?.close();
    },
  };
}
export type FilesServer = Awaited<ReturnType<typeof startFilesServer>>;

export type UploadFile = { name: string; content: Buffer | string };

/** A multipart/form-data body with `isPublic` and any number of `file` parts. */
export function multipartBody(files: UploadFile[], fields: Record<string, string> = {}) {
  const boundary = `----carrier${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
export const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export function uploadTo(
  server: TestServer,
  prefix: string,
  files: UploadFile[],
  options: { token?: string; isPublic?: boolean; query?: string } = {},
) {
  const { body, contentType } = multipartBody(files, { isPublic: String(options.isPublic ?? false) });
  return server.app.inject({
    method: 'POST',
    url: `${FILES_PATH}/${prefix}${options.query ?? ''}`,
    headers: {
      'content-type': contentType,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: body,
  });
}

/** One file as the raw body of a PUT to its key (the key's segments percent-encoded by the caller). */
export function putTo(
  server: TestServer,
  key: string,
  content: Buffer | string,
  options: { token?: string; contentType?: string; query?: string } = {},
) {
  return server.app.inject({
    method: 'PUT',
    url: `${FILES_PATH}/${key}${options.query ?? ''}`,
    headers: {
      'content-type': options.contentType ?? 'application/octet-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: content,
  });
}

/** Asks where to upload one file (`POST /api/v1/file-uploads/{key}`), announcing its size. */
export function askUpload(
  server: TestServer,
  key: string,
  size: unknown,
  options: { token?: string; query?: string } = {},
) {
  return server.app.inject({
    method: 'POST',
    url: `${FILE_UPLOADS_PATH}/${key}${options.query ?? ''}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    payload: size === undefined ? {} : { size },
  });
}

/**
 * PUTs the bytes where an ask said: a presigned storage URL over the network (no token: the URL is
 * signed), or the server's own PUT with the token. The status the target answered.
 */
export async function sendToTarget(server: TestServer, target: TUploadTarget, content: Buffer, token: string) {
  if (target.completeUrl) {
    const body = new Uint8Array(content);
    const answer = await fetch(target.url, { method: target.method, headers: target.headers, body });
    await answer.arrayBuffer();
    return answer.status;
  }
  const answer = await server.app.inject({
    method: target.method,
    url: target.url,
    headers: { ...target.headers, authorization: `Bearer ${token}` },
    payload: content,
  });
  return answer.statusCode;
}

/** Completes a presigned upload (`POST /api/v1/file-uploads/{uploadId}/complete`). */
export function completeUpload(server: TestServer, uploadId: string, token: string) {
  return server.app.inject({
    method: 'POST',
    url: `${FILE_UPLOADS_PATH}/${encodeURIComponent(uploadId)}/complete`,
    headers: { authorization: `Bearer ${token}` },
  });
}

export function download(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url: `${FILES_PATH}/${path}`, headers });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const LISTING = `query($bucketName: String, $prefix: String, $limit: Int, $continuationToken: String, $sort: String) {
  fileListing(bucketName: $bucketName, prefix: $prefix, limit: $limit, continuationToken: $continuationToken, sort: $sort) {
    commonPrefixes continuationToken objectSummaries { key fileName size isPublic lastModifiedAt contentType }
  }
}`;

export type ListingAnswer = {
  fileListing: {
    commonPrefixes: string[];
    continuationToken: string | null;
    objectSummaries: Array<{
      key: string;
      fileName: string;
      size: number;
      isPublic: boolean;
      lastModifiedAt: string;
      contentType: string;
    }>;
  } | null;
};

export const MUTATIONS = {
  createFolder: 'mutation($key: String!) { createFolder(key: $key) { status errors errors_2 { code message } } }',
  deleteFolder: 'mutation($key: String!) { deleteFolder(key: $key) { status errors errors_2 { code message } } }',
  deleteFile: 'mutation($key: String!) { deleteFile(key: $key) { status errors errors_2 { code message } } }',
  moveFile:
    'mutation($key: String!, $newKey: String!) { moveFile(key: $key, newKey: $newKey) { status errors errors_2 { code message } } }',
  setFileAcl:
    'mutation($key: String!, $isPublic: Boolean!) { setFileAcl(key: $key, isPublic: $isPublic) { status errors errors_2 { code message } } }',
} as const;

export type ResultAnswer = { status: string; errors: string[]; errors_2: Array<{ code: string; message: string }> };
