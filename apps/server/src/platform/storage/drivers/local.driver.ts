import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { validateKey } from '../keys';
import type { ObjectStorage } from '../storage';

/** Larger writes than the 16 KiB default: a 15 MB upload in a few hundred writes, not a thousand. */
const WRITE_CHUNK_BYTES = 1024 * 1024;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under `<root>/objects`; a write goes to `<root>/tmp` first and is renamed into
 * place only when the whole stream arrived (both folders are on the same disk, so rename is atomic).
 */
export function createLocalStorage(root: string): ObjectStorage {
  const objectsDir = join(root, 'objects');
  const tmpDir = join(root, 'tmp');
  const pathOf = (key: string) => join(objectsDir, ...validateKey(key, 'file').split('/'));

  return {
    kind: 'local',

    async write(key, body) {
      const target = pathOf(key);
      await mkdir(tmpDir, { recursive: true });
      const temporary = join(tmpDir, randomUUID());
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(temporary, { flags: 'wx', highWaterMark: WRITE_CHUNK_BYTES }));
        await mkdir(dirname(target), { recursive: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },

    async read(key, range) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return { size: info.size, lastModifiedAt: info.mtime };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },

    async *listOlderThan(before) {
      const entries = await readdir(objectsDir, { recursive: true, withFileTypes: true }).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => null);
        if (info && info.mtime < before) {
          yield { key: relative(objectsDir, path).split(sep).join('/'), lastModifiedAt: info.mtime };
        }
      }
    },

    async removeUnfinished(before) {
      const names = await readdir(tmpDir).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const removed: string[] = [];
      for (const name of names) {
        const info = await stat(join(tmpDir, name)).catch(() => null);
        if (!info || info.mtime >= before) continue;
        await rm(join(tmpDir, name), { force: true, recursive: true });
        removed.push(`tmp/${name}`);
      }
      return removed;
    },

    async close() {},
  };
}
