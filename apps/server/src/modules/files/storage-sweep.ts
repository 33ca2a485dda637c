import type { Logger } from 'pino';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { FilesRepository } from './files.repository';

const BATCH = 500;

export type SweepReport = { unfinished: string[]; orphans: string[] };

/**
 * Removes what a crash can leave behind (kill -9 during an upload): unfinished writes, and stored
 * objects that no row references, both only when older than the grace period so uploads in flight
 * are never touched. Objects live at `<tenant>/<bucket>/<object id>`; any other key is left alone.
 */
export function createStorageSweep(deps: {
  storage: ObjectStorage;
  repository: Pick<FilesRepository, 'referencedObjectIds'>;
  log: Logger;
  graceMs: number;
}) {
  const { storage, repository, log } = deps;

  async function removeOrphans(keys: string[]): Promise<string[]> {
    const byBucket = new Map<string, { tenantId: string; bucketName: string; ids: string[] }>();
    for (const key of keys) {
      const [tenantId, bucketName, objectId, ...rest] = key.split('/');
      if (!tenantId || !bucketName || !objectId || rest.length > 0) continue;
      const group = byBucket.get(`${tenantId}/${bucketName}`) ?? { tenantId, bucketName, ids: [] };
      group.ids.push(objectId);
      byBucket.set(`${tenantId}/${bucketName}`, group);
    }
    const orphans: string[] = [];
    for (const { tenantId, bucketName, ids } of byBucket.values()) {
      const referenced = await repository.referencedObjectIds(tenantId, bucketName, ids);
      orphans.push(...ids.filter((id) => !referenced.has(id)).map((id) => `${tenantId}/${bucketName}/${id}`));
    }
    if (orphans.length > 0) await storage.delete(orphans);
    return orphans;
  }

  return {
    async sweep(now = new Date()): Promise<SweepReport> {
      const before = new Date(now.getTime() - deps.graceMs);
      const unfinished = await storage.removeUnfinished(before);
      const orphans: string[] = [];
      let batch: string[] = [];
      for await (const object of storage.listOlderThan(before)) {
        batch.push(object.key);
        if (batch.length >= BATCH) {
          orphans.push(...(await removeOrphans(batch)));
          batch = [];
        }
      }
      orphans.push(...(await removeOrphans(batch)));
      if (unfinished.length > 0 || orphans.length > 0) {
        log.info({ storage: storage.kind, unfinished, orphans }, 'storage sweep removed crash leftovers');
      }
      return { unfinished, orphans };
    },
  };
}
export type StorageSweep = ReturnType<typeof createStorageSweep>;
