import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../drivers/s3.driver';

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 with a fresh bucket, for tests and benchmarks.
 * s3rver leaves the trailing slash out of a bucket-level path when it computes a signature, so the
 * SDK's own list and multi-delete requests never match: requests signed in a header go unchecked.
 * Presigned URLs (signed in the query) are checked as S3 checks them: a PUT of another size, content
 * type or key, or one past the URL's expiry, is refused.
 */
export async function startS3TestServer(bucket = 'carrier-test') {
  const directory = await mkdtemp(join(tmpdir(), 'carrier-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.unshift((ctx, next) => {
    const presigned = 'X-Amz-Algorithm' in ctx.query;
    // s3rver's authentication reads the setting from `ctx.app`: this request's own view of the server.
    ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: !presigned } });
    return next();
  });
  const address = (await server.run()) as AddressInfo;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    settings,
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
