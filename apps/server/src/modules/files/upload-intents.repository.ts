import { eq, gt, lte } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import { asActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import { ofTenant } from '../../platform/db/tenant-scope';
import { insertEntries } from './files.repository';
import { type FileUploadIntent, fileUploadIntents } from './files.tables';

type NewUploadIntent = Omit<FileUploadIntent, 'createdAt'>;

/** Uploads sent straight to storage and not completed yet (file_upload_intents), always of one tenant. */
export function createUploadIntentsRepository(db: Database) {
  /** The tenant's upload `id`, only while it has not expired. */
  const live = (tenantId: string, id: string) =>
    ofTenant(fileUploadIntents, tenantId, eq(fileUploadIntents.id, id), gt(fileUploadIntents.expiresAt, new Date()));

  return {
    async create(intent: NewUploadIntent): Promise<void> {
      await db.insert(fileUploadIntents).values(intent);
    },

    /** The tenant's upload, or null when there is none or it has expired (another tenant's id finds none). */
    async find(tenantId: string, id: string): Promise<FileUploadIntent | null> {
      const [row] = await db.select().from(fileUploadIntents).where(live(tenantId, id));
      return row ?? null;
    },

    /** Ends an upload without a file (its bytes were refused); false when it was already gone. */
    async remove(tenantId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(fileUploadIntents)
        .where(ofTenant(fileUploadIntents, tenantId, eq(fileUploadIntents.id, id)))
        .returning({ id: fileUploadIntents.id });
      return removed.length > 0;
    },

    /**
     * Ends the upload and records its file (bytes at `objectId`) in one transaction, audited as the
     * actor's: 'missing' when the upload is gone (completed already, or expired), 'taken' when its key
     * was taken meanwhile (the upload ends all the same, and no entry is written).
     */
    async complete(
      tenantId: string,
      id: string,
      objectId: string,
      actor: Actor,
    ): Promise<'completed' | 'missing' | 'taken'> {
      return asActor(db, actor, async (tx) => {
        const [intent] = await tx.delete(fileUploadIntents).where(live(tenantId, id)).returning();
        if (!intent) return 'missing';
        const file = { key: intent.key, objectId, size: intent.size, contentType: intent.contentType };
        const stored = await insertEntries(tx, tenantId, intent.bucketName, [file], {
          isPublic: intent.isPublic,
          actor,
        });
        return stored.has(intent.key) ? 'completed' : 'taken';
      });
    },

    /**
     * Removes every tenant's uploads that expired by `now`, for the storage sweep (its one write across
     * tenants): where each one's bytes would be, for the sweep to delete.
     */
    async removeExpired(now: Date): Promise<Array<Pick<FileUploadIntent, 'tenantId' | 'bucketName' | 'id'>>> {
      return db.delete(fileUploadIntents).where(lte(fileUploadIntents.expiresAt, now)).returning({
        tenantId: fileUploadIntents.tenantId,
        bucketName: fileUploadIntents.bucketName,
        id: fileUploadIntents.id,
      });
    },
  };
}
export type UploadIntentsRepository = ReturnType<typeof createUploadIntentsRepository>;
