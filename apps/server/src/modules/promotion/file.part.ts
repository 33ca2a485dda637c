import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DEFAULT_BUCKET, type TBundleFile } from '@carrier/contracts';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import { ancestorsOf, nameOf, parentOf } from '../../platform/storage/keys';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { FilesService } from '../files/files.service';
import { fileEntries } from '../files/files.tables';
import type { DbExecutor } from '../l10n/l10n.repository';
import { fileKey, type PartEntry } from './bundle';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(stream: Readable, limit: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

type ReadFile = { file: TBundleFile; bytes: Uint8Array };

/** A file of the tenant's default bucket with its bytes, or null when there is none. */
export async function readFile(files: FilesService, tenantId: string, key: string): Promise<ReadFile | null> {
  const entry = await files.findFile(tenantId, DEFAULT_BUCKET, key);
  const stream = entry?.objectId ? await files.readFile(entry) : null;
  if (!entry || !stream) return null;
  const bytes = await bytesOf(stream, entry.size);
  if (!bytes) return null;
  return {
    file: {
      key,
      contentType: entry.contentType,
      isPublic: entry.isPublic,
      size: bytes.byteLength,
      sha256: sha256(bytes),
    },
    bytes,
  };
}

export function fileEntry(file: TBundleFile, requiredBy: string | null): PartEntry {
  const { key, ...fields } = file;
  return { kind: 'file', key: fileKey(key), name: key, fields, requiredBy };
}

/**
 * Stores a file's bytes under a fresh object id, before the transaction that records it (storage is not
 * transactional: the caller deletes the object when the transaction fails; the storage sweep would too).
 */
export async function storeObject(storage: ObjectStorage, tenantId: string, file: TBundleFile, bytes: Uint8Array) {
  const objectId = randomUUID();
  await storage.write(`${tenantId}/${DEFAULT_BUCKET}/${objectId}`, Readable.from([Buffer.from(bytes)]), {
    contentType: file.contentType ?? undefined,
  });
  return objectId;
}

/** Records a stored file (and its folders) in the target's default bucket; answers the object it replaced. */
export async function writeFileEntry(
  tx: DbExecutor,
  tenantId: string,
  actor: Actor,
  file: TBundleFile,
  objectId: string,
): Promise<string | null> {
  const now = new Date();
  const common = {
    tenantId,
    bucketName: DEFAULT_BUCKET,
    createdById: actor.userId,
    lastModifiedById: actor.userId,
    createdAt: now,
    lastModifiedAt: now,
  };
  const folders = ancestorsOf(file.key);
  if (folders.length > 0)
    await tx
      .insert(fileEntries)
      .values(
        folders.map((key) => ({ ...common, key, parent: parentOf(key), name: nameOf(key), kind: 'folder' as const })),
      )
      .onConflictDoNothing();
  const [previous] = await tx
    .select({ objectId: fileEntries.objectId })
    .from(fileEntries)
    .where(
      sql`${fileEntries.tenantId} = ${tenantId} and ${fileEntries.bucketName} = ${DEFAULT_BUCKET} and ${fileEntries.key} = ${file.key}`,
    )
    .for('update');
  const values = { objectId, size: file.size, contentType: file.contentType, isPublic: file.isPublic };
  await tx
    .insert(fileEntries)
    .values({ ...common, key: file.key, parent: parentOf(file.key), name: nameOf(file.key), kind: 'file', ...values })
    .onConflictDoUpdate({
      target: [fileEntries.tenantId, fileEntries.bucketName, fileEntries.key],
      set: { ...values, lastModifiedById: actor.userId, lastModifiedAt: now },
    });
  return previous?.objectId ?? null;
}
