import { asc, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/session';
import { asActor } from '../../platform/db/audit-actor';
import type { Database } from '../../platform/db/client';
import { type AuditWhere, auditConditions } from '../../platform/db/filters';
import { ofTenant } from '../../platform/db/tenant-scope';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { ancestorsOf, nameOf, parentOf } from '../../platform/storage/keys';
import type { DbExecutor } from '../l10n/l10n.repository';
import { tenants } from '../tenants/tenants.tables';
import { type FileEntry, fileBuckets, fileEntries, fileUploadIntents } from './files.tables';
import { type ListingCursor, type ListingSort, likePattern, underFolder } from './listing-cursor';

export type NewFile = {
  key: string;
  objectId: string;
  size: number;
  contentType: string;
};

/** What a listing or a search shows of an entry: fewer columns make a 1,000-row page cheaper. */
const SUMMARY = {
  key: fileEntries.key,
  name: fileEntries.name,
  kind: fileEntries.kind,
  size: fileEntries.size,
  isPublic: fileEntries.isPublic,
  contentType: fileEntries.contentType,
  lastModifiedAt: fileEntries.lastModifiedAt,
  createdAt: fileEntries.createdAt,
  createdById: fileEntries.createdById,
  lastModifiedById: fileEntries.lastModifiedById,
};
export type FileSummary = Pick<FileEntry, keyof typeof SUMMARY>;

/** fileWhere: a key pattern (literal, or a glob with * and ?), dates and the creator. */
export type FileFilter = AuditWhere & { keyPattern?: string | null };

function filterConditions(filter: FileFilter): SQL[] {
  const conditions: SQL[] = [];
  const pattern = filter.keyPattern?.trim();
  if (pattern) {
    const { like: expression, glob } = likePattern(pattern);
    const matches = glob
      ? or(ilike(fileEntries.key, expression), ilike(fileEntries.name, expression))
      : ilike(fileEntries.key, expression);
    if (matches) conditions.push(matches);
  }
  conditions.push(...auditConditions(filter, fileEntries));
  return conditions;
}

/** True when the filter holds nothing to search by. */
export function isEmptyFilter(filter: FileFilter): boolean {
  return filterConditions(filter).length === 0;
}

const SORT_COLUMNS = { name: fileEntries.key, size: fileEntries.size, lastModifiedAt: fileEntries.lastModifiedAt };

function sortParts(sort: ListingSort) {
  const [field, direction] = sort.split('_') as [keyof typeof SORT_COLUMNS, 'desc' | undefined];
  return { column: SORT_COLUMNS[field], field, descending: direction === 'desc' };
}

/** Rows after the cursor in the order: folders first, then the sort column, then the key. */
function afterCursor(sort: ListingSort, cursor: ListingCursor): SQL {
  const { column, field, descending } = sortParts(sort);
  const beyond = sql.raw(descending ? '<' : '>');
  const value = field === 'lastModifiedAt' ? new Date(String(cursor.value)) : (cursor.value ?? 0);
  const keyBeyond = sql`${fileEntries.key} ${beyond} ${cursor.key}`;
  const withinKind =
    field === 'name' ? keyBeyond : sql`(${column} ${beyond} ${value} or (${column} = ${value} and ${keyBeyond}))`;
  return sql`(${fileEntries.kind} < ${cursor.kind} or (${fileEntries.kind} = ${cursor.kind} and ${withinKind}))`;
}

function folderRows(tenantId: string, bucketName: string, keys: string[], userId: string | null, now: Date) {
  return keys.map((key) => ({
    tenantId,
    bucketName,
    key,
    parent: parentOf(key),
    name: nameOf(key),
    kind: 'folder' as const,
    createdById: userId,
    lastModifiedById: userId,
    createdAt: now,
    lastModifiedAt: now,
  }));
}

/** The entry row of a stored file. */
function fileRow(
  tenantId: string,
  bucketName: string,
  file: NewFile,
  { isPublic, userId, now }: { isPublic: boolean; userId: string | null; now: Date },
) {
  return {
    tenantId,
    bucketName,
    key: file.key,
    parent: parentOf(file.key),
    name: nameOf(file.key),
    kind: 'file' as const,
    objectId: file.objectId,
    size: file.size,
    contentType: file.contentType,
    isPublic,
    createdById: userId,
    lastModifiedById: userId,
    createdAt: now,
    lastModifiedAt: now,
  };
}

/** The folders above `key` that do not exist yet, made (a folder is a row of its own). */
async function ensureFolders(
  tx: DbExecutor,
  tenantId: string,
  bucketName: string,
  key: string,
  userId: string | null,
  now: Date,
) {
  const folders = ancestorsOf(key);
  if (folders.length > 0)
    await tx
      .insert(fileEntries)
      .values(folderRows(tenantId, bucketName, folders, userId, now))
      .onConflictDoNothing();
}

/**
 * Records one stored file (and the folders above it) inside the caller's transaction, so a caller can
 * write its own state with the file entry atomically (document runs). False when the key is taken.
 */
export async function recordFileIn(
  tx: DbExecutor,
  tenantId: string,
  bucketName: string,
  file: NewFile,
  userId: string | null,
): Promise<boolean> {
  const now = new Date();
  await ensureFolders(tx, tenantId, bucketName, file.key, userId, now);
  const inserted = await tx
    .insert(fileEntries)
    .values(fileRow(tenantId, bucketName, file, { isPublic: false, userId, now }))
    .onConflictDoNothing()
    .returning({ key: fileEntries.key });
  return inserted.length === 1;
}

/**
 * Inserts uploaded files and the folders above them in one statement (folders already there are
 * skipped): one round trip and one run of the table's statement triggers per upload, not two. The keys
 * inserted: a file whose key was taken is missing from them.
 */
export async function insertEntries(
  tx: DbExecutor,
  tenantId: string,
  bucketName: string,
  files: NewFile[],
  options: { isPublic: boolean; actor: Actor },
): Promise<Set<string>> {
  const now = new Date();
  const userId = options.actor.userId;
  const folders = [...new Set(files.flatMap((file) => ancestorsOf(file.key)))];
  const inserted = await tx
    .insert(fileEntries)
    .values([
      ...folderRows(tenantId, bucketName, folders, userId, now),
      ...files.map((file) => fileRow(tenantId, bucketName, file, { isPublic: options.isPublic, userId, now })),
    ])
    .onConflictDoNothing()
    .returning({ key: fileEntries.key });
  return new Set(inserted.map((row) => row.key));
}

/** Thrown inside a transaction to roll it back when a key is already taken. */
class KeyTaken extends Error {}

export function createFilesRepository(db: Database) {
  const entry = (tenantId: string, bucketName: string, ...conditions: Array<SQL | undefined>) =>
    ofTenant(fileEntries, tenantId, eq(fileEntries.bucketName, bucketName), ...conditions);

  return {
    /**
     * Which of these stored object ids a row of the tenant's bucket still references, for the storage
     * sweep: a file entry, or an upload not completed yet (the sweep removes expired ones first).
     */
    async referencedObjectIds(tenantId: string, bucketName: string, candidates: string[]): Promise<Set<string>> {
      if (candidates.length === 0) return new Set();
      const rows = await db
        .select({ objectId: fileEntries.objectId })
        .from(fileEntries)
        .where(
          ofTenant(
            fileEntries,
            tenantId,
            eq(fileEntries.bucketName, bucketName),
            inArray(fileEntries.objectId, candidates),
          ),
        )
        .unionAll(
          db
            .select({ objectId: fileUploadIntents.id })
            .from(fileUploadIntents)
            .where(
              ofTenant(
                fileUploadIntents,
                tenantId,
                eq(fileUploadIntents.bucketName, bucketName),
                inArray(fileUploadIntents.id, candidates),
              ),
            ),
        );
      return new Set(objectIds(rows));
    },

    /** Gives every tenant the default bucket; safe at every start. */
    async seedDefaultBuckets(bucketName: string) {
      await db.execute(
        sql`insert into ${fileBuckets} (tenant_id, bucket_name) select ${tenants.id}, ${bucketName} from ${tenants} on conflict do nothing`,
      );
    },

    async listBuckets(tenantId: string, bucketName?: string | null) {
      return db
        .select({ bucketName: fileBuckets.bucketName })
        .from(fileBuckets)
        .where(ofTenant(fileBuckets, tenantId, bucketName ? eq(fileBuckets.bucketName, bucketName) : undefined))
        .orderBy(asc(fileBuckets.bucketName));
    },

    async bucketExists(tenantId: string, bucketName: string) {
      const [row] = await this.listBuckets(tenantId, bucketName);
      return Boolean(row);
    },

    /** One page of a folder, folders first; `limit + 1` rows are read to know whether more follow. */
    async listFolder(
      tenantId: string,
      bucketName: string,
      parent: string,
      options: { sort: ListingSort; limit: number; skip: number; cursor: ListingCursor | null; nameContains?: string },
    ): Promise<FileEntry[]> {
      const { column, descending } = sortParts(options.sort);
      const order = descending ? desc : asc;
      return (
        db
          .select()
          .from(fileEntries)
          .where(
            entry(
              tenantId,
              bucketName,
              eq(fileEntries.parent, parent),
              options.cursor ? afterCursor(options.sort, options.cursor) : undefined,
              options.nameContains ? ilike(fileEntries.name, likePattern(options.nameContains).like) : undefined,
            ),
          )
          // The listing index's own order (kind desc nulls last), so a page is read straight from it.
          .orderBy(
            sql`${fileEntries.kind} desc nulls last`,
            ...(column === fileEntries.key ? [] : [order(column)]),
            order(fileEntries.key),
          )
          .limit(options.limit + 1)
          .offset(options.skip)
      );
    },

    /** Files whose key (or, for a glob, name) matches the pattern and that pass the date and creator filters. */
    async search(tenantId: string, bucketName: string, filter: FileFilter, limit: number) {
      return db
        .select(SUMMARY)
        .from(fileEntries)
        .where(entry(tenantId, bucketName, eq(fileEntries.kind, 'file'), ...filterConditions(filter)))
        .orderBy(asc(fileEntries.key))
        .limit(limit);
    },

    async findFile(tenantId: string, bucketName: string, key: string): Promise<FileEntry | null> {
      const [row] = await db
        .select()
        .from(fileEntries)
        .where(entry(tenantId, bucketName, eq(fileEntries.key, key), eq(fileEntries.kind, 'file')));
      return row ?? null;
    },

    /** False when the folder already exists; missing folders above it are created too. */
    async createFolder(tenantId: string, bucketName: string, key: string, actor: Actor) {
      const rows = folderRows(tenantId, bucketName, [...ancestorsOf(key), key], actor.userId, new Date());
      const inserted = await asActor(db, actor, (tx) =>
        tx.insert(fileEntries).values(rows).onConflictDoNothing().returning({ key: fileEntries.key }),
      );
      return inserted.some((row) => row.key === key);
    },

    /** Records uploaded files all together, or none: the taken key when one already exists. */
    async insertFiles(
      tenantId: string,
      bucketName: string,
      files: NewFile[],
      options: { isPublic: boolean; actor: Actor },
    ): Promise<{ taken: string | null }> {
      try {
        await asActor(db, options.actor, async (tx) => {
          const stored = await insertEntries(tx, tenantId, bucketName, files, options);
          const taken = files.find((file) => !stored.has(file.key));
          if (taken) throw new KeyTaken(taken.key);
        });
        return { taken: null };
      } catch (error) {
        if (error instanceof KeyTaken) return { taken: error.message };
        throw error;
      }
    },

    /** The deleted file's object id, or null when there was no such file. */
    async deleteFile(tenantId: string, bucketName: string, key: string, actor: Actor): Promise<string | null> {
      const [row] = await asActor(db, actor, (tx) =>
        tx
          .delete(fileEntries)
          .where(entry(tenantId, bucketName, eq(fileEntries.key, key), eq(fileEntries.kind, 'file')))
          .returning({ objectId: fileEntries.objectId }),
      );
      return row ? (row.objectId ?? '') : null;
    },

    /** Deletes a folder with everything under it: the objects to remove, or null when there was no folder. */
    async deleteFolder(tenantId: string, bucketName: string, key: string, actor: Actor): Promise<string[] | null> {
      const rows = await asActor(db, actor, (tx) =>
        tx
          .delete(fileEntries)
          .where(
            entry(tenantId, bucketName, or(eq(fileEntries.key, key), like(fileEntries.key, underFolder(key))) as SQL),
          )
          .returning({ key: fileEntries.key, objectId: fileEntries.objectId }),
      );
      return rows.length > 0 ? objectIds(rows) : null;
    },

    async moveFile(
      tenantId: string,
      bucketName: string,
      key: string,
      newKey: string,
      actor: Actor,
    ): Promise<'moved' | 'missing' | 'taken'> {
      const now = new Date();
      const userId = actor.userId;
      try {
        return await asActor(db, actor, async (tx) => {
          const [target] = await tx
            .select({ key: fileEntries.key })
            .from(fileEntries)
            .where(entry(tenantId, bucketName, eq(fileEntries.key, newKey)));
          if (target) return 'taken';
          await ensureFolders(tx, tenantId, bucketName, newKey, userId, now);
          const moved = await tx
            .update(fileEntries)
            .set({
              key: newKey,
              parent: parentOf(newKey),
              name: nameOf(newKey),
              lastModifiedAt: now,
              lastModifiedById: userId,
            })
            .where(entry(tenantId, bucketName, eq(fileEntries.key, key), eq(fileEntries.kind, 'file')))
            .returning({ key: fileEntries.key });
          if (moved.length === 0) throw new KeyTaken('missing');
          return 'moved';
        });
      } catch (error) {
        if (error instanceof KeyTaken) return 'missing';
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async setPublic(
      tenantId: string,
      bucketName: string,
      key: string,
      isPublic: boolean,
      actor: Actor,
    ): Promise<boolean> {
      const updated = await asActor(db, actor, (tx) =>
        tx
          .update(fileEntries)
          .set({ isPublic, lastModifiedAt: new Date(), lastModifiedById: actor.userId })
          .where(entry(tenantId, bucketName, eq(fileEntries.key, key), eq(fileEntries.kind, 'file')))
          .returning({ key: fileEntries.key }),
      );
      return updated.length > 0;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;

function objectIds(rows: Array<{ objectId: string | null }>): string[] {
  return rows.flatMap((row) => (row.objectId ? [row.objectId] : []));
}
