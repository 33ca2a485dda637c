import type { Logger } from 'pino';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { OutboxRepository } from '../notifications/outbox.repository';
import { keptMessageOf } from '../notifications/outbox.service';
import type { FilesRepository } from './files.repository';
import type { UploadIntentsRepository } from './upload-intents.repository';

const BATCH = 500;

export type SweepReport = { unfinished: string[]; orphans: string[]; expiredUploads: string[] };

/** A stored object the sweep knows: the rows it looks up together (`group`), its id there, and that lookup. */
type Owned = { group: string; id: string; referenced: (ids: string[]) => Promise<Set<string>> };

/**
 * Removes what a crash can leave behind (kill -9 during an upload or a test email): unfinished writes,
 * and stored objects that no row references, both only when older than the grace period so writes in
 * flight are never touched. Objects live at `<tenant>/<bucket>/<object id>` (file entries, and uploads
 * sent straight to storage that are not completed yet) and `outbox/<tenant>/<id>/message.eml`
 * (sent_emails); any other key is left alone. Uploads never completed are removed with their bytes
 * once they expire; until then they count as references.
 */
export function createStorageSweep(deps: {
  storage: ObjectStorage;
  repository: Pick<FilesRepository, 'referencedObjectIds'>;
  uploads: Pick<UploadIntentsRepository, 'removeExpired'>;
  outbox: Pick<OutboxRepository, 'existingIds'>;
  log: Logger;
  graceMs: number;
}) {
  const { storage, repository, uploads, outbox, log } = deps;

  function ownerOf(key: string): Owned | null {
    const message = keptMessageOf(key);
    if (message) {
      return {
        group: `outbox/${message.tenantId}`,
        id: message.id,
        referenced: (ids) => outbox.existingIds(message.tenantId, ids),
      };
    }
    const [tenantId, bucketName, objectId, ...rest] = key.split('/');
    if (!tenantId || !bucketName || !objectId || rest.length > 0) return null;
    return {
      group: `${tenantId}/${bucketName}`,
      id: objectId,
      referenced: (ids) => repository.referencedObjectIds(tenantId, bucketName, ids),
    };
  }

  async function removeOrphans(keys: string[]): Promise<string[]> {
    const groups = new Map<string, { referenced: Owned['referenced']; keyById: Map<string, string> }>();
    for (const key of keys) {
      const owned = ownerOf(key);
      if (!owned) continue;
      const group = groups.get(owned.group) ?? { referenced: owned.referenced, keyById: new Map() };
      group.keyById.set(owned.id, key);
      groups.set(owned.group, group);
    }
    const orphans: string[] = [];
    for (const { referenced, keyById } of groups.values()) {
      const kept = await referenced([...keyById.keys()]);
      for (const [id, key] of keyById) if (!kept.has(id)) orphans.push(key);
    }
    if (orphans.length > 0) await storage.delete(orphans);
    return orphans;
  }

  return {
    async sweep(now = new Date()): Promise<SweepReport> {
      const before = new Date(now.getTime() - deps.graceMs);
      // First, so that every upload left counts as a reference below.
      const expiredUploads = (await uploads.removeExpired(now)).map(
        (upload) => `${upload.tenantId}/${upload.bucketName}/${upload.id}`,
      );
      if (expiredUploads.length > 0) await storage.delete(expiredUploads);
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
      if (unfinished.length > 0 || orphans.length > 0 || expiredUploads.length > 0) {
        log.info(
          { storage: storage.kind, unfinished, orphans, expiredUploads },
          'storage sweep removed crash leftovers',
        );
      }
      return { unfinished, orphans, expiredUploads };
    },
  };
}
