import { join } from 'node:path';
import type { ServerConfig } from '../../config';
import { createLocalStorage } from './drivers/local.driver';
import { createS3Storage } from './drivers/s3.driver';
import type { ObjectStorage } from './storage';

/** S3-compatible storage when S3_ENDPOINT is set, else the local disk under DATA_DIR/storage. */
export function createStorage(config: Pick<ServerConfig, 'dataDir' | 's3'>): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'storage'));
}
