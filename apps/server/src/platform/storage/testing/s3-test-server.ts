import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../drivers/s3.driver';

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 with a fresh bucket, for tests and benchmarks.
 * s3rver computes some SigV4 query signatures differently from the AWS SDK, so it skips that check.
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
