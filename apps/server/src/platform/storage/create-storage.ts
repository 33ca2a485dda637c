import { join } from 'node:path';
import type { ServerConfig } from '../../config';
import { createLocalStorage } from './drivers/local.driver';
import type { ObjectStorage } from './storage';

/**
 * S3-compatible storage when S3_ENDPOINT is set, else the local disk under DATA_DIR/storage.
 * The AWS SDK is loaded only when S3 is chosen.
 */
export async function createStorage(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<ObjectStorage> {
  if (!config.s3) return createLocalStorage(join(config.dataDir, 'storage'));
  const { createS3Storage } = await import('./drivers/s3.driver');
  return createS3Storage(config.s3);
}
